import { dialDigits, foldText } from '../../utils/matchText';

/** A country as the API delivers it (§3 Country), optionally with a display name. */
export interface DialCodeCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'VN'. Also names the flag image. */
  countryCode: string;
  /** The dialing code with or without '+', e.g. '84'. */
  countryDialingCode: string;
  /** A display name in the reader's language, e.g. 'Vietnam'. */
  name?: string;
}

export const DIAL_CODE_PICKER_VARIANTS = ['default', 'compact'] as const;
/** `compact` is the start adornment of a phone-number field: no border, hidden label. */
export type DialCodePickerVariant = (typeof DIAL_CODE_PICKER_VARIANTS)[number];

/** Where a flag image comes from: a template with `{countryCode}`, or a function. */
export type FlagUrl = string | ((countryCode: string) => string);

export const resolveFlagUrl = (flagUrl: FlagUrl, countryCode: string) =>
  typeof flagUrl === 'function' ? flagUrl(countryCode) : flagUrl.split('{countryCode}').join(countryCode);

/**
 * The countries matching what was typed: the country code ('th'), the dialing code with or
 * without '+' ('+66', '66'), or any part of the name ('thai').
 */
export function filterCountries(countries: readonly DialCodeCountry[], query: string): DialCodeCountry[] {
  const q = foldText(query);
  if (!q) return [...countries];
  const digits = /^\+?[\d\s-]+$/.test(q) ? dialDigits(q) : '';
  return countries.filter(
    (c) =>
      c.countryCode.toLowerCase().startsWith(q) ||
      (digits !== '' && dialDigits(c.countryDialingCode).startsWith(digits)) ||
      (c.name !== undefined && foldText(c.name).includes(q)),
  );
}
