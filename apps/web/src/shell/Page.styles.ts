import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Main = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${t.space[6]} ${t.space[4]};
`;

export const Heading = styled.h1`
  font-size: ${t.font.size['2xl']};
  margin-bottom: ${t.space[4]};
`;
