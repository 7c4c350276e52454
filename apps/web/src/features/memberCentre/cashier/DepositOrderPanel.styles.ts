import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[3]};
  & a {
    color: ${t.color.text.link};
  }
`;
