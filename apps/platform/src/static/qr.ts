import { create } from 'qrcode';

/**
 * The QR code of `text` (error correction level M, the smallest version that holds it) as an SVG
 * with a four-module quiet zone: one path of dark runs, row by row, on a white square.
 */
export function qrSvg(text: string, pixels = 200): string {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  const dark = (x: number, y: number) => x < size && data[y * size + x] === 1;
  const side = size + 8;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!dark(x, y)) continue;
      let end = x;
      while (dark(end + 1, y)) end += 1;
      path += `M${x + 4} ${y + 4}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img">` +
    `<title>QR code</title><rect width="${side}" height="${side}" fill="#FFFFFF"/><path d="${path}" fill="#000000"/></svg>`
  );
}
