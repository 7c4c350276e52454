// What code outside the app's build may import (the site's server): the languages, the name a
// member's choice is kept under and the type of a translation key, without the catalogues' loader,
// which only the app's bundler can run (the server reads the files themselves: `./locales/*`).
export * from './languages';
export { LANGUAGE_STORAGE_KEY } from './storageKeys';
export type { TranslationKey } from './translationKey';
