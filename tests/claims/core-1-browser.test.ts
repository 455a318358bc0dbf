/**
 * Executed claims of pages about functions that run in the page (get-remotion-environment,
 * detect-remotion, get-input-props, getstaticfiles, assets, cancel-render, delay-render,
 * continue-render, data-fetching, artifact). Each describe runs one Node.js script that first sets up
 * the browser globals the page talks about (a `window`, the flags the Studio, the Player or the
 * renderer set) and then calls the installed `remotion` package; the script prints JSON and the tests
 * assert on it.
 */
import {runNode} from './lib';

/** One script, one Node.js process: each section sets up its own globals, then removes them. */
const SCRIPT = `
// ---- section 0
{
const {getRemotionEnvironment} = require('remotion');
const out = {};
out.node = getRemotionEnvironment();
globalThis.window = {};
out.page = getRemotionEnvironment();
window.process = {env: {NODE_ENV: 'production'}};
window.remotion_puppeteerTimeout = 30000;
out.rendering = getRemotionEnvironment();
window.remotion_puppeteerTimeout = undefined;
window.process = {env: {NODE_ENV: 'test'}};
out.testEnv = getRemotionEnvironment();
globalThis.window = {remotion_isStudio: true};
out.studio = getRemotionEnvironment();
globalThis.window = {remotion_isPlayer: true};
out.player = getRemotionEnvironment();
results.push(JSON.parse(JSON.stringify(out, (k, v) => (v === undefined ? 'undefined' : v))));
}
delete globalThis.window;
delete globalThis.document;

// ---- section 1
{
const warnings = [];
console.warn = (m) => warnings.push(m);
const {getInputProps, Internals} = require('remotion');
const {NoReactInternals} = require('remotion/no-react');
const out = {warnings};
out.node = getInputProps();
getInputProps();
globalThis.window = {};
out.noProps = getInputProps();
window.remotion_inputProps = NoReactInternals.serializeJSONWithDate({data: {when: new Date('2024-05-01T00:00:00.000Z')}, indent: undefined, staticBase: null}).serializedString;
const p = getInputProps();
out.restored = {when: p.when.toISOString(), isDate: p.when instanceof Date};
window.remotion_isPlayer = true;
try { getInputProps(); } catch (e) { out.player = e.message; }
results.push(JSON.parse(JSON.stringify(out)));
}
delete globalThis.window;
delete globalThis.document;

// ---- section 2
{
const warnings = [];
console.warn = (m) => warnings.push(m);
const {getStaticFiles} = require('remotion');
const out = {warnings};
out.server = getStaticFiles();
globalThis.document = {};
globalThis.window = {remotion_isPlayer: true};
out.player = getStaticFiles();
getStaticFiles();
globalThis.window = {remotion_staticFiles: [{name: 'photos/beach.jpg', src: '/static-abc/photos/beach.jpg', sizeInBytes: 12, lastModified: 1}]};
out.studio = getStaticFiles();
results.push(JSON.parse(JSON.stringify(out)));
}
delete globalThis.window;
delete globalThis.document;

// ---- section 3
{
const {staticFile} = require('remotion');
const out = {};
const err = (p) => { try { staticFile(p); return 'no error'; } catch (e) { return e.message; } };
out.encoded = staticFile('my logo #1.png');
out.nested = staticFile('flags/ch.png');
out.relative = err('./logo.png');
out.parent = err('../public/logo.png');
out.prefix = err('public/logo.png');
out.remote = err('https://example.com/logo.png');
results.push(JSON.parse(JSON.stringify(out)));
}
delete globalThis.window;
delete globalThis.document;

// ---- section 4
{
const {cancelRender} = require('remotion');
const out = {};
try { cancelRender(new Error('boom')); } catch (e) { out.noWindow = e.constructor.name + ': ' + e.message; }
globalThis.window = {};
const original = new Error('Price API answered 404 for AAPL');
try { cancelRender(original); } catch (e) { out.sameError = e === original; out.recorded = window.remotion_cancelledError === original.stack; }
const like = {message: 'like', stack: 'Error: like\\n at x'};
try { cancelRender(like); } catch (e) { out.errorLike = e === like; }
try { cancelRender('plain text'); } catch (e) { out.string = e instanceof Error && e.message; }
try { cancelRender(42); } catch (e) { out.other = e.message; }
try { cancelRender(undefined); } catch (e) { out.undef = e.message; }
let after = 'not reached';
try { cancelRender('x'); after = 'reached'; } catch (e) {}
out.after = after;
results.push(JSON.parse(JSON.stringify(out)));
}
delete globalThis.window;
delete globalThis.document;

// ---- section 5
{
const timers = [];
const realSetTimeout = setTimeout;
globalThis.setTimeout = (fn, ms) => { timers.push({fn, ms}); return 0; };
globalThis.clearTimeout = () => undefined;
globalThis.window = {process: {env: {NODE_ENV: 'production'}}, remotion_puppeteerTimeout: 30000, remotion_attempt: 1, remotion_delayRenderTimeouts: {}};
const {delayRender, continueRender} = require('remotion');
const fire = (t) => { try { t.fn(); return {ms: t.ms, message: 'no error'}; } catch (e) { return {ms: t.ms, message: e.message}; } };
const out = {};
delayRender('Loading user 42');
out.defaultTimer = fire(timers.at(-1));
delayRender('Waiting for the slow service', {timeoutInMilliseconds: 60000});
out.ownTimeout = fire(timers.at(-1));
window.remotion_puppeteerTimeout = 60000;
delayRender('cli');
out.cliTimeout = fire(timers.at(-1));
window.remotion_puppeteerTimeout = 30000;
delayRender('flaky', {retries: 1});
out.retries = fire(timers.at(-1));
// The Studio: no renderer variables, so no timer is started.
const before = timers.length;
window.remotion_puppeteerTimeout = undefined;
delayRender('in the Studio');
out.studioTimers = timers.length - before;
try { delayRender(5); } catch (e) { out.badLabel = e.message; }
try { continueRender(); } catch (e) { out.noArg = e.message; }
try { continueRender('Loading user 42'); } catch (e) { out.notNumber = e.message; }
window.remotion_puppeteerTimeout = 30000;
const a = delayRender('a');
const b = delayRender('b');
out.readyAfterAll = [];
continueRender(a); out.readyAfterAll.push(window.remotion_renderReady);
try { continueRender(a); continueRender(123.456); out.doubleRelease = 'no error'; } catch (e) { out.doubleRelease = e.message; }
continueRender(b);
results.push(JSON.parse(JSON.stringify(out)));
}
delete globalThis.window;
delete globalThis.document;

// ---- section 6
{
const {Internals} = require('remotion');
const check = (a) => { try { Internals.validateRenderAsset({type: 'artifact', id: '1', frame: 0, binary: false, ...a}); return 'ok'; } catch (e) { return e.message; } };
results.push(JSON.parse(JSON.stringify({
  empty: check({filename: ' ', content: 'x'}),
  badStart: check({filename: '~notes.txt', content: 'x'}),
  nested: check({filename: 'captions/quarterly-update.srt', content: 'x'}),
  emptyContent: check({filename: 'a.txt', content: '  '}),
  bytes: check({filename: 'a.bin', content: new Uint8Array([1])}),
  number: check({filename: 'a.txt', content: 5}),
})));
}
delete globalThis.window;
delete globalThis.document;
`;

