import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Bones = styled.div`
  display: grid;
  gap: ${t.space[3]};
`;
