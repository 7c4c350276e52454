export const FORM_MESSAGE_TONES = ['danger', 'success', 'warning', 'info'] as const;
export type FormMessageTone = (typeof FORM_MESSAGE_TONES)[number];

export const FORM_ACTIONS_ALIGNS = ['start', 'end', 'stretch', 'between'] as const;
export type FormActionsAlign = (typeof FORM_ACTIONS_ALIGNS)[number];
