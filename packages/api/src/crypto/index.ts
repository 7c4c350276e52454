export { CryptoError, decryptText, encryptText } from './aes';
export { decryptBody, encryptBody } from './body';
export type { EncryptedBody } from './body';
export { decryptServicePath, encryptServicePath, SERVICE_PATH_KEY_LENGTH } from './service-path';
export { randomToken } from './random';
