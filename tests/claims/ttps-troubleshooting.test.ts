/**
 * Executed claims of the troubleshooting pages (docs/troubleshooting/*). Where the code runs in the
 * rendering browser, a Node.js process stands in for it: delayRender() is run with a fake `window`
 * that marks a render (as the renderer's page does), and the font loaders with a stub FontFace.
 * Messages that only a real browser or a real render produces are cited in the ledger instead.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {bundledFfmpeg, installedFile, requireInstalled} from './lib';

type AnyProps = Record<string, unknown>;
const nm = (file: string) => path.join(PROJECT_ROOT, 'node_modules', file);
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ttps-trouble-'));

/** Runs a script in a fresh Node.js process (its own `window`, its own module state) and parses its JSON output. */
const runIsolated = (code: string, cwd = PROJECT_ROOT) =>
  JSON.parse(execFileSync(process.execPath, ['-e', code], {cwd, encoding: 'utf8', stdio: 'pipe'})) as AnyProps;

describe('troubleshooting delayRender() timeouts', () => {
  // One process: a fake render page (window.process.env.NODE_ENV = 'production' and a puppeteer timeout,
  // as the renderer sets them), three handles with short timeouts, and what cancelRender() stores.
  const result = runIsolated(`
    global.window = {process: {env: {NODE_ENV: 'production'}}, remotion_puppeteerTimeout: 2150, remotion_attempt: 1};
    const {delayRender} = require(${JSON.stringify(nm('remotion/dist/cjs/delay-render.js'))});
    const messages = [];
    process.on('uncaughtException', (e) => messages.push(e.message));
    const started = Date.now();
    delayRender('Fetching http://localhost:3000/proxy?src=a.mp4&time=1&transparent=false&toneMapped=true from server');
    delayRender('Loading root component', {timeoutInMilliseconds: 2250, retries: 1});
    setTimeout(() => console.log(JSON.stringify({messages, elapsed: Date.now() - started})), 450);
  `);
  const messages = result.messages as string[];

  it('a handle fires 2 seconds before its timeout; without its own timeout it uses the render\'s: "A delayRender() "…" was called but not cleared after 150ms"', () => {
    expect(messages[0]).toMatch(
      /^A delayRender\(\) "Fetching http:\/\/localhost:3000\/proxy\?src=a\.mp4&time=1&transparent=false&toneMapped=true from server" was called but not cleared after 150ms\. See https:\/\/remotion\.dev\/docs\/timeout for help\. The delayRender was called: /,
    );
  });

  it('with retries left, "Retries left: " and "- Rendering the frame will be retried." come before the stack', () => {
    expect(messages[1]).toContain(
      'A delayRender() "Loading root component" was called but not cleared after 250ms. See https://remotion.dev/docs/timeout for help. Retries left: 1 - Rendering the frame will be retried. The delayRender was called:',
    );
  });

  it('the renderer logs 💡 links for /proxy timeouts (delay-render-proxy and timeout) and for "Timed out evaluating"', () => {
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {
      RenderInternals: {printUsefulErrorMessage: (e: Error, l: string, i: boolean) => void};
    };
    const lines: string[] = [];
    const log = console.log;
    const info = console.info;
    console.log = (...a: unknown[]) => lines.push(a.join(' '));
    console.info = console.log;
    try {
      RenderInternals.printUsefulErrorMessage(new Error(messages[0]), 'info', false);
      RenderInternals.printUsefulErrorMessage(
        new Error('Timed out evaluating page function "(f, c, a) => { window.remotion_setFrame(f, c, a); }"'),
        'info',
        false,
      );
    } finally {
      console.log = log;
      console.info = info;
    }
    const text = lines.join('\n');
    expect(text).toContain(
      '💡 Get help for this issue at https://remotion.dev/docs/troubleshooting/delay-render-proxy',
    );
    expect(text).toContain('💡 Get help for this issue at https://remotion.dev/docs/timeout');
    expect(text).toContain(
      '💡 Get help for this issue at https://remotion.dev/docs/troubleshooting/timed-out-page-function',
    );
  });

  it('the renderer waits for a frame for the render timeout plus 3 seconds, then lists the open handles', () => {
    const seek = installedFile('@remotion/renderer/dist/seek-to-frame.js');
    expect(seek).toContain('timeout: timeoutInMilliseconds + 3000,');
    expect(seek).toContain('Open delayRender() handles: ');
    expect(seek).toContain(
      'You can increase the timeout using the "timeoutInMilliseconds" / "--timeout" option of the function or command you used to trigger this render.',
    );
    // The default render timeout, and so the default of every handle, is 30 seconds: 28000 ms in the message.
    expect(installedFile('remotion/dist/cjs/delay-render.js')).toContain('const defaultTimeout = 30000;');
  });

  it('"Timed out evaluating page function" quotes the function, as the frame setter window.remotion_setFrame(f, c, a)', () => {
    expect(installedFile('@remotion/renderer/dist/puppeteer-evaluate.js')).toContain(
      '`Timed out evaluating page function "${pageFunction.toString()}"`',
    );
    expect(installedFile('@remotion/renderer/dist/seek-to-frame.js')).toContain('window.remotion_setFrame(f, c, a);');
  });
});

