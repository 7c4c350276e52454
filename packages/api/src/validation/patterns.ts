/**
 * The registration pattern catalogue (§5): every pattern id the platform may name, with a
 * regular expression that runs in linear time (no nested or overlapping quantifiers). The
 * platform validates with the same catalogue, so both sides agree on every id.
 *
 * Ids 18, 19 and 23 are listed by the product without their mapping; 18 is "uppercase letters
 * and spaces with at least one English letter", 19 "letters, digits and symbols", and 23
 * "printable text: letters, digits, symbols and single spaces".
 */
export interface PatternDefinition {
  /** What the pattern accepts, in plain English (the translated message is chosen by id). */
  description: string;
  test: (value: string) => boolean;
}

const re = (pattern: RegExp) => (value: string) => pattern.test(value);

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const mdy = /^(\d{2})-(\d{2})-(\d{4})$/;

export const PATTERNS = {
  '1': { description: 'a letter first, then letters and digits', test: re(/^[A-Za-z][A-Za-z0-9]*$/) },
  '2': { description: 'Chinese characters and digits', test: re(/^[\p{Script=Han}0-9]+$/u) },
  '3': { description: 'an email address', test: re(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/) },
  '4': { description: 'letters and digits, no special characters', test: re(/^[A-Za-z0-9]+$/) },
  '5': { description: 'both letters and digits', test: re(/^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/) },
  '6': { description: 'digits only', test: re(/^\d+$/) },
  '7': { description: 'letters and digits with at least one capital', test: re(/^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/) },
  '8': { description: 'English letters and spaces', test: re(/^[A-Za-z ]+$/) },
  '9': { description: 'no spaces', test: re(/^\S+$/) },
  '10': { description: 'Chinese characters and punctuation', test: re(/^[\p{Script=Han}\p{P}]+$/u) },
  '11': {
    description: 'a date as yyyy-MM-dd',
    test: (v: string) => {
      const m = ymd.exec(v);
      return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    },
  },
  '13': {
    description: 'a date as MM-dd-yyyy',
    test: (v: string) => {
      const m = mdy.exec(v);
      return !!m && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
    },
  },
  '15': { description: 'Korean only', test: re(/^\p{Script=Hangul}+$/u) },
  '16': { description: 'Thai only', test: re(/^\p{Script=Thai}+$/u) },
  '17': { description: 'Thai or English letters with spaces', test: re(/^[\p{Script=Thai}A-Za-z ]+$/u) },
  '18': { description: 'uppercase letters and spaces, at least one letter', test: re(/^ *[A-Z][A-Z ]*$/) },
  '19': { description: 'letters, digits and symbols', test: re(/^[A-Za-z0-9\p{P}\p{S}]+$/u) },
  '20': {
    description: 'at least one uppercase letter, lowercase letter, digit and symbol',
    test: re(/^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)(?=[A-Za-z0-9]*[^A-Za-z0-9\s])\S+$/),
  },
  '21': { description: 'first and last names separated by a space', test: re(/^\p{L}+(?: \p{L}+)+$/u) },
  '22': {
    description: 'full-width Japanese characters',
    test: re(/^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303F\u30FC\uFF01-\uFF5E]+$/u),
  },
  '23': {
    description: 'printable text: letters, digits, symbols and single spaces',
    test: re(/^[^\s\p{C}]+(?: [^\s\p{C}]+)*$/u),
  },
  '*': { description: 'anything', test: () => true },
} as const satisfies Record<string, PatternDefinition>;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

export function isPatternId(id: string): id is PatternId {
  return Object.prototype.hasOwnProperty.call(PATTERNS, id);
}
