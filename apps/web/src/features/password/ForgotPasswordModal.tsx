import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@tessera/i18n';
import { Button, Icon, LoadingCover, Modal, ModalBody, ModalHeader, ModalTitle } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { isWhitelabelFlagOn } from '../system/selectors';
import { CustomerServiceLine } from './CustomerServiceLine';
import { ForgotByEmailForm } from './ForgotByEmailForm';
import { ResetByPhoneForm } from './ResetByPhoneForm';
import { forgotErrorDismissed, forgotPasswordClosed, passwordRulesRequested, type ForgotView } from './slice';
import { selectPassword } from './selectors';
import { Choices, Choice, Back } from './ForgotPasswordModal.styles';

/** Where typing starts in a view: its first named field, else its first choice (not the country picker, which opens on focus). */
const START = 'input[name]:not([type="hidden"]), [data-choice]';

/**
 * §2 forgot password: by e-mail, or by mobile number when CHNGPASSVERIF3 is on. With both the
 * member picks one and can go back; with one it is shown directly. Closing stops the code
 * countdown (the flow does it on close).
 */
export function ForgotPasswordModal() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const { forgotPending, forgotStart } = useAppSelector(selectPassword);
  const byMobile = useAppSelector(isWhitelabelFlagOn('CHNGPASSVERIF3'));
  const [view, setView] = useState<ForgotView>(forgotStart ?? (byMobile ? 'switch' : 'email'));
  useEffect(() => void dispatch(passwordRulesRequested()), [dispatch]);
  const body = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) body.current?.querySelector<HTMLElement>(START)?.focus();
  }, [view]);

  const show = (next: ForgotView) => {
    dispatch(forgotErrorDismissed());
    switched.current = true;
    setView(next);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && dispatch(forgotPasswordClosed())}
      size="sm"
      closeOnEscape={!forgotPending}
      closeOnBackdropClick={!forgotPending}
      onOpenAutoFocus={(event) => {
        const start = (event.target as HTMLElement | null)?.querySelector<HTMLElement>(START);
        if (!start) return;
        event.preventDefault();
        start.focus();
      }}
    >
      <ModalHeader closeLabel={translate('close')}>
        <ModalTitle>{translate('forgot_title')}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <LoadingCover ref={body} active={forgotPending} label={translate('loading')}>
          {byMobile && view !== 'switch' && (
            <Back>
              <Button
                variant="ghost"
                size="sm"
                startIcon={<Icon name="chevronLeftSmall" />}
                onClick={() => show('switch')}
              >
                {translate('back')}
              </Button>
            </Back>
          )}
          {view === 'switch' && (
            <Choices role="group" aria-label={translate('forgot_choose_method')}>
              <p>{translate('forgot_choose_method')}</p>
              <Choice type="button" data-choice onClick={() => show('email')}>
                <strong>{translate('forgot_by_email')}</strong>
                <span>{translate('forgot_by_email_hint')}</span>
              </Choice>
              <Choice type="button" data-choice onClick={() => show('mobileNum')}>
                <strong>{translate('forgot_by_mobile')}</strong>
                <span>{translate('forgot_by_mobile_hint')}</span>
              </Choice>
            </Choices>
          )}
          {view === 'email' && <ForgotByEmailForm />}
          {view === 'mobileNum' && <ResetByPhoneForm />}
          <CustomerServiceLine />
        </LoadingCover>
      </ModalBody>
    </Modal>
  );
}
