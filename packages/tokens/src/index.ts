export { palette } from './palette';
export { lightTokens, darkOverride } from './semantic';
export { brands, BRAND_IDS, DEFAULT_BRAND } from './brands';
export { resolveTokens, getBrand, leaves } from './resolve';
export { theme, cssVarName, cssVariables, createStylesheet } from './css';
export { contrastRatio, parseColor } from './contrast';
export { MODES } from './types';
export type { Tokens, Theme, Mode, BrandDefinition, TokenOverride } from './types';
