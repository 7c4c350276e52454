import type { MemberInfo, SystemStatus } from '@tessera/api';

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
