import { useState } from 'react';
import { AUTHENTICATOR_CODES, IDENTITY_CODES } from '@tessera/api';
import type { AuthenticatorSetup } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage, Skeleton, TextField } from '@tessera/ui';
import { failureMessage } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';
import {
  useBindAuthenticatorMutation,
  useConfirmAuthenticatorMutation,
  useSecurityMethodsQuery,
  useUnbindAuthenticatorMutation,
} from '../securityApi';
import { ActionRow, Card } from '../styles';
import { Setup } from './AuthenticatorCard.styles';

const CODE = /^\d{6}$/;

const message = (translate: TFunction, error: Partial<FailureInfo>) =>
  failureMessage(translate, error, {
    [IDENTITY_CODES.invalidVerificationCode]: 'ga_error_code',
    [AUTHENTICATOR_CODES.alreadyBound]: 'ga_error_bound',
    [AUTHENTICATOR_CODES.notBound]: 'ga_error_not_bound',
  });

/** One 6-digit code of the app, then an action (confirm the binding, or unbind). */
function CodeForm({
  label,
  submit,
  busy,
  onCancel,
  onDone,
}: {
  label: string;
  submit: (code: string) => Promise<FailureInfo | null>;
  busy: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t: translate } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!CODE.test(code.trim())) return setError(translate('error_code_invalid'));
        const failure = await submit(code.trim());
        if (failure) {
          setError(message(translate, failure));
          setCode('');
        } else onDone();
      }}
    >
      <TextField
        label={translate('ga_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
      />
      <FormActions align="start">
        <Button type="submit" loading={busy}>
          {label}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {translate('ga_cancel')}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * Google verification in My account (§4): bind an authenticator app by scanning a QR code (or
 * typing its key) and confirming one code; unbind it with a code. A bound app can then verify a
 * login from a new address.
 */
export function AuthenticatorCard() {
  const { t: translate } = useTranslation();
  const methods = useSecurityMethodsQuery();
  const [bind, binding] = useBindAuthenticatorMutation();
  const [confirm, confirming] = useConfirmAuthenticatorMutation();
  const [unbind, unbinding] = useUnbindAuthenticatorMutation();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [unbindOpen, setUnbindOpen] = useState(false);
  const [done, setDone] = useState<'bound' | 'unbound' | null>(null);
  const [failure, setFailure] = useState<FailureInfo | null>(null);
  const failed = (result: { error?: unknown }): FailureInfo | null =>
    'error' in result && result.error ? (result.error as FailureInfo) : null;

  let body;
  if (methods.isError && !methods.data) body = <FormMessage tone="danger">{translate('ga_load_failed')}</FormMessage>;
  else if (!methods.data) body = <Skeleton height="4rem" />;
  else if (setup) {
    body = (
      <Setup>
        <img src={setup.qrImage} alt={translate('ga_qr_alt')} />
        <div>
          <p>{translate('ga_scan')}</p>
          <p>
            {translate('ga_secret')}: <code data-testid="authenticator-secret">{setup.secret}</code>
          </p>
          <CodeForm
            label={translate('ga_confirm')}
            busy={confirming.isLoading}
            submit={async (code) => failed(await confirm(code))}
            onCancel={() => setSetup(null)}
            onDone={() => {
              setSetup(null);
              setDone('bound');
            }}
          />
        </div>
      </Setup>
    );
  } else if (methods.data.authenticator) {
    body = unbindOpen ? (
      <>
        <p>{translate('ga_unbind_intro')}</p>
        <CodeForm
          label={translate('ga_unbind')}
          busy={unbinding.isLoading}
          submit={async (code) => failed(await unbind(code))}
          onCancel={() => setUnbindOpen(false)}
          onDone={() => {
            setUnbindOpen(false);
            setDone('unbound');
          }}
        />
      </>
    ) : (
      <ActionRow>
        <p data-testid="authenticator-status">{translate('ga_status_bound')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setDone(null);
            setUnbindOpen(true);
          }}
        >
          {translate('ga_unbind')}
        </Button>
      </ActionRow>
    );
  } else {
    body = (
      <ActionRow>
        <p data-testid="authenticator-status">{translate('ga_status_unbound')}</p>
        <Button
          size="sm"
          loading={binding.isLoading}
          onClick={async () => {
            setDone(null);
            setFailure(null);
            const result = await bind();
            if (result.data) setSetup(result.data);
            else setFailure(failed(result));
          }}
        >
          {translate('ga_bind')}
        </Button>
      </ActionRow>
    );
  }
  return (
    <Card aria-labelledby="mc-account-authenticator">
      <h3 id="mc-account-authenticator">{translate('ga_title')}</h3>
      {body}
      {failure && <FormMessage tone="danger">{message(translate, failure)}</FormMessage>}
      {done && (
        <FormMessage tone="success">{translate(done === 'bound' ? 'ga_bound_done' : 'ga_unbound_done')}</FormMessage>
      )}
    </Card>
  );
}
