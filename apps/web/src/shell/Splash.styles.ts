import styled from 'styled-components';
import { visuallyHidden } from '@tessera/ui';

export const Main = styled.main`
  min-height: 100vh;
`;

export const Label = styled.p`
  ${visuallyHidden}
`;
