import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** A record or list page: its filter above its results. */
export const RecordsPage = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

export const Stack = styled.div`
  display: grid;
  gap: ${t.space[4]};
  min-width: 0;
  & > nav {
    justify-self: center;
  }
`;
