import { describe, expect, it } from 'vitest';
import { createI18n } from '@tessera/i18n';
import { passwordErrorMessage } from './messages';
import { ACCOUNT_NAME_RULE, emailRule, ruleField } from './validation';

const i18n = await createI18n({ language: 'EN' });
const t = i18n.t.bind(i18n) as Parameters<typeof ruleField>[0];
const problem = (schema: ReturnType<typeof ruleField>, value: string) =>
  schema.validate(value).then(
    () => null,
    (e: Error) => e.message,
  );
const messages = { required: 'required', format: 'format', length: true };

describe('rule fields (§5)', () => {
  const password = ruleField(t, { patternId: '5', minLength: 6, maxLength: 20 }, messages, false);

  it('says what is wrong: empty, the length with its bounds, then the kind', async () => {
    expect(await problem(password, '')).toBe('required');
    expect(await problem(password, 'ab1')).toBe('Must be 6 to 20 characters.');
    expect(await problem(password, 'abcdefgh')).toBe('format');
    expect(await problem(password, 'abcdef12')).toBeNull();
  });

  it('never trims a password, but trims names and numbers', async () => {
    expect(await problem(password, ' abcdef12 ')).toBe('format');
    const mobile = ruleField(
      t,
      { patternId: '6', minLength: 8, maxLength: 11 },
      { required: 'required', format: 'format' },
    );
    expect(await problem(mobile, ' 912000004 ')).toBeNull();
    expect(await problem(mobile, '   ')).toBe('required');
    expect(await problem(mobile, '9120')).toBe('format');
  });

  it('without a rule from the platform a field need only be filled', async () => {
    const anything = ruleField(t, undefined, messages);
    expect(await problem(anything, 'x')).toBeNull();
    expect(await problem(anything, '')).toBe('required');
  });

  it('an existing account name need not meet the registration rule (demo_member predates it)', async () => {
    const account = ruleField(t, ACCOUNT_NAME_RULE, messages);
    expect(await problem(account, 'demo_member')).toBeNull();
    expect(await problem(account, 'demo member')).toBe('format');
  });

  it('an e-mail must be an address, whatever pattern its rule names', async () => {
    const email = ruleField(t, emailRule({ patternId: '*', minLength: 6, maxLength: 64 }), messages);
    expect(await problem(email, 'demo.member@example.com')).toBeNull();
    expect(await problem(email, 'not-an-address')).toBe('format');
  });
});

describe('refusal messages', () => {
  const failure = (code: string, details?: unknown) => ({
    kind: 'business' as const,
    code,
    message: 'platform text',
    details,
  });

  it('names the password refusals the identity catalogue does not', () => {
    expect(passwordErrorMessage(t, failure('OLD_PASSWORD_INCORRECT'))).toBe('The current password is incorrect.');
    expect(passwordErrorMessage(t, failure('RESET_TOKEN_INVALID'))).toBe(
      'This reset link is invalid, has expired or has already been used.',
    );
    expect(passwordErrorMessage(t, failure('INVALID_FIELD', { field: 'newPassword' }))).toBe('Wrong password format.');
    expect(passwordErrorMessage(t, failure('INVALID_FIELD', { field: 'other' }))).toBe('Input cannot be empty.');
  });

  it('leaves every other refusal to the identity messages', () => {
    expect(passwordErrorMessage(t, failure('INVALID_VERIFICATION_CODE'))).toBe(
      'Please enter a valid verification code.',
    );
    expect(passwordErrorMessage(t, failure('SOMETHING_NEW'))).toBe('platform text');
  });
});
