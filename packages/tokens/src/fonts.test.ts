import { describe, expect, it } from 'vitest';
import {
  BODY_FACE_PROPERTY,
  BODY_FACE_VALUE,
  brands,
  cssVariables,
  MODES,
  SANS_FALLBACK_FACE,
  SCRIPT_FACES_PROPERTY,
  SHIPPED_FAMILIES,
} from './index';

const GENERIC = new Set(['sans-serif', 'serif', 'monospace']);
const combos = brands.flatMap((brand) => MODES.map((mode) => [brand.id, mode] as const));

const SCRIPTS = 'script faces';

/**
 * A font token's families in order, with references to other font tokens spelled out, the declared
 * scripts' faces ({@link SCRIPT_FACES_PROPERTY}, set by the page) as one entry, and the body face
 * ({@link BODY_FACE_PROPERTY}) as the page names it once shown, or as the stack starts without it.
 */
function families(vars: Record<string, string>, name: string, bodyFaceShown = true): string[] {
  const expanded = vars[name]!.replace(/var\((--ts-font-family-[a-z-]+)\)/g, (_, ref: string) => vars[ref]!)
    .replace(
      new RegExp(`var\\(${SCRIPT_FACES_PROPERTY}, ('[^']+')\\)`, 'g'),
      (_, fallback: string) => `'${SCRIPTS}', ${fallback}`,
    )
    .replace(new RegExp(`var\\(${BODY_FACE_PROPERTY}, ('[^']+')\\)`, 'g'), (_, fallback: string) =>
      bodyFaceShown ? BODY_FACE_VALUE : fallback,
    );
  return expanded.split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'));
}

describe('font tokens', () => {
  it.each(combos)('%s/%s name only shipped faces, then one generic family last', (brand, mode) => {
    const vars = cssVariables(brand, mode);
    for (const name of Object.keys(vars).filter((n) => n.startsWith('--ts-font-family-'))) {
      const list = families(vars, name);
      const named = list.slice(0, -1).filter((family) => family !== SCRIPTS);
      expect(GENERIC.has(list.at(-1)!), `${name} ends with a generic family`).toBe(true);
      for (const family of named) expect(SHIPPED_FAMILIES, `${brand}/${mode} ${name}`).toContain(family);
    }
  });

  it.each(combos)(
    "%s/%s reach the declared scripts' faces in every stack, before the metric fallback",
    (brand, mode) => {
      const vars = cssVariables(brand, mode);
      for (const name of Object.keys(vars).filter((n) => n.startsWith('--ts-font-family-'))) {
        const list = families(vars, name);
        expect(list, `${brand}/${mode} ${name}`).toContain(SCRIPTS);
        expect(list.indexOf(SCRIPTS), `${brand}/${mode} ${name}`).toBeLessThan(list.indexOf('Inter Fallback'));
      }
    },
  );

  it('gives the aurum brand a serif heading and jade a rounded one, over the shared body stack', () => {
    expect(families(cssVariables('aurum', 'light'), '--ts-font-family-heading')[0]).toBe('Noto Serif Variable');
    expect(families(cssVariables('jade', 'dark'), '--ts-font-family-heading')[0]).toBe('Nunito Variable');
    expect(families(cssVariables('tessera', 'light'), '--ts-font-family-body')[0]).toBe('Inter Variable');
  });

  it.each(combos)('%s/%s start the body in Inter’s metric twin until the page names Inter', (brand, mode) => {
    const vars = cssVariables(brand, mode);
    expect(families(vars, '--ts-font-family-body', false)[0]).toBe(SANS_FALLBACK_FACE);
    expect(families(vars, '--ts-font-family-body', true)[0]).toBe('Inter Variable');
  });
});
