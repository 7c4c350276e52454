import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 ${t.space[4]};
  color: ${t.color.text.muted};
`;

export const Mine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]};
  margin: 0 0 ${t.space[4]};
  font-weight: ${t.font.weight.semibold};
`;
