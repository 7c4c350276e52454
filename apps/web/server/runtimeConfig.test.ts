import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@tessera/api/contract';
import { siteRuntimeConfig } from './runtimeConfig';

describe('the site’s runtime config as the server reads it', () => {
  let dir: string;
  const deploy = async (code: string, at: number) => {
    const file = join(dir, 'runtime-config.js');
    await writeFile(file, code);
    await utimes(file, at, at);
  };
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-config-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes what the deployed file gives the app, with the app’s defaults for the rest', async () => {
    await deploy(
      "// brand Jade\nwindow.TESSERA_CONFIG = { merchant: ' jade-vn ', brand: 'jade', timeoutMs: 'soon' };\n",
      1000,
    );
    const config = await siteRuntimeConfig(dir)();
    expect(config).toMatchObject({ merchant: 'jade-vn', brand: 'jade', timeoutMs: DEFAULT_CONFIG.timeoutMs });
  });

  it('reads the file again once it is replaced, and not before', async () => {
    const read = siteRuntimeConfig(dir);
    await deploy("window.TESSERA_CONFIG = { merchant: 'first' };", 1000);
    expect((await read()).merchant).toBe('first');
    await writeFile(join(dir, 'runtime-config.js'), "window.TESSERA_CONFIG = { merchant: 'unseen' };");
    await utimes(join(dir, 'runtime-config.js'), 1000, 1000);
    expect((await read()).merchant).toBe('first');
    await deploy("globalThis.TESSERA_CONFIG = { merchant: 'second' };", 2000);
    expect((await read()).merchant).toBe('second');
  });

  it('falls back to the app’s defaults for a missing, broken or endless file', async () => {
    const read = siteRuntimeConfig(dir);
    expect(await read()).toEqual(DEFAULT_CONFIG);
    await deploy('window.TESSERA_CONFIG = {', 1000);
    expect(await read()).toEqual(DEFAULT_CONFIG);
    await deploy('for (;;) {}', 2000);
    expect(await read()).toEqual(DEFAULT_CONFIG);
    // The file cannot reach the server: no require, no process.
    await deploy("window.TESSERA_CONFIG = { merchant: typeof process + '-' + typeof require };", 3000);
    expect((await read()).merchant).toBe('undefined-undefined');
  });
});
