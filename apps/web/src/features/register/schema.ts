import { boolean, object, string } from 'yup';
import { checkRule, type RegisterField, type RegisterFieldRule, type RuleFailure } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import { isSecretField } from './fields';

type Translate = TFunction;

/** The translated text of each pattern id (§5); `{{min}}` and `{{max}}` take the rule's bounds. */
const PATTERN_TEXT: Readonly<Record<string, TranslationKey>> = {
  '1': 'register_pattern_1',
  '2': 'register_pattern_2',
  '3': 'register_pattern_3',
  '4': 'register_pattern_4',
  '5': 'register_pattern_5',
  '6': 'register_pattern_6',
  '7': 'register_pattern_7',
  '8': 'register_pattern_8',
  '9': 'register_pattern_9',
  '10': 'register_pattern_10',
  '11': 'register_pattern_11',
  '13': 'register_pattern_13',
  '15': 'register_pattern_15',
  '16': 'register_pattern_16',
  '17': 'register_pattern_17',
  '18': 'register_pattern_18',
  '19': 'register_pattern_19',
  '20': 'register_pattern_20',
  '21': 'register_pattern_21',
  '22': 'register_pattern_22',
  '23': 'register_pattern_23',
  '*': 'register_pattern_any',
};

/**
 * The message for a value that breaks its rule: empty, or the pattern's text with the rule's
 * bounds (for a wrong length too: the text says both). The SMS code keeps the product's own
 * code messages.
 */
export function ruleMessage(
  t: Translate,
  rule: Pick<RegisterFieldRule, 'field' | 'patternId'>,
  failure: RuleFailure,
): string {
  const code = rule.field === 'smsCode';
  if (failure.reason === 'required') return t(code ? 'error_code_missing' : 'error_input_required');
  if (failure.reason === 'unknownRule') return t('register_rule_unknown');
  if (code) return t('error_code_invalid');
  const key = PATTERN_TEXT[rule.patternId];
  return key ? t(key, { min: failure.min, max: failure.max }) : t('register_rule_unknown');
}

/** The value a rule judges: trimmed, except passwords, which are sent as typed. */
export const judgedValue = (field: RegisterField, value: string | undefined) =>
  isSecretField(field) ? (value ?? '') : (value ?? '').trim();

/** The message for `value` under `rule`, or null when it passes. */
export function checkField(t: Translate, rule: RegisterFieldRule, value: string | undefined): string | null {
  const failure = checkRule(rule, judgedValue(rule.field, value));
  return failure ? ruleMessage(t, rule, failure) : null;
}

function fieldSchema(t: Translate, rule: RegisterFieldRule) {
  const checked = string()
    .default('')
    .test({
      name: 'rule',
      test(value, context) {
        const message = checkField(t, rule, value);
        return message ? context.createError({ message }) : true;
      },
    });
  if (rule.field !== 'confirmPassword') return checked;
  return checked.test('same', t('error_confirm_inconsistent'), function same(value) {
    return (value ?? '') === ((this.parent as Record<string, string | undefined>).password ?? '');
  });
}

/**
 * The form's yup schema, built at run time from the server's rules (§5): each field is judged by
 * the contract's `checkRule`, the check the platform runs. The terms and the age confirmation
 * must be ticked.
 */
export function buildRegisterSchema(t: Translate, rules: readonly RegisterFieldRule[], minimumAge: number) {
  const fields = Object.fromEntries(rules.map((rule) => [rule.field, fieldSchema(t, rule)]));
  return object({
    fields: object(fields),
    agreeTerms: boolean().oneOf([true], t('error_terms')),
    ageConfirmed: boolean().oneOf([true], t('register_error_age', { age: minimumAge })),
  });
}
