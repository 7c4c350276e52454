import { svg } from './svg';

/* Simplified national flags (30×20), recognisable at the size of a dialing-code picker. */

type Shape = string;

function bands(direction: 'h' | 'v', colors: string[], weights: number[] = colors.map(() => 1)): Shape {
  const total = weights.reduce((a, b) => a + b, 0);
  const extent = direction === 'h' ? 20 : 30;
  let offset = 0;
  return colors
    .map((fill, i) => {
      const size = (extent * (weights[i] ?? 1)) / total;
      const at = offset;
      offset += size;
      return direction === 'h'
        ? `<rect x="0" y="${round(at)}" width="30" height="${round(size)}" fill="${fill}"/>`
        : `<rect x="${round(at)}" y="0" width="${round(size)}" height="20" fill="${fill}"/>`;
    })
    .join('');
}

const round = (n: number): number => Math.round(n * 100) / 100;
const fill = (color: string): Shape => bands('h', [color]);
const rect = (x: number, y: number, w: number, h: number, color: string): Shape =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>`;
const disc = (cx: number, cy: number, r: number, color: string): Shape =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
const ring = (cx: number, cy: number, r: number, color: string): Shape =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="0.8"/>`;
const poly = (points: string, color: string): Shape => `<polygon points="${points}" fill="${color}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, color: string, width: number): Shape =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="${width}"/>`;

function star(cx: number, cy: number, r: number, color: string): Shape {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return poly(points.join(' '), color);
}

const crescent = (cx: number, cy: number, r: number, color: string, background: string): Shape =>
  disc(cx, cy, r, color) + disc(cx + r * 0.35, cy, r * 0.82, background);

const stripes = (count: number, a: string, b: string): Shape =>
  bands(
    'h',
    Array.from({ length: count }, (_, i) => (i % 2 === 0 ? a : b)),
  );

const unionCanton = (w: number, h: number): Shape =>
  rect(0, 0, w, h, '#012169') +
  line(0, 0, w, h, '#FFFFFF', 2) +
  line(w, 0, 0, h, '#FFFFFF', 2) +
  line(0, 0, w, h, '#C8102E', 0.8) +
  line(w, 0, 0, h, '#C8102E', 0.8) +
  rect(w / 2 - 1.5, 0, 3, h, '#FFFFFF') +
  rect(0, h / 2 - 1.5, w, 3, '#FFFFFF') +
  rect(w / 2 - 0.9, 0, 1.8, h, '#C8102E') +
  rect(0, h / 2 - 0.9, w, 1.8, '#C8102E');

