import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';

const all = Object.values(PATHS).flatMap((group) => Object.values(group) as string[]);

describe('PATHS', () => {
  it('are absolute, without query or trailing slash, and unique', () => {
    for (const path of all) expect(path).toMatch(/^\/[A-Za-z0-9_/]*[A-Za-z0-9_]$/);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keep the exact spelling the platform registers', () => {
    expect(PATHS.login.loginCode).toBe('/wps/verification/sms/noLogin');
    expect(PATHS.login.systemStatus).toBe('/wps/system/status');
    expect(PATHS.other.balance).toBe('/wps/v2/wallets/balance');
    expect(PATHS.games.hotGames).toBe('/wps/relay/GCSGAME_hotGamesV2');
    expect(PATHS.home.openedNumero).toBe('/lotto/lgw/games/opened/numero');
    expect(PATHS.points.convertPoint).toBe('/wps/relay/passwordCheck/MCS2_convertPoint');
  });
});
