import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Grid = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  padding-top: ${t.space[4]};
`;
