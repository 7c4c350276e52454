import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package) or CHROMIUM_PATH; browsers are never downloaded. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
}

/** The browser every test needs, or a message saying exactly how to get one, and exit. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    const wanted = process.env.CHROMIUM_PATH;
    console.error(
      [
        wanted
          ? `CHROMIUM_PATH is set to ${wanted}, but there is no file there.`
          : 'The tests need Chromium, and none was found.',
        '',
        'Install it:',
        '  Debian, Ubuntu:  sudo apt-get install chromium',
        '  Fedora:          sudo dnf install chromium',
        '  Arch:            sudo pacman -S chromium',
        'or point CHROMIUM_PATH at any Chromium or Chrome binary:',
        '  CHROMIUM_PATH=/path/to/chrome npm test',
        '',
        'Nothing else is needed: the fonts the pages and their screenshots use ship with the project.',
      ].join('\n'),
    );
    process.exit(1);
  }
  return path;
}

/** Launch flags that work on a machine without a display or outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
