/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * The house rules of the package's public API (ARCHITECTURE §2), checked on the sources:
 * every component folder is exported from the entry, every component forwards its ref and has
 * its `XProps` type exported, every prop with a default documents it with `@default`, and the
 * package stays free of the app's store, API client and i18n instance.
 */

const SRC = __dirname;
const COMPONENTS = join(SRC, 'components');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const isTestOrStory = (path: string) => /\.(test|stories)\.tsx?$/.test(path) || /[\\/]test[\\/]/.test(path);
const sources = filesUnder(SRC).filter((path) => !isTestOrStory(path));
const read = (path: string) => readFileSync(path, 'utf8');
const folders = readdirSync(COMPONENTS).filter((name) => statSync(join(COMPONENTS, name)).isDirectory());

/** The text between the brace at `open` and its matching closing brace. */
function block(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  throw new Error('unbalanced braces');
}

/** Splits a block's text at its top-level commas (not those inside (), [], {} or <>). */
function topLevelItems(body: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if ('([{<'.includes(c!)) depth += 1;
    else if (')]}'.includes(c!) || (c === '>' && body[i - 1] !== '=')) depth -= 1;
    else if (c === ',' && depth === 0) {
      items.push(body.slice(start, i));
      start = i + 1;
    }
  }
  items.push(body.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}

