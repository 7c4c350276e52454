import { useEffect, type FocusEventHandler, type ChangeEventHandler } from 'react';
import { useTranslation } from '@tessera/i18n';
import { Button, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { captchaRequested, type CaptchaForm } from './captchaSlice';
import { selectCaptcha } from './selectors';
import { Picture } from './CaptchaField.styles';

export interface CaptchaFieldProps {
  /** Which form's captcha this is. */
  form: CaptchaForm;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string | undefined;
}

/**
 * The captcha check of the phone forms: the picture to read, a field for what it says and a
 * button for a new picture. A captcha answers once, so the flows ask for a new one after each use.
 */
export function CaptchaField({ form, error, ...field }: CaptchaFieldProps) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const { captcha, loading, error: loadError } = useAppSelector(selectCaptcha(form));
  useEffect(() => {
    dispatch(captchaRequested(form));
  }, [dispatch, form]);

  return (
    <TextField
      label={translate('captcha_label')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      required
      {...field}
      error={error ?? (loadError ? translate('captcha_load_failed') : undefined)}
      endAdornment={
        <>
          {captcha && (
            <Picture src={captcha.image} alt={translate('captcha_picture')} data-captcha-id={captcha.captchaId} />
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            loading={loading}
            onClick={() => dispatch(captchaRequested(form))}
          >
            {translate('captcha_refresh')}
          </Button>
        </>
      }
    />
  );
}
