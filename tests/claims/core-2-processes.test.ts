/**
 * Executed claims of the top-level pages that need a separate Node.js process: behaviour that
 * depends on the environment Remotion detects (a render, the Player, the Studio are told apart by
 * globals on `window`), checks that are skipped when NODE_ENV is "test", the `npx remotion` CLI
 * (only cheap commands that stop before bundling), and how the packages load as ESM and CommonJS.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {runNode} from './lib';

/** Runs a CommonJS script from the project root without NODE_ENV, like a reader's script would run. */
const runScript = (code: string) => {
  const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/core-2-'));
  const file = path.join(dir, 'script.cjs');
  fs.writeFileSync(file, code);
  const env = {...process.env};
  delete env.NODE_ENV;
  try {
    const result = spawnSync(process.execPath, [file], {cwd: PROJECT_ROOT, encoding: 'utf8', env});
    return {output: `${result.stdout}${result.stderr}`, status: result.status};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
};

const CLI = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js');
/** Runs `npx remotion <args>` (the installed CLI) in `cwd`. */
const remotionCli = (args: string[], cwd: string) => {
  const env: NodeJS.ProcessEnv = {...process.env, CI: '1', FORCE_COLOR: '0'};
  delete env.NODE_ENV;
  const result = spawnSync(process.execPath, [CLI, ...args], {cwd, encoding: 'utf8', env, timeout: 20_000});
  return {output: `${result.stdout}${result.stderr}`, status: result.status};
};

/** Runs `make()` once and hands every later caller the same result: one process serves several tests. */
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/**
 * One process with `window` as Remotion sees it during a render (a production build with a
 * puppeteer timeout). Each check prints labelled lines.
 */
const renderRun = once(() =>
  runScript(`globalThis.window = {process: {env: {NODE_ENV: 'production'}}, remotion_puppeteerTimeout: 30000, remotion_attempt: 1, origin: 'http://localhost:3000', location: {href: 'http://localhost:3000/'}};
const original = globalThis.setTimeout;
const timers = [];
globalThis.setTimeout = (fn, ms) => { timers.push({fn, ms}); return timers.length; };
const React = require('react');
const {renderToString} = require('react-dom/server');
const {Thumbnail} = require('@remotion/player');
const {delayRender, prefetch, useCurrentScale, Loop, OffthreadVideo, Audio, Video} = require('remotion');
delayRender('Fetching weather for Berlin');
delayRender('Rendering chart on the server', {timeoutInMilliseconds: 90000, retries: 1});
globalThis.setTimeout = original;
for (const t of timers) { try { t.fn(); } catch (e) { console.log(t.ms + ' | ' + e.message.split(' The delayRender was called')[0]); } }
const realFetch = globalThis.fetch;
globalThis.fetch = () => { throw new Error('fetched'); };
const {waitUntilDone, free} = prefetch('https://cdn.example.com/intro.mp4');
free();
waitUntilDone().then((u) => console.log('resolved ' + u));
globalThis.fetch = realFetch;
const h = React.createElement;
console.log('scale=' + renderToString(h(() => String(useCurrentScale()))));
const frames = (make, frame) => {
  const seen = [];
  const C = () => make((f) => { seen.push(f); return 1; });
  renderToString(h(Thumbnail, {component: C, compositionWidth: 100, compositionHeight: 100, durationInFrames: 300, fps: 30, frameToDisplay: frame}));
  return JSON.stringify([...new Set(seen)]);
};
console.log('repeat=' + frames((volume) => h(Loop, {durationInFrames: 30}, h(OffthreadVideo, {src: '/a.mp4', volume})), 45));
console.log('extend=' + frames((volume) => h(Loop, {durationInFrames: 30}, h(OffthreadVideo, {src: '/a.mp4', volume, loopVolumeCurveBehavior: 'extend'})), 45));
console.log('videoTag=' + frames((volume) => h(Loop, {durationInFrames: 30}, h(Video, {src: '/a.mp4', volume})), 45));
console.log('audio=' + frames((volume) => h(Audio, {src: '/a.mp3', startFrom: 60, volume}), 10));
console.log('video=' + frames((volume) => h(OffthreadVideo, {src: '/a.mp4', startFrom: 60, volume}), 10));
`),
);

/** One process with `window` as in the Player (and, for staticFile(), the static base of the Studio). */
const playerRun = once(() =>
  runScript(`globalThis.window = {remotion_isPlayer: true, process: {env: {NODE_ENV: 'development'}}};
const timers = [];
const original = globalThis.setTimeout;
globalThis.setTimeout = (fn, ms) => { timers.push(ms); return original(() => undefined, 0); };
const React = require('react');
const {renderToString} = require('react-dom/server');
const {delayRender, getInputProps, useVideoConfig, staticFile} = require('remotion');
delayRender('Fetching weather for Berlin');
console.log('timers=' + timers.length);
globalThis.setTimeout = original;
try { getInputProps(); } catch (e) { console.log(e.message); }
try { renderToString(React.createElement(() => String(useVideoConfig().width))); } catch (e) { console.log(e.message); }
window.remotion_isPlayer = false;
window.remotion_staticBase = '/static-4d3c2b1a';
console.log(staticFile('logo.png'));
console.log(staticFile('music/theme song.mp3'));
`),
);

/** One process without `window`, as a Node.js script or a server. */
const serverRun = once(() =>
  runScript(`const {getInputProps, watchStaticFile, registerRoot} = require('remotion');
console.log('server=' + JSON.stringify(getInputProps()));
let called = false;
const {cancel} = watchStaticFile('captions.json', () => { called = true; });
console.log('cancel=' + String(cancel()) + ' called=' + called);
try { registerRoot(null); } catch (e) { console.log(e.message); }
registerRoot(() => null);
try { registerRoot(() => null); } catch (e) { console.log(e.message); }
const {RenderInternals} = require('@remotion/renderer');
for (const v of [6999, 7000, 7000.5]) { try { RenderInternals.validatePuppeteerTimeout(v); console.log(v + ' ok'); } catch (e) { console.log(v + ' ' + e.message); } }
`),
);

describe('delayRender() timeouts', () => {
  it('while rendering, a handle fires after the timeout minus 2 seconds: 28000ms with the default of 30000 ms', () => {
    const {output} = renderRun();
    expect(output).toContain(
      '28000 | A delayRender() "Fetching weather for Berlin" was called but not cleared after 28000ms. See https://remotion.dev/docs/timeout for help.',
    );
    expect(output.split('\n').find((l) => l.startsWith('28000'))).not.toContain('Retries left');
    expect(output).toContain(
      '88000 | A delayRender() "Rendering chart on the server" was called but not cleared after 88000ms.',
    );
    expect(output).toContain('Retries left: 1');
  });

  it('in the Studio and the Player no timer is started, so an open handle never times out', () => {
    expect(playerRun().output).toContain('timers=0');
  });

  it('the timeout must be an integer of at least 7000', () => {
    const {output} = serverRun();
    expect(output).toContain("6999 'timeoutInMilliseconds' should be bigger or equal than 7000, but is 6999");
    expect(output).toContain('7000 ok');
    expect(output).toContain("7000.5 'timeoutInMilliseconds' should be an integer, but is 7000.5");
  });
});

describe('environment-dependent APIs', () => {
  it('prefetch() during a render downloads nothing and waitUntilDone() resolves with the original URL', () => {
    const {output} = renderRun();
    expect(output).toContain('resolved https://cdn.example.com/intro.mp4');
    expect(output).not.toContain('fetched');
  });

  it('useCurrentScale() returns 1 during rendering', () => {
    expect(renderRun().output).toContain('scale=1');
  });

  it('getInputProps() throws inside the Player, and returns {} with a warning on the server', () => {
    expect(serverRun().output).toContain('server={}');
    expect(serverRun().output).toContain('Called `getInputProps()` on the server.');
    expect(playerRun().output).toContain('You cannot call `getInputProps()` from a <Player>.');
  });

  it("in the Studio staticFile('logo.png') returns a /static-… prefixed URL", () => {
    const {output} = playerRun();
    expect(output).toContain('/static-4d3c2b1a/logo.png');
    expect(output).toContain('/static-4d3c2b1a/music/theme%20song.mp3');
  });

  it('watchStaticFile() outside the Studio logs a warning and returns a cancel() that does nothing; the callback is never called', () => {
    const {output} = serverRun();
    expect(output).toContain('The watchStaticFile() API is only available while using the Remotion Studio.');
    expect(output).toContain('cancel=undefined called=false');
  });

  it('loading a second version of remotion throws "🚨 Multiple versions of Remotion detected: 4.0.278 and 4.0.261."', () => {
    const {output} = runScript(`globalThis.remotion_imported = '4.0.261';
try { require('remotion'); console.log('no error'); } catch (e) { console.log(e.message); }
`);
    expect(output).toContain(
      '🚨 Multiple versions of Remotion detected: 4.0.278 and 4.0.261. This will cause things to break in an unexpected way.',
    );
    expect(output).toContain('npx remotion versions');
  });
});

describe('npx remotion CLI', () => {
  it('upgrade --version=4.0.278 prints "Upgrading to specified version: 4.0.278" and, without a lockfile, fails with "No lockfile was found in your project"', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-2-upgrade-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({name: 'x', dependencies: {remotion: '4.0.261'}}),
      );
      const {output, status} = remotionCli(['upgrade', '--version=4.0.278'], dir);
      expect(output).toContain('Upgrading to specified version: 4.0.278');
      expect(output).toContain(
        'No lockfile was found in your project (one of package-lock.json, yarn.lock, pnpm-lock.yaml, bun.lock, bun.lockb). Install dependencies using your favorite manager!',
      );
      expect(status).not.toBe(0);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('--props that is neither JSON nor a JSON file exits with "You passed --props but it was neither valid JSON nor a file path to a valid JSON file"', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-2-props-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'src/index.ts'), 'export {};\n');
      const inline = remotionCli(['compositions', 'src/index.ts', '--props={bad'], dir);
      expect(inline.output).toContain(
        'You passed --props but it was neither valid JSON nor a file path to a valid JSON file',
      );
      expect(inline.status).toBe(1);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('versions reports "Version mismatch: Not all Remotion packages have the same version." and exits with code 1 when versions differ', () => {
    const {output, status} = remotionCli(['versions'], PROJECT_ROOT);
    expect(output).toContain('On version: 4.0.278');
    expect(output).toContain('Version mismatch: Not all Remotion packages have the same version.');
    expect(status).toBe(1);
  });
});

