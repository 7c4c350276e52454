import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Offer = styled.div`
  margin-top: ${t.space[4]};
`;
