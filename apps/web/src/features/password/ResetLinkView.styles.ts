import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Panel = styled.div`
  display: grid;
  gap: ${t.space[4]};
  max-width: 32rem;
  justify-items: start;
`;
