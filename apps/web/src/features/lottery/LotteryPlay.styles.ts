import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Panel = styled.section`
  margin-bottom: ${t.space[8]};
`;
