import type { ResourceType } from '@tessera/api/contract';
import type { NewCustomerService, NewResource } from '../schema';

type Row = readonly [ResourceType, string, string, string?];

/** [type, English label, url, QR code url]; images are served by the platform under /static. */
const RESOURCES: Row[] = [
  ['LOGO', 'Tessera', '/static/logo/tessera.svg'],
  ['PAYMENT', 'Bank Transfer', '/static/payment/bank-transfer.svg'],
  ['PAYMENT', 'E-Wallet', '/static/payment/e-wallet.svg'],
  ['PAYMENT', 'QR Banking', '/static/payment/qr-banking.svg'],
  ['PAYMENT', 'USDT', '/static/payment/usdt.svg'],
  ['PAYMENT', 'Scratch Card', '/static/payment/scratch-card.svg'],
  ['PAYMENT', 'Mobile Money', '/static/payment/mobile-money.svg'],
  ['PARTNER', 'Golden Reel Studios', '/static/partner/golden-reel.svg'],
  ['PARTNER', 'Lotus Live', '/static/partner/lotus-live.svg'],
  ['PARTNER', 'Mekong Esports League', '/static/partner/mekong-esports.svg'],
  ['LICENCE', 'Licensed Gaming Operator', '/static/licence/gaming-licence.svg'],
  ['LICENCE', 'Responsible Gaming 18+', '/static/licence/responsible-gaming.svg'],
  ['LICENCE', 'Certified Fair RNG', '/static/licence/fair-rng.svg'],
  ['FACEBOOK', 'Facebook', 'https://www.facebook.com/tesseragaming'],
  ['INSTAGRAM', 'Instagram', 'https://www.instagram.com/tesseragaming'],
  ['TWITTER', 'Twitter', 'https://twitter.com/tesseragaming'],
  ['YOUTUBE', 'YouTube', 'https://www.youtube.com/@tesseragaming'],
  ['TELEGRAM', 'Telegram', 'https://t.me/tesseragaming'],
  ['APP_IOS', 'iOS', '/static/app/ios.html', '/static/qr/app-ios.svg'],
  ['APP_ANDROID', 'Android', '/static/app/android.html', '/static/qr/app-android.svg'],
];

export const SEED_RESOURCES: NewResource[] = RESOURCES.map(([resource_type, label_name_en, url, qr], i) => ({
  id: i + 1,
  resource_type,
  label_name_en,
  url,
  qr_code_url: qr ?? null,
  sort_order: i + 1,
}));

/** The first entry is the one the side bar shows. */
export const SEED_CUSTOMER_SERVICE: NewCustomerService[] = [
  { id: 1, title: 'Live Chat 24/7', cs_type: 'LIVECHAT', path: '/static/support/livechat.html', sort_order: 1 },
  { id: 2, title: 'VIP Host', cs_type: 'VIP', path: '/static/support/vip.html', sort_order: 2 },
];

/** Alternative domains the site answers on. */
export const SEED_DOMAINS = [
  'www.tessera.example',
  'tessera.example',
  'm.tessera.example',
  'tessera-backup.example',
].map((domain, i) => ({ domain, sort_order: i + 1 }));
