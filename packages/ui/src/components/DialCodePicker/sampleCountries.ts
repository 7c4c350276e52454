import type { DialCodeCountry } from './DialCodePicker.types';

/** Sample countries for stories and tests (the API delivers the real list). */
export const SAMPLE_COUNTRIES: DialCodeCountry[] = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' },
  { countryCode: 'HK', countryDialingCode: '852', name: 'Hong Kong' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'SA', countryDialingCode: '966', name: 'Saudi Arabia' },
  { countryCode: 'TR', countryDialingCode: '90', name: 'Türkiye' },
  { countryCode: 'RU', countryDialingCode: '7', name: 'Russia' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'FR', countryDialingCode: '33', name: 'France' },
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
];

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${body}</svg>`)}`;
const bands = (...colors: string[]) =>
  colors
    .map((c, i) => `<rect y="${(20 / colors.length) * i}" width="30" height="${20 / colors.length}" fill="${c}"/>`)
    .join('');
const columns = (...colors: string[]) =>
  colors
    .map((c, i) => `<rect x="${(30 / colors.length) * i}" width="${30 / colors.length}" height="20" fill="${c}"/>`)
    .join('');
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.4;
    return `${(cx + d * Math.cos(a)).toFixed(2)},${(cy + d * Math.sin(a)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** Simplified inline-SVG flags for a few countries, as data URIs (no network in stories). */
const FLAGS: Record<string, string> = {
  VN: svg(`<rect width="30" height="20" fill="#da251d"/>${star(15, 10.5, 6, '#ffcd00')}`),
  TH: svg(bands('#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931')),
  PH: svg(
    `${bands('#0038a8', '#ce1126')}<polygon points="0,0 17,10 0,20" fill="#fff"/><circle cx="5.5" cy="10" r="2.2" fill="#fcd116"/>`,
  ),
  CN: svg(`<rect width="30" height="20" fill="#de2910"/>${star(5.5, 5.5, 3.2, '#ffde00')}`),
  JP: svg(`<rect width="30" height="20" fill="#fff"/><circle cx="15" cy="10" r="6" fill="#bc002d"/>`),
  ID: svg(bands('#ce1126', '#fff')),
  MY: svg(
    `${bands('#cc0001', '#fff', '#cc0001', '#fff', '#cc0001', '#fff', '#cc0001')}<rect width="15" height="11.4" fill="#010066"/><circle cx="6.5" cy="5.7" r="3.6" fill="#fc0"/><circle cx="7.6" cy="5.7" r="3" fill="#010066"/>`,
  ),
  SG: svg(
    `${bands('#ef3340', '#fff')}<circle cx="6" cy="5" r="3.3" fill="#fff"/><circle cx="7.2" cy="5" r="3" fill="#ef3340"/>`,
  ),
  FR: svg(columns('#002654', '#fff', '#ce1126')),
  RU: svg(bands('#fff', '#0039a6', '#d52b1e')),
  KR: svg(
    `<rect width="30" height="20" fill="#fff"/><circle cx="15" cy="10" r="5" fill="#cd2e3a"/><path d="M10 10a5 5 0 0 0 10 0a2.5 2.5 0 0 0-5 0a2.5 2.5 0 0 1-5 0" fill="#0047a0"/>`,
  ),
  IN: svg(
    `${bands('#ff9933', '#fff', '#138808')}<circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" stroke-width="0.7"/>`,
  ),
  BD: svg(`<rect width="30" height="20" fill="#006a4e"/><circle cx="13.5" cy="10" r="5.5" fill="#f42a41"/>`),
  TR: svg(
    `<rect width="30" height="20" fill="#e30a17"/><circle cx="11" cy="10" r="5" fill="#fff"/><circle cx="12.3" cy="10" r="4" fill="#e30a17"/>${star(17.2, 10, 2.6, '#fff')}`,
  ),
  KH: svg(`${bands('#032ea1', '#e00025', '#e00025', '#032ea1')}<rect x="11" y="7" width="8" height="5" fill="#fff"/>`),
  LA: svg(`${bands('#ce1126', '#002868', '#002868', '#ce1126')}<circle cx="15" cy="10" r="3.2" fill="#fff"/>`),
  MM: svg(`${bands('#fecb00', '#34b233', '#ea2839')}${star(15, 10.8, 6.5, '#fff')}`),
  TW: svg(
    `<rect width="30" height="20" fill="#fe0000"/><rect width="15" height="10" fill="#000095"/><circle cx="7.5" cy="5" r="2.6" fill="#fff"/>`,
  ),
  HK: svg(
    `<rect width="30" height="20" fill="#de2910"/><circle cx="15" cy="10" r="4.5" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="3 1.7"/>`,
  ),
  AE: svg(`${bands('#00732f', '#fff', '#000')}<rect width="8" height="20" fill="#ff0000"/>`),
  SA: svg(
    `<rect width="30" height="20" fill="#006c35"/><rect x="8" y="12.5" width="14" height="1.2" rx="0.6" fill="#fff"/>`,
  ),
  GB: svg(
    `<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.5"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.5"/>`,
  ),
  BR: svg(
    `<rect width="30" height="20" fill="#009c3b"/><polygon points="15,2.5 27,10 15,17.5 3,10" fill="#ffdf00"/><circle cx="15" cy="10" r="4.2" fill="#002776"/>`,
  ),
  US: svg(
    `${bands('#b22234', '#fff', '#b22234', '#fff', '#b22234', '#fff', '#b22234')}<rect width="13" height="10.8" fill="#3c3b6e"/>`,
  ),
};

/** A data URI that cannot be decoded: the browser reports an error, as for a missing file. */
export const BROKEN_FLAG = 'data:image/png;base64,AAAA';

/** The sample flag of a country; countries without a sample get the broken image. */
export const sampleFlagUrl = (countryCode: string) => FLAGS[countryCode] ?? BROKEN_FLAG;
