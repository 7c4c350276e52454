import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Chooser = styled.div`
  max-width: 20rem;
  margin-bottom: ${t.space[4]};
`;
