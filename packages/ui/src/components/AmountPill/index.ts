export { AmountPill, type AmountPillProps } from './AmountPill';
export { AMOUNT_PILL_TONES, type AmountPillTone } from './AmountPill.types';
