import { formatDay } from './date';
import { formatAmount, formatDecimal } from './number';

/**
 * Builds the formats pages draw with first (amounts, decimals, a calendar day). The first `Intl`
 * format a page builds also sets up the browser's number and date data, which costs tens of
 * milliseconds on a phone; a page that calls this while it waits for the network does not pay
 * that inside its first render.
 */
export function prepareFormats(locale?: string): void {
  formatAmount(0, { locale });
  formatDecimal(0, locale);
  formatDay(0, locale);
}
