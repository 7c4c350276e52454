import type { MarqueeItem } from './Marquee';

export const sampleNotices: MarqueeItem[] = [
  { id: 'n1', title: 'System maintenance on Sunday 02:00–04:00' },
  { id: 'n2', title: 'New slot provider: 120 games added' },
  { id: 'n3', title: 'Weekly cashback is credited every Monday' },
  { id: 'n4', title: 'Withdrawals to e-wallets now take under 10 minutes' },
  { id: 'n5', title: 'Champions Cup: boosted odds all week' },
];

export const manyNotices: MarqueeItem[] = [
  ...sampleNotices,
  { id: 'n6', title: 'Update your phone number to keep your account secure' },
  { id: 'n7', title: 'VIP level reviews now happen on the 1st of every month' },
  { id: 'n8', title: 'Point mall: new rewards for the holiday season' },
  { id: 'n9', title: 'Live casino: new baccarat tables open from 18:00' },
  { id: 'n10', title: 'Lottery draw times have changed for the weekend' },
  { id: 'n11', title: 'Beware of messages asking for your password: we never ask for it' },
  { id: 'n12', title: 'Customer service is available around the clock in 6 languages' },
];
