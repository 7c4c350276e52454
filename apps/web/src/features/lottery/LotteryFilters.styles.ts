import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Bar = styled.div`
  display: grid;
  gap: ${t.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  max-width: 36rem;
  margin-bottom: ${t.space[6]};
`;
