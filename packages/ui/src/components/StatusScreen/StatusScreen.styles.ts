import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${t.space[6]} ${t.space[4]};
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[4]};
  width: min(480px, 100%);
  padding: ${t.space[8]} ${t.space[6]};
  text-align: center;
  background: ${t.color.bg.surface};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.raised};
  & p {
    margin: 0;
    color: ${t.color.text.muted};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${t.font.size['2xl']};
`;

export const Icon = styled.div`
  display: grid;
  place-items: center;
  width: ${t.space[10]};
  height: ${t.space[10]};
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.accentSubtle};
  color: ${t.color.accent.primary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${t.space[3]};
`;
