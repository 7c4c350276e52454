import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Footer = styled.p`
  margin: ${t.space[4]} 0 0;
  font-size: ${t.font.size.sm};
`;

/** Room for the loading cover while the settings arrive. */
export const Placeholder = styled.div`
  min-height: 12rem;
`;