const SYSTEM_PROMPT_IMPORTS = `
  remotion: ['interpolate', 'Easing', 'spring', 'interpolateColors', 'AbsoluteFill', 'Sequence', 'Series', 'Loop', 'Freeze', 'Img', 'OffthreadVideo', 'Video', 'Audio', 'AnimatedImage', 'IFrame', 'staticFile', 'delayRender', 'continueRender', 'cancelRender', 'registerRoot', 'Composition', 'Still', 'Folder', 'useCurrentFrame', 'useVideoConfig', 'random', 'measureSpring', 'prefetch', 'getInputProps', 'VERSION', 'watchStaticFile', 'useBufferState', 'useCurrentScale', 'getRemotionEnvironment', 'Artifact', 'getStaticFiles'],
  'remotion/no-react': ['interpolate', 'random'],
  'remotion/version': ['VERSION'],
  '@remotion/transitions': ['TransitionSeries', 'linearTiming', 'springTiming', 'useTransitionProgress'],
  '@remotion/transitions/fade': ['fade'],
  '@remotion/transitions/slide': ['slide'],
  '@remotion/transitions/wipe': ['wipe'],
  '@remotion/transitions/flip': ['flip'],
  '@remotion/transitions/clock-wipe': ['clockWipe'],
  '@remotion/transitions/none': ['none'],
  '@remotion/google-fonts/Montserrat': ['loadFont'],
  '@remotion/google-fonts/Inter': ['loadFont'],
  '@remotion/fonts': ['loadFont'],
  '@remotion/zod-types': ['zColor', 'zTextarea'],
  '@remotion/player': ['Player', 'Thumbnail'],
  '@remotion/renderer': ['renderMedia', 'renderStill', 'renderFrames', 'selectComposition', 'getCompositions', 'stitchFramesToVideo', 'openBrowser', 'ensureBrowser', 'makeCancelSignal', 'getVideoMetadata', 'getSilentParts', 'extractAudio'],
  '@remotion/bundler': ['bundle'],
  '@remotion/media-utils': ['useAudioData', 'useWindowedAudioData', 'visualizeAudio', 'getAudioData'],
  '@remotion/three': ['ThreeCanvas', 'useVideoTexture', 'useOffthreadVideoTexture'],
  '@remotion/tailwind': ['enableTailwind'],
  '@remotion/noise': ['noise2D', 'noise3D', 'noise4D'],
  '@remotion/shapes': ['makeStar'],
  '@remotion/paths': ['getLength', 'getPointAtLength'],
  '@remotion/layout-utils': ['measureText', 'fitText'],
  '@remotion/media-parser': ['parseMedia', 'IsAGifError', 'IsAnImageError', 'IsAnUnsupportedFileTypeError', 'IsAPdfError'],
  '@remotion/media-parser/node': ['nodeReader'],
  '@remotion/cli/config': ['Config'],
  '@remotion/animation-utils': ['makeTransform', 'interpolateStyles'],
`;

