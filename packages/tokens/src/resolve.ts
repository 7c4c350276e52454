import { brands, DEFAULT_BRAND } from './brands';
import { darkOverride, lightTokens } from './semantic';
import type { BrandDefinition, Mode, TokenOverride, Tokens } from './types';

type Tree = { [key: string]: string | Tree };

function merge<T extends Tree>(target: T, override: TokenOverride<unknown> | undefined): T {
  if (!override) return target;
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(override as Tree)) {
    const current = out[key];
    if (typeof value === 'string') out[key] = value;
    else if (current && typeof current === 'object') out[key] = merge(current, value);
  }
  return out as T;
}

/** Finds a registered brand, falling back to the default brand for an unknown id. */
export function getBrand(id: string): BrandDefinition {
  return brands.find((b) => b.id === id) ?? (brands.find((b) => b.id === DEFAULT_BRAND) as BrandDefinition);
}

/**
 * The real values of every token for one brand in one mode: the default light tree, then the
 * default dark override (in dark mode), then the brand's shared and per-mode overrides.
 */
export function resolveTokens(brandId: string, mode: Mode): Tokens {
  const brand = getBrand(brandId);
  let tree = lightTokens as unknown as Tree;
  if (mode === 'dark') tree = merge(tree, darkOverride);
  tree = merge(tree, brand.base);
  tree = merge(tree, brand[mode]);
  return tree as unknown as Tokens;
}

/** Every leaf of a token tree as [path, value] pairs, path segments in order. */
export function leaves(tree: object, path: string[] = []): Array<[string[], string]> {
  const out: Array<[string[], string]> = [];
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.push([[...path, key], value]);
    else if (value && typeof value === 'object') out.push(...leaves(value, [...path, key]));
  }
  return out;
}
