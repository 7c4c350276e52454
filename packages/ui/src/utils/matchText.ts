/**
 * Folds text for forgiving search: lower case, accents removed, so "viet" finds "Việt Nam"
 * and "turk" finds "Türkçe".
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().trim();
}

/** The digits of a dialing code: '+84' and '84' both give '84'. */
export const dialDigits = (code: string) => code.replace(/\D/g, '');

/** A dialing code as shown: always with one leading '+'. */
export const formatDialCode = (code: string) => `+${code.trim().replace(/^\+/, '')}`;
