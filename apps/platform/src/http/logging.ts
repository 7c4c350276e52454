import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { HEADER_TOKEN } from '@tessera/api/contract';

/** Where the log lines go; standard output unless a stream is given (tests). */
export interface LoggerOptions {
  level: LogLevel;
  stream?: NodeJS.WritableStream;
}

/**
 * Log fields never written out: session tokens, credentials, cookies, passwords, verification
 * codes, captcha answers, reset tokens, game launch tickets and encrypted bodies. (Request bodies are not logged at
 * all; these paths guard anything that logs a payload by mistake.)
 */
export const REDACTED_PATHS = [
  `req.headers.${HEADER_TOKEN}`,
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.data',
  'body.password',
  'body.data',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmNewPassword',
  '*.confirmPassword',
  '*.verificationCode',
  '*.smsCode',
  '*.captchaCode',
  '*.resetToken',
  '*.token',
  '*.ticket',
];

/** Structured JSON logs (pino) with request headers logged, minus the redacted fields. */
export function loggerOptions({ level, stream }: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: req.url,
        ip: req.ip,
        headers: req.headers,
      }),
    },
  };
}
