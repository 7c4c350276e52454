import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the document the server sends', () => {
  it('has no inline script, which the Content-Security-Policy would block', () => {
    const html = read('../index.html');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\ssrc="/);
      expect(body!.trim(), tag).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    // The boot file runs after the runtime config it reads.
    expect(html.indexOf('src="/boot.js"')).toBeGreaterThan(html.indexOf('src="/runtime-config.js"'));
  });
});

describe('boot.js', () => {
  const boot = read('../public/boot.js');
  /** Runs boot.js against a document whose <html> starts light in the default brand. */
  function run({ theme, config, storage = true }: { theme?: string | null; config?: unknown; storage?: boolean }) {
    const dataset: Record<string, string> = { theme: 'light', brand: 'tessera' };
    const localStorage = {
      getItem: (key: string) => {
        if (!storage) throw new Error('storage disabled');
        return key === 'theme' ? (theme ?? null) : null;
      },
    };
    const window: Record<string, unknown> = { TESSERA_CONFIG: config };
    runInNewContext(boot, { window, document: { documentElement: { dataset } }, localStorage });
    return dataset;
  }

  it('applies the stored theme and the configured brand', () => {
    expect(run({ theme: 'dark', config: { brand: 'aurora' } })).toEqual({ theme: 'dark', brand: 'aurora' });
    expect(run({ theme: 'light', config: { brand: 'tessera' } })).toEqual({ theme: 'light', brand: 'tessera' });
  });

  it('keeps the document’s theme and brand for anything else', () => {
    expect(run({ theme: 'purple', config: { brand: 'Not A Brand!' } })).toEqual({ theme: 'light', brand: 'tessera' });
    expect(run({ theme: null, config: undefined })).toEqual({ theme: 'light', brand: 'tessera' });
    expect(run({ storage: false, config: { brand: 42 } })).toEqual({ theme: 'light', brand: 'tessera' });
  });
});
