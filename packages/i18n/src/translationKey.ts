import type commonCatalogue from './locales/EN/common.json';

/** The reference catalogue's shape: English holds every key. */
export type CommonCatalogue = typeof commonCatalogue;
/** A key of the catalogues, checked against English (see keys.ts). */
export type TranslationKey = keyof CommonCatalogue & string;