/** Runs the script and parses the last line it printed (the packages may log lines before it). */
let cache: unknown[] | null = null;
/** The results of all sections, from one Node.js process (each section sets up its own globals). */
const all = (): unknown[] => {
  cache ??= run<unknown[]>(`const results = [];\n${SCRIPT}\nconsole.log(JSON.stringify(results));`);
  return cache;
};
const run = <T>(code: string): T => JSON.parse(runNode('cjs', code).trim().split('\n').at(-1) ?? 'null') as T;

describe('getRemotionEnvironment()', () => {
  type Env = Record<string, unknown>;
  let result: {node: Env; page: Env; rendering: Env; testEnv: Env; studio: Env; player: Env};
  beforeAll(() => {
    result = all()[0] as typeof result;
  }, 120_000);

  it('in Node.js, where there is no window, all four are false', () => {
    expect(result.node).toEqual({isStudio: false, isRendering: false, isPlayer: false, isReadOnlyStudio: false});
  });

  it('in a browser page without Remotion, isStudio, isPlayer and isReadOnlyStudio are undefined (not false); isRendering is false', () => {
    expect(result.page).toEqual({
      isStudio: 'undefined',
      isRendering: false,
      isPlayer: 'undefined',
      isReadOnlyStudio: 'undefined',
    });
  });

  it('isRendering is true when the renderer injected remotion_puppeteerTimeout into a production page, or when NODE_ENV is test', () => {
    expect(result.rendering.isRendering).toBe(true);
    expect(result.testEnv.isRendering).toBe(true);
  });

  it('isStudio and isPlayer are read from the window flags remotion_isStudio and remotion_isPlayer', () => {
    expect(result.studio.isStudio).toBe(true);
    expect(result.player.isPlayer).toBe(true);
  });
});

