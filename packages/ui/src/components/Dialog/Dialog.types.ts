import type { Tone } from './ToneIcon';

export const DIALOG_TONES = ['info', 'warning', 'danger'] as const satisfies readonly Tone[];
export type DialogTone = (typeof DIALOG_TONES)[number];