describe('module formats', () => {
  let output = '';
  beforeAll(() => {
    // One ESM process checks both: import() of the ESM builds, and require() of the CommonJS builds.
    output = runNode(
      'esm',
      `import {createRequire} from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const expected = {${SYSTEM_PROMPT_IMPORTS}};
const members = (mod) => [['Series.Sequence', mod.remotion.Series.Sequence], ['TransitionSeries.Sequence', mod.transitions.TransitionSeries.Sequence], ['TransitionSeries.Transition', mod.transitions.TransitionSeries.Transition], ['Easing.out', mod.remotion.Easing.out], ['Easing.cubic', mod.remotion.Easing.cubic], ['Easing.bezier', mod.remotion.Easing.bezier], ['Easing.inOut', mod.remotion.Easing.inOut], ['Easing.quad', mod.remotion.Easing.quad]];
for (const format of ['esm', 'cjs']) {
  const missing = [];
  const loaded = {};
  for (const [specifier, names] of Object.entries(expected)) {
    try {
      const mod = format === 'esm' ? await import(specifier) : require(specifier);
      loaded[specifier] = mod;
      for (const name of names) { if (mod[name] === undefined) missing.push(specifier + ' ' + name); }
    } catch (e) { missing.push(specifier + ' failed: ' + e.message.split('\\n')[0]); }
  }
  for (const [n, v] of members({remotion: loaded.remotion, transitions: loaded['@remotion/transitions']})) { if (!v) missing.push(n); }
  console.log(format + ' missing=' + JSON.stringify(missing));
}`,
    );
  });

  it('every API the pages and the system prompt name is exported, as ESM imports', () => {
    expect(output).toContain('esm missing=[]');
  });

  it('every API the pages and the system prompt name is exported, with require() from CommonJS', () => {
    expect(output).toContain('cjs missing=[]');
  });
});

