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
  function run({
    theme,
    config,
    storage = true,
    language = null,
    catalogues,
    cookie = '',
    lang = '',
    workers,
  }: {
    theme?: string | null;
    config?: unknown;
    storage?: boolean;
    language?: string | null;
    catalogues?: string;
    cookie?: string;
    lang?: string;
    /** Where the Worker the page offers records what boot.js starts; no Worker at all when absent. */
    workers?: string[];
  }) {
    const dataset: Record<string, string> = { theme: 'light', brand: 'tessera' };
    const localStorage = {
      getItem: (key: string) => {
        if (!storage) throw new Error('storage disabled');
        return key === 'theme' ? (theme ?? null) : key === 'lang' ? language : null;
      },
    };
    const window: Record<string, unknown> = { TESSERA_CONFIG: config };
    const preloaded: string[] = [];
    const document = {
      cookie,
      documentElement: { dataset, lang },
      currentScript: { getAttribute: (name: string) => (name === 'data-catalogues' ? (catalogues ?? null) : null) },
      createElement: () => ({ rel: '', href: '' }),
      head: {
        appendChild: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`),
      },
    };
    const Worker = workers
      ? class {
          constructor(private readonly url: string) {}
          postMessage(message: unknown) {
            workers.push(`${this.url} ${String(message)}`);
          }
        }
      : undefined;
    runInNewContext(boot, { window, document, localStorage, ...(Worker && { Worker }) });
    return Object.assign(dataset, { preloaded, cookie: document.cookie });
  }

  it('applies the stored theme and the configured brand', () => {
    expect(run({ theme: 'dark', config: { brand: 'aurora' } })).toMatchObject({ theme: 'dark', brand: 'aurora' });
    expect(run({ theme: 'light', config: { brand: 'tessera' } })).toMatchObject({ theme: 'light', brand: 'tessera' });
  });

  it('keeps the document’s theme and brand for anything else', () => {
    expect(run({ theme: 'purple', config: { brand: 'Not A Brand!' } })).toMatchObject({
      theme: 'light',
      brand: 'tessera',
    });
    expect(run({ theme: null, config: undefined })).toMatchObject({ theme: 'light', brand: 'tessera' });
    expect(run({ storage: false, config: { brand: 42 } })).toMatchObject({ theme: 'light', brand: 'tessera' });
  });

  const catalogues = JSON.stringify({
    EN: '/assets/common-en.js',
    VI: '/assets/common-vi.js',
    TH: 'https://x.example/t.js',
  });

  it('preloads the stored language’s catalogue and English, its fallback, from the files the build lists', () => {
    expect(run({ language: 'VI', catalogues }).preloaded).toEqual([
      'modulepreload /assets/common-en.js',
      'modulepreload /assets/common-vi.js',
    ]);
    expect(run({ language: null, catalogues }).preloaded).toEqual(['modulepreload /assets/common-en.js']);
    expect(run({ language: 'FR', catalogues }).preloaded).toEqual(['modulepreload /assets/common-en.js']);
  });

  it('preloads only files of this site, and nothing when the build listed none or storage is off', () => {
    expect(run({ language: 'TH', catalogues }).preloaded).toEqual(['modulepreload /assets/common-en.js']);
    expect(run({ language: 'VI' }).preloaded).toEqual([]);
    expect(run({ language: 'VI', catalogues: '{not json' }).preloaded).toEqual([]);
    expect(run({ storage: false, catalogues }).preloaded).toEqual(['modulepreload /assets/common-en.js']);
  });

  it('puts a stored language of the site in the cookie the server reads, when the cookie does not hold it yet', () => {
    const written = 'lang=VI; path=/; max-age=31536000; samesite=lax';
    expect(run({ language: 'VI', catalogues }).cookie).toBe(written);
    expect(run({ language: 'VI', catalogues, cookie: 'lang=EN' }).cookie).toBe(written);
    // Already there: left alone.
    expect(run({ language: 'VI', catalogues, cookie: 'theme=dark; lang=VI' }).cookie).toBe('theme=dark; lang=VI');
    // No language, one the site does not have, or no list of them: nothing written.
    expect(run({ language: null, catalogues }).cookie).toBe('');
    expect(run({ language: 'FR', catalogues }).cookie).toBe('');
    expect(run({ language: 'VI' }).cookie).toBe('');
  });

  it('has the browser load the locale data of the document’s language on a thread of its own', () => {
    const workers: string[] = [];
    run({ lang: 'vi', workers });
    run({ workers });
    expect(workers).toEqual(['/intl-warmup.js vi', '/intl-warmup.js en']);
    // A browser without workers loads it when the page first formats, as before.
    expect(() => run({ lang: 'vi' })).not.toThrow();
  });
});

describe('intl-warmup.js', () => {
  const warmup = read('../public/intl-warmup.js');
  /** Runs the worker's script and sends it `message`; answers whether it ended itself. */
  function send(message: unknown) {
    const self: { onmessage?: (event: { data: unknown }) => void; close: () => void; closed: boolean } = {
      closed: false,
      close() {
        this.closed = true;
      },
    };
    runInNewContext(warmup, { self, Intl });
    self.onmessage!({ data: message });
    return self.closed;
  }

  it('formats in the language it is sent, then ends, whatever it is sent', () => {
    expect(send('th')).toBe(true);
    expect(send('not a language tag')).toBe(true);
    expect(send(undefined)).toBe(true);
  });
});
