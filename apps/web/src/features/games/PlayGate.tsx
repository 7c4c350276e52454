import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { EmptyState } from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { ContentSkeleton } from '../content/QueryStatus';
import { selectIsTrial, selectSession } from '../session/selectors';

/**
 * §4: playing needs a real account. A visitor opening a game's address goes to /login; a trial
 * account is told why it cannot play; while a stored session is being checked the place is held.
 */
export function PlayGate({ children }: { children: ReactNode }) {
  const { t: translate } = useTranslation();
  const { phase } = useAppSelector(selectSession);
  const trial = useAppSelector(selectIsTrial);
  if (phase === 'anonymous') return <Navigate to="/login" replace />;
  if (phase === 'restoring') return <ContentSkeleton rows={1} height={480} />;
  if (trial)
    return (
      <EmptyState
        titleAs="h2"
        role="alert"
        title={translate('warning_title')}
        description={translate('in_need_true_account')}
      />
    );
  return <>{children}</>;
}
