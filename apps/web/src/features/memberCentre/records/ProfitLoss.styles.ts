import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Outcome = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: flex-end;
  gap: ${t.space[1]};
  & > small {
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.regular};
    color: ${t.color.text.primary};
  }
`;
