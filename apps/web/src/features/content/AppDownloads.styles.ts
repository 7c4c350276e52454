import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Intro = styled.p`
  max-width: 65ch;
  margin: 0 0 ${t.space[5]};
  color: ${t.color.text.muted};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;
