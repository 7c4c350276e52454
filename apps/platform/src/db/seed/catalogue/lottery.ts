import type { PrizeMode } from '@tessera/api/contract';
import type { NewGame, NewLotteryGame, NewLotteryNumero } from '../../schema-games';
import { seededProvider } from './providers';
import { generator } from './random';
import { iconFor } from './tables';

/** [provider, prize mode, area, region, name, code, seconds between draws, default play type, hot] */
type Row = readonly [string, PrizeMode, string, string, string, string, number, string, 0 | 1];

const DAY = 86_400;

/** The lottery games; TCG_LOTTO_VN (ELOTT) makes the site's prize mode electronic (§4). */
const LOTTERY: readonly Row[] = [
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'FAST', 'VN Lotto 45s', 'VNL45S', 45, 'LO_2D', 1],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'FAST', 'VN Lotto 1 Min', 'VNL1M', 60, 'LO_2D', 1],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'FAST', 'VN Lotto 3 Min', 'VNL3M', 180, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'FAST', 'VN Lotto 5 Min', 'VNL5M', 300, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'NORTH', 'Ha Noi', 'VNHN', DAY, 'LO_2D', 1],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'NORTH', 'Quang Ninh', 'VNQN', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'NORTH', 'Bac Ninh', 'VNBN', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'NORTH', 'Hai Phong', 'VNHP', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'CENTRAL', 'Da Nang', 'VNDNG', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'CENTRAL', 'Khanh Hoa', 'VNKH', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'CENTRAL', 'Thua Thien Hue', 'VNTTH', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'CENTRAL', 'Binh Dinh', 'VNBD', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'SOUTH', 'Ho Chi Minh City', 'VNHCM', DAY, 'LO_2D', 1],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'SOUTH', 'Dong Nai', 'VNDN', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'SOUTH', 'Can Tho', 'VNCT', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'SOUTH', 'Vung Tau', 'VNVT', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'SOUTH', 'Ben Tre', 'VNBT', DAY, 'LO_2D', 0],
  ['TCG_LOTTO_VN', 'Elott', 'VN', 'SOUTH', 'An Giang', 'VNAG', DAY, 'LO_2D', 0],
  ['VR', 'Elott', 'SEA', 'FAST', 'VR PK10', 'VRPK10', 60, 'POSITION', 1],
  ['VR', 'Elott', 'SEA', 'FAST', 'VR Fast 3', 'VRF3', 60, 'SUM', 0],
  ['VR', 'Elott', 'SEA', 'FAST', 'VR Lucky 5', 'VRL5', 90, 'POSITION', 0],
  ['VR', 'Elott', 'SEA', 'FAST', 'VR Keno', 'VRKENO', 120, 'PICK', 0],
  ['TCG', 'Lott', 'TH', 'DAILY', 'Thai Government Lottery', 'THGOV', 15 * DAY, 'TOP_3', 1],
  ['TCG', 'Lott', 'SEA', 'DAILY', 'Lao Lottery', 'LAO', DAY, 'TOP_3', 0],
  ['TCG', 'Lott', 'VN', 'NORTH', 'VN North Classic', 'VNMBC', DAY, 'LO_2D', 0],
  ['TCG', 'Lott', 'SEA', 'FAST', 'SEA Keno', 'SEAKENO', 300, 'PICK', 0],
  ['GW', 'SEA', 'SEA', 'DAILY', 'Lucky 5D', 'GW5D', DAY, 'POSITION', 0],
  ['GW', 'SEA', 'SEA', 'DAILY', 'Pick 3', 'GWP3', DAY, 'POSITION', 0],
  ['GW', 'ZY', 'SEA', 'DAILY', 'Mark Six', 'GWM6', 3 * DAY, 'SPECIAL', 0],
];

/** Lottery games take ids from here, in list order. */
export const LOTTERY_FIRST_ID = 10_501;

export const SEED_LOTTERY_GAMES: NewGame[] = LOTTERY.map(([vendor, , , , name, code, , , hot], i) => {
  const provider = seededProvider(vendor, vendor === 'TCG_LOTTO_VN' || vendor === 'VR' ? 'ELOTT' : 'LOTT');
  return {
    id: LOTTERY_FIRST_ID + i,
    provider_id: provider.id,
    vassalage: vendor,
    game_type: provider.game_type,
    game_code: code,
    game_name: name,
    icon_url: iconFor(name, i + 3),
    game_classify: null,
    min_bet: 1,
    line_num: 1,
    is_hot: hot,
    // Hot first, then in list order: the popular list's order.
    sort_order: (hot ? 0 : 100) + i + 1,
  };
});

export const SEED_LOTTERY_DETAILS: NewLotteryGame[] = LOTTERY.map(
  ([, prize_mode, lotto_area, region, , , draw_interval, default_play_type], i) => ({
    game_id: LOTTERY_FIRST_ID + i,
    prize_mode,
    lotto_area,
    region,
    draw_interval,
    default_play_type,
  }),
);

/** The latest seeded draw of every game opens at this moment (18:30 in Viet Nam). */
const LAST_DRAW = Date.parse('2024-06-30T11:30:00.000Z');

/**
 * Drawn rounds of the VN games: 30 of each fast game, 4 days of each regional one. A numero is
 * the draw's day and, for fast games, its sequence in the day; the result is the special prize
 * (5 digits in the north and for fast games, 6 elsewhere).
 */
export const SEED_NUMEROS: NewLotteryNumero[] = (() => {
  const next = generator(20240630);
  const rows: NewLotteryNumero[] = [];
  LOTTERY.forEach(([, , area, region, , , interval], i) => {
    if (area !== 'VN') return;
    const draws = region === 'FAST' ? 30 : 4;
    for (let k = 0; k < draws; k += 1) {
      const at = new Date(LAST_DRAW - k * interval * 1000);
      const day = at.toISOString().slice(0, 10).replace(/-/g, '');
      const seq = Math.floor((at.getTime() % (DAY * 1000)) / (interval * 1000)) + 1;
      const digits = region === 'FAST' || region === 'NORTH' ? 5 : 6;
      rows.push({
        id: rows.length + 1,
        game_id: LOTTERY_FIRST_ID + i,
        numero: region === 'FAST' ? `${day}-${String(seq).padStart(4, '0')}` : day,
        result: Array.from({ length: digits }, () => String(next(0, 9))).join(''),
        opened_at: at.toISOString(),
      });
    }
  });
  return rows;
})();
