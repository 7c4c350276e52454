import { string } from 'yup';
import { checkRule, type RegisterFieldRule } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';

type Rule = Pick<RegisterFieldRule, 'patternId' | 'minLength' | 'maxLength'>;

/** Without a rule from the platform a field need only be filled. */
const ANYTHING: Rule = { patternId: '*', minLength: 0, maxLength: 0 };

export interface RuleMessages {
  required: string;
  /** For a value of the wrong kind (and of the wrong length when `length` is not given). */
  format: string;
  /** Says the bounds when the length is what is wrong. */
  length?: boolean;
}

/**
 * A required field checked against the platform's rule (§5) with the contract's `checkRule`, the
 * check the platform runs. `trim` for names, numbers and codes; never for passwords.
 */
export function ruleField(t: TFunction, rule: Rule | undefined, messages: RuleMessages, trim = true) {
  return string()
    .default('')
    .test('rule', messages.format, function check(value) {
      const failure = checkRule({ ...(rule ?? ANYTHING), required: true }, trim ? (value ?? '').trim() : (value ?? ''));
      if (!failure) return true;
      if (failure.reason === 'required') return this.createError({ message: messages.required });
      if (failure.reason === 'length' && messages.length)
        return this.createError({ message: t('error_length_range', { min: failure.min, max: failure.max }) });
      return this.createError({ message: messages.format });
    });
}

/** §5: an e-mail is valid when it is an address (catalogue pattern 3) within the rule's bounds. */
export const emailRule = (rule: Rule | undefined): Rule => ({ ...(rule ?? ANYTHING), patternId: '3' });

/**
 * The name of an existing account: filled and without spaces. The registration rule is not
 * applied, since accounts made before it (the seeded `demo_member`, say) must still be able to
 * recover their password.
 */
export const ACCOUNT_NAME_RULE: Rule = { patternId: '9', minLength: 0, maxLength: 0 };
