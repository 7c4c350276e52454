import { describe, expect, it } from 'vitest';
import { frameRequestOf, launchTarget } from './launch';

describe('where choosing a game or provider leads (§4 launch rules)', () => {
  it('sends lottery and e-lottery to the lottery lobby with the game, vendor and play type', () => {
    expect(launchTarget({ gameType: 'LOTT', vendor: 'TCG', gameCode: 'VN_HN', defaultPlayType: 'LO2' })).toEqual({
      kind: 'lottery',
      to: '/lottery?gameCode=VN_HN&vendor=TCG&playType=LO2',
    });
    expect(launchTarget({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' })).toEqual({
      kind: 'lottery',
      to: '/lottery?vendor=TCG_LOTTO_VN',
    });
  });

  it('opens the game list of a provider marked isGame VASSALAGE instead of launching', () => {
    expect(launchTarget({ gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE' })).toEqual({
      kind: 'providerGames',
      vassalage: 'EVO',
      gameType: 'LIVE',
    });
  });

  it('keeps a slot, fishing or card provider in its list, named in the address', () => {
    expect(launchTarget({ gameType: 'RNG', vassalage: 'PG' })).toEqual({ kind: 'list', to: '/rng?vassalage=PG' });
    expect(launchTarget({ gameType: 'FISH', vassalage: 'JILI' })).toEqual({ kind: 'list', to: '/fish?vassalage=JILI' });
  });

  it('launches a chosen game, and providers of other types, in the game frame', () => {
    expect(launchTarget({ gameType: 'RNG', vassalage: 'PG', nodeId: '42' })).toEqual({
      kind: 'frame',
      to: '/game?gameType=RNG&vassalage=PG&nodeId=42',
    });
    expect(launchTarget({ gameType: 'LIVE', vassalage: 'EVO', nodeId: '7', isGame: 'VASSALAGE' }).kind).toBe('frame');
    expect(launchTarget({ gameType: 'SPORTS', vassalage: 'SABA' })).toEqual({
      kind: 'frame',
      to: '/game?gameType=SPORTS&vassalage=SABA',
    });
  });

  it('launches esports and cockfight providers as the sports providers they are, and FB sports on its own page', () => {
    expect(launchTarget({ gameType: 'ESPORTS', vassalage: 'IMES' })).toEqual({
      kind: 'frame',
      to: '/game?gameType=SPORTS&vassalage=IMES',
    });
    expect(launchTarget({ gameType: 'SPORTS', vassalage: 'FB' })).toEqual({ kind: 'frame', to: '/fbsports' });
  });

  it('refuses launch data without a known type or provider rather than opening an empty frame', () => {
    expect(() => launchTarget({ gameType: 'BINGO', vassalage: 'X' })).toThrow();
    expect(() => launchTarget({ gameType: 'RNG' })).toThrow();
  });
});

describe('the game a /game address names', () => {
  it('reads the launch request back from the address the launch rules build', () => {
    const target = launchTarget({ gameType: 'RNG', vassalage: 'PG', nodeId: '42' });
    expect(frameRequestOf(new URL(target.kind === 'frame' ? target.to : '', 'https://site.test').searchParams)).toEqual(
      { gameType: 'RNG', vassalage: 'PG', nodeId: '42' },
    );
  });

  it('names no game when the type is unknown or the provider missing', () => {
    expect(frameRequestOf(new URLSearchParams('gameType=RNG'))).toBeNull();
    expect(frameRequestOf(new URLSearchParams('gameType=<script>&vassalage=PG'))).toBeNull();
  });
});
