import { useTranslation } from '@tessera/i18n';
import { CountdownButton, TextField, type TextFieldProps } from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { selectSmsCountdown } from './selectors';
import type { SmsPurpose } from './smsSlice';

export interface VerificationCodeFieldProps extends Omit<TextFieldProps, 'endAdornment' | 'label'> {
  /** @default the translated 'Verification code' */
  label?: TextFieldProps['label'];
  /** Whose countdown the get-code button shows. */
  purpose: SmsPurpose;
  /** Asks for a code (after checking what must be checked first); ignored while the countdown runs. */
  onRequestCode: () => void;
}

/**
 * A 6-digit code with its get-code button (§4): while a code is on its way or the countdown runs,
 * the button shows the seconds left and sends nothing more.
 */
export function VerificationCodeField({ purpose, onRequestCode, label, ...field }: VerificationCodeFieldProps) {
  // The code flows start with the first form that offers a code.
  const { t } = useTranslation();
  const countdown = useAppSelector(selectSmsCountdown(purpose));
  return (
    <TextField
      label={label ?? t('field_verification_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...field}
      endAdornment={
        <CountdownButton
          size="sm"
          label={t('sms_get_code')}
          countingLabel={(seconds) => t('sms_seconds_left', { seconds })}
          readyAnnouncement={t('sms_code_ready')}
          remainingSeconds={countdown.secondsLeft}
          loading={countdown.requesting}
          onClick={onRequestCode}
        />
      }
    />
  );
}
