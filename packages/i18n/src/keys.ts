/**
 * Type-checked translation keys. English is the reference catalogue: every key lives in
 * `locales/EN/common.json`, so `t('game_maintenance')` compiles and `t('game_maintenace')` does not.
 *
 * The augmentation sits in this module (imported by the package entry) rather than in a
 * `.d.ts`, so every program that imports `@tessera/i18n` gets it. Resources are registered
 * through `ResourceNamespaceMap`, which lets the app register namespaces of its own beside
 * `common` without a declaration clash.
 */
import type { CommonCatalogue } from './translationKey';

export type { CommonCatalogue, TranslationKey } from './translationKey';

/** The namespace every key of this package lives in, and the default namespace of `t`. */
export const DEFAULT_NAMESPACE = 'common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
  }
  interface ResourceNamespaceMap {
    common: CommonCatalogue;
  }
}
