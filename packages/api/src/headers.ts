/** The request header that carries the session token. */
export const HEADER_TOKEN = 'token';
/** The request header that carries the display language (for example `EN`). */
export const HEADER_LANGUAGE = 'lang';
