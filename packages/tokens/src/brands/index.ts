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
export const BRAND_IDS: readonly string[] = brands.map((b) => b.id);
