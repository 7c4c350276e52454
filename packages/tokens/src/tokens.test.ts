import { describe, expect, it } from 'vitest';
import {
  brands,
  contrastRatio,
  createStylesheet,
  cssVariables,
  leaves,
  lightTokens,
  MODES,
  resolveTokens,
  theme,
} from './index';

const tokenPaths = leaves(lightTokens).map(([path]) => path.join('.'));
const combos = brands.flatMap((brand) => MODES.map((mode) => [brand.id, mode] as const));
const isColour = (v: string) => /^(#[0-9a-f]{3,8}|rgba?\(.+\))$/i.test(v);

describe('token completeness', () => {
  it.each(combos)('%s/%s defines every semantic token with a non-empty value', (brand, mode) => {
    const resolved = leaves(resolveTokens(brand, mode));
    expect(resolved.map(([p]) => p.join('.'))).toEqual(tokenPaths);
    for (const [path, value] of resolved) expect(value.trim(), path.join('.')).not.toBe('');
  });

  it.each(brands.map((b) => [b.id, b] as const))(
    'brand %s overrides only tokens that exist, with valid colours',
    (_, brand) => {
      for (const part of [brand.base, brand.light, brand.dark]) {
        for (const [path, value] of leaves(part ?? {})) {
          expect(tokenPaths, `unknown token ${path.join('.')}`).toContain(path.join('.'));
          if (path[0] === 'color') expect(isColour(value), `${path.join('.')} = ${value}`).toBe(true);
        }
      }
    },
  );

  it('every colour token resolves to a parseable colour in every mode and brand', () => {
    for (const [brand, mode] of combos) {
      for (const [path, value] of leaves(resolveTokens(brand, mode).color)) {
        expect(isColour(value), `${brand}/${mode} color.${path.join('.')}`).toBe(true);
      }
    }
  });

  it('brands look different from each other', () => {
    const [a, b] = brands;
    expect(resolveTokens(a!.id, 'light').color.accent.primary).not.toBe(
      resolveTokens(b!.id, 'light').color.accent.primary,
    );
  });

  it('an unknown brand falls back to the default brand', () => {
    expect(resolveTokens('no-such-brand', 'dark')).toEqual(resolveTokens('tessera', 'dark'));
  });
});

describe('contrast (WCAG 2, computed)', () => {
  const pairs: Array<[string, (t: ReturnType<typeof resolveTokens>) => [string, string], number]> = [
    ['body text on surface', (t) => [t.color.text.primary, t.color.bg.surface], 4.5],
    ['body text on raised surface', (t) => [t.color.text.primary, t.color.bg.raised], 4.5],
    ['body text on canvas', (t) => [t.color.text.primary, t.color.bg.canvas], 4.5],
    ['muted text on surface', (t) => [t.color.text.muted, t.color.bg.surface], 4.5],
    ['muted text on raised surface', (t) => [t.color.text.muted, t.color.bg.raised], 4.5],
    ['link on surface', (t) => [t.color.text.link, t.color.bg.surface], 4.5],
    ['error text on surface', (t) => [t.color.text.danger, t.color.bg.surface], 4.5],
    ['error text on raised surface', (t) => [t.color.text.danger, t.color.bg.raised], 4.5],
    ['text on the primary accent', (t) => [t.color.text.onAccent, t.color.accent.primary], 4.5],
    ['text on the highlight', (t) => [t.color.accent.onHighlight, t.color.accent.highlight], 4.5],
    ['text on danger', (t) => [t.color.status.onStatus, t.color.status.danger], 4.5],
    ['text on success', (t) => [t.color.status.onStatus, t.color.status.success], 4.5],
    ['text on warning', (t) => [t.color.status.onStatus, t.color.status.warning], 4.5],
    ['text on info', (t) => [t.color.status.onStatus, t.color.status.info], 4.5],
    ['input outline on surface', (t) => [t.color.border.strong, t.color.bg.surface], 3],
    ['focus ring on surface', (t) => [t.color.border.focus, t.color.bg.surface], 3],
  ];
  for (const [brand, mode] of combos) {
    it.each(pairs)(`${brand}/${mode}: %s`, (_, pick, min) => {
      const [fg, bg] = pick(resolveTokens(brand, mode));
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
    });
  }

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('theme and CSS variables', () => {
  it('theme leaves are var() references to the emitted custom properties', () => {
    expect(theme.color.bg.accentSubtle).toBe('var(--ts-color-bg-accent-subtle)');
    expect(theme.font.size['2xl']).toBe('var(--ts-font-size-2xl)');
    const names = Object.keys(cssVariables('tessera', 'light'));
    for (const [, value] of leaves(theme)) expect(names).toContain(value.slice(4, -1));
  });

  it('the stylesheet has a block for every brand × mode plus the root default', () => {
    const css = createStylesheet();
    for (const [brand, mode] of combos) expect(css).toContain(`[data-brand="${brand}"][data-theme="${mode}"] {`);
    expect(css.startsWith(':root {')).toBe(true);
    expect(css).toContain(`--ts-color-bg-surface: ${resolveTokens('aurum', 'dark').color.bg.surface};`);
  });
});
