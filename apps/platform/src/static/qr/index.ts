/**
 * A QR code encoder (ISO/IEC 18004) for short texts such as download links: byte mode, error
 * correction level M, versions 1 to 10 (up to 213 bytes). Follows the reference construction:
 * data bits, Reed-Solomon blocks interleaved, function patterns, then the mask with the lowest
 * penalty.
 */

import { MAX_VERSION, dataBytes, dataCodewords, withErrorCorrection } from './codewords';
import { Grid, applyMask, drawCodewords, drawFormatBits, drawFunctionPatterns, penalty } from './grid';

/** A square of modules, true for dark. */
export type QrMatrix = boolean[][];
/**
 * Encodes `text` (UTF-8) in the smallest version that holds it.
 * @param mask force a mask (0–7) instead of choosing the best one
 * @throws RangeError when the text is longer than version 10 holds
 */
export function encodeQr(text: string, mask?: number): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (4 + (version <= 9 ? 8 : 16) + bytes.length * 8 > dataCodewords(version) * 8) {
    version += 1;
    if (version > MAX_VERSION) throw new RangeError(`Text too long for a QR code of version ${MAX_VERSION}`);
  }
  const g = new Grid(version * 4 + 17);
  drawFunctionPatterns(g, version);
  drawCodewords(g, withErrorCorrection(dataBytes(bytes, version), version));
  let chosen = mask ?? 0;
  if (mask === undefined) {
    let best = Infinity;
    for (let m = 0; m < 8; m += 1) {
      applyMask(g, m);
      drawFormatBits(g, m);
      const score = penalty(g);
      if (score < best) [best, chosen] = [score, m];
      applyMask(g, m);
    }
  }
  applyMask(g, chosen);
  drawFormatBits(g, chosen);
  return g.modules;
}

/** The QR code of `text` as an SVG with a four-module quiet zone. */
export function qrSvg(text: string, pixels = 200): string {
  const matrix = encodeQr(text);
  const size = matrix.length + 8;
  let path = '';
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end += 1;
      path += `M${x + 4} ${y + 4}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img">` +
    `<title>QR code</title><rect width="${size}" height="${size}" fill="#FFFFFF"/><path d="${path}" fill="#000000"/></svg>`
  );
}
