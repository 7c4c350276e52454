import type { Game, GameProviderCard, MemberInfo, SystemStatus } from '@tessera/api';

/** A system status as the platform answers when everything is open. */
export function openStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    whitelabel: [],
    register: { directRegistration: true, usernameRegistration: true, mobileRegistration: true },
    resources: [],
    customerService: [{ title: 'Live chat', csType: 'LIVECHAT', path: 'https://chat.example/live' }],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.9' },
    maintenance: { active: false },
    regionRestriction: { active: false },
    ...overrides,
  };
}

/** A signed-in member as the platform describes one: a plain member at VIP level 1 unless told. */
export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'm1',
    account: 'demo_member',
    nickname: 'Demo',
    userName: 'demo_member',
    type: 0,
    toUpline: false,
    clubLabel: { labelName: 'VIP1', rankLevel: 1 },
    memberLabel: [],
    ...overrides,
  };
}

/** A provider card of the vendor lanes: not hot, not under maintenance, unless told. */
export function providerCard(
  vassalage: string,
  gameType: GameProviderCard['gameType'],
  name: string,
  more: Partial<GameProviderCard> = {},
): GameProviderCard {
  return { vassalage, accountTypeId: vassalage, smallIcon: '', isHot: 0, gameType, name, maintenance: false, ...more };
}

/** A game of a game list: a PG slot with a 0.10 minimum bet, unless told. */
export function gameOf(nodeId: string, gameName: string, more: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'PG',
    gameType: 'RNG',
    gameCode: `C${nodeId}`,
    gameName,
    iconUrl: '',
    gameClassify: null,
    minBet: 10,
    lineNum: 20,
    isHot: 0,
    maintenance: false,
    ...more,
  };
}
