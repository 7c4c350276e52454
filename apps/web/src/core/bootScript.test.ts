import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, storeLanguageCookie } from '@tessera/i18n';
import boot from '../../public/boot.js?raw';
import { BODY_FACE_PROPERTY, BODY_FACE_VALUE } from '@tessera/tokens';
import { BODY_FACE_STORAGE_KEY } from '@tessera/ui/fonts';
import { STORAGE_KEYS } from './constants';

describe('boot.js, the script that runs before any module', () => {
  it('reads the keys the app stores the theme and language under, and falls back to the app’s default language', () => {
    // It cannot import them, so it names them itself: they must stay the app's.
    expect(boot).toContain(`localStorage.getItem('${STORAGE_KEYS.theme}')`);
    expect(boot).toContain(`localStorage.getItem('${LANGUAGE_STORAGE_KEY}')`);
    expect(boot).toContain(`var wanted = ['${DEFAULT_LANGUAGE}'];`);
    expect(boot).toContain(`language !== '${DEFAULT_LANGUAGE}'`);
  });

  it('names the body face the app remembered, under the app’s key and property, and only a quoted family', () => {
    expect(boot).toContain(`localStorage.getItem('${BODY_FACE_STORAGE_KEY}')`);
    expect(boot).toContain(`root.style.setProperty('${BODY_FACE_PROPERTY}', face)`);
    const accepted = new RegExp(/face && \/(.+)\/\.test\(face\)/.exec(boot)![1]!);
    expect(accepted.test(BODY_FACE_VALUE)).toBe(true);
    expect(accepted.test("x'); background: url(//evil)")).toBe(false);
  });

  it('writes the language cookie exactly as the app does', () => {
    const doc = { cookie: '' };
    storeLanguageCookie('TH', doc);
    const [name, rest] = doc.cookie.split('TH');
    expect(boot).toContain(`document.cookie = '${name}' + language + '${rest}';`);
  });
});
