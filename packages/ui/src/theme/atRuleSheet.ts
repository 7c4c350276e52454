import { COMMENT, stringify, type Middleware } from 'stylis';

/** The at-rules that leave the main sheet. */
const SEPARATED = new Set(['@media', '@container', '@supports', '@keyframes']);

let sheet: CSSStyleSheet | null = null;
/** What the sheet holds: a global style renders its rules again for each of its instances. */
let written = new Set<string>();

/** The sheet the at-rules go to: one `<style>` after every other stylesheet of the document. */
function atRuleSheet(): CSSStyleSheet | null {
  if (sheet?.ownerNode?.isConnected) return sheet;
  written = new Set();
  const el = document.createElement('style');
  el.dataset.atRules = '';
  document.body.append(el);
  sheet = el.sheet;
  return sheet;
}

/**
 * A stylis plugin that writes each top-level `@media`, `@container`, `@supports` and `@keyframes`
 * rule of styled-components into a sheet of its own instead of styled-components' one sheet.
 *
 * Why: Chromium cannot tell what an at-rule inserted into a sheet changes, so it treats every rule
 * of that sheet as new and restyles every element the sheet matches. With the one sheet holding
 * the global styles, each component that mounts after the first paint (the footer, a dialog, a
 * carousel's arrows) restyled the whole page. In a sheet of their own the same insertions restyle
 * only the elements that sheet's rules match.
 *
 * The cascade: the sheet comes after styled-components' one, so a component's media rule still
 * overrides its plain rule. What changes is that a base component's media rule now also wins,
 * on equal specificity, over a plain rule of a component extending it (`styled(Base)`); nothing
 * in the design system or the site relies on the opposite (the site's pages have the same
 * computed styles with and without this sheet, and every story's screenshot is unchanged).
 */
export const separateAtRules: Middleware = function separateAtRules(element, index, children, callback) {
  if (element.root || !SEPARATED.has(element.type) || typeof document === 'undefined') return undefined;
  const target = atRuleSheet();
  const css = stringify(element, index, children, callback);
  if (!target || !css) return undefined;
  try {
    if (!written.has(css)) target.insertRule(css, target.cssRules.length);
    written.add(css);
  } catch {
    // A rule this browser cannot parse stays in styled-components' sheet, as before.
    return undefined;
  }
  element.return = '';
  element.type = COMMENT;
  return '';
};
