export { palette } from './palette';
export { lightTokens, darkOverride } from './semantic';
export { brands, BRAND_IDS, DEFAULT_BRAND } from './brands';
export { resolveTokens, getBrand, leaves } from './resolve';
export { theme, cssVarName, cssVariables, createStylesheet } from './css';
export { contrastRatio, parseColor } from './contrast';
export { MODES } from './types';
export type { Tokens, Theme, Mode, BrandDefinition, TokenOverride } from './types';
export {
  FONT_FACES,
  SCRIPT_FACES,
  SHIPPED_FAMILIES,
  SANS_FALLBACK_FACE,
  BODY_FONT_STACK,
  BODY_FACE_PROPERTY,
  BODY_FACE_VALUE,
  SCRIPT_FACES_PROPERTY,
  scriptFacesValue,
} from './fonts';
export type { FontScript, WritingSystem } from './fonts';
