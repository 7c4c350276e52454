import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { Dialog } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSignedIn, selectSession } from '../session/selectors';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { emailSentAcknowledged, redirectHandled } from './slice';
import { selectPassword } from './selectors';

/**
 * Where the password modals live: over any page, opened from the login modal (forgot), the
 * member menu or a reset link (change), or forced by a login that must change its password.
 * Each modal mounts when it opens, so it starts empty.
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
    navigate(redirectTo);
    dispatch(redirectHandled());
  }, [redirectTo, navigate, dispatch]);

  const acknowledge = () => dispatch(emailSentAcknowledged());
  return (
    <>
      {forgotOpen && <ForgotPasswordModal />}
      {signedIn && (changeOpen || forced) && <ChangePasswordModal forced={forced} />}
      <Dialog
        open={emailSent}
        onOpenChange={(open) => !open && acknowledge()}
        tone="info"
        title={t('forgot_title')}
        confirmLabel={t('in_increase_submit')}
        hideCancel
        onConfirm={acknowledge}
      >
        {t('in_been_out')}
      </Dialog>
    </>
  );
}