describe('troubleshooting fonts', () => {
  type FontModule = {loadFont: (style?: string, options?: AnyProps) => {waitUntilDone: () => Promise<void>}};
  /** Loads @remotion/google-fonts/Inter with a stub FontFace; returns what was created and the error, if any. */
  const withStubFontFace = async (fn: (inter: FontModule) => unknown, failLoads = false) => {
    const created: {family: string; load: number}[] = [];
    class StubFontFace {
      family: string;
      record: {family: string; load: number};
      constructor(family: string) {
        this.family = family;
        this.record = {family, load: 0};
        created.push(this.record);
      }
      load() {
        this.record.load++;
        return failLoads ? Promise.reject(new Error('NetworkError: A network error occurred.')) : Promise.resolve(this);
      }
    }
    const g = globalThis as AnyProps;
    g.FontFace = StubFontFace;
    g.document = {fonts: {add: () => undefined}};
    let error: string | null = null;
    try {
      await fn(requireInstalled('@remotion/google-fonts/Inter') as FontModule);
    } catch (e) {
      error = (e as Error).message;
    } finally {
      delete g.FontFace;
      delete g.document;
    }
    return {created, error};
  };

  it('"The font Inter does not have a style italic2", "does not  have a weight 950 in style normal" (two spaces), "is not available"', async () => {
    expect((await withStubFontFace((f) => f.loadFont('italic2'))).error).toBe(
      'The font Inter does not have a style italic2',
    );
    expect((await withStubFontFace((f) => f.loadFont('normal', {weights: ['950']}))).error).toBe(
      'The font Inter does not  have a weight 950 in style normal',
    );
    expect((await withStubFontFace((f) => f.loadFont('normal', {weights: ['400'], subsets: ['klingon']}))).error).toBe(
      "weight: 400 subset: klingon is not available for 'Inter'",
    );
  });

  it('without options, loadFont() loads every weight in every subset of every style; with weights and subsets, only those', async () => {
    const info = requireInstalled('@remotion/google-fonts/Inter') as {
      getInfo: () => {fonts: Record<string, Record<string, Record<string, string>>>};
    };
    const fonts = info.getInfo().fonts;
    const every = Object.values(fonts).reduce(
      (n, weights) => n + Object.values(weights).reduce((m, subsets) => m + Object.keys(subsets).length, 0),
      0,
    );
    const all = await withStubFontFace((f) => f.loadFont());
    expect(all.created).toHaveLength(every);
    expect(every).toBeGreaterThan(50);
    // A fresh process, so that no file is cached from the call above.
    const two = runIsolated(`
      let n = 0;
      global.FontFace = class { constructor() { n++; } load() { return Promise.resolve(this); } };
      global.document = {fonts: {add() {}}};
      require('@remotion/google-fonts/Inter').loadFont('normal', {weights: ['400', '700'], subsets: ['latin']});
      console.log(JSON.stringify({n}));
    `);
    expect(two.n).toBe(2);
  });

  it('a failing file: load() is called again on the same FontFace (3 times in all) and the handle is never cleared', async () => {
    const result = runIsolated(`
      const faces = [];
      global.FontFace = class { constructor() { this.loads = 0; faces.push(this); } load() { this.loads++; return Promise.reject(new Error('NetworkError: A network error occurred.')); } };
      global.document = {fonts: {add() {}}};
      let unhandled = null;
      process.on('unhandledRejection', (e) => { unhandled = e.message; });
      require('@remotion/google-fonts/Inter').loadFont('normal', {weights: ['400'], subsets: ['latin']});
      setTimeout(() => console.log(JSON.stringify({faces: faces.length, loads: faces[0].loads, unhandled})), 200);
    `);
    expect(result).toEqual({faces: 1, loads: 3, unhandled: 'NetworkError: A network error occurred.'});
  });

  it('the Google Font handle is labelled Fetching Inter font {"style":"normal","weight":"400","subset":"latin"} with a 60-second timeout', () => {
    const base = installedFile('@remotion/google-fonts/dist/cjs/base.js');
    expect(base).toContain('`Fetching ${meta.fontFamily} font ${JSON.stringify({');
    expect(base).toContain('{ timeoutInMilliseconds: 60000 }');
    expect(JSON.stringify({style: 'normal', weight: '400', subset: 'latin'})).toBe(
      '{"style":"normal","weight":"400","subset":"latin"}',
    );
  });

  it('@remotion/fonts derives woff2, woff, opentype and truetype from the extension in any case; otherwise "Could not automatically derive font format from extension: php?id=42."', () => {
    const {getFontFormat} = requireInstalled(nm('@remotion/fonts/dist/cjs/get-font-format.js')) as {
      getFontFormat: (u: string) => string;
    };
    expect(['a.woff2', 'a.WOFF', 'a.Otf', 'a.ttf'].map(getFontFormat)).toEqual([
      'woff2',
      'woff',
      'opentype',
      'truetype',
    ]);
    expect(() => getFontFormat('https://fonts.example.com/get.php?id=42')).toThrow(
      'Could not automatically derive font format from extension: php?id=42. Pass the "format" parameter explicitly.',
    );
  });

  it('@remotion/fonts puts the URL between single quotes; staticFile() encodes spaces and double quotes but not apostrophes or parentheses', async () => {
    const sources: string[] = [];
    const g = globalThis as AnyProps;
    g.FontFace = class {
      constructor(_family: string, source: string) {
        sources.push(source);
      }
      load() {
        return Promise.resolve();
      }
    };
    g.document = {fonts: {add: () => undefined}};
    try {
      const {loadFont} = requireInstalled('@remotion/fonts') as {loadFont: (o: AnyProps) => Promise<void>};
      await loadFont({family: 'Hand', url: "/fonts/Mark's%20Hand.woff2"});
    } finally {
      delete g.FontFace;
      delete g.document;
    }
    expect(sources).toEqual(["url('/fonts/Mark's%20Hand.woff2') format('woff2')"]);
    const {staticFile} = requireInstalled('remotion') as {staticFile: (p: string) => string};
    expect(staticFile("fonts/Mark's Hand (Bold).woff2")).toBe("/fonts/Mark's%20Hand%20(Bold).woff2");
    expect(staticFile('fonts/say "hi".woff2')).toBe('/fonts/say%20%22hi%22.woff2');
  });
});

