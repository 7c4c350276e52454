import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Totals = styled.section`
  & h3 {
    margin: 0 0 ${t.space[2]};
    font-size: ${t.font.size.md};
  }
`;
