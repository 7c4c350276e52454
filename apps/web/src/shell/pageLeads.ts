import type { TranslationKey } from '@tessera/i18n/languages';

/**
 * The lead paragraph a page opens with under its title, where it is the catalogue's text alone (no
 * call): the page renders it, and the site's server draws it with the title in the document's frame
 * (server/pageLead.ts), so a phone paints the page's largest text before the code has arrived. A
 * module of its own, free of React and the browser, for the server.
 */
export const PAGE_LEAD_KEYS = {
  '/vip': 'vip_intro',
} as const satisfies Record<string, TranslationKey>;

export const leadKeyFor = (pathname: string): TranslationKey | undefined =>
  (PAGE_LEAD_KEYS as Readonly<Record<string, TranslationKey>>)[pathname];