describe('troubleshooting environment', () => {
  it('esbuild bundled into another file throws "The esbuild JavaScript API cannot be bundled. Please mark the \\"esbuild\\" package as external …"', () => {
    const dir = tmp();
    try {
      fs.copyFileSync(nm('esbuild/lib/main.js'), path.join(dir, 'server.js'));
      fs.copyFileSync(nm('esbuild/package.json'), path.join(dir, 'package.json'));
      const out = runIsolated(
        `try { require(${JSON.stringify(path.join(dir, 'server.js'))}).transformSync('let a = 1'); console.log('{}'); } catch (e) { console.log(JSON.stringify({message: e.message.split('\\n')[0]})); }`,
      );
      expect(out.message).toBe(
        'The esbuild JavaScript API cannot be bundled. Please mark the "esbuild" package as external so it\'s not included in the bundle.',
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('the browser goes to node_modules/.remotion of the nearest package.json, or .remotion in the current folder without one', () => {
    const root = tmp();
    try {
      const project = path.join(root, 'project');
      fs.mkdirSync(path.join(project, 'src'), {recursive: true});
      fs.writeFileSync(path.join(project, 'package.json'), '{}');
      const loose = path.join(root, 'loose');
      fs.mkdirSync(loose);
      const script = `const {getDownloadsCacheDir} = require(${JSON.stringify(nm('@remotion/renderer/dist/browser/get-download-destination.js'))});
const out = [];
for (const dir of [${JSON.stringify(path.join(project, 'src'))}, ${JSON.stringify(loose)}]) { process.chdir(dir); out.push(getDownloadsCacheDir()); }
console.log(JSON.stringify({out}));`;
      // The temporary folder must not sit below a package.json for the second case.
      const out = runIsolated(script, root).out as string[];
      expect(out[0]).toBe(path.join(project, 'node_modules/.remotion'));
      expect(out[1]).toBe(path.join(loose, '.remotion'));
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('the remotion package declares no command; @remotion/cli declares the remotion bin', () => {
    const core = JSON.parse(installedFile('remotion/package.json')) as AnyProps;
    const cli = JSON.parse(installedFile('@remotion/cli/package.json')) as AnyProps;
    expect(core.bin).toBeUndefined();
    expect(Object.keys(cli.bin as object)).toContain('remotion');
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'node_modules/.bin/remotion'))).toBe(true);
  });

  it('the renderer needs the compositor package of the running platform by name, @remotion/compositor-<platform>-<arch>', () => {
    const source = installedFile('@remotion/renderer/dist/compositor/get-executable-path.js');
    for (const name of [
      '@remotion/compositor-darwin-x64',
      '@remotion/compositor-darwin-arm64',
      '@remotion/compositor-win32-x64-msvc',
    ]) {
      expect(source).toContain(name);
    }
    expect(() => requireInstalled('@remotion/compositor-darwin-x64')).toThrow(
      "Cannot find module '@remotion/compositor-darwin-x64'",
    );
  });

  it('Chrome is started with --font-render-hinting=none; the browser connect timeout is 60000 ms', () => {
    expect(installedFile('@remotion/renderer/dist/open-browser.js')).toContain("'--font-render-hinting=none',");
    expect(installedFile('@remotion/renderer/dist/browser/Launcher.js')).toContain('const timeout = 60000;');
    expect(installedFile('@remotion/renderer/dist/browser/BrowserRunner.js')).toContain(
      '`Timed out after ${timeout} ms while trying to connect to the browser! Chrome logged the following: ${stderrString}`',
    );
  });
});

describe('troubleshooting samples and commands', () => {
  it('a .ts script with top-level await fails when compiled as CommonJS; wrapped in const main = async () => {…} it compiles', () => {
    const esbuild = requireInstalled('esbuild') as {transformSync: (code: string, o: AnyProps) => {code: string}};
    const topLevel = "import {renderMedia} from '@remotion/renderer';\nawait renderMedia({} as never);\n";
    expect(() => esbuild.transformSync(topLevel, {loader: 'ts', format: 'cjs'})).toThrow(
      'Top-level await is currently not supported with the "cjs" output format',
    );
    const wrapped =
      "import {renderMedia} from '@remotion/renderer';\nconst main = async () => {\n  await renderMedia({} as never);\n};\nmain();\n";
    expect(esbuild.transformSync(wrapped, {loader: 'ts', format: 'cjs'}).code).toContain('const main = async () => {');
  });

  it('the bundled FFmpeg knows -r (output frame rate) and -shortest (finish with the shortest input), and has libx264 and aac', () => {
    const help = bundledFfmpeg(['-h', 'long']);
    expect(help).toContain('-shortest           finish encoding within shortest input');
    expect(help).toContain('override input framerate/convert to given output framerate');
    const encoders = bundledFfmpeg(['-encoders']);
    expect(encoders).toMatch(/ libx264 /);
    expect(encoders).toMatch(/ aac /);
  });

  it('getVideoMetadata() types durationInSeconds as number | null, so the sample checks for null', () => {
    expect(installedFile('@remotion/renderer/dist/compositor/payloads.d.ts')).toContain(
      'durationInSeconds: number | null;',
    );
  });
});
