// What code outside the app's build may import (the site's server): the languages and the name a
// member's choice is kept under, without the catalogues, which only the app's bundler can load.
export * from './languages';
export { LANGUAGE_STORAGE_KEY } from './storageKeys';
