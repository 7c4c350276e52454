import { describe, expect, it } from 'vitest';
import { axiosWithoutFetch } from './axiosWithoutFetch';

const plugin = axiosWithoutFetch();
const resolve = (source: string, importer?: string) =>
  (plugin.resolveId as (source: string, importer?: string) => string | undefined)(source, importer);
const load = (id: string) => (plugin.load as (id: string) => string | undefined)(id);

describe('the site is built without axios’s fetch adapter', () => {
  it('gives axios’s adapter list a stand-in for the fetch adapter, which reports itself unsupported', async () => {
    const id = resolve('./fetch.js', '/work/node_modules/axios/lib/adapters/adapters.js');
    expect(id).toBeDefined();
    const code = load(id!)!;
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      getFetch: () => unknown;
      default: unknown;
    };
    expect(module.getFetch()).toBe(false);
    expect(module.default).toBe(false);
  });

  it('leaves every other module alone', () => {
    expect(resolve('./fetch.js', '/work/apps/web/src/core/adapters.js')).toBeUndefined();
    expect(resolve('./xhr.js', '/work/node_modules/axios/lib/adapters/adapters.js')).toBeUndefined();
    expect(resolve('./fetch.js')).toBeUndefined();
    expect(load('/work/node_modules/axios/lib/adapters/fetch.js')).toBeUndefined();
  });
});
