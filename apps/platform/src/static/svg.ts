/** Small SVG images drawn in code: the logo, badges for payment/partner/licence logos. */

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export const svg = (width: number, height: number, body: string, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
  `<title>${escapeXml(title)}</title>${body}</svg>`;

/** The brand mark: four mosaic tiles and the word TESSERA. */
export function logoSvg(): string {
  const tiles = [
    [4, 8, '#d7bb49'],
    [18, 8, '#1f6feb'],
    [4, 22, '#1f6feb'],
    [18, 22, '#d7bb49'],
  ] as const;
  const mark = tiles
    .map(([x, y, fill]) => `<rect x="${x}" y="${y}" width="12" height="12" rx="2" fill="${fill}"/>`)
    .join('');
  const word =
    '<text x="38" y="29" font-family="Inter, Arial, sans-serif" font-size="20" font-weight="700" letter-spacing="2" fill="#1a1d24">TESSERA</text>';
  return svg(160, 42, mark + word, 'Tessera');
}

/** A rounded badge with a label, used for payment method, partner and licence logos. */
export function badgeSvg(label: string, background: string, foreground: string): string {
  const width = Math.max(96, Math.round(label.length * 7.4 + 24));
  const body =
    `<rect width="${width}" height="36" rx="8" fill="${background}"/>` +
    `<text x="${width / 2}" y="23" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="12" font-weight="600" fill="${foreground}">${escapeXml(label)}</text>`;
  return svg(width, 36, body, label);
}
