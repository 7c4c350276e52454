import type { ErrorBody } from '@tessera/api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getJson, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('errors', () => {
  let platform: TestPlatform | undefined;
  afterEach(async () => {
    await platform?.dispose();
    platform = undefined;
  });

  it('answers an unknown path, or a known path with another method, with a 404 JSON error', async () => {
    platform = await startPlatform();
    const unknown = await getJson<ErrorBody>(platform.url, '/wps/does/not/exist?x=1');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toContain('application/json');
    expect(unknown.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No route for GET /wps/does/not/exist',
    });
    const res = await fetch(`${platform.url}/wps/system/whitelabel`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('NOT_FOUND');
  });

  it('answers an unexpected failure with a 500 JSON error that leaks nothing', async () => {
    platform = await startPlatform();
    await platform.db.schema.dropTable('resources').execute();
    const res = await getJson<ErrorBody>(platform.url, '/wps/system/status?url=localhost');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'The platform could not complete this request',
    });
    // The platform stays up for everything else.
    expect((await getJson(platform.url, '/wps/system/whitelabel')).status).toBe(200);
  });
});

describe('health', () => {
  it('reports ok while the database answers, 503 once it does not', async () => {
    const platform = await startPlatform();
    try {
      expect(await getJson(platform.url, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok' } });
      await platform.db.destroy();
      expect(await getJson(platform.url, '/healthz')).toMatchObject({
        status: 503,
        body: { status: 'error', db: 'error' },
      });
    } finally {
      await platform.app.close();
      await platform.dispose().catch(() => undefined);
    }
  });
});
