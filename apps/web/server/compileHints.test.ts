import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compileHints';

type Bundle = Record<string, Record<string, unknown>>;

/** Runs the plugin over a bundle as the build hands it over once complete. */
function generate(bundle: Bundle): Bundle {
  const hook = compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

const chunk = (fileName: string, code: string, mappings = 'AAAA,SAAS;AACA') => ({
  type: 'chunk',
  fileName,
  code,
  map: { mappings },
});
const mapAsset = (fileName: string, mappings = 'AAAA,SAAS;AACA') => ({
  type: 'asset',
  fileName,
  source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }),
});

describe('every chunk tells V8 to compile its functions as it streams in', () => {
  it('puts the hint on the first line, ahead of the build’s preamble, and shifts the source map by that line', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport function a(){}';
    const bundle = generate({
      'assets/index-Ab12.js': chunk('assets/index-Ab12.js', code),
      'assets/index-Ab12.js.map': mapAsset('assets/index-Ab12.js.map'),
    });
    const out = bundle['assets/index-Ab12.js']!;
    expect((out.code as string).split('\n')[0]).toBe(COMPILE_HINT);
    expect(out.code).toBe(`${COMPILE_HINT}\n${code}`);
    // The generated line that held the code's first line is now the second: one empty line in front.
    expect((out.map as { mappings: string }).mappings).toBe(';AAAA,SAAS;AACA');
    const written = JSON.parse(bundle['assets/index-Ab12.js.map']!.source as string) as { mappings: string };
    expect(written.mappings).toBe(';AAAA,SAAS;AACA');
    expect(written).toMatchObject({ version: 3, sources: ['a.ts'] });
  });

  it('hints a chunk once, however often the bundle is written, and leaves other files alone', () => {
    const style = { type: 'asset', fileName: 'assets/index-Cd34.css', source: 'body{margin:0}' };
    const bundle = generate({
      'assets/page-Ef56.js': chunk('assets/page-Ef56.js', 'export const b=1;'),
      'assets/index-Cd34.css': { ...style },
    });
    generate(bundle);
    expect(bundle['assets/page-Ef56.js']!.code).toBe(`${COMPILE_HINT}\nexport const b=1;`);
    expect((bundle['assets/page-Ef56.js']!.map as { mappings: string }).mappings).toBe(';AAAA,SAAS;AACA');
    expect(bundle['assets/index-Cd34.css']).toEqual(style);
  });

  it('leaves the empty map of a chunk of data (no sources, nothing mapped) empty', () => {
    const bundle = generate({
      'assets/common-Gh78.js': chunk('assets/common-Gh78.js', 'export default {"hi":"Hi"};', ''),
      'assets/common-Gh78.js.map': mapAsset('assets/common-Gh78.js.map', ''),
    });
    expect(bundle['assets/common-Gh78.js']!.code).toBe(`${COMPILE_HINT}\nexport default {"hi":"Hi"};`);
    expect((bundle['assets/common-Gh78.js']!.map as { mappings: string }).mappings).toBe('');
    expect(JSON.parse(bundle['assets/common-Gh78.js.map']!.source as string)).toMatchObject({ mappings: '' });
  });
});
