/**
 * A stage of the start (main.tsx): the language's set-up (i18next) and the script's typeface. Only
 * what the start uses, so the language names and the rest of @tessera/i18n stay out of it.
 */
export { createI18n, currentLanguage, scriptOf } from '@tessera/i18n';
export { loadScriptFont } from '@tessera/ui/fonts';
