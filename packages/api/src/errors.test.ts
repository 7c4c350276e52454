import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, toApiError } from './errors';
import { isEnvelope, isErrorBody } from './guards';
import { unwrapEnvelope } from './request';

const config = {
  headers: new AxiosHeaders({ token: 'secret-token' }),
  data: '{"password":"p4ss"}',
} as InternalAxiosRequestConfig;

function axiosError(code: string | undefined, response?: { status: number; data: unknown }): AxiosError {
  const res = response && ({ ...response, statusText: '', headers: {}, config } as AxiosResponse);
  return new AxiosError('failed', code, config, {}, res);
}

describe('toApiError', () => {
  it.each(['ECONNABORTED', 'ETIMEDOUT'])('maps %s to a timeout', (code) => {
    expect(toApiError(axiosError(code)).toJSON()).toEqual({
      kind: 'timeout',
      code: 'TIMEOUT',
      message: expect.any(String),
    });
  });

  it('maps a request without an answer to a network error', () => {
    expect(toApiError(axiosError('ERR_NETWORK')).toJSON()).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
  });

  it('maps a cancelled request to a network error named CANCELED', () => {
    expect(toApiError(new CanceledError()).code).toBe('CANCELED');
  });

  it('maps HTTP errors with and without an error body', () => {
    const named = toApiError(
      axiosError('ERR_BAD_REQUEST', { status: 403, data: { success: false, code: 'IP_BLOCKED', message: 'Blocked' } }),
    );
    expect(named.toJSON()).toEqual({ kind: 'http', code: 'IP_BLOCKED', message: 'Blocked', status: 403 });
    const bare = toApiError(axiosError('ERR_BAD_RESPONSE', { status: 500, data: 'oops' }));
    expect(bare.toJSON()).toEqual({ kind: 'http', code: 'HTTP_500', message: 'HTTP 500', status: 500 });
  });

  it('maps an unreadable 2xx answer to BAD_RESPONSE', () => {
    expect(toApiError(axiosError('ERR_BAD_RESPONSE', { status: 200, data: '<html>' })).code).toBe('BAD_RESPONSE');
  });

  it('passes an ApiError through and wraps anything else', () => {
    const own = new ApiError({ kind: 'business', code: 'X', message: 'x' });
    expect(toApiError(own)).toBe(own);
    expect(toApiError(new TypeError('boom')).toJSON()).toMatchObject({ kind: 'network', code: 'UNKNOWN_ERROR' });
    expect(toApiError('a string')).toBeInstanceOf(ApiError);
  });

  it('keeps nothing of the request', () => {
    const error = toApiError(axiosError('ERR_BAD_REQUEST', { status: 400, data: {} }));
    const text = `${error.message} ${JSON.stringify(error)} ${Object.values(error).join(' ')}`;
    expect(text).not.toMatch(/secret-token|p4ss/);
    expect(error).not.toHaveProperty('cause');
  });

  it('is recognised by isApiError and is an Error', () => {
    const error = toApiError(axiosError('ECONNABORTED'));
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('envelopes', () => {
  it('tells envelopes and error bodies from other answers', () => {
    expect(isEnvelope({ success: true, value: 0 })).toBe(true);
    expect(isEnvelope({ success: false, code: 'X' })).toBe(true);
    expect(isEnvelope({ success: true })).toBe(false);
    expect(isEnvelope({ success: 'true', value: 1 })).toBe(false);
    expect(isEnvelope({ success: true, value: 1, code: 5 })).toBe(false);
    expect(isEnvelope([{ success: true, value: 1 }])).toBe(false);
    expect(isErrorBody({ success: false, code: 'X', message: 'x' })).toBe(true);
    expect(isErrorBody({ success: false, code: '' })).toBe(false);
  });

  it('unwraps the value or throws the matching ApiError', () => {
    expect(unwrapEnvelope({ success: true, value: [1, 2] })).toEqual([1, 2]);
    expect(() => unwrapEnvelope('<html>', 200)).toThrow(
      expect.objectContaining({ kind: 'http', code: 'BAD_RESPONSE', status: 200 }),
    );
    expect(() => unwrapEnvelope({ success: false, code: 'CODE_EXPIRED', message: 'Resend' })).toThrow(
      expect.objectContaining({ kind: 'business', code: 'CODE_EXPIRED', message: 'Resend' }),
    );
  });
});
