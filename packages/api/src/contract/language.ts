/**
 * The languages the platform serves its own content in (announcements, notices, promotions, help,
 * VIP names, inbox messages and refusal messages): the six locale sets of §1 and Arabic. Any other
 * display language is accepted on the wire and answered in English (§1's default).
 */
export const CONTENT_LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'TY', 'VI', 'AR'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** What the platform falls back to, item by item, when content has no translation (§1, §9). */
export const FALLBACK_LANGUAGE = 'EN' satisfies ContentLanguage;

/**
 * The query parameter that names the request's language (`?language=VI`). The platform reads the
 * language of a request from the signed-in member's stored language, else this parameter, else the
 * language header (`HEADER_LANGUAGE`), else {@link FALLBACK_LANGUAGE}.
 */
export const LANGUAGE_QUERY_PARAMETER = 'language';

/** A display-language code as the product writes it: two or three capital letters (`EN`, `TY`, `CN`). */
export const LANGUAGE_CODE_PATTERN = '^[A-Z]{2,3}$';

/** `PUT /wps/member/language` (token): the member's display language, kept by the platform (§4 "notifies the server"). */
export interface MemberLanguagePayload {
  /** A display-language code (`VI`); one outside {@link CONTENT_LANGUAGES} is kept and answered in English. */
  language: string;
}

/** Why a language change was refused (HTTP 400 with `{ success: false, code, message }`). */
export const LANGUAGE_CODES = {
  /** `language` missing or not a display-language code. */
  languageInvalid: 'LANGUAGE_INVALID',
} as const;

/** True when content can be served in this language (it has a translation store of its own). */
export const isContentLanguage = (code: unknown): code is ContentLanguage =>
  typeof code === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(code);
