/**
 * The body-encryption module, loaded on first use: only logins, registrations and password calls
 * need crypto-js, so a visitor who browses never downloads it.
 */
export const loadCrypto = () => import('./index');
