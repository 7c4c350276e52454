export const AMOUNT_PILL_TONES = ['signed', 'neutral'] as const;
export type AmountPillTone = (typeof AMOUNT_PILL_TONES)[number];
