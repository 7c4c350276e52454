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
  /** An element's attributes, as a flat list of names and values. */
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
}

type Session = ReturnType<typeof cdp>;

const PROBE = 'data-font-probe';

/**
 * How many times the page is read again when text went away or moved while its fonts were being
 * asked for. Each pass checks only the text it has not checked yet, so a page that settles needs
 * two; one that still changes after this many is reported rather than waited for.
 */
const PASSES = 4;

/** The story frame's document among the page's frames (the test runs in an iframe of the runner). */
function findDocument(node: DomNode, url: string): DomNode | undefined {
  if (node.nodeName === '#document' && node.documentURL === url) return node;
  for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findDocument(child, url);
    if (found) return found;
  }
  return undefined;
}

/** The protocol's node id of each probed element under `node`, by the probe's number. */
function collectProbes(node: DomNode, ids: Map<number, number>): Map<number, number> {
  const attributes = node.attributes ?? [];
  for (let i = 0; i < attributes.length; i += 2) {
    if (attributes[i] === PROBE) ids.set(Number(attributes[i + 1]), node.nodeId);
  }
  for (const child of node.children ?? []) collectProbes(child, ids);
  return ids;
}

/** The visible elements that draw text of their own (or an input's value or placeholder). */
function textElements(): HTMLElement[] {
  return [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (el) =>
      el.checkVisibility() &&
      ([...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') ||
        ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && (el.value || el.placeholder))),
  );
}

function textOf(el: HTMLElement): string {
  return (el.textContent || (el as HTMLInputElement).value || (el as HTMLInputElement).placeholder || '')
    .trim()
    .slice(0, 40);
}

/**
 * Every face that drew the story's visible text, as Chromium reports it: text drawn with a font the
 * page did not ship (a system face reached through a generic family, or a local() fallback) makes
 * the screenshot depend on the machine, so it is listed with the text that needed it.
 *
 * The page keeps running while it is read: its timers fire and React renders between two protocol
 * calls. A node can leave the document after its id was read and before its fonts are asked for
 * (Radix's toast, for one, removes the screen-reader copy of its text a second after showing it),
 * and Chromium then answers "Could not find node with given id". So the check goes in passes: each
 * pass reads the ids afresh and asks for the fonts of the elements not checked yet; an element
 * whose question failed is asked again in the next pass if it is still in the document and visible
 * (it was moved or re-inserted, and has a new id), and left out if it is gone (none of its text is
 * on screen any more). Elements that appeared meanwhile, such as a re-render's new nodes, are
 * picked up by the next pass too. Text that stays on screen is always checked, and a fallback face
 * for it is always reported.
 */
export async function unshippedFonts(): Promise<string[]> {
  const session = cdp();
  const checked = new WeakSet<Element>();
  const problems: string[] = [];
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  try {
    for (let pass = 1; ; pass += 1) {
      const elements = textElements().filter((el) => !checked.has(el));
      if (elements.length === 0) return problems;
      if (pass > PASSES) {
        throw new Error(
          `the page kept changing while its fonts were read (${PASSES} passes); not checked: ` +
            elements.map((el) => `"${textOf(el)}"`).join(', '),
        );
      }
      elements.forEach((el, index) => el.setAttribute(PROBE, String(index)));
      try {
        const nodeIds = await probedNodeIds(session);
        for (const [index, el] of elements.entries()) {
          const nodeId = nodeIds.get(index);
          // Not in the protocol's copy of the page: removed (or re-inserted) after it was probed.
          if (nodeId === undefined) continue;
          const fonts = await platformFonts(session, nodeId);
          if (fonts === undefined) continue;
          checked.add(el);
          const strangers = fonts.filter((font) => !font.isCustomFont);
          if (strangers.length > 0) {
            problems.push(
              `"${textOf(el)}" drawn with ${strangers.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(', ')}`,
            );
          }
        }
      } finally {
        elements.forEach((el) => el.removeAttribute(PROBE));
      }
    }
  } finally {
    await session.send('CSS.disable').catch(() => undefined);
    await session.send('DOM.disable').catch(() => undefined);
  }
}

/** The node ids of the story frame's probed elements, from a fresh copy of the page's tree. */
async function probedNodeIds(session: Session): Promise<Map<number, number>> {
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const frame = findDocument(root, document.URL);
  if (!frame) throw new Error('the story frame is not in the page');
  return collectProbes(frame, new Map());
}

/**
 * The faces that drew one element's text, or `undefined` when the element left the document (or
 * was moved, and so has another id) while the question was on its way: the next pass decides
 * which. Any other failure is the check's own and is thrown.
 */
async function platformFonts(session: Session, nodeId: number): Promise<PlatformFont[] | undefined> {
  try {
    const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
    return fonts;
  } catch (error) {
    // The protocol's errors come through Vitest's channel to the page as plain objects, not Errors.
    const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : error;
    if (/could not find node with given id/i.test(String(message))) return undefined;
    throw error;
  }
}
