import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { Section } from './ContentCards.styles';

export const Intro = styled.p`
  max-width: 65ch;
  margin: 0 0 ${t.space[6]};
  font-size: ${t.font.size.lg};
  color: ${t.color.text.muted};
`;

export const Start = styled(Section)`
  padding: ${t.space[5]};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.accentSubtle};
  & > p {
    color: ${t.color.text.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[3]};
`;
