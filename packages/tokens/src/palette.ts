/**
 * The raw palette. Nothing outside this package reads these directly: components use the
 * semantic tokens, and modes and brands choose palette entries for them.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  /** Cool neutral ramp, 0 (lightest) to 950 (darkest). */
  neutral: {
    0: '#ffffff',
    50: '#f6f7fb',
    100: '#eceef5',
    200: '#dcdfeb',
    300: '#c3c8da',
    400: '#9097b0',
    500: '#676e8a',
    600: '#4c5370',
    700: '#363c56',
    800: '#232840',
    850: '#1b2034',
    900: '#141828',
    950: '#0c0f1b',
  },
  indigo: { 100: '#e4e4ff', 300: '#a5a3ff', 400: '#8683ff', 500: '#6460f5', 600: '#4f46e5', 700: '#4036c4', 900: '#211c63' },
  cyan: { 100: '#d5f6fb', 300: '#6fdcee', 500: '#16b3cf', 700: '#0b7487' },
  gold: { 100: '#fbf1d3', 300: '#efd27e', 400: '#e3bb4f', 500: '#d7bb49', 600: '#b8901f', 700: '#8a6a12', 900: '#3d2f08' },
  red: { 100: '#fde2e2', 300: '#f7a1a1', 400: '#f47373', 500: '#e5484d', 600: '#c9302c', 700: '#a3211f', 900: '#4a1010' },
  green: { 100: '#dcf6e5', 300: '#86dea7', 400: '#4fcb7d', 500: '#2eaa5c', 600: '#1f8a47', 700: '#176b37', 900: '#0b3019' },
  amber: { 100: '#fff0d1', 300: '#fcd27a', 400: '#f9bc45', 500: '#f2a516', 600: '#c98209', 700: '#8f5c06', 900: '#3f2803' },
  blue: { 100: '#dde9ff', 300: '#93b6fb', 400: '#6c98f7', 500: '#3d74ef', 600: '#2a5bd2', 700: '#1f46a6', 900: '#0e2150' },
} as const;
