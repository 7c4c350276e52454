import { readFileSync } from 'node:fs';

/** The demo game's page files (src/game/page), read once. */
const read = (name: string): string => readFileSync(new URL(`./page/${name}`, import.meta.url), 'utf8');

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

export interface PageFile {
  type: string;
  body: string;
}

/** Files served under /assets/ (scripts and styles: the pages carry no inline code, so the CSP can forbid it). */
export const ASSETS: ReadonlyMap<string, PageFile> = new Map(
  ['game.css', 'slot.js', 'lottery.js'].map((name): [string, PageFile] => [
    name,
    { type: TYPES[name.split('.').pop() ?? ''] ?? 'text/plain', body: read(name) },
  ]),
);

export const PAGES = {
  slot: { type: TYPES.html ?? '', body: read('slot.html') },
  lottery: { type: TYPES.html ?? '', body: read('lottery.html') },
} as const;
