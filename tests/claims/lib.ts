/**
 * Helpers for the executed claims (tests/claims/*.test.ts). Each test runs the installed packages
 * and asserts what a docs page says; the page's ledger entry (audit/claims/*.jsonl) names it by
 * "tests/claims/<file>.test.ts > <describe> <test name>", and `npm run audit` requires it to pass.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';
import {afterEach} from 'vitest';
import {PROJECT_ROOT, readMarkdown} from '../../scripts/lib/markdown';

/** `require` as the site's own package would resolve it: the pinned, installed packages. */
export const requireInstalled = createRequire(path.join(PROJECT_ROOT, 'package.json'));

/** The text of an installed package file, for facts that only a file's contents can show. */
export const installedFile = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', file), 'utf8');

/** A docs page's body, whitespace collapsed, to assert that the page still says what the test proves. */
export const pageSays = (id: string) => readMarkdown(`docs/${id}.mdx`).body.replace(/\s+/g, ' ');

/** A committed fixture file under tests/fixtures/media. */
export const fixture = (name: string) => path.join(PROJECT_ROOT, 'tests/fixtures/media', name);

/**
 * Runs a script in a real Node.js process from the project root, as a reader's `.mjs` (ESM) or
 * `.cjs` (CommonJS) file would run, and returns what it printed. Batch many checks into one
 * script: each process costs ~0.2 s.
 */
