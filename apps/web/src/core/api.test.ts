import { describe, expect, it } from 'vitest';
import { pointsCalls } from '@tessera/api';
import { api, bindApiGroup, LATE_API_GROUPS } from './api';

/** Every module of the app, by path, as text (tests and stories aside). */
const modules = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx', '!../test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('the app’s calls', () => {
  it('names a late group read before any feature bound it, then keeps the calls bound first', () => {
    expect(() => api.points).toThrow(/api\.points is bound by the feature that calls it/);
    bindApiGroup('points', pointsCalls);
    const bound = api.points;
    expect(typeof bound.getBalance).toBe('function');
    bindApiGroup('points', pointsCalls);
    expect(api.points).toBe(bound);
  });

  it('binds the calls every page may make from the start', () => {
    for (const group of ['system', 'member', 'content', 'games', 'lottery'] as const)
      expect(Object.keys(api[group]).length).toBeGreaterThan(0);
  });

  // A flow or query of a late group in a module that does not bind it works only when some other
  // module happened to load first: it fails for the member who opens that page directly.
  it('has each module that makes a late group’s calls bind that group itself', () => {
    const unbound: string[] = [];
    for (const [path, text] of modules)
      for (const group of LATE_API_GROUPS)
        if (new RegExp(`\\bapi\\.${group}\\.`).test(text) && !text.includes(`bindApiGroup('${group}'`))
          unbound.push(`${path}: api.${group}`);
    expect(modules.length).toBeGreaterThan(100);
    expect(unbound).toEqual([]);
  });
});
