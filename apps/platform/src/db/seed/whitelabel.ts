import type { SettingNode, WhitelabelFlag } from '@tessera/api/contract';

const flag = (modId: WhitelabelFlag, on: boolean): SettingNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: [],
});

const group = (modId: string, childrenNodes: SettingNode[]): SettingNode => ({ modId, enabled: '1', childrenNodes });

/** The white-label settings tree of §6: every flag on except login-required-for-home. */
export const SEED_WHITELABEL: SettingNode[] = [
  group('REGISTRATION', [
    flag('DIRECT_REGISTRATION', true),
    flag('USERNAME_REGISTRATION', true),
    flag('MOBILE_REGISTRATION', true),
    flag('SMS_VERIFICATION', true),
  ]),
  group('LOGIN', [flag('MOBILE_CODE_LOGIN', true), flag('FREE_PLAY', true), flag('LOGIN_REQUIRED_FOR_HOME', false)]),
  group('SECURITY', [flag('FORCED_PASSWORD_CHANGE', true), flag('CHNGPASSVERIF3', true)]),
  group('AGENT', [flag('AGENT_POLICY', true)]),
];
