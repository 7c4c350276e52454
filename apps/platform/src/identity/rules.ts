import type { RegisterFieldRule, RuleFailure } from '@tessera/api/contract';
import { checkRule } from '@tessera/api/contract';
import { invalidField } from './refuse';

const describe = (failure: RuleFailure): string => {
  switch (failure.reason) {
    case 'required':
      return 'is required';
    case 'length':
      return `must be ${failure.min} to ${failure.max} characters`;
    case 'pattern':
      return `does not match pattern ${failure.patternId}`;
    case 'unknownRule':
      return `has a rule with the unknown pattern id ${failure.patternId}`;
  }
};

/**
 * What is wrong with a value under its rule, or null when it passes. The check is the contract's
 * `checkRule`, the one the web app runs: required, then the length in characters, then the
 * catalogue pattern of the rule's id (never a stored expression).
 */
export function fieldProblem(rule: RegisterFieldRule, value: string): string | null {
  const failure = checkRule(rule, value);
  return failure ? describe(failure) : null;
}

/** Checks every rule against the values (missing values are ''); refuses with INVALID_FIELD at the first failure. */
export function checkFields(
  rules: readonly RegisterFieldRule[],
  values: Readonly<Record<string, string | undefined>>,
): void {
  for (const rule of rules) {
    const problem = fieldProblem(rule, values[rule.field] ?? '');
    if (problem) throw invalidField(rule.field, problem);
  }
}
