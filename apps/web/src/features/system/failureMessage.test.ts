import { describe, expect, it } from 'vitest';
import { IDENTITY_CODES } from '@tessera/api';
import { createI18n, type TFunction } from '@tessera/i18n';
import { failureMessage } from './failureMessage';

const i18n = await createI18n({ language: 'EN' });
const t = i18n.t.bind(i18n) as TFunction;
const refused = (code: string, message = '', details?: unknown) => ({
  kind: 'business' as const,
  code,
  message,
  details,
});

describe('the message of a failed call', () => {
  it("says the feature's own refusal first, with the feature's values", () => {
    const own = { RANGE_TOO_LONG: 'records_error_range_too_long' as const, NOT_LOGGED_IN: 'error_unknown' as const };
    expect(failureMessage(t, refused('RANGE_TOO_LONG'), own, { days: 31 })).toBe(
      t('records_error_range_too_long', { days: 31 }),
    );
    expect(failureMessage(t, refused('RANGE_TOO_LONG'), own, { days: 31 })).toContain('31');
    // A feature may say its own thing for a refusal any call can meet.
    expect(failureMessage(t, refused(IDENTITY_CODES.notLoggedIn), own)).toBe(t('error_unknown'));
  });

  it('knows the refusals any member call can meet', () => {
    expect(failureMessage(t, refused(IDENTITY_CODES.notLoggedIn))).toBe(t('error_not_logged_in'));
    expect(failureMessage(t, refused(IDENTITY_CODES.trialAccount))).toBe(t('in_need_true_account'));
  });

  it('gives a locked login the minutes the platform asks to wait, rounded up', () => {
    expect(failureMessage(t, refused(IDENTITY_CODES.loginLocked, '', { retryAfterSeconds: 61 }))).toBe(
      t('error_login_locked', { count: 2 }),
    );
    expect(failureMessage(t, refused(IDENTITY_CODES.loginLocked, '', { retryAfterSeconds: 900 }))).toContain('15');
  });

  it("shows the platform's own text for a refusal it has no message for, and never an empty one", () => {
    expect(failureMessage(t, refused('SOMETHING_NEW', 'Withdrawals pause at midnight'))).toBe(
      'Withdrawals pause at midnight',
    );
    expect(failureMessage(t, refused('SOMETHING_NEW'))).toBe(t('error_unknown'));
    expect(failureMessage(t, { kind: 'http', code: 'HTTP_502', message: '<html>Bad gateway</html>' })).toBe(
      t('error_unknown'),
    );
    expect(failureMessage(t, undefined)).toBe(t('error_unknown'));
  });

  it('says what happened on the way when the call never got an answer', () => {
    expect(failureMessage(t, { kind: 'network', code: 'NETWORK', message: '' })).toBe(t('error_network_abnormal'));
    expect(failureMessage(t, { kind: 'timeout', code: 'TIMEOUT', message: '' })).toBe(t('error_page_load_timeout'));
  });
});
