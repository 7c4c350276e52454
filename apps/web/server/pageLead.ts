import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, directionOf, parseLanguageCode, tagOf } from '@tessera/i18n/languages';
import { leadKeyFor } from '../src/shell/pageLeads';
import { titleKeyFor } from '../src/shell/pageTitles';

/** A page's title and lead paragraph, in one language, as the page renders them. */
export interface PageLead {
  title: string;
  text: string;
  /** The language's tag and direction, which the app gives the document once it runs. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

type Catalogue = Readonly<Record<string, unknown>>;

const require = createRequire(import.meta.url);

/**
 * The title and lead of the page at `pathname` in `language` (the page's text from the app's own
 * catalogues, English where the language has none, as the app falls back), or null for a page that
 * opens with no lead. Each catalogue is read once.
 */
export function pageLeads(): (pathname: string, language: string) => Promise<PageLead | null> {
  const catalogues = new Map<string, Promise<Catalogue>>();
  const catalogue = (code: string): Promise<Catalogue> => {
    let known = catalogues.get(code);
    if (!known) {
      known = readFile(require.resolve(`@tessera/i18n/locales/${code}/common.json`), 'utf8').then(
        (text) => JSON.parse(text) as Catalogue,
        () => ({}),
      );
      catalogues.set(code, known);
    }
    return known;
  };
  return async (pathname, language) => {
    const key = leadKeyFor(pathname);
    if (!key) return null;
    const code = parseLanguageCode(language) ?? DEFAULT_LANGUAGE;
    const [own, english] = await Promise.all([catalogue(code), catalogue(DEFAULT_LANGUAGE)]);
    const text = (k: string) => {
      const value = own[k] ?? english[k];
      return typeof value === 'string' ? value : null;
    };
    const title = text(titleKeyFor(pathname));
    const lead = text(key);
    return title && lead ? { title, text: lead, lang: tagOf(code), dir: directionOf(code) } : null;
  };
}
