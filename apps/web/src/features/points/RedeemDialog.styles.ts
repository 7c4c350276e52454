import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Total = styled.p`
  margin: 0;
  font-weight: ${t.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;
