/** The member's feedback history with the operator's replies (sending is `other.feedback`, PUT). */
export const PATHS_FEEDBACK = {
  list: '/wps/relay/MCSFE_getFeedbackList',
} as const;
