/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * The house rules of the package's public API (ARCHITECTURE §2) that no single file shows: the
 * entry exports every component folder, and the package declares no dependency on the app's
 * store, API client or i18n. The rest are lint rules, file by file (tools/lint): each component
 * forwards its ref, exports its `XProps` and documents its defaults (`house/*`); ui imports no
 * app code, store or translations and inserts HTML only through SanitizedHtml.
 */

const folders = readdirSync(join(__dirname, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entry = ui as Record<string, unknown>;

describe('public API', () => {
  it('sees the component folders', () => {
    expect(folders.length).toBeGreaterThan(30);
    expect(folders).toContain('Button');
  });

  it.each(folders)('the entry exports everything components/%s/index.ts exports', async (folder) => {
    const module = (await import(`./components/${folder}/index.ts`)) as Record<string, unknown>;
    expect(Object.keys(module)).not.toEqual([]);
    const missing = Object.keys(module).filter((name) => entry[name] !== module[name]);
    expect(missing).toEqual([]);
  });
});

describe('package boundaries', () => {
  it('declares no dependency on the store, the API package or the app’s i18n', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const declared = ['dependencies', 'peerDependencies', 'devDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(pkg[field] ?? {}),
    );
    expect(
      declared.filter((name) =>
        /^(@tessera\/(api|i18n|web)|i18next|react-i18next|react-redux|@reduxjs\/toolkit|redux-saga)$/.test(name),
      ),
    ).toEqual([]);
  });
});
