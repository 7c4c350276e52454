import type { RegisterField } from '@tessera/api/contract';
import type { NewRegisterRule, RegisterMethod } from '../schema';

/** Accepted patterns by pattern id (§5). '*' accepts anything. */
const PATTERN = {
  letterFirst: ['1', '^[A-Za-z][A-Za-z0-9]*$'],
  email: ['3', '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$'],
  lettersAndDigits: ['5', '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$'],
  digits: ['6', '^[0-9]+$'],
  lettersAndSpaces: ['8', '^[A-Za-z ]+$'],
  noSpaces: ['9', '^\\S+$'],
  any: ['*', '*'],
} as const;

type Rule = readonly [RegisterField, boolean, keyof typeof PATTERN, number, number];

const USERNAME_RULES: Rule[] = [
  ['username', true, 'letterFirst', 6, 16],
  ['password', true, 'lettersAndDigits', 6, 20],
  ['confirmPassword', true, 'lettersAndDigits', 6, 20],
  ['mobileNum', false, 'digits', 8, 11],
  ['email', false, 'email', 6, 64],
  ['nickname', false, 'noSpaces', 2, 16],
  ['payeeName', false, 'lettersAndSpaces', 2, 50],
  ['affiliateCode', false, 'any', 0, 20],
];

const MOBILE_RULES: Rule[] = [
  ['mobileNum', true, 'digits', 8, 11],
  ['smsCode', true, 'digits', 6, 6],
  ['password', true, 'lettersAndDigits', 6, 20],
  ['confirmPassword', true, 'lettersAndDigits', 6, 20],
  ['nickname', false, 'noSpaces', 2, 16],
  ['affiliateCode', false, 'any', 0, 20],
];

const rows = (method: RegisterMethod, rules: Rule[]): NewRegisterRule[] =>
  rules.map(([field, required, pattern, min_length, max_length], i) => ({
    method,
    field,
    required: required ? 1 : 0,
    pattern_id: PATTERN[pattern][0],
    accepted_pattern: PATTERN[pattern][1],
    min_length,
    max_length,
    sort_order: i + 1,
  }));

export const SEED_REGISTER_RULES: NewRegisterRule[] = [
  ...rows('USERNAME', USERNAME_RULES),
  ...rows('MOBILE', MOBILE_RULES),
];
