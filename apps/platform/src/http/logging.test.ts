import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../test/platform';

describe('request logs', () => {
  it('are JSON lines that never contain session tokens, credentials or cookies', async () => {
    const stream = new PassThrough();
    let output = '';
    stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const platform = await startPlatform({ logger: { level: 'info', stream } });
    try {
      await fetch(`${platform.url}/wps/system/whitelabel`, {
        headers: {
          token: 'SESSION-TOKEN-SECRET',
          authorization: 'Bearer AUTH-SECRET',
          cookie: 'sid=COOKIE-SECRET',
          lang: 'VI',
        },
      });
    } finally {
      await platform.dispose();
    }
    const lines = output.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const incoming = lines.find((l) => l.msg === 'incoming request') as { req: { url: string; headers: Record<string, string> } };
    expect(incoming.req.url).toBe('/wps/system/whitelabel');
    expect(incoming.req.headers.lang).toBe('VI');
    expect(incoming.req.headers.token).toBe('[redacted]');
    expect(output).not.toMatch(/SESSION-TOKEN-SECRET|AUTH-SECRET|COOKIE-SECRET/);
  });
});
