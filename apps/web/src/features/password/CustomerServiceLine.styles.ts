import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Line = styled.p`
  margin-top: ${t.space[4]};
  text-align: center;
  font-size: ${t.font.size.sm};
  color: ${t.color.text.muted};
  a {
    color: ${t.color.text.link};
    font-weight: ${t.font.weight.semibold};
  }
`;
