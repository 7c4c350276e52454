import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Pages = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${t.space[2]};
`;
