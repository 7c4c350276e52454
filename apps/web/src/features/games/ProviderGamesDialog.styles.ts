import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Types = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
  margin-bottom: ${t.space[3]};
`;
