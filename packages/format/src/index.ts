export {
  DEFAULT_NUMBER_LOCALE,
  numberFormat,
  formatNumber,
  formatAmount,
  formatDecimal,
  formatCount,
  formatPercent,
  currencySymbol,
  type FormatNumberOptions,
  type FormatAmountOptions,
} from './number';
export {
  DEFAULT_DATE_LOCALE,
  toDate,
  formatDate,
  formatTime,
  formatClock,
  formatTimestamp,
  dateTimeFormat,
  formatDateTime,
  formatDay,
  type DateInput,
  type ClockOptions,
  type FormatDateTimeOptions,
} from './date';
export { DAY_MS, isoDay, parseIsoDay, startOfDay, addDays, daysBetween, startOfWeek, startOfMonth } from './day';
