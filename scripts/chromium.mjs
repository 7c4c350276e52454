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

/**
 * The features Playwright turns off in every Chromium it launches (its `chromiumSwitches`, at the
 * pinned version). Chromium reads only the last `--disable-features` of its command line, and
 * Playwright puts the caller's flags after its own: a list of ours replaces Playwright's, so it
 * carries Playwright's too (scripts/chromium.test.ts checks it still does after an upgrade).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's own address-bar pop-up: a page of its own (chrome://omnibox-popup.top-chrome),
 * which a headless Chromium still builds and renders for every window it opens. It costs about
 * 1.4 s of CPU time a window, in a renderer beside the page's: on two cores, every test's page
 * and every measured load waited for it. Nothing here ever opens the address bar.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Launch flags that work on a machine without a display or outside network. */
export const CHROMIUM_ARGS = [
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
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
