import { cdp } from 'vitest/browser';

/** What Chromium's DevTools protocol reports of one face that drew a node's text. */
interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

interface DomNode {
  nodeId: number;
  nodeName: string;
  documentURL?: string;
  children?: DomNode[];
  contentDocument?: DomNode;
}

const PROBE = 'data-font-probe';

/** The story frame's document among the page's frames (the test runs in an iframe of the runner). */
function findDocument(node: DomNode, url: string): DomNode | undefined {
  if (node.nodeName === '#document' && node.documentURL === url) return node;
  for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findDocument(child, url);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every face that drew the story's visible text, as Chromium reports it: text drawn with a font the
 * page did not ship (a system face reached through a generic family, or a local() fallback) makes
 * the screenshot depend on the machine, so it is listed with the text that needed it.
 */
export async function unshippedFonts(): Promise<string[]> {
  const elements = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (el) =>
      el.checkVisibility() &&
      ([...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') ||
        ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && (el.value || el.placeholder))),
  );
  if (elements.length === 0) return [];
  elements.forEach((el, index) => el.setAttribute(PROBE, String(index)));
  const session = cdp();
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const frame = findDocument(root, document.URL);
    if (!frame) throw new Error('the story frame is not in the page');
    const { nodeIds } = (await session.send('DOM.querySelectorAll', {
      nodeId: frame.nodeId,
      selector: `[${PROBE}]`,
    })) as { nodeIds: number[] };
    const problems: string[] = [];
    for (const [index, nodeId] of nodeIds.entries()) {
      const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
      const strangers = fonts.filter((font) => !font.isCustomFont);
      if (strangers.length > 0) {
        const text = (elements[index]!.textContent || (elements[index] as HTMLInputElement).value || '')
          .trim()
          .slice(0, 40);
        problems.push(
          `"${text}" drawn with ${strangers.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(', ')}`,
        );
      }
    }
    return problems;
  } finally {
    elements.forEach((el) => el.removeAttribute(PROBE));
    await session.send('CSS.disable').catch(() => undefined);
    await session.send('DOM.disable').catch(() => undefined);
  }
}
