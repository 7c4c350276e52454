// The house lint rules for the whole tree (the root `eslint.config.js` re-exports this file).
// Type-aware TypeScript rules, React hooks, accessibility of JSX, no import cycles, and the
// dependency direction of ARCHITECTURE §1: web → ui, api, i18n → tokens; platform → api's contract.
import './typescript6.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import house from './rules/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Source files that a tsconfig of the tree includes, so type-aware rules can run on them. */
const TYPED = [
  'packages/*/src/**/*.{ts,tsx}',
  'apps/web/src/**/*.{ts,tsx}',
  'apps/web/server/**/*.ts',
  'apps/platform/src/**/*.ts',
  '.storybook/*.{ts,tsx}',
  'e2e/**/*.ts',
];

const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test/**', '**/*.stories.tsx', 'e2e/**', '.storybook/**'];

/** `no-restricted-imports` patterns, one list a boundary. */
const appCode = (message) => ({
  group: ['@tessera/api', '@tessera/api/*', '@tessera/i18n', '@tessera/i18n/*', '@tessera/web', '**/apps/web/**'],
  message,
});

/** Features never import the layout. */
const featuresNoLayout = {
  group: ['**/shell/*', '**/shell'],
  message: 'Features never import the layout (shell); the layout composes features.',
};

/** The web app's components take their styled components from a sibling `X.styles.ts`. */
const stylesOnly = {
  name: 'styled-components',
  message: 'Define styled components in a sibling X.styles.ts file and import them from there.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/platform/data/**',
      '**/__screenshots__/**',
      '.turbo/**',
      'apps/web/public/**',
      'apps/platform/src/game/page/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, house },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          conditionNames: ['@tessera/source', 'types', 'import', 'default'],
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'apps/web/server/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // A cycle makes module start-up order matter and hides which piece owns which: none at all,
      // static or dynamic.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  // Type-aware rules where a tsconfig covers the file: promises are awaited or handed on, and
  // assertions the compiler already knows are not written.
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // act() over synchronous work (timers, events) returns a thenable nobody needs to await.
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // Not no-unnecessary-type-assertion: read through TypeScript 6 it calls widening assertions
      // (`{} as State`, `1000 as number | null`) unnecessary, which TypeScript 7 needs.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, allowDefaultCaseForExhaustiveSwitch: true },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },
  // React: the rules of hooks and their dependencies; accessible JSX.
  {
    files: ['packages/ui/src/**/*.tsx', 'packages/i18n/src/**/*.tsx', 'apps/web/src/**/*.tsx', '.storybook/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/ui/src/**/*.ts', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The public API of ui's components (ARCHITECTURE §2): each forwards its ref, exports its XProps
  // (and a folder's index re-exports it), and documents every default with `@default`.
  {
    files: ['packages/ui/src/components/**/*.{ts,tsx}', 'packages/ui/src/theme/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'house/component-forwards-ref': 'error',
      'house/props-exported': 'error',
      'house/default-documented': 'error',
    },
  },
  // One format module (ARCHITECTURE §8): every amount, count, date and time is written by
  // @tessera/format, which caches its Intl formatters. Nothing else calls toLocale*String or builds
  // an Intl formatter (Intl.PluralRules, Collator and Segmenter write no text and stay allowed).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/format/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format through @tessera/format (formatAmount, formatCount, formatDateTime, …).',
        })),
        ...['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'DurationFormat'].map(
          (property) => ({
            object: 'Intl',
            property,
            message: 'Format through @tessera/format (numberFormat, dateTimeFormat and the format* functions).',
          }),
        ),
      ],
    },
  },
  {
    files: ['packages/format/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tessera/*', '!@tessera/format'],
              message: 'format is a bottom layer that ui may use: it imports no other package of the tree.',
            },
          ],
        },
      ],
    },
  },
  // Boundaries (ARCHITECTURE §1–§3).
  {
    files: ['packages/tokens/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tessera/*', '!@tessera/tokens'],
              message: 'tokens are the bottom layer: they import no other package of the tree.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appCode(
              'ui is presentational: it imports no API client, no i18n instance and no app code; take data and words as props.',
            ),
            {
              group: ['i18next', 'react-i18next', 'react-redux', '@reduxjs/toolkit', 'redux-saga'],
              message: 'ui is presentational: it reads no store and no translations; take data and words as props.',
            },
          ],
        },
      ],
    },
  },
  // ui inserts HTML in one place only: SanitizedHtml, which cleans it first.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'packages/ui/src/components/SanitizedHtml/SanitizedHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          "CallExpression[callee.property.name='insertAdjacentHTML']",
        ].map((selector) => ({
          selector,
          message: 'ui inserts HTML only through SanitizedHtml, which cleans it first.',
        })),
      ],
    },
  },
  {
    files: ['apps/platform/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@tessera/api(?!/contract$|/crypto$)(/.*)?$',
              message:
                'The platform implements the contract: import only @tessera/api/contract and @tessera/api/crypto.',
            },
            {
              group: ['@tessera/web', '@tessera/ui', '@tessera/i18n', '**/apps/web/**'],
              message: 'The platform imports no front-end code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featuresNoLayout] }],
    },
  },
  // The web app's layout styles live in sibling `X.styles.ts` files; components import them from
  // there. (A later entry replaces an earlier one's options, so features repeat their own pattern.)
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: [...TESTS, 'apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [stylesOnly] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { paths: [stylesOnly], patterns: [featuresNoLayout] }],
    },
  },
  // Plain JavaScript (scripts, benchmarks, configs) is not type-checked.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: TESTS,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
