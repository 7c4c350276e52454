import type { Decorator, Preview } from '@storybook/react-vite';
import { loadEveryScriptFont } from '@tessera/ui/fonts';
import { BRAND_IDS, DEFAULT_BRAND, MODES } from '@tessera/tokens';
import { GlobalStyle, ThemeProvider } from '@tessera/ui';

const withTheme: Decorator = (Story, context) => {
  const { mode, brand, dir } = context.globals as { mode: 'light' | 'dark'; brand: string; dir: 'ltr' | 'rtl' };
  return (
    <ThemeProvider mode={mode} brand={brand} dir={dir}>
      <GlobalStyle />
      {context.parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      )}
    </ThemeProvider>
  );
};

const preview: Preview = {
  // Every language's typeface, so a story in any script draws only shipped faces.
  beforeAll: loadEveryScriptFont,
  decorators: [withTheme],
  globalTypes: {
    mode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: MODES.map((m) => ({ value: m, title: m })), dynamicTitle: true },
    },
    brand: {
      description: 'White-label brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRAND_IDS.map((b) => ({ value: b, title: b })),
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { mode: 'light', brand: DEFAULT_BRAND, dir: 'ltr' },
  parameters: {
    layout: 'padded-canvas',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
