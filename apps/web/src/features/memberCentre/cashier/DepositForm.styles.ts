import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
`;
