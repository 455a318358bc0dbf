import {findCjsTopLevelAwait, isScript, topLevelAwaitLines} from '../../scripts/lib/moduleFormat';

const fence = '```';
const page = (meta: string, code: string, after = '') => `Intro.\n\n${fence}${meta}\n${code}\n${fence}\n\n${after}\n`;

const SCRIPT = `import {bundle} from '@remotion/bundler';\n\nconst serveUrl = await bundle({entryPoint: 'src/index.ts'});\nconsole.log(serveUrl);`;

describe('topLevelAwaitLines', () => {
  it('finds await outside functions, including for await', () => {
    expect(topLevelAwaitLines('const a = await f();\nfor await (const x of y) {}\n')).toEqual([1, 2]);
  });
  it('ignores await inside functions and classes', () => {
    expect(
      topLevelAwaitLines('const main = async () => {\n  await f();\n};\nmain();\nclass A { async m() { await g(); } }'),
    ).toEqual([]);
  });
});

describe('isScript', () => {
  it('treats titled files outside src/ and files a command runs as scripts', () => {
    expect(isScript('scripts/render.ts', '')).toBe(true);
    expect(isScript('src/Video.tsx', 'npx tsx src/Video.tsx')).toBe(true);
    expect(isScript('src/Video.tsx', '')).toBe(false);
    expect(isScript('remotion.config.ts', '')).toBe(false);
    expect(isScript('', 'npx tsx render.ts')).toBe(false);
  });
});

describe('findCjsTopLevelAwait', () => {
  it('flags top-level await in a .ts script the page runs with npx tsx (the pexels case)', () => {
    const body = page(
      'ts title="scripts/find-footage.ts"',
      SCRIPT,
      `${fence}bash\nnpx tsx scripts/find-footage.ts\n${fence}`,
    );
    expect(findCjsTopLevelAwait(body)).toHaveLength(1);
  });
  it('flags a titled script even when the page does not say how to run it (the chromium-flags case)', () => {
    expect(findCjsTopLevelAwait(page('ts title="render-with-flags.ts"', SCRIPT))).toHaveLength(1);
  });
  it('accepts the same code as .mts, on an ESM page, under Bun, or wrapped in a function', () => {
    expect(findCjsTopLevelAwait(page('ts title="scripts/render.mts"', SCRIPT))).toEqual([]);
    expect(
      findCjsTopLevelAwait(page('ts title="scripts/render.ts"', SCRIPT, 'Add `"type": "module"` to package.json.')),
    ).toEqual([]);
    expect(findCjsTopLevelAwait(page('ts title="render.ts"', SCRIPT, `${fence}bash\nbun render.ts\n${fence}`))).toEqual(
      [],
    );
    const wrapped = `import {bundle} from '@remotion/bundler';\n\nconst main = async () => {\n  await bundle({entryPoint: 'src/index.ts'});\n};\n\nmain();`;
    expect(findCjsTopLevelAwait(page('ts title="scripts/render.ts"', wrapped))).toEqual([]);
  });
  it('leaves untitled fragments and component files alone', () => {
    expect(findCjsTopLevelAwait(page('ts', SCRIPT))).toEqual([]);
    expect(findCjsTopLevelAwait(page('tsx title="src/Comp.tsx"', SCRIPT))).toEqual([]);
  });
});
