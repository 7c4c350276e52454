import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;
