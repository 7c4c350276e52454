import type { BackendModule, ResourceKey } from 'i18next';
import { parseLanguageCode } from './languages';

/** Loads one catalogue file; each is its own chunk, fetched on first use. */
export type CatalogueLoader = () => Promise<ResourceKey>;

/**
 * Every catalogue file, keyed `./locales/<code>/<namespace>.json`. Not eager: the bundler
 * turns each file into a separate chunk, so a visitor downloads only the languages used.
 */
const catalogues: Readonly<Record<string, CatalogueLoader>> = import.meta.glob<ResourceKey>('./locales/*/*.json', {
  import: 'default',
});

export function cataloguePath(code: string, namespace: string): string {
  return `./locales/${code}/${namespace}.json`;
}

/**
 * An i18next backend reading the catalogues above. i18next asks for languages by BCP 47 tag
 * (`zh-CN`); the files are filed under the product code (`CN`). A language or namespace
 * without a file resolves to an empty catalogue, so i18next falls back to English quietly
 * instead of logging and retrying. A file that fails to download rejects, and i18next
 * retries it.
 */
export function createCatalogueBackend(loaders: Readonly<Record<string, CatalogueLoader>> = catalogues): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- i18next awaits a promise from read() when callbackApi is false; its types name only the callback form
    async read(language: string, namespace: string): Promise<ResourceKey> {
      const code = parseLanguageCode(language);
      const load = code === undefined ? undefined : loaders[cataloguePath(code, namespace)];
      return load ? load() : {};
    },
  };
}