export function runNode(format: 'esm' | 'cjs', code: string): string {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
  const file = path.join(dir, format === 'esm' ? 'script.mjs' : 'script.cjs');
  fs.writeFileSync(file, code);
  try {
    return execFileSync(process.execPath, [file], {cwd: PROJECT_ROOT, encoding: 'utf8', stdio: 'pipe'});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Runs the FFmpeg that ships with Remotion (@remotion/compositor-linux-x64-gnu, beside its shared
 * libraries) with `args` and returns what it printed: for claims about what that build supports.
 */
export function bundledFfmpeg(args: string[]): string {
  const dir = path.join(PROJECT_ROOT, 'node_modules/@remotion/compositor-linux-x64-gnu');
  return execFileSync(path.join(dir, 'ffmpeg'), ['-hide_banner', ...args], {
    encoding: 'utf8',
    env: {...process.env, LD_LIBRARY_PATH: dir},
  });
}

/** The value a script printed last, as one line of JSON (runNode() output may have log lines before it). */
export const lastJson = <T>(out: string): T => JSON.parse(out.trim().split('\n').at(-1) ?? 'null') as T;

/** The message of the error `fn` throws, or null when it returns: for claims about exact error texts. */
export const thrownMessage = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};

/**
 * Runs `fn` with the number of a port that a server on 127.0.0.1 holds while `fn` runs, for the claims
 * about what Remotion does when the port it is asked for is taken.
 */
export async function withTakenPort<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fn((server.address() as net.AddressInfo).port);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * The image format `npx remotion still` settles on (CliInternals.determineFinalStillImageFormat), with
 * every input unset except those in `inputs`.
 */
export const stillImageFormat = (inputs: Record<string, unknown>) =>
  (
    requireInstalled('@remotion/cli') as {
      CliInternals: {
        determineFinalStillImageFormat: (o: Record<string, unknown>) => {format: string; source: string};
      };
    }
  ).CliInternals.determineFinalStillImageFormat({
    downloadName: null,
    outName: null,
    configImageFormat: null,
    cliFlag: null,
    isLambda: false,
    fromUi: null,
    ...inputs,
  });

/**
 * The controller that @remotion/media-parser's mediaParserController() and @remotion/webcodecs'
 * webcodecsController() return, as far as the tests call it.
 */
export type MediaController = {
  abort: (reason?: unknown) => void;
  pause: () => void;
  resume: () => void;
  addEventListener: (name: string, cb: (e: {detail: unknown}) => void) => void;
  removeEventListener: (name: string, cb: (e: {detail: unknown}) => void) => void;
};

// Rendering the installed React components in Node.js (react-dom/server needs no browser).

/** Props of any component: the tests pass plain objects to the installed packages' components. */
export type AnyProps = Record<string, unknown>;
/** A function component, typed only as far as the tests need. */
export type Component = (props: AnyProps) => unknown;
type ReactLike = {
  createElement: (type: unknown, props?: AnyProps | null, ...children: unknown[]) => unknown;
  Fragment: unknown;
};
type ServerRenderer = {renderToString: (element: unknown, options?: {onError?: (e: Error) => void}) => string};

/** The installed react, which the tests build their element trees with. */
export const React = requireInstalled('react') as ReactLike;
/** React.createElement, short because the tests write element trees without JSX. */
export const h = React.createElement;

/**
 * renderToString() of the installed react-dom/server, loaded on first use (it takes ~40 ms, and most
 * test files render nothing).
 */
export const renderToString: ServerRenderer['renderToString'] = (element, options) =>
  (requireInstalled('react-dom/server') as ServerRenderer).renderToString(element, options);

/** Undoes react-dom/server's HTML escaping, to read a text that React wrote into an attribute. */
export const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const CLIENT_RENDERING_PREAMBLE = 'Switched to client rendering because the server rendering errored:\n\n';

/**
 * The errors that React moved into the HTML for the client to retry (errors thrown inside a Suspense
 * boundary, such as the Player's and <Thumbnail>'s), decoded and without React's "Switched to client
 * rendering because the server rendering errored" preamble.
 */
export const errorsMovedToClient = (html: string) =>
  [...html.matchAll(/data-msg="([^"]*)"/g)].map((match) => decodeHtml(match[1]).replace(CLIENT_RENDERING_PREAMBLE, ''));

/**
 * Renders the Player's <Thumbnail> with `props` (component, composition size, fps, durationInFrames,
 * frameToDisplay) with react-dom/server. Returns the HTML (empty if the render threw) and every error:
 * those React reported, then the one the render threw, then those React moved into the HTML.
 */
export function renderThumbnail(props: AnyProps): {html: string; errors: string[]} {
  const {Thumbnail} = requireInstalled('@remotion/player') as {Thumbnail: unknown};
  const errors: string[] = [];
  let html = '';
  try {
    html = renderToString(h(Thumbnail, props), {onError: (e) => errors.push(e.message)});
  } catch (e) {
    errors.push((e as Error).message);
  }
  errors.push(...errorsMovedToClient(html));
  return {html, errors};
}

/** Renders `component` at frame 0 of a 100×100, 30-frame <Thumbnail>; returns the first error React reported, or null. */
export const firstRenderError = (component: Component): string | null =>
  renderThumbnail({
    component,
    durationInFrames: 30,
    fps: 30,
    compositionWidth: 100,
    compositionHeight: 100,
    frameToDisplay: 0,
  }).errors[0] ?? null;

/** The arguments of remotion's spring() as the claims tests call it. */
export type SpringArgs = {
  frame: number;
  fps: number;
  config?: {damping?: number; stiffness?: number; mass?: number; overshootClamping?: boolean};
  from?: number;
  to?: number;
  delay?: number;
  durationInFrames?: number;
};

/** What @remotion/media-utils' getAudioData() resolves to. */
export type AudioData = {
  channelWaveforms: Float32Array[];
  sampleRate: number;
  durationInSeconds: number;
  numberOfChannels: number;
  resultId: string;
  isRemote: boolean;
};

/**
 * Script text that gives a Node.js process a document just large enough for react-dom/client to
 * mount components into `container` (no layout, no events), for claims about what a component does
 * when it mounts in the Studio, the Player or a render tab.
 */
export const FAKE_DOM_SCRIPT = `
const noop = () => {};
const mkNode = (nodeType, name) => ({
  nodeType, nodeName: name, tagName: name, style: {}, childNodes: [], firstChild: null,
  addEventListener: noop, removeEventListener: noop, setAttribute: noop, removeAttribute: noop,
  getAttribute: () => null, hasAttribute: () => false,
  getClientRects: () => [{width: 100, height: 100, x: 0, y: 0}],
  appendChild(c) { this.childNodes.push(c); return c; }, removeChild(c) { return c; }, insertBefore(c) { return c; },
});
const doc = mkNode(9, '#document');
doc.documentElement = mkNode(1, 'HTML');
doc.body = mkNode(1, 'BODY');
doc.body.ownerDocument = doc;
doc.activeElement = doc.body;
doc.createElement = (t) => Object.assign(mkNode(1, t.toUpperCase()), {ownerDocument: doc});
doc.createTextNode = (t) => ({nodeType: 3, textContent: t});
doc.defaultView = globalThis;
const container = Object.assign(mkNode(1, 'DIV'), {ownerDocument: doc});
globalThis.document = doc;
globalThis.window = globalThis;
Object.assign(globalThis, {
  dispatchEvent: () => true, addEventListener: noop, removeEventListener: noop, innerWidth: 100, innerHeight: 100,
  origin: 'http://localhost:3000', HTMLIFrameElement: function () {},
  ResizeObserver: class { constructor(cb) { this.cb = cb; } observe(t) { this.cb([{contentRect: {width: 100, height: 100}, target: t}]); } unobserve() {} disconnect() {} },
});
`;

type Provider = {Provider: unknown};
type RemotionContexts = {
  Internals: {
    CanUseRemotionHooksProvider: unknown;
    CompositionManager: Provider;
    Timeline: {TimelineContext: Provider};
  };
};

/**
 * Renders `element` to static markup as the component of a composition `c` (200×100) sees it at
 * `frame`: inside Remotion's composition manager and timeline contexts, so its hooks work.
 */
export function renderInComposition(frame: number, element: unknown, {durationInFrames = 100, fps = 30} = {}): string {
  const {Internals} = requireInstalled('remotion') as RemotionContexts;
  const {renderToStaticMarkup} = requireInstalled('react-dom/server') as {
    renderToStaticMarkup: (el: unknown) => string;
  };
  const size = {width: 200, height: 100};
  const composition = {
    id: 'c',
    component: () => null,
    durationInFrames,
    fps,
    ...size,
    defaultProps: {},
    folderName: null,
    parentFolderName: null,
    schema: null,
    calculateMetadata: null,
    nonce: 0,
  };
  const manager = {
    compositions: [composition],
    canvasContent: {type: 'composition', compositionId: 'c'},
    currentCompositionMetadata: {fps, durationInFrames, ...size, props: {}, defaultCodec: null, defaultOutName: null},
    folders: [],
  };
  const timeline = {
    frame: {c: frame},
    playing: false,
    playbackRate: 1,
    rootId: '',
    imperativePlaying: {current: false},
    setPlaybackRate: () => undefined,
    audioAndVideoTags: {current: []},
  };
  return renderToStaticMarkup(
    h(
      Internals.CanUseRemotionHooksProvider,
      null,
      h(
        Internals.CompositionManager.Provider,
        {value: manager},
        h(Internals.Timeline.TimelineContext.Provider, {value: timeline}, element),
      ),
    ),
  );
}

/**
 * Script text (CommonJS) that records the props of every <audio> element Remotion's components
 * create, in `audioProps`, with React in production mode as in a render; it loads React,
 * renderToString, remotion and <Thumbnail> for the script that follows.
 */
export const AUDIO_PROPS_RECORDER = `
// One build of React for the whole script (react-dom/client below runs in production mode, as in a render).
process.env.NODE_ENV = 'production';
// Records the props of every <audio> element that Remotion's components create.
const jsxPath = require.resolve('react/jsx-runtime');
const real = require('react/jsx-runtime');
const audioProps = [];
const wrap = (fn) => (type, props, key) => { if (type === 'audio') { audioProps.push(props); } return fn(type, props, key); };
require.cache[jsxPath] = {id: jsxPath, filename: jsxPath, loaded: true, exports: {...real, jsx: wrap(real.jsx), jsxs: wrap(real.jsxs)}};
const React = require('react');
const {renderToString} = require('react-dom/server');
const remotion = require('remotion');
const {Thumbnail} = require('@remotion/player');
`;

/**
 * Replaces properties of objects for one test: returns patch(target, key, value), and undoes every
 * patch after each test of the file that calls it (at its top level).
 */
export function patchesUndoneAfterEach(): (target: Record<string, unknown>, key: string, value: unknown) => void {
  const patches: [Record<string, unknown>, string, unknown][] = [];
  afterEach(() => {
    while (patches.length > 0) {
      const [target, key, value] = patches.pop()!;
      target[key] = value;
    }
  });
  return (target, key, value) => {
    patches.push([target, key, target[key]]);
    target[key] = value;
  };
}

type AnyFunction = (...args: never[]) => unknown;
const callInstalled = <R>(fn: AnyFunction, ...args: unknown[]) => (fn as unknown as (...a: unknown[]) => R)(...args);

/** A 1280×720, 30 fps, 90-frame composition as selectComposition() returns it, for renderMedia() checks. */
export const VALIDATION_COMPOSITION = {
  id: 'Promo',
  width: 1280,
  height: 720,
  fps: 30,
  durationInFrames: 90,
  props: {},
  defaultProps: {},
  defaultCodec: null,
  defaultOutName: null,
  defaultVideoImageFormat: null,
  defaultPixelFormat: null,
};

/**
 * The error renderMedia() throws for `options` (h264 unless they say otherwise), or 'no error'. Its
 * signal is cancelled before the call, so nothing starts when the options pass the checks.
 */
export async function renderMediaError(options: Record<string, unknown>): Promise<string> {
  const renderer = requireInstalled('@remotion/renderer') as Record<string, AnyFunction>;
  const {cancelSignal, cancel} = callInstalled<{cancelSignal: unknown; cancel: () => void}>(renderer.makeCancelSignal);
  cancel();
  try {
    await callInstalled(renderer.renderMedia, {
      composition: VALIDATION_COMPOSITION,
      serveUrl: 'http://127.0.0.1:9/',
      outputLocation: null,
      codec: 'h264',
      cancelSignal,
      logLevel: 'error',
      ...options,
    });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

/**
 * What `npx remotion gpu` and `browser ensure` print about a Chrome Headless Shell download with
 * `quiet: true` when stdout is not a terminal (runNode pipes it, as CI does), and whether
 * --log=verbose uses the same line-by-line output.
 */
export function quietDownloadProgress(): {output: string; verboseUsesLines: boolean} {
  const output = runNode(
    'cjs',
    `
const {CliInternals} = require('@remotion/cli');
const {onProgress} = CliInternals.defaultBrowserDownloadProgress({indent: false, logLevel: 'info', quiet: true})({chromeMode: 'headless-shell'});
onProgress({downloadedBytes: 20000000, totalSizeInBytes: 100000000, percent: 0.2});
onProgress({downloadedBytes: 100000000, totalSizeInBytes: 100000000, percent: 1});
console.log(JSON.stringify({verbose: CliInternals.shouldUseNonOverlayingLogger({logLevel: 'verbose'})}));
`,
  );
  return {output, verboseUsesLines: lastJson<{verbose: boolean}>(output).verbose};
}

/**
 * For scripts run with runNode('cjs', …): `stub(file, exports)` puts `exports` in the require cache
 * under `file`'s resolved path, so the installed code that requires it gets the stand-in.
 */
export const STUB_MODULE_SCRIPT = `const Module = require('module');
const stub = (file, exports) => {
  const f = require.resolve(file);
  const m = new Module(f);
  m.filename = f;
  m.loaded = true;
  m.exports = exports;
  require.cache[f] = m;
  return exports;
};
`;
