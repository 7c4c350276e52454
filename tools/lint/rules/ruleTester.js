// ESLint's RuleTester under vitest, parsing TypeScript (with type information for the rules that
// need it) the way the house config does.
import '../typescript6.js';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

RuleTester.describe = describe;
// The first type-aware case builds a TypeScript program: seconds on a busy machine.
const TIMEOUT_MS = 60_000;
RuleTester.it = (name, fn) => it(name, fn, TIMEOUT_MS);
RuleTester.itOnly = (name, fn) => it.only(name, fn, TIMEOUT_MS);

/** Where test code claims to live: no tsconfig covers it, so TypeScript's default project does. */
export const FIXTURE_DIR = fileURLToPath(new URL('.', import.meta.url));
export const fixture = (name = 'Component.tsx') => `${FIXTURE_DIR}${name}`;

export const ruleTester = ({ typed = false } = {}) =>
  new RuleTester({
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        ecmaFeatures: { jsx: true },
        ...(typed && {
          projectService: { allowDefaultProject: ['*.tsx', '*.ts'] },
          tsconfigRootDir: FIXTURE_DIR,
        }),
      },
    },
  });
