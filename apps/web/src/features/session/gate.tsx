import { useCallback } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { LazyDialog } from '../../widgets/LazyDialog';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { isWhitelabelFlagOn } from '../system/selectors';
import { selectIsSignedIn, selectIsTrial, selectSession } from './selectors';
import { trialNoticeClosed, trialNoticeOpened } from './slice';

/**
 * §5 login gate: wraps an action that needs a real account. Without a session it goes to /login;
 * a trial account (isAgent 4) gets the in_need_true_account notice and the action does not run.
 */
export function useRequireAccount() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const trial = useAppSelector(selectIsTrial);
  return useCallback(
    (action: () => void) => {
      if (!signedIn) void navigate('/login');
      else if (trial) dispatch(trialNoticeOpened());
      else action();
    },
    [signedIn, trial, navigate, dispatch],
  );
}

/** The notice a trial account gets when it tries something only a real account may do. */
export function TrialNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSession).trialNoticeOpen;
  const close = () => dispatch(trialNoticeClosed());
  return (
    <LazyDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      tone="warning"
      title={t('warning_title')}
      confirmLabel={t('in_increase_submit')}
      hideCancel
      onConfirm={close}
    >
      {t('in_need_true_account')}
    </LazyDialog>
  );
}

/** §2: with the login-required-for-home setting on, only these paths open without a session. */
export const OPEN_WITHOUT_LOGIN = ['/login', '/register', '/register.html', '/helpmc', '/download', '/reset-password'];

/** A layout route that sends visitors to /login when the site requires a login for everything else. */
export function LoginRequiredGate() {
  const { pathname } = useLocation();
  const required = useAppSelector(isWhitelabelFlagOn('LOGIN_REQUIRED_FOR_HOME'));
  const { phase } = useAppSelector(selectSession);
  // While a stored token is being checked the visitor may already be a member: wait for it.
  if (required && phase === 'anonymous' && !OPEN_WITHOUT_LOGIN.includes(pathname))
    return <Navigate to="/login" replace />;
  return <Outlet />;
}
