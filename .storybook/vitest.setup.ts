import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { BRAND_IDS, MODES } from '@tessera/tokens';
import { unshippedFonts } from './fontCheck';

/**
 * Visual regression for every story: after a story has rendered and its play function has run,
 * the page is captured in every mode of every registered brand. Theme values are CSS variables,
 * so swapping the attributes re-skins the story without rendering it again — and a new brand file
 * gets its own baselines without any other change.
 */
const VARIANTS = BRAND_IDS.flatMap((brand) => MODES.map((theme) => ({ theme, brand })));

beforeAll(() => {
  // Motion is frozen so screenshots are stable: animations jump to their end state.
  const style = document.createElement('style');
  style.dataset.screenshot = '';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
});

/**
 * Files whose captures flip between two anti-aliasings of the same picture from one whole run to
 * the next (the banner carousel's swiper slides: edges half a pixel apart, about 0.1 % of the
 * page, while a run of the file alone always matches). They get a tolerance just above that; a
 * changed banner, control or spacing still differs by far more.
 */
const FLIPPING = ['BannerCarousel.stories.tsx'];

function antiAliasingFlips(file: string) {
  if (!FLIPPING.some((name) => file.endsWith(name))) return undefined;
  return {
    comparatorName: 'pixelmatch' as const,
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
  };
}

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return;
  await document.fonts.ready;
  expect(await unshippedFonts(), 'text drawn with a face the site does not ship').toEqual([]);
  const html = document.documentElement;
  const original = { theme: html.dataset.theme, brand: html.dataset.brand };
  try {
    for (const variant of VARIANTS) {
      html.dataset.theme = variant.theme;
      html.dataset.brand = variant.brand;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(page.elementLocator(document.body)).toMatchScreenshot(
        `${ctx.task.name}-${variant.theme}-${variant.brand}`,
        antiAliasingFlips(ctx.task.file.name),
      );
    }
  } finally {
    if (original.theme) html.dataset.theme = original.theme;
    if (original.brand) html.dataset.brand = original.brand;
  }
});
