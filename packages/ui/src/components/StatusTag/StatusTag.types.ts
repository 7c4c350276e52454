/** What a state means to the member: settled well, refused, under way, needing care, or just so. */
export const STATUS_TAG_TONES = ['neutral', 'success', 'danger', 'info', 'warning'] as const;
export type StatusTagTone = (typeof STATUS_TAG_TONES)[number];
