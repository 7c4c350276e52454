import type { BrandDefinition } from '../types';
import tessera from './tessera.json';
import aurum from './aurum.json';
import jade from './jade.json';

/**
 * The registered brands. A white-label brand is a JSON file of partial token overrides beside
 * this one, listed here; no component changes to re-skin the site.
 */
export const brands: readonly BrandDefinition[] = [tessera, aurum, jade];

export const DEFAULT_BRAND = 'tessera';
/** Their ids. (Pure: a bundle that names no brand list drops the brands with it.) */
export const BRAND_IDS: readonly string[] = /* @__PURE__ */ brands.map((b) => b.id);
