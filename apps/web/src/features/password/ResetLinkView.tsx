import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { Button, FormMessage } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { passwordErrorMessage } from './messages';
import { forgotPasswordOpened, resetLinkOpened } from './slice';
import { selectPassword } from './selectors';
import { Panel } from './ResetLinkView.styles';

/**
 * The link of a reset e-mail (`/reset-password?token=…`): logs in with its token, after which the
 * change-password modal opens over the home page. A link that is unknown, used or expired says so
 * and offers a new e-mail.
 */
export function ResetLinkView() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useSearchParams()[0].get('token') ?? '';
  const { resetLink, resetLinkError } = useAppSelector(selectPassword);
  const asked = useRef('');
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    dispatch(resetLinkOpened(token));
  }, [token, dispatch]);

  if (token && resetLink !== 'refused') {
    return <p role="status">{translate('reset_link_checking')}</p>;
  }
  return (
    <Panel>
      <FormMessage tone="danger">
        {resetLinkError ? passwordErrorMessage(translate, resetLinkError) : translate('error_reset_link_invalid')}
      </FormMessage>
      <Button onClick={() => dispatch(forgotPasswordOpened('email'))}>{translate('reset_link_request_new')}</Button>
    </Panel>
  );
}
