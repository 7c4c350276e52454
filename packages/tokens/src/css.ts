import { brands, DEFAULT_BRAND } from './brands';
import { leaves, resolveTokens } from './resolve';
import { lightTokens } from './semantic';
import { MODES, type Mode, type Theme } from './types';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a token path: ['color','bg','accentSubtle'] → --ts-color-bg-accent-subtle. */
export function cssVarName(path: readonly string[]): string {
  return `--ts-${path.map(kebab).join('-')}`;
}

function mapLeaves(tree: object, fn: (path: string[]) => string, path: string[] = []): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? fn([...path, key]) : mapLeaves(value as object, fn, [...path, key]),
    ]),
  );
}

/**
 * The typed theme: the token tree whose leaves are `var(--ts-…)` references. Switching mode or
 * brand changes only the variables' values, so styles never need to be regenerated.
 */
export const theme = mapLeaves(lightTokens, (path) => `var(${cssVarName(path)})`) as Theme;

/** The custom properties of one brand in one mode, as a name → value map. */
export function cssVariables(brandId: string, mode: Mode): Record<string, string> {
  return Object.fromEntries(leaves(resolveTokens(brandId, mode)).map(([path, value]) => [cssVarName(path), value]));
}

function block(selector: string, vars: Record<string, string>): string {
  const body = Object.entries(vars)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

/**
 * The stylesheet for every brand × mode. `:root` carries the default brand in light mode so
 * an element without attributes is still styled; each `[data-brand][data-theme]` pair carries
 * its full set, so a nested region can show another brand or mode correctly.
 */
export function createStylesheet(brandIds: readonly string[] = brands.map((b) => b.id)): string {
  const parts = [block(':root', cssVariables(DEFAULT_BRAND, 'light'))];
  for (const brandId of brandIds) {
    for (const mode of MODES) {
      const selector = `[data-brand="${brandId}"][data-theme="${mode}"]`;
      const scheme = `  color-scheme: ${mode};`;
      parts.push(block(selector, cssVariables(brandId, mode)).replace('{\n', `{\n${scheme}\n`));
    }
  }
  return parts.join('\n');
}
