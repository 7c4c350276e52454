/** The member's inbox, platform information (the spec names no paths for its list and read mark; this contract's choice). */
export const PATHS_INBOX = {
  messageList: '/wps/relay/CSP_getMessageList',
  readMessages: '/wps/relay/CSP_readMessages',
} as const;
