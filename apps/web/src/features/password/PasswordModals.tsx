import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectIsSignedIn, selectSession } from '../session/selectors';
import { LazyDialog } from '../../widgets/LazyDialog';
import { emailSentAcknowledged, redirectHandled } from './slice';
import { selectPassword } from './selectors';

// The modals (and the form code with them) arrive when one opens, not with every page.
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/**
 * Where the password modals live: over any page, opened from the login modal (forgot), the
 * member menu or a reset link (change), or forced by a login that must change its password.
 * Each modal mounts when it opens, so it starts empty. Mounted by {@link PasswordModalsHost}
 * once the feature is in use; it starts the password flows.
 */
export function PasswordModals() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { forgotOpen, changeOpen, emailSent, redirectTo } = useAppSelector(selectPassword);
  const forced = useAppSelector(selectSession).passwordChangeRequired;
  const signedIn = useAppSelector(selectIsSignedIn);

  useEffect(() => {
    if (!redirectTo) return;
    void navigate(redirectTo);
    dispatch(redirectHandled());
  }, [redirectTo, navigate, dispatch]);

  const acknowledge = () => dispatch(emailSentAcknowledged());
  return (
    <>
      <Suspense fallback={null}>
        {forgotOpen && <ForgotPasswordModal />}
        {signedIn && (changeOpen || forced) && <ChangePasswordModal forced={forced} />}
      </Suspense>
      <LazyDialog
        open={emailSent}
        onOpenChange={(open) => !open && acknowledge()}
        tone="info"
        title={t('forgot_title')}
        confirmLabel={t('in_increase_submit')}
        hideCancel
        onConfirm={acknowledge}
      >
        {t('in_been_out')}
      </LazyDialog>
    </>
  );
}
