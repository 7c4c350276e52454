import { describe, expect, it } from 'vitest';
import type { SettingNode } from './contract';
import { findSetting, isFlagOn } from './settings';

const node = (modId: string, enabled: '0' | '1', childrenNodes: SettingNode[] = []): SettingNode => ({
  modId,
  enabled,
  childrenNodes,
});

const tree: SettingNode[] = [
  node('REGISTRATION', '1', [
    node('DIRECT_REGISTRATION', '1'),
    node('MOBILE_REGISTRATION', '0', [node('SMS_VERIFICATION', '1')]),
  ]),
  node('LOGIN', '1', [node('MOBILE_CODE_LOGIN', '0')]),
  node('CHNGPASSVERIF3', '1'),
];

describe('white-label settings', () => {
  it('finds flags at any depth', () => {
    expect(isFlagOn(tree, 'CHNGPASSVERIF3')).toBe(true);
    expect(isFlagOn(tree, 'DIRECT_REGISTRATION')).toBe(true);
    expect(isFlagOn(tree, 'SMS_VERIFICATION')).toBe(true);
  });

  it('is off for a disabled or missing flag', () => {
    expect(isFlagOn(tree, 'MOBILE_REGISTRATION')).toBe(false);
    expect(isFlagOn(tree, 'MOBILE_CODE_LOGIN')).toBe(false);
    expect(isFlagOn(tree, 'FREE_PLAY')).toBe(false);
  });

  it('is off for an empty or missing tree', () => {
    expect(isFlagOn([], 'FREE_PLAY')).toBe(false);
    expect(isFlagOn(undefined, 'FREE_PLAY')).toBe(false);
  });

  it('needs exactly the string 1', () => {
    const loose = [{ modId: 'FREE_PLAY', enabled: 1, childrenNodes: [] }] as unknown as SettingNode[];
    expect(isFlagOn(loose, 'FREE_PLAY')).toBe(false);
  });

  it('tolerates nodes without children', () => {
    const partial = [{ modId: 'A', enabled: '1' }, node('B', '1')] as unknown as SettingNode[];
    expect(isFlagOn(partial, 'B')).toBe(true);
  });

  it('returns the first match depth first', () => {
    const dup = [node('X', '1', [node('FLAG', '0')]), node('FLAG', '1')];
    expect(findSetting(dup, 'FLAG')?.enabled).toBe('0');
  });
});