describe('volume functions while rendering', () => {
  it("loopVolumeCurveBehavior defaults to 'repeat': at frame 45 of a 30-frame <Loop> the volume function gets 15, with 'extend' 45", () => {
    const {output} = renderRun();
    expect(output).toContain('repeat=[15]');
    expect(output).toContain('extend=[45]');
    expect(output).toContain('videoTag=[15]');
  });

  it('the volume function of <Audio> and <OffthreadVideo> receives the frame counted from where playback starts, independent of startFrom', () => {
    const {output} = renderRun();
    expect(output).toContain('audio=[10]');
    expect(output).toContain('video=[10]');
  });
});

describe('hook errors in the Player', () => {
  it('useVideoConfig() outside the component passed to the Player names that cause', () => {
    expect(playerRun().output).toContain(
      'You are probably calling useVideoConfig() from outside the component passed to <Player />.',
    );
  });
});

/** One process in a project folder with its own .env files, that also parses --bundle-cache=false. */
const cliConfigRun = once(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-2-env-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "env-check"}');
    fs.writeFileSync(path.join(dir, '.env.local'), 'NEXT_PUBLIC_API=https://api.example.com\nSECRET_FROM_LOCAL=1\n');
    const file = path.join(dir, 'check.cjs');
    fs.writeFileSync(
      file,
      `const fs = require('node:fs');
process.argv.push('--bundle-cache=false');
const {ConfigInternals} = require('@remotion/cli/config');
const before = ConfigInternals.getWebpackCaching();
require('${PROJECT_ROOT}/node_modules/@remotion/cli/dist/parse-command-line.js').parseCommandLine();
console.log('before=' + before + ' after=' + ConfigInternals.getWebpackCaching());
const {getEnvironmentVariables} = require('${PROJECT_ROOT}/node_modules/@remotion/cli/dist/get-env.js');
console.log('local=' + JSON.stringify(getEnvironmentVariables(null, 'error', false)));
fs.writeFileSync('.env', 'FROM_DOT_ENV=1\\n');
console.log('env=' + JSON.stringify(getEnvironmentVariables(null, 'error', false)));
`,
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      REMOTION_GREETING: 'hi',
      NEXT_PUBLIC_FROM_SHELL: 'x',
      NODE_PATH: path.join(PROJECT_ROOT, 'node_modules'),
    };
    delete env.NODE_ENV;
    const result = spawnSync(process.execPath, [file], {cwd: dir, encoding: 'utf8', env});
    const line = (label: string) => {
      const found = result.stdout.split('\n').find((l) => l.startsWith(`${label}=`));
      return found ? found.slice(label.length + 1) : '';
    };
    return {output: `${result.stdout}${result.stderr}`, line};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

