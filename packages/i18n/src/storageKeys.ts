/** Browser storage keys of spec §3: the chosen language and the one chosen before it. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const HISTORY_LANGUAGE_STORAGE_KEY = 'hisLang';
