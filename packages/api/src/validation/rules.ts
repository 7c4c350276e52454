import type { RegisterFieldRule } from '../contract/system';
import { isPatternId, PATTERNS } from './patterns';

/** Why a value failed its rule; the caller turns it into a translated message. */
export type RuleFailure =
  | { reason: 'required' }
  | { reason: 'length'; min: number; max: number }
  | { reason: 'pattern'; patternId: string; min: number; max: number }
  | { reason: 'unknownRule'; patternId: string };

/** No field is longer than this, whatever a rule says: bounds the work of any check. */
export const HARD_MAX_LENGTH = 256;

/**
 * Checks one value against a server rule (§5): required, length between minLength and
 * maxLength (counted in characters, not UTF-16 units), then the pattern of its id. The value is
 * length-checked before any pattern runs. An id the catalogue does not know is reported as such
 * instead of running a server-supplied expression that could freeze the page.
 */
export function checkRule(
  rule: Pick<RegisterFieldRule, 'required' | 'patternId' | 'minLength' | 'maxLength'>,
  value: string,
): RuleFailure | null {
  const min = Math.max(0, rule.minLength || 0);
  const max = Math.min(HARD_MAX_LENGTH, rule.maxLength > 0 ? rule.maxLength : HARD_MAX_LENGTH);
  if (value === '') return rule.required ? { reason: 'required' } : null;
  const length = [...value.slice(0, HARD_MAX_LENGTH * 2)].length;
  if (length < min || length > max) return { reason: 'length', min, max };
  if (!isPatternId(rule.patternId)) return { reason: 'unknownRule', patternId: rule.patternId };
  return PATTERNS[rule.patternId].test(value) ? null : { reason: 'pattern', patternId: rule.patternId, min, max };
}
