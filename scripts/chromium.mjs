import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package) or CHROMIUM_PATH; browsers are never downloaded. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(
      'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
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
