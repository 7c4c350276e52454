import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm } from '../../widgets/useForm';
import { object, ref, string } from 'yup';
import { useTranslation } from '@tessera/i18n';
import {
  Button,
  Form,
  FormActions,
  FormMessage,
  LoadingCover,
  Modal,
  ModalBody,
  ModalHeader,
  ModalTitle,
  PasswordField,
  TextField,
} from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectMember } from '../session/selectors';
import { signOutRequested } from '../session/slice';
import { CustomerServiceLine } from './CustomerServiceLine';
import { passwordErrorMessage } from './messages';
import { changePasswordClosed, changePasswordRequested, passwordRulesRequested } from './slice';
import { selectPassword } from './selectors';
import { ruleField } from './validation';

export interface ChangePasswordModalProps {
  /** A first login or an expired password (§6): no way out but changing it, or signing out. */
  forced: boolean;
}

/**
 * §2 change password: the account name, the old password unless the session holds one (a session
 * opened by a reset link changes without it), the new password and its confirmation.
 */
export function ChangePasswordModal({ forced }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const member = useAppSelector(selectMember);
  const { rules, changePending, changeError, oldPasswordWaived } = useAppSelector(selectPassword);
  useEffect(() => void dispatch(passwordRulesRequested()), [dispatch]);
  // The account is shown, not asked: typing starts in the first password field.
  const firstField = useRef<HTMLInputElement>(null);

  const form = useForm({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: object({
      oldPassword: oldPasswordWaived ? string() : string().required(t('error_input_required')),
      newPassword: ruleField(
        t,
        rules?.password,
        { required: t('error_input_required'), format: t('error_password_format'), length: true },
        false,
      ),
      confirmNewPassword: string()
        .required(t('error_input_required'))
        .oneOf([ref('newPassword')], t('error_confirm_inconsistent')),
    }),
    onSubmit: (values) =>
      void dispatch(changePasswordRequested({ ...values, oldPassword: oldPasswordWaived ? '' : values.oldPassword })),
  });
  const fieldError = (name: keyof typeof form.values) => (form.touched[name] ? form.errors[name] : undefined);
  const password = (name: keyof typeof form.values, label: string, autoComplete: string, first = false) => (
    <PasswordField
      ref={first ? firstField : undefined}
      label={label}
      autoComplete={autoComplete}
      showPasswordLabel={t('show_password')}
      required
      {...form.getFieldProps(name)}
      error={fieldError(name)}
    />
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && dispatch(changePasswordClosed())}
      size="sm"
      closeOnEscape={!forced && !changePending}
      closeOnBackdropClick={!forced && !changePending}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        firstField.current?.focus();
      }}
    >
      <ModalHeader closeLabel={t('close')} showClose={!forced}>
        <ModalTitle>{t('change_password_title')}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <LoadingCover active={changePending} label={t('loading')}>
          <Form onSubmit={form.handleSubmit} aria-label={t('change_password_title')}>
            {forced && <FormMessage tone="info">{t('change_password_forced')}</FormMessage>}
            {changeError && <FormMessage tone="danger">{passwordErrorMessage(t, changeError)}</FormMessage>}
            <TextField
              label={t('field_account')}
              name="username"
              autoComplete="username"
              value={member?.account ?? ''}
              readOnly
            />
            {!oldPasswordWaived && password('oldPassword', t('field_old_password'), 'current-password', true)}
            {password('newPassword', t('field_new_password'), 'new-password', oldPasswordWaived)}
            {password('confirmNewPassword', t('field_confirm_password'), 'new-password')}
            <FormActions align="stretch">
              {forced && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    dispatch(signOutRequested());
                    void navigate('/index'); // §4: sign-out returns home
                  }}
                >
                  {t('sign_out')}
                </Button>
              )}
              <Button type="submit" loading={changePending}>
                {t('submit')}
              </Button>
            </FormActions>
          </Form>
          <CustomerServiceLine />
        </LoadingCover>
      </ModalBody>
    </Modal>
  );
}
