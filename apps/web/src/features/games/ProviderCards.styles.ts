import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  gap: ${t.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;
