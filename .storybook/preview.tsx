import type { Decorator, Preview } from '@storybook/react-vite';
import { loadEveryScriptFont } from '@tessera/ui/fonts';
import { BRAND_IDS, DEFAULT_BRAND, MODES } from '@tessera/tokens';
import { GlobalStyle, ThemeProvider } from '@tessera/ui';
import {
  loadCatalogue,
  localeDirection,
  localeTag,
  localeTitle,
  localiseArgs,
  STORY_LOCALES,
  type StoryLocale,
} from './locale';

interface Globals {
  mode: 'light' | 'dark';
  brand: string;
  dir: 'ltr' | 'rtl';
  locale: StoryLocale;
}

/** The story's words in the toolbar's locale (see ./locale.ts); a right-to-left language also turns the page. */
const withLocale: Decorator = (Story, context) => {
  const { locale } = context.globals as Globals;
  if (locale === 'EN') return <Story />;
  const args = localiseArgs(context.args, locale, context.loaded.catalogue as Record<string, string> | undefined);
  return (
    <div lang={localeTag(locale)}>
      <Story args={args} />
    </div>
  );
};

const withTheme: Decorator = (Story, context) => {
  const { mode, brand, dir, locale } = context.globals as Globals;
  return (
    <ThemeProvider mode={mode} brand={brand} dir={localeDirection(locale) === 'rtl' ? 'rtl' : dir}>
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
  // The chosen locale's catalogue, fetched before the story renders.
  loaders: [async (context) => ({ catalogue: await loadCatalogue((context.globals as Globals).locale) })],
  decorators: [withLocale, withTheme],
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
    locale: {
      description: 'Language of the words a story passes (catalogue entries translated; pseudo stretches all)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: STORY_LOCALES.map((locale) => ({ value: locale, title: localeTitle(locale) })),
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
  initialGlobals: { mode: 'light', brand: DEFAULT_BRAND, dir: 'ltr', locale: 'EN' },
  parameters: {
    layout: 'padded-canvas',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
