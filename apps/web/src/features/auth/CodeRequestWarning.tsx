import { useTranslation } from '@tessera/i18n';
import { Dialog } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { authErrorMessage } from './messages';
import { selectSmsCountdown } from './selectors';
import { smsErrorDismissed, type SmsPurpose } from './smsSlice';

/** §8: a failed code request shows the platform's message in a warning dialog with a submit button. */
export function CodeRequestWarning({ purpose }: { purpose: SmsPurpose }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectSmsCountdown(purpose));
  const dismiss = () => dispatch(smsErrorDismissed(purpose));
  return (
    <Dialog
      open={error !== null}
      onOpenChange={(open) => !open && dismiss()}
      tone="warning"
      title={t('warning_title')}
      confirmLabel={t('in_increase_submit')}
      hideCancel
      onConfirm={dismiss}
    >
      {error ? authErrorMessage(t, error) : null}
    </Dialog>
  );
}
