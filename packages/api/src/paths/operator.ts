/** The operator's side (staff accounts, `authorization: Bearer`): not a member call, served by the platform alone. */
export const PATHS_OPERATOR = {
  session: '/ops/api/session',
  deposits: '/ops/api/deposits',
  withdrawals: '/ops/api/withdrawals',
  actions: '/ops/api/actions',
  settings: '/ops/api/settings',
  feedback: '/ops/api/feedback',
} as const;