describe('getInputProps()', () => {
  let result: {
    node: unknown;
    warnings: string[];
    noProps: unknown;
    restored: {when: string; isDate: boolean};
    player: string;
  };
  beforeAll(() => {
    result = all()[1] as typeof result;
  }, 120_000);

  it('on the server it prints a warning (once) and returns {}', () => {
    expect(result.node).toEqual({});
    expect(result.warnings[0]).toBe(
      'Called `getInputProps()` on the server. This function is not available server-side and has returned an empty object.',
    );
    expect(result.warnings.filter((w) => w.startsWith('Called `getInputProps()`'))).toHaveLength(1);
  });

  it('in a page without input props it returns an empty object {}', () => {
    expect(result.noProps).toEqual({});
  });

  it('Date objects serialized by Remotion are restored as Date', () => {
    expect(result.restored).toEqual({when: '2024-05-01T00:00:00.000Z', isDate: true});
  });

  it('in the Player it throws', () => {
    expect(result.player).toBe(
      'You cannot call `getInputProps()` from a <Player>. Instead, the props are available as React props from component that you passed as `component` prop.',
    );
  });
});

describe('getStaticFiles()', () => {
  let result: {server: unknown[]; player: unknown[]; studio: unknown[]; warnings: string[]};
  beforeAll(() => {
    result = all()[2] as typeof result;
  }, 120_000);

  it('on the server, where there is no document, it warns and returns an empty array', () => {
    expect(result.server).toEqual([]);
    expect(result.warnings).toContain(
      'Called getStaticFiles() on the server. The API is only available in the browser. An empty array was returned.',
    );
  });

  it('in the Player it prints a warning once and returns an empty array', () => {
    expect(result.player).toEqual([]);
    expect(
      result.warnings.filter((w) => w.startsWith('Called getStaticFiles() while using the Remotion Player')),
    ).toHaveLength(1);
  });

  it('in the Studio and in bundles it returns the list the page was given (window.remotion_staticFiles)', () => {
    expect(result.studio).toEqual([
      {name: 'photos/beach.jpg', src: '/static-abc/photos/beach.jpg', sizeInBytes: 12, lastModified: 1},
    ]);
  });
});

describe('staticFile()', () => {
  let result: Record<string, string>;
  beforeAll(() => {
    result = all()[3] as typeof result;
  }, 120_000);

  it('encodes special characters such as spaces or # in file names', () => {
    expect(result.encoded).toBe('/my%20logo%20%231.png');
    expect(result.nested).toBe('/flags/ch.png');
  });

  it('throws "staticFile() does not support relative paths" for ./logo.png and ../public/logo.png', () => {
    expect(result.relative).toMatch(/^staticFile\(\) does not support relative paths - got "\.\/logo\.png"/);
    expect(result.parent).toMatch(/^staticFile\(\) does not support relative paths/);
  });

  it('throws "Do not include the public/ prefix" for public/logo.png', () => {
    expect(result.prefix).toMatch(/^Do not include the public\/ prefix when using staticFile\(\)/);
  });

  it('throws "staticFile() does not support remote URLs" for https:// addresses', () => {
    expect(result.remote).toMatch(
      /^staticFile\(\) does not support remote URLs - got "https:\/\/example\.com\/logo\.png"/,
    );
  });
});

describe('cancelRender()', () => {
  let result: Record<string, unknown>;
  beforeAll(() => {
    result = all()[4] as typeof result;
  }, 120_000);

  it('an Error (or an object with string message and stack) is thrown as is, and its stack is recorded for the renderer', () => {
    expect(result.sameError).toBe(true);
    expect(result.recorded).toBe(true);
    expect(result.errorLike).toBe(true);
  });

  it('a string becomes an Error with that message; anything else becomes "Rendering was cancelled"', () => {
    expect(result.string).toBe('plain text');
    expect(result.other).toBe('Rendering was cancelled');
    expect(result.undef).toBe('Rendering was cancelled');
  });

  it('it does not return: code after the call does not run', () => {
    expect(result.after).toBe('not reached');
  });

  it('in Node.js, without a window, it throws "window is not defined" instead of your error', () => {
    expect(result.noWindow).toBe('ReferenceError: window is not defined');
  });
});