const FLAGS: Readonly<Record<string, Shape>> = {
  VN: fill('#DA251D') + star(15, 10, 6, '#FFFF00'),
  TH: bands('h', ['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'], [1, 1, 2, 1, 1]),
  PH: bands('h', ['#0038A8', '#CE1126']) + poly('0,0 17.3,10 0,20', '#FFFFFF') + star(5.8, 10, 2.6, '#FCD116'),
  ID: bands('h', ['#FF0000', '#FFFFFF']),
  MY:
    stripes(14, '#CC0001', '#FFFFFF') +
    rect(0, 0, 15, 11.4, '#010066') +
    crescent(5.5, 5.7, 3.8, '#FFCC00', '#010066') +
    star(10.5, 5.7, 2.6, '#FFCC00'),
  SG: bands('h', ['#EF3340', '#FFFFFF']) + crescent(5.5, 5, 3.2, '#FFFFFF', '#EF3340') + star(9.6, 5, 1.3, '#FFFFFF'),
  KH: bands('h', ['#032EA1', '#E00025', '#032EA1'], [1, 2, 1]) + poly('9,13 11,8 13,8 15,5 17,8 19,8 21,13', '#FFFFFF'),
  LA: bands('h', ['#CE1126', '#002868', '#CE1126'], [1, 2, 1]) + disc(15, 10, 4, '#FFFFFF'),
  MM: bands('h', ['#FECB00', '#34B233', '#EA2839']) + star(15, 10.8, 7, '#FFFFFF'),
  BN:
    fill('#F7E017') +
    poly('0,6 30,13 30,17 0,10', '#FFFFFF') +
    poly('0,10 30,17 30,20 0,13', '#000000') +
    disc(15, 10, 3.5, '#CF1126'),
  CN:
    fill('#EE1C25') +
    star(5, 5, 3, '#FFFF00') +
    star(10, 2, 1, '#FFFF00') +
    star(12, 4, 1, '#FFFF00') +
    star(12, 7, 1, '#FFFF00') +
    star(10, 9, 1, '#FFFF00'),
  HK: fill('#DE2910') + star(15, 10, 5.5, '#FFFFFF'),
  MO: fill('#00785E') + disc(15, 11, 4, '#FFFFFF') + star(15, 5, 1.5, '#FFD200'),
  TW: fill('#FE0000') + rect(0, 0, 15, 10, '#000095') + star(7.5, 5, 3.5, '#FFFFFF') + disc(7.5, 5, 1.6, '#000095'),
  JP: fill('#FFFFFF') + disc(15, 10, 6, '#BC002D'),
  KR:
    fill('#FFFFFF') +
    `<path d="M10 10 A5 5 0 0 1 20 10 Z" fill="#CD2E3A"/><path d="M10 10 A5 5 0 0 0 20 10 Z" fill="#0047A0"/>` +
    line(3, 3, 7, 6, '#000000', 1.2) +
    line(23, 14, 27, 17, '#000000', 1.2) +
    line(23, 6, 27, 3, '#000000', 1.2) +
    line(3, 17, 7, 14, '#000000', 1.2),
  IN: bands('h', ['#FF9933', '#FFFFFF', '#138808']) + ring(15, 10, 2.6, '#000080') + disc(15, 10, 0.6, '#000080'),
  BD: fill('#006A4E') + disc(13.5, 10, 6, '#F42A41'),
  PK:
    bands('v', ['#FFFFFF', '#01411C'], [1, 3]) +
    crescent(18.5, 10, 5.5, '#FFFFFF', '#01411C') +
    star(21.5, 7.5, 1.8, '#FFFFFF'),
  LK:
    fill('#FFBE29') + rect(1, 1, 3.5, 18, '#00534E') + rect(4.5, 1, 3.5, 18, '#EB7400') + rect(9, 1, 20, 18, '#8D153A'),
  NP:
    fill('#FFFFFF') +
    poly('2,1 24,10 9,10 24,19 2,19', '#003893') +
    poly('3,3 20,9.5 5,9.5 20,18 3,18', '#DC143C') +
    disc(7, 14, 2, '#FFFFFF'),
  AU:
    fill('#012169') +
    unionCanton(15, 10) +
    star(7.5, 15, 2.6, '#FFFFFF') +
    star(23, 4, 1.2, '#FFFFFF') +
    star(20, 9, 1.2, '#FFFFFF') +
    star(26, 8, 1.2, '#FFFFFF') +
    star(23, 16, 1.2, '#FFFFFF'),
  NZ:
    fill('#012169') +
    unionCanton(15, 10) +
    star(23, 5, 1.5, '#C8102E') +
    star(20, 10, 1.5, '#C8102E') +
    star(26, 9, 1.5, '#C8102E') +
    star(23, 16, 1.5, '#C8102E'),
  US: stripes(13, '#B22234', '#FFFFFF') + rect(0, 0, 12, 10.8, '#3C3B6E'),
  CA:
    bands('v', ['#FF0000', '#FFFFFF', '#FF0000'], [1, 2, 1]) +
    star(15, 9.5, 5, '#FF0000') +
    rect(14.6, 12, 0.8, 4, '#FF0000'),
  GB: unionCanton(30, 20),
  DE: bands('h', ['#000000', '#DD0000', '#FFCE00']),
  FR: bands('v', ['#002395', '#FFFFFF', '#ED2939']),
  ES: bands('h', ['#AA151B', '#F1BF00', '#AA151B'], [1, 2, 1]),
  IT: bands('v', ['#009246', '#FFFFFF', '#CE2B37']),
  PT: bands('v', ['#006600', '#FF0000'], [2, 3]) + disc(12, 10, 4, '#FFFF00') + disc(12, 10, 2.5, '#FF0000'),
  NL: bands('h', ['#AE1C28', '#FFFFFF', '#21468B']),
  RU: bands('h', ['#FFFFFF', '#0039A6', '#D52B1E']),
  TR: fill('#E30A17') + crescent(11, 10, 5, '#FFFFFF', '#E30A17') + star(17.5, 10, 2.5, '#FFFFFF'),
  AE: bands('h', ['#00732F', '#FFFFFF', '#000000']) + rect(0, 0, 8, 20, '#FF0000'),
  SA: fill('#006C35') + rect(7, 7, 16, 2, '#FFFFFF') + rect(8, 13, 14, 1, '#FFFFFF'),
  BR: fill('#009C3B') + poly('15,2 28,10 15,18 2,10', '#FFDF00') + disc(15, 10, 4.5, '#002776'),
  MX: bands('v', ['#006847', '#FFFFFF', '#CE1126']) + disc(15, 10, 2.6, '#8C5A2B'),
  AR: bands('h', ['#74ACDF', '#FFFFFF', '#74ACDF']) + disc(15, 10, 2, '#F6B40E'),
  ZA:
    bands('h', ['#E03C31', '#001489']) +
    poly('0,0 12,10 0,20', '#000000') +
    `<path d="M0 0 L13 10 L0 20 M13 10 L30 10" stroke="#007749" stroke-width="4" fill="none"/>`,
  NG: bands('v', ['#008751', '#FFFFFF', '#008751']),
  KE:
    bands('h', ['#000000', '#FFFFFF', '#BB0000', '#FFFFFF', '#006600'], [6, 1, 6, 1, 6]) +
    `<ellipse cx="15" cy="10" rx="3" ry="6.5" fill="#BB0000" stroke="#000000" stroke-width="0.6"/>`,
  EG: bands('h', ['#CE1126', '#FFFFFF', '#000000']) + disc(15, 10, 2, '#C09300'),
};

/** The flag of a country (ISO code, any case), or undefined for a country without one. */
export function flagSvg(countryCode: string): string | undefined {
  const code = countryCode.toUpperCase();
  const shapes = FLAGS[code];
  return shapes === undefined ? undefined : svg(30, 20, shapes, `Flag ${code}`);
}

export const FLAG_CODES: readonly string[] = Object.keys(FLAGS);
