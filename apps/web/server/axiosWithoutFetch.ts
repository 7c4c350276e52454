import type { Plugin } from 'vite';

const STUB = '\0tessera:axios-fetch-adapter';

/**
 * Builds the site with axios's fetch adapter left out. In a browser axios sends every call with
 * XMLHttpRequest, its first choice, so the fetch adapter is never used; but its module tests the
 * browser's streams when it loads (a Request with a ReadableStream body, Responses), which on a
 * phone is tens of milliseconds of the first task, and it is a sizeable part of axios's code.
 * Asked for by name (`adapter: 'fetch'`), axios reports it as unsupported.
 */
export function axiosWithoutFetch(): Plugin {
  return {
    name: 'tessera:axios-without-fetch',
    // The development server serves axios pre-bundled, untouched: this is for the built site.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer?.replace(/\\/g, '/').endsWith('/axios/lib/adapters/adapters.js'))
        return STUB;
      return undefined;
    },
    load: (id) => (id === STUB ? 'export const getFetch = () => false;\nexport default false;\n' : undefined),
  };
}