describe('delayRender() and continueRender()', () => {
  type Timer = {ms: number; message: string};
  let result: {
    defaultTimer: Timer;
    ownTimeout: Timer;
    cliTimeout: Timer;
    retries: Timer;
    studioTimers: number;
    badLabel: string;
    noArg: string;
    notNumber: string;
    doubleRelease: string;
    readyAfterAll: boolean[];
  };
  beforeAll(() => {
    result = all()[5] as typeof result;
  }, 120_000);

  it('with the default 30000 ms timeout, the frame fails after 28000 ms with the label in the message', () => {
    expect(result.defaultTimer.ms).toBe(28000);
    // options.retries: Default: 0, so the message does not announce a retry.
    expect(result.defaultTimer.message).not.toContain('Retries left');
    expect(result.defaultTimer.message).toMatch(
      /^A delayRender\(\) "Loading user 42" was called but not cleared after 28000ms\. See https:\/\/remotion\.dev\/docs\/timeout for help\. The delayRender was called:/,
    );
  });

  it('timeoutInMilliseconds: 60000 on one handle fails it after 58000 ms', () => {
    expect(result.ownTimeout.ms).toBe(58000);
    expect(result.ownTimeout.message).toContain(
      '"Waiting for the slow service" was called but not cleared after 58000ms',
    );
  });

  it('the render timeout (--timeout=60000) is the default of every handle, minus 2000 ms', () => {
    expect(result.cliTimeout.ms).toBe(58000);
  });

  it('with retries: 1 the message says "Retries left: 1" so the renderer renders the frame again', () => {
    expect(result.retries.message).toContain('Retries left: 1 - Rendering the frame will be retried.');
  });

  it('in the Studio and the Player no timer is started: a handle that is never released keeps waiting', () => {
    expect(result.studioTimers).toBe(0);
  });

  it('a label that is neither a string nor undefined throws', () => {
    expect(result.badLabel).toBe('The label parameter of delayRender() must be a string or undefined, got: 5');
  });

  it('continueRender() without an argument throws "The continueRender() method must be called with a parameter that is the return value of delayRender()."', () => {
    expect(result.noArg).toBe(
      'The continueRender() method must be called with a parameter that is the return value of delayRender(). No value was passed.',
    );
  });

  it('continueRender() with a non-number (the label string) throws', () => {
    expect(result.notNumber).toBe(
      'The parameter passed into continueRender() must be the return value of delayRender() which is a number. Got: "Loading user 42"',
    );
  });

  it('releasing a handle twice, or one that does not exist, does nothing; the frame waits until all handles are released', () => {
    expect(result.doubleRelease).toBe('no error');
    expect(result.readyAfterAll).toEqual([false]);
  });
});

describe('<Artifact> validation', () => {
  let result: Record<string, string>;
  beforeAll(() => {
    result = all()[6] as typeof result;
  }, 120_000);

  it("the file name must not be empty and must start with a letter, digit or one of -!_.*'()/:&$@=;+,?", () => {
    expect(result.empty).toBe('The `filename` must not be empty');
    expect(result.badStart).toBe(
      'The `filename` must match "/^([0-9a-zA-Z-!_.*\'()/:&$@=;+,?]+)/g". Use forward slashes only, even on Windows.',
    );
    expect(result.nested).toBe('ok');
  });

  it('an empty string content is not allowed; a Uint8Array is accepted', () => {
    expect(result.emptyContent).toBe('The `content` must not be empty');
    expect(result.bytes).toBe('ok');
    expect(result.number).toBe('The "content" must be a string or Uint8Array, but you passed a value of type number');
  });
});

describe('Config exported from remotion (the Remotion 3 config object)', () => {
  it('calling any method prints "⚠️  The CLI configuration has been extracted from Remotion Core." with the new import and ends the process', () => {
    const out = runNode(
      'cjs',
      `
const lines = [];
console.warn = (...a) => lines.push(a.join(' '));
process.exit = (code) => { lines.push('exit ' + code); throw new Error('exited'); };
const {Config} = require('remotion');
try { Config.Rendering.setImageFormat('jpeg'); } catch (e) {}
console.log(JSON.stringify(lines));
`,
    );
    const lines = JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
    expect(lines[0]).toBe('⚠️  The CLI configuration has been extracted from Remotion Core.');
    expect(lines).toContain('import {Config} from "@remotion/cli/config";');
    expect(lines.at(-1)).toBe('exit 1');
  });
});
