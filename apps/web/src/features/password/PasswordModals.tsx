import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';

const selectPassword = (state: RootState) => state.password;

/**
 * Where the password modals live: over any page, opened from the login modal (forgot), the
 * member menu (change) or a login that must change its password.
 */
export function PasswordModals() {
  const { forgotOpen, changeOpen } = useAppSelector(selectPassword);
  // The modals themselves are built in this folder (ForgotPasswordModal, ChangePasswordModal).
  return forgotOpen || changeOpen ? null : null;
}
