import { vi } from 'vitest';
import type { GameProviderCard, LotteryGame, MemberInfo, OpenedNumero, VendorLane } from '@tessera/api';
import type { ReactElement } from 'react';
import { memberInfo, providerCard } from './fixtures';
import { renderContent, type TestPlatform } from './renderContent';
import { memberLoaded } from '../features/session/slice';

/** Test data and a page renderer for the lottery features' tests. */

const card = (vassalage: string, name: string, gameType: GameProviderCard['gameType']) =>
  providerCard(vassalage, gameType, name);

/** §4: a TCG_LOTTO_VN card under ELOTT makes the prize mode electronic. */
export const ELECTRONIC_LANES: VendorLane[] = [
  { title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'TCG Lotto VN', 'ELOTT'), card('VR', 'VR Lottery', 'ELOTT')] },
  { title: 'LOTT', cards: [card('TCG', 'TCG Lottery', 'LOTT')] },
];
/** Neither a TCG_LOTTO_VN nor a LOTT-type card under ELOTT: normal lottery. */
export const NORMAL_LANES: VendorLane[] = [
  { title: 'ELOTT', cards: [card('VR', 'VR Lottery', 'ELOTT')] },
  { title: 'LOTT', cards: [card('TCG', 'TCG Lottery', 'LOTT')] },
];

export const lotteryGame = (
  nodeId: string,
  gameCode: string,
  gameName: string,
  more: Partial<LotteryGame> = {},
): LotteryGame => ({
  nodeId,
  gameCode,
  gameName,
  vendor: 'TCG_LOTTO_VN',
  gameType: 'ELOTT',
  prizeMode: 'Elott',
  lottoArea: 'VN',
  region: 'NORTH',
  iconUrl: '',
  drawInterval: 86_400,
  defaultPlayType: 'LO_2D',
  isHot: 0,
  ...more,
});

export const GAMES: LotteryGame[] = [
  lotteryGame('1', 'VNHN', 'Ha Noi', { isHot: 1 }),
  lotteryGame('2', 'VNHCM', 'Ho Chi Minh City', { region: 'SOUTH' }),
  lotteryGame('3', 'VNL45S', 'VN Lotto 45s', { region: 'FAST', drawInterval: 45 }),
  lotteryGame('4', 'VRPK10', 'VR PK10', {
    vendor: 'VR',
    lottoArea: 'SEA',
    region: 'FAST',
    defaultPlayType: 'POSITION',
  }),
];

export const DRAWS: OpenedNumero[] = [
  {
    gameCode: 'VNL45S',
    gameName: 'VN Lotto 45s',
    numero: '20240630-0042',
    result: '12345',
    openedAt: '2024-06-30T11:30:00.000Z',
  },
  { gameCode: 'VNHN', gameName: 'Ha Noi', numero: '20240630', result: '98765', openedAt: '2024-06-30T11:15:00.000Z' },
];

/** Renders a page with a platform answering the lottery calls, as `member` when given. */
export async function renderLottery(
  element: ReactElement,
  {
    path,
    member,
    lanes = ELECTRONIC_LANES,
    recent = [],
    platform = {},
  }: {
    path: string;
    member?: MemberInfo | null;
    lanes?: VendorLane[];
    recent?: LotteryGame[];
    platform?: TestPlatform;
  },
) {
  const calls = {
    getVendors: vi.fn(async () => lanes),
    launch: vi.fn(async () => ({ content: 'http://games.test/lottery?lottoGameCode=VNHN#ticket=t1' })),
    getMenus: vi.fn(async () => GAMES),
    getPopular: vi.fn(async () => GAMES),
    getVnMenu: vi.fn(async () => GAMES.filter((g) => g.lottoArea === 'VN')),
    getVnRecent: vi.fn(async () => recent),
    getVnOpenedNumeros: vi.fn(async (_count?: number, gameCode?: string) =>
      DRAWS.filter((d) => !gameCode || d.gameCode === gameCode),
    ),
  };
  const view = await renderContent(element, {
    path,
    platform: {
      games: { getVendors: calls.getVendors, launch: calls.launch },
      lottery: {
        getMenus: calls.getMenus,
        getPopular: calls.getPopular,
        getVnMenu: calls.getVnMenu,
        getVnRecent: calls.getVnRecent,
        getVnOpenedNumeros: calls.getVnOpenedNumeros,
      },
      member: { getBalance: vi.fn(async () => ({ sumBalance: 0, currency: 'USD' })) },
      ...platform,
    },
    prepare: (store) => member && store.dispatch(memberLoaded({ member })),
  });
  return { ...view, calls };
}

export { memberInfo };
