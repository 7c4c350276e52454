import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${t.space[6]} ${t.space[4]};
`;

const Card = styled.section`
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
  & h1 {
    font-size: ${t.font.size['2xl']};
  }
  & p {
    margin: 0;
    color: ${t.color.text.muted};
  }
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${t.color.bg.accentSubtle};
  color: ${t.color.accent.primary};
`;

export interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** For assertive announcements of failures. */
  role?: 'alert' | 'status';
}

/** A whole-page message that replaces the site: maintenance, region block, unreachable platform. */
export function StatusScreen({ icon, title, children, actions, role }: StatusScreenProps) {
  return (
    <Screen>
      <Card role={role} aria-labelledby="status-title">
        <Icon aria-hidden="true">{icon}</Icon>
        <h1 id="status-title">{title}</h1>
        {children}
        {actions}
      </Card>
    </Screen>
  );
}
