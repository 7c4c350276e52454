import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[4]};
  flex-wrap: wrap;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${t.space[2]};
  flex-wrap: wrap;
`;
