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
 * codes, captcha answers, reset tokens, game launch tickets, authenticator secrets and encrypted bodies. (Request bodies are not logged at
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
  // An authenticator's TOTP secret, shown once at binding and never logged.
  '*.secret',
  '*.otpauthUrl',
  '*.qrImage',
];

/** Query parameters that carry a secret (the payment page's link secret, tokens, tickets): logged as '[redacted]'. */
export const SECRET_QUERY_PARAMS = ['t', 'token', 'ticket', 'resetToken'];

/** The request address as logged: secret-bearing query values replaced, everything else as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_QUERY_PARAMS.includes(key) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Structured JSON logs (pino) with request headers logged, minus the redacted fields. */
export function loggerOptions({ level, stream }: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        headers: req.headers,
      }),
    },
  };
}