describe('entry point and configuration', () => {
  it('registerRoot() without a component throws "You must pass a React component to registerRoot()", a second call throws "registerRoot() was called more than once."', () => {
    const {output} = serverRun();
    expect(output).toContain('You must pass a React component to registerRoot()');
    expect(output).toContain('registerRoot() was called more than once.');
  });

  it('Config from remotion prints that configuration has moved and exits with code 1 on any method call', () => {
    const {output, status} = runScript(`const {Config} = require('remotion');
Config.setCodec('h264');
console.log('still running');
`);
    expect(output).toContain('The CLI configuration has been extracted from Remotion Core.');
    expect(output).not.toContain('still running');
    expect(status).toBe(1);
  });

  it('--bundle-cache=false turns off the Webpack cache', () => {
    expect(cliConfigRun().output).toContain('before=true after=false');
  });
});

describe('environment variables for the bundle', () => {
  it('every key of .env (or .env.local when there is no .env) reaches process.env whatever its prefix; from the shell only REMOTION_ variables do', () => {
    const {line} = cliConfigRun();
    const fromLocal = JSON.parse(line('local')) as Record<string, string>;
    expect(fromLocal.NEXT_PUBLIC_API).toBe('https://api.example.com');
    expect(fromLocal.REMOTION_GREETING).toBe('hi');
    expect(fromLocal).not.toHaveProperty('NEXT_PUBLIC_FROM_SHELL');
    const fromEnv = JSON.parse(line('env')) as Record<string, string>;
    expect(fromEnv.FROM_DOT_ENV).toBe('1');
    expect(fromEnv).not.toHaveProperty('SECRET_FROM_LOCAL');
  });
});
