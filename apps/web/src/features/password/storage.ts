import { readSession, writeSession } from '../../core/storage';

/**
 * A session opened by a reset link may change its password without the old one. The mark lives
 * in the tab's session storage beside the token, so a reload keeps it and sign-out clears it.
 */
const KEY = 'passwordResetLogin';

export const markResetSession = () => writeSession(KEY, '1');
export const clearResetSession = () => writeSession(KEY, '');
export const isResetSession = () => readSession(KEY) === '1';