/** Every `interface Name … { … }` of the package: its body and the names it extends. */
const interfaces = new Map<string, { body: string; extendsText: string; file: string }>();
for (const file of sources) {
  const text = read(file);
  for (const match of text.matchAll(/interface (\w+)([^{]*)\{/g)) {
    interfaces.set(match[1]!, { body: block(text, match.index + match[0].length - 1), extendsText: match[2]!, file });
  }
}

/** The JSDoc of `prop` in the interface `name` or in a package interface it extends. */
function propDoc(name: string, prop: string, seen = new Set<string>()): string | undefined {
  const found = interfaces.get(name);
  if (!found || seen.has(name)) return undefined;
  seen.add(name);
  const key = prop.includes('-') ? `'${prop}'` : prop;
  const at = found.body.search(new RegExp(`(^|\\n)\\s*${key.replace(/[-']/g, '\\$&')}\\??:`));
  if (at >= 0) {
    const before = found.body.slice(0, at);
    const doc = before.match(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/);
    return doc ? doc[1] : '';
  }
  for (const parent of found.extendsText.matchAll(/\b([A-Z]\w*Props)\b/g)) {
    const doc = propDoc(parent[1]!, prop, seen);
    if (doc !== undefined) return doc;
  }
  return undefined;
}

/** The `name = value` defaults of a destructured props parameter. */
function defaultsOf(destructured: string) {
  return topLevelItems(destructured)
    .map((item) => item.match(/^'?([\w-]+)'?(?::\s*\w+)?\s*=\s*([\s\S]+)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ prop: m[1]!, value: m[2]! }));
}

/**
 * Components declared as `forwardRef<El, XProps>(function X({ … }, ref)` or
 * `export function X({ … }: XProps)`, with the defaults of their props.
 */
const components = sources.flatMap((file) => {
  const text = read(file);
  const forwarded = Array.from(text.matchAll(/forwardRef<[^,]+,\s*(\w+)>\(function (\w+)\(\s*\{/g)).map((match) => ({
    propsType: match[1]!,
    name: match[2]!,
    defaults: defaultsOf(block(text, match.index + match[0].length - 1)),
  }));
  const plain = Array.from(text.matchAll(/export function ([A-Z]\w*)\(\s*\{/g)).flatMap((match) => {
    const open = match.index + match[0].length - 1;
    const body = block(text, open);
    const type = text.slice(open + body.length + 2).match(/^\s*:\s*(\w+Props)\b/);
    return type ? [{ propsType: type[1]!, name: match[1]!, defaults: defaultsOf(body) }] : [];
  });
  return [...forwarded, ...plain].map((component) => ({ file: relative(SRC, file), ...component }));
});

/** A plain literal (string, number, boolean), as written. */
const LITERAL = /^(?:'[^']*'|"[^"]*"|-?\d[\d_.]*|true|false)$/;

const exported = Object.entries(ui).filter(([name]) => /^[A-Z][a-z]/.test(name));
const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');
type ReactType = { $$typeof?: symbol; type?: ReactType };
const forwardsRef = (value: unknown) => {
  const type = value as ReactType;
  return type?.$$typeof === FORWARD_REF || (type?.$$typeof === MEMO && type.type?.$$typeof === FORWARD_REF);
};

/** Exported components that render no element of their own, so there is no node to forward. */
const WITHOUT_NODE = new Set(['ThemeProvider', 'ToastProvider', 'DropdownMenu', 'GlobalStyle']);

describe('public API', () => {
  it('exports every component folder from the entry point', () => {
    const entry = read(join(SRC, 'index.ts'));
    const missing = folders.filter((folder) => !entry.includes(`export * from './components/${folder}';`));
    expect(missing).toEqual([]);
  });

  it('every exported component forwards its ref to its DOM node', () => {
    const plain = exported
      .filter(([name]) => !WITHOUT_NODE.has(name))
      .filter(([, value]) => typeof value === 'function' || (value as ReactType).$$typeof !== undefined)
      .filter(([, value]) => !forwardsRef(value))
      .map(([name]) => name);
    expect(plain).toEqual([]);
  });

  it('every exported component has its XProps type exported beside it', () => {
    const indexTexts = folders.map((folder) => read(join(COMPONENTS, folder, 'index.ts'))).join('\n');
    const rendered = exported.filter(
      ([name, value]) => name !== 'GlobalStyle' && (forwardsRef(value) || WITHOUT_NODE.has(name)),
    );
    const exportedTypes = indexTexts + read(join(SRC, 'theme', 'index.ts'));
    const missing = rendered
      .map(([name]) => `${name}Props`)
      .filter((type) => !new RegExp(`\\b${type}\\b`).test(exportedTypes));
    expect(missing).toEqual([]);
  });

  it('the check below sees the components', () => {
    expect(components.length).toBeGreaterThan(40);
    expect(components.find((c) => c.name === 'Button')?.defaults.map((d) => d.prop)).toContain('variant');
  });

  it('every prop with a default value documents it with @default', () => {
    const undocumented = components.flatMap(({ file, name, propsType, defaults }) =>
      defaults
        .filter(({ prop }) => !/@default\b/.test(propDoc(propsType, prop) ?? ''))
        .map(({ prop, value }) => `${file} ${name}: ${prop} = ${value}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('a documented literal default is the one the code uses', () => {
    const wrong = components.flatMap(({ file, name, propsType, defaults }) =>
      defaults.flatMap(({ prop, value }) => {
        const documented = (propDoc(propsType, prop) ?? '').match(/@default\s+(\S+)/)?.[1]?.replace(/\.$/, '');
        if (!documented || !LITERAL.test(documented) || !LITERAL.test(value)) return [];
        return documented.replace(/_/g, '') === value.replace(/_/g, '')
          ? []
          : [`${file} ${name}: ${prop} is ${value}, documented ${documented}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('package boundaries', () => {
  const FORBIDDEN =
    /from\s+['"](@tessera\/api|@tessera\/i18n|@tessera\/web|i18next|react-i18next|react-redux|@reduxjs\/toolkit|redux-saga|[./]+\/(?:\.\.\/)*apps\/)/;

  it('imports nothing from the store, the API package or the app’s i18n instance', () => {
    const offending = filesUnder(SRC)
      .filter((file) => FORBIDDEN.test(read(file)))
      .map((file) => relative(SRC, file));
    expect(offending).toEqual([]);
  });

  it('declares no dependency on them either', () => {
    const pkg = JSON.parse(read(join(SRC, '..', 'package.json'))) as Record<string, Record<string, string> | undefined>;
    const declared = ['dependencies', 'peerDependencies', 'devDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(pkg[field] ?? {}),
    );
    expect(
      declared.filter((name) =>
        /^(@tessera\/(api|i18n|web)|i18next|react-i18next|react-redux|@reduxjs\/toolkit|redux-saga)$/.test(name),
      ),
    ).toEqual([]);
  });

  it('inserts HTML in one place only: SanitizedHtml', () => {
    const inserting = sources.filter((file) =>
      /dangerouslySetInnerHTML\s*=|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(read(file)),
    );
    expect(inserting.map((file) => relative(SRC, file))).toEqual([
      join('components', 'SanitizedHtml', 'SanitizedHtml.tsx'),
    ]);
  });
});
