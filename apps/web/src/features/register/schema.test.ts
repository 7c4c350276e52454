import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { PATTERN_IDS, type RegisterFieldRule } from '@tessera/api';
import { createI18n, type TFunction } from '@tessera/i18n';
import { buildRegisterSchema, ruleMessage } from './schema';
import { minimumAgeOf, shownRules } from './fields';

let t: TFunction;
let tCn: TFunction;
beforeAll(async () => {
  t = (await createI18n({ language: 'EN' })).t;
  tCn = (await createI18n({ language: 'CN' })).t;
});

const rule = (
  field: RegisterFieldRule['field'],
  patternId: string,
  minLength: number,
  maxLength: number,
  required = true,
): RegisterFieldRule => ({
  field,
  required,
  patternId,
  acceptedPattern: '^whatever the server says$',
  minLength,
  maxLength,
});

const rules: RegisterFieldRule[] = [
  rule('username', '1', 6, 16),
  rule('password', '5', 6, 20),
  rule('confirmPassword', '5', 6, 20),
  rule('mobileNum', '6', 8, 11, false),
  rule('email', '3', 6, 64, false),
  rule('smsCode', '6', 6, 6),
];

const valid = {
  fields: {
    username: 'player01',
    password: 'abc123',
    confirmPassword: 'abc123',
    mobileNum: '',
    email: '',
    smsCode: '123456',
  },
  agreeTerms: true,
  ageConfirmed: true,
};

/** The message per field path for these values, or {} when they pass. */
async function errorsOf(values: unknown, minimumAge = 18, translate = t): Promise<Record<string, string>> {
  try {
    await buildRegisterSchema(translate, rules, minimumAge).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

const withFields = (fields: Partial<typeof valid.fields>, rest: Partial<typeof valid> = {}) => ({
  ...valid,
  ...rest,
  fields: { ...valid.fields, ...fields },
});

describe('register schema built from the server rules', () => {
  it('accepts values that follow every rule, optional fields left empty', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf(withFields({ mobileNum: '91234567', email: 'a.b@example.com' }))).toEqual({});
  });

  it('judges by the catalogue pattern of the id, never the served expression', async () => {
    // acceptedPattern would refuse everything; pattern 1 accepts this.
    expect(await errorsOf(withFields({ username: 'Abc123' }))).toEqual({});
    expect(await errorsOf(withFields({ username: '1abcdef' }))).toEqual({
      'fields.username': '6–16 characters: start with a letter, then letters and digits.',
    });
  });

  it('says the pattern text with the bounds substituted for a wrong length too', async () => {
    expect(await errorsOf(withFields({ username: 'abc' }))).toEqual({
      'fields.username': '6–16 characters: start with a letter, then letters and digits.',
    });
    expect(await errorsOf(withFields({ mobileNum: '1234567' }))).toEqual({ 'fields.mobileNum': '8–11 digits only.' });
    expect(await errorsOf(withFields({ mobileNum: '12345678a' }))).toEqual({ 'fields.mobileNum': '8–11 digits only.' });
    expect(await errorsOf(withFields({ email: 'not-an-email' }))).toEqual({
      'fields.email': 'Enter a valid e-mail address of 6–64 characters.',
    });
  });

  it('translates the message in the reader’s language', async () => {
    expect(await errorsOf(withFields({ mobileNum: '12' }), 18, tCn)).toEqual({
      'fields.mobileNum': '8-11位，仅限数字。',
    });
  });

  it('requires the required fields, and trims all but passwords', async () => {
    expect(await errorsOf(withFields({ username: '   ' }))).toEqual({ 'fields.username': 'Input cannot be empty.' });
    expect(await errorsOf(withFields({ username: ' player01 ' }))).toEqual({});
    expect(await errorsOf(withFields({ password: 'abc123 ', confirmPassword: 'abc123 ' }))).toEqual({
      'fields.password': '6–20 characters, combining letters and digits.',
      'fields.confirmPassword': '6–20 characters, combining letters and digits.',
    });
  });

  it('wants the confirmation equal to the password', async () => {
    expect(await errorsOf(withFields({ confirmPassword: 'abc124' }))).toEqual({
      'fields.confirmPassword': 'The two entries are inconsistent.',
    });
  });

  it('keeps the product’s own messages for the SMS code', async () => {
    expect(await errorsOf(withFields({ smsCode: '' }))).toEqual({
      'fields.smsCode': 'Please enter the verification code.',
    });
    expect(await errorsOf(withFields({ smsCode: '12345' }))).toEqual({
      'fields.smsCode': 'Please enter a valid verification code.',
    });
  });

  it('wants the terms agreed and the age confirmed (age from the settings)', async () => {
    expect(await errorsOf({ ...valid, agreeTerms: false, ageConfirmed: false }, 21)).toEqual({
      agreeTerms: 'Please agree to the terms.',
      ageConfirmed: 'Please confirm that you are 21 or older.',
    });
  });
});

describe('rule messages', () => {
  it('exist for every pattern id of the catalogue, in English and Chinese', () => {
    for (const id of PATTERN_IDS) {
      for (const translate of [t, tCn]) {
        const text = ruleMessage(
          translate,
          { field: 'nickname', patternId: id },
          { reason: 'pattern', patternId: id, min: 3, max: 9 },
        );
        expect(text, id).not.toBe(translate('register_rule_unknown'));
        expect(text, id).not.toMatch(/register_pattern|\{\{/);
      }
    }
  });

  it('say a rule with an unknown pattern id cannot be checked', async () => {
    const odd = [rule('nickname', '99', 1, 10)];
    await expect(
      buildRegisterSchema(t, odd, 18).validateAt('fields.nickname', { fields: { nickname: 'x' } }),
    ).rejects.toThrow('This field cannot be checked. Please contact customer service.');
  });
});

describe('fields a form shows', () => {
  it('leaves the captcha to the code request and the SMS code out when not required', () => {
    const mobile = [
      rule('mobileNum', '6', 8, 11),
      rule('captcha', '*', 4, 8),
      rule('smsCode', '6', 6, 6, false),
      rule('password', '5', 6, 20),
    ];
    expect(shownRules(mobile, 'mobile').map((r) => r.field)).toEqual(['mobileNum', 'password', 'affiliateCode']);
    const required = mobile.map((r) => (r.field === 'smsCode' ? { ...r, required: true } : r));
    expect(shownRules(required, 'mobile').map((r) => r.field)).toEqual([
      'mobileNum',
      'smsCode',
      'password',
      'affiliateCode',
    ]);
  });

  it('offers the invitation code once, under its own rule when the settings give one', () => {
    const listed = [rule('username', '1', 6, 16), rule('affiliateCode', '4', 0, 12, false)];
    expect(shownRules(listed, 'username')).toEqual(listed);
  });
});

describe('minimum age', () => {
  it('is the settings’ age, else 18', () => {
    expect(minimumAgeOf({ minimumAge: 21 })).toBe(21);
    expect(minimumAgeOf({ minimumAge: 0 })).toBe(18);
    expect(minimumAgeOf({})).toBe(18);
  });
});
