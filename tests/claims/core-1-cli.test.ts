/**
 * Executed claims about the CLI and the config file (config, chromium-flags, 2-0-migration,
 * 4-0-migration, encoding, calculate-metadata, api, brownfield, javascript, env-variables, bun,
 * deno, authoring-packages, 4-0-alpha, getting-started). The CLI reads its flags once, from
 * `process.argv`, when `@remotion/cli` is loaded; so each script sets `process.argv` first, loads the
 * installed CLI modules and prints what the options resolve to. Two tests start the real
 * `remotion` executable in an empty project (about a second each, no render).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {lastJson, runNode} from './lib';

const CLI = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli');

/** A script that loads the CLI with `argv` (after `npx remotion`). */
const withArgv = (argv: string[], body: string) => `
process.argv = ['node', 'remotion', ...${JSON.stringify(argv)}];
const CLI = ${JSON.stringify(CLI)};
const {Config, ConfigInternals} = require(CLI + '/dist/config/index.js');
const {parsedCli, BooleanFlags} = require(CLI + '/dist/parsed-cli.js');
const {BrowserSafeApis} = require('@remotion/renderer/client');
const o = BrowserSafeApis.options;
const cl = {commandLine: parsedCli};
const err = (fn) => { try { fn(); return 'no error'; } catch (e) { return e.message; } };
const out = {};
${body}
console.log(JSON.stringify(out));
`;

/** A throwaway project folder (package.json, optional files). */
const makeProject = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-cli-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"p","version":"1.0.0"}');
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
};

describe('npx remotion render without flags: defaults and which source wins', () => {
  type R = Record<string, {source?: string; value?: unknown} | unknown>;
  let r: Record<string, R | unknown>;
  beforeAll(() => {
    r = lastJson(
      runNode(
        'cjs',
        withArgv(
          ['render'],
          `
out.parsed = {overwrite: parsedCli.overwrite, disableHeadless: parsedCli['disable-headless'], muted: parsedCli.muted, beep: parsedCli['beep-on-finish'], repro: parsedCli.repro, keyboard: parsedCli['disable-keyboard-shortcuts']};
const v = (name) => o[name].getValue(cl);
out.defaults = {
  logLevel: v('logLevelOption'), jpegQuality: v('jpegQualityOption'), colorSpace: v('colorSpaceOption'),
  hardwareAcceleration: v('hardwareAccelerationOption'), x264: v('x264Option'), timeout: v('delayRenderTimeoutInMillisecondsOption'),
  gl: v('glOption'), chromeMode: v('chromeModeOption'), multiProcess: o.enableMultiprocessOnLinuxOption.getValue({commandLine: {}}),
  audioBitrate: v('audioBitrateOption'), enforceAudio: v('enforceAudioOption'), deleteAfter: v('deleteAfterOption'),
  folderExpiry: v('folderExpiryOption'), numberOfGifLoops: v('numberOfGifLoopsOption'), encodingMaxRate: v('encodingMaxRateOption'),
  forSeamlessAac: v('forSeamlessAacConcatenationOption'), offthreadVideoCacheSize: v('offthreadVideoCacheSizeInBytesOption'),
  binariesDirectory: v('binariesDirectoryOption'), lambdaInsights: v('enableLambdaInsights'), headless: v('headlessOption'),
  overwrite: v('overwriteOption'), muted: v('mutedOption'), scale: v('scaleOption'),
};
out.internals = {
  concurrency: ConfigInternals.getConcurrency(), caching: ConfigInternals.getWebpackCaching(), maxTracks: ConfigInternals.getMaxTimelineTracks(),
  bufferDelay: ConfigInternals.getBufferStateDelayInMilliseconds(), polling: ConfigInternals.getWebpackPolling(), openBrowser: ConfigInternals.getShouldOpenBrowser(),
  everyNthFrame: ConfigInternals.getEveryNthFrame(), pixelFormat: ConfigInternals.getPixelFormat(), studioPort: ConfigInternals.getStudioPort() ?? null,
  range: ConfigInternals.getRange(), stillFormat: ConfigInternals.getUserPreferredStillImageFormat() ?? null,
  sharedAudioTags: require(CLI + '/dist/config/number-of-shared-audio-tags.js').getNumberOfSharedAudioTags(),
};
const shared = require('@remotion/studio-shared');
out.studioShared = {bufferDelay: shared.DEFAULT_BUFFER_STATE_DELAY_IN_MILLISECONDS, tracks: shared.DEFAULT_TIMELINE_TRACKS,
  outName: shared.getDefaultOutLocation({compositionName: 'MyComp', defaultExtension: 'mp4', type: 'asset', compositionDefaultOutName: null}),
  sequence: shared.getDefaultOutLocation({compositionName: 'MyComp', defaultExtension: 'png', type: 'sequence', compositionDefaultOutName: null}),
  fromCalculateMetadata: shared.getDefaultOutLocation({compositionName: 'MyComp', defaultExtension: 'mp4', type: 'asset', compositionDefaultOutName: 'launch'})};
// Precedence: the config file against flags that minimist always sets.
Config.setOverwriteOutput(false);
Config.setChromiumHeadlessMode(false);
Config.setBeepOnFinish(true);
Config.setRepro(true);
Config.setChromiumMultiProcessOnLinux(false);
Config.setMuted(false);
out.afterConfig = {
  overwrite: o.overwriteOption.getValue(cl), headless: o.headlessOption.getValue(cl), beep: o.beepOnFinishOption.getValue(cl),
  repro: o.reproOption.getValue(cl), multiProcess: o.enableMultiprocessOnLinuxOption.getValue(cl), muted: o.mutedOption.getValue(cl),
};
Config.setDelayRenderTimeoutInMilliseconds(60000);
Config.setChromiumOpenGlRenderer('angle');
Config.setJpegQuality(90);
out.configWins = {timeout: o.delayRenderTimeoutInMillisecondsOption.getValue(cl), gl: o.glOption.getValue(cl), jpeg: o.jpegQualityOption.getValue(cl)};
out.flagWins = {gl: o.glOption.getValue({commandLine: {gl: 'egl'}}), timeout: o.delayRenderTimeoutInMillisecondsOption.getValue({commandLine: {timeout: 90000}})};
out.badGl = err(() => o.glOption.getValue({commandLine: {gl: 'metal'}}));
out.badChromeMode = err(() => o.chromeModeOption.getValue({commandLine: {'chrome-mode': 'canary'}}));
// Keyboard shortcuts: the flag is applied after the config file.
Config.setKeyboardShortcutsEnabled(false);
require(CLI + '/dist/parse-command-line.js').parseCommandLine();
out.keyboardShortcuts = ConfigInternals.getKeyboardShortcutsEnabled();
// Codec: --codec, then the output extension, then calculateMetadata(), then the config file, then h264.
const codec = (commandLine, extra) => o.videoCodecOption.getValue({commandLine}, {compositionCodec: null, configFile: null, downloadName: null, outName: null, uiCodec: null, ...extra});
out.codec = {
  nothing: codec({}, {}),
  config: codec({}, {configFile: 'prores'}),
  calculated: codec({}, {configFile: 'prores', compositionCodec: 'vp9'}),
  extension: codec({}, {configFile: 'prores', compositionCodec: 'vp9', outName: 'out/video.webm'}),
  flag: codec({codec: 'vp9'}, {compositionCodec: 'h265', outName: 'out/video.webm'}),
  mkv: codec({}, {outName: 'out/video.mkv'}), mov: codec({}, {outName: 'out/master.mov'}), gif: codec({}, {outName: 'out/a.gif'}),
  ts: codec({}, {outName: 'out/a.ts'}), hevc: codec({}, {outName: 'out/a.hevc'}), mp3: codec({}, {outName: 'out/a.mp3'}),
  wav: codec({}, {outName: 'out/a.wav'}), aac: codec({}, {outName: 'out/a.aac'}), m4a: codec({}, {outName: 'out/a.m4a'}), mp4: codec({}, {outName: 'out/a.mp4'}),
  mismatch: err(() => o.videoCodecOption.getValue({commandLine: {codec: 'vp8'}}, {compositionCodec: null, configFile: null, downloadName: null, outName: 'out/video.mp4', uiCodec: null})),
};
const {getVideoImageFormat} = require(CLI + '/dist/image-formats.js');
out.videoImageFormat = {h264: getVideoImageFormat({codec: 'h264', uiImageFormat: null}), gif: getVideoImageFormat({codec: 'gif', uiImageFormat: null}), sequence: getVideoImageFormat({codec: undefined, uiImageFormat: null}), mp3: getVideoImageFormat({codec: 'mp3', uiImageFormat: null})};
const {determineFinalStillImageFormat} = require(CLI + '/dist/determine-image-format.js');
const still = (a) => determineFinalStillImageFormat({downloadName: null, outName: null, configImageFormat: null, cliFlag: null, isLambda: false, fromUi: null, ...a});
out.stillFormat = {none: still({}), config: still({configImageFormat: 'webp'}), extension: still({configImageFormat: 'webp', outName: 'out/a.jpg'})};
// Setters that throw, and the removed groups.
out.removed = {
  setImageFormat: err(() => Config.setImageFormat('png')), setQuality: err(() => Config.setQuality(80)),
  groups: ['Bundling', 'Rendering', 'Output', 'Log', 'Preview', 'Puppeteer'].map((g) => err(() => Config[g])),
};
out.validation = {
  outputLocation: err(() => Config.setOutputLocation('')), frameRange: err(() => Config.setFrameRange([10, 5])),
  pixelFormat: err(() => Config.setPixelFormat('rgb24')), videoImageFormat: err(() => Config.setVideoImageFormat('webp')),
  levelFlag: err(() => o.logLevelOption.getValue({commandLine: {log: 'debug'}})), levelTrace: o.logLevelOption.getValue({commandLine: {log: 'trace'}}),
};
// overrideWebpackConfig() chains: each function receives the result of the previous one.
Config.overrideWebpackConfig((c) => ({...c, order: [...(c.order ?? []), 'first']}));
Config.overrideWebpackConfig((c) => ({...c, order: [...c.order, 'second']}));
ConfigInternals.getWebpackOverrideFn()({}).then((c) => { out.chain = c.order; console.log(JSON.stringify(out)); });
out.pending = true;
`,
        ).replace(/console\.log\(JSON\.stringify\(out\)\);\n$/, ''),
      ),
    );
  }, 120_000);
  const d = (name: string) => (r.defaults as Record<string, {value: unknown; source: string}>)[name];

  it('--overwrite is read as true when absent (minimist default), and --disable-headless as false', () => {
    expect(r.parsed).toMatchObject({
      overwrite: true,
      disableHeadless: false,
      muted: null,
      beep: false,
      repro: false,
      keyboard: false,
    });
  });

  it("--log defaults to 'info'", () => {
    expect(d('logLevel')).toEqual({value: 'info', source: 'default'});
  });

  it('the defaults of the render options: jpegQuality 80, colorSpace default, hardwareAcceleration disable, x264Preset null, timeout 30000', () => {
    expect(d('jpegQuality').value).toBe(80);
    expect(d('colorSpace').value).toBe('default');
    expect(d('hardwareAcceleration').value).toBe('disable');
    expect(d('x264').value).toBeNull();
    expect(d('timeout').value).toBe(30000);
  });

  it("the browser options default to gl null, chromeMode 'headless-shell', enableMultiProcessOnLinux true, headless true", () => {
    expect(d('gl')).toEqual({value: null, source: 'default'});
    expect(d('chromeMode')).toEqual({value: 'headless-shell', source: 'default'});
    expect(d('multiProcess').value).toBe(true);
    expect(d('headless').value).toBe(true);
  });

  it('more defaults: audioBitrate null, enforceAudioTrack false, deleteAfter null, folderExpiry null, numberOfGifLoops null, encodingMaxRate null, forSeamlessAacConcatenation false, offthreadVideoCacheSizeInBytes null, binariesDirectory null, scale 1', () => {
    expect([
      d('audioBitrate').value,
      d('enforceAudio').value,
      d('deleteAfter').value,
      d('folderExpiry').value,
      d('numberOfGifLoops').value,
      d('encodingMaxRate').value,
      d('forSeamlessAac').value,
      d('offthreadVideoCacheSize').value,
      d('binariesDirectory').value,
      d('scale').value,
    ]).toEqual([null, false, null, null, null, null, false, null, null, 1]);
  });

  it('config getters default to concurrency null, caching true, 90 timeline tracks, buffer delay null, polling null, opening the browser, everyNthFrame 1, yuv420p, no frame range', () => {
    expect(r.internals).toEqual({
      concurrency: null,
      caching: true,
      maxTracks: 90,
      bufferDelay: null,
      polling: null,
      openBrowser: true,
      everyNthFrame: 1,
      pixelFormat: 'yuv420p',
      studioPort: null,
      range: null,
      stillFormat: null,
      sharedAudioTags: 0,
    });
    // Config.setCachingEnabled() / --bundle-cache: caching is true by default.
  });

  it('the Studio player waits 300 ms (null means 300 milliseconds) and shows 90 timeline tracks by default', () => {
    expect(r.studioShared).toMatchObject({bufferDelay: 300, tracks: 90});
  });

  it('the default output is out/<composition-id>.<extension> (out/MyComp.mp4), a folder for image sequences, or the defaultOutName of calculateMetadata()', () => {
    expect(r.studioShared).toMatchObject({
      outName: 'out/MyComp.mp4',
      sequence: 'out/MyComp',
      fromCalculateMetadata: 'out/launch.mp4',
    });
  });

  it('Config.setOverwriteOutput(false), setChromiumHeadlessMode(false), setBeepOnFinish(true) and setRepro(true) lose to the flag defaults', () => {
    const a = r.afterConfig as Record<string, {value: unknown; source: string}>;
    expect(a.overwrite).toEqual({source: 'cli', value: true});
    expect(a.headless).toEqual({source: 'cli', value: true});
    expect(a.beep).toEqual({source: 'cli', value: false});
    expect(a.repro).toEqual({source: 'cli', value: false});
  });

  it('Config.setChromiumMultiProcessOnLinux(false) is read as "not configured" and falls back to the default true', () => {
    expect((r.afterConfig as Record<string, unknown>).multiProcess).toEqual({source: 'default', value: true});
  });

  it('any call of Config.setMuted() mutes, even Config.setMuted(false)', () => {
    expect((r.afterConfig as Record<string, unknown>).muted).toEqual({source: 'config', value: true});
  });

  it('for options without a boolean flag, the config file overrides the default and a CLI flag overrides the config file', () => {
    const c = r.configWins as Record<string, {value: unknown; source: string}>;
    expect(c.timeout).toEqual({source: 'config', value: 60000});
    expect(c.gl).toEqual({source: 'config', value: 'angle'});
    expect(c.jpeg).toEqual({source: 'config', value: 90});
    const f = r.flagWins as Record<string, {value: unknown; source: string}>;
    expect(f.gl).toEqual({source: 'cli', value: 'egl'});
    expect(f.timeout).toEqual({source: 'cli', value: 90000});
  });

  it('an unknown --gl throws "metal is not a valid GL backend. Accepted values: swangle, angle, egl, swiftshader, vulkan, angle-egl"', () => {
    expect(r.badGl).toBe(
      'metal is not a valid GL backend. Accepted values: swangle, angle, egl, swiftshader, vulkan, angle-egl',
    );
  });

  it("an unknown --chrome-mode throws \"Invalid `--chrome-mode` value passed. Accepted values: 'headless-shell', 'chrome-for-testing'.\"", () => {
    expect(r.badChromeMode).toBe(
      "Invalid `--chrome-mode` value passed. Accepted values: 'headless-shell', 'chrome-for-testing'.",
    );
  });

  it('Config.setKeyboardShortcutsEnabled(false) has no effect: the --disable-keyboard-shortcuts default re-enables the shortcuts', () => {
    expect(r.keyboardShortcuts).toBe(true);
  });

  it('codec: --codec, then the output extension, then calculateMetadata() defaultCodec, then Config.setCodec(), then h264', () => {
    const c = r.codec as Record<string, {value: string; source: string} | string>;
    expect(c.nothing).toEqual({value: 'h264', source: 'default'});
    expect(c.config).toEqual({value: 'prores', source: 'Config file'});
    expect(c.calculated).toEqual({value: 'vp9', source: 'via calculateMetadata'});
    expect(c.extension).toEqual({value: 'vp8', source: 'derived from out name'});
    expect(c.flag).toEqual({value: 'vp9', source: 'from --codec flag'});
  });

  it('the extension decides: .mp4 h264, .webm vp8, .mov prores, .mkv h264-mkv, .ts h264-ts, .gif gif, .hevc h265, .mp3 mp3, .wav wav, .aac and .m4a aac', () => {
    const c = r.codec as Record<string, {value: string}>;
    expect(
      ['mp4', 'mov', 'mkv', 'ts', 'gif', 'hevc', 'mp3', 'wav', 'aac', 'm4a'].map((k) => `${k}:${c[k].value}`),
    ).toEqual([
      'mp4:h264',
      'mov:prores',
      'mkv:h264-mkv',
      'ts:h264-ts',
      'gif:gif',
      'hevc:h265',
      'mp3:mp3',
      'wav:wav',
      'aac:aac',
      'm4a:aac',
    ]);
  });

  it('--codec=vp8 with out/video.mp4 is an error', () => {
    expect(r.codec as Record<string, string>).toMatchObject({
      mismatch: expect.stringMatching(
        /^The out name is out\/video\.mp4 but --codec=vp8 was passed\. The out name implies a codec of h264/,
      ),
    });
  });

  it("video frames default to 'jpeg' for video codecs, 'png' for image sequences and 'none' for audio-only codecs", () => {
    expect(r.videoImageFormat).toEqual({h264: 'jpeg', gif: 'jpeg', sequence: 'png', mp3: 'none'});
  });

  it("stills default to 'png'; the config file format applies when the output name has no recognizable extension", () => {
    const s = r.stillFormat as Record<string, {format: string; source: string}>;
    expect(s.none).toEqual({format: 'png', source: 'Default'});
    expect(s.config).toEqual({format: 'webp', source: 'Config file'});
    expect(s.extension).toEqual({format: 'jpeg', source: 'Out name extension'});
  });

  it('Config.setImageFormat() and Config.setQuality() throw; accessing a Remotion 3 group throws "The config format has changed."', () => {
    const removed = r.removed as {setImageFormat: string; setQuality: string; groups: string[]};
    expect(removed.setImageFormat).toBe(
      'Config.setImageFormat() has been renamed - use Config.setVideoImageFormat() instead (default "jpeg"). For rendering stills, use Config.setStillImageFormat() (default "png")',
    );
    expect(removed.setQuality).toBe('setQuality() has been renamed - use setJpegQuality() instead.');
    expect(removed.groups).toEqual(
      ['Bundling', 'Rendering', 'Output', 'Log', 'Preview', 'Puppeteer'].map(
        (g) => `The config format has changed. Change \`Config.${g}.*()\` calls to \`Config.*()\` in your config file.`,
      ),
    );
  });

  it('setters such as setOutputLocation(), setFrameRange(), setPixelFormat() and setVideoImageFormat() check their argument when called', () => {
    const v = r.validation as Record<string, string>;
    expect(v.outputLocation).toBe('outputLocation must not be an empty string');
    expect(v.frameRange).not.toBe('no error');
    expect(v.pixelFormat).not.toBe('no error');
    expect(v.videoImageFormat).not.toBe('no error');
  });

  it('the --log flag accepts trace, verbose, info, warn and error, and throws for anything else', () => {
    const v = r.validation as Record<string, unknown>;
    expect(v.levelTrace).toEqual({value: 'trace', source: 'cli'});
    expect(v.levelFlag).toBe(
      "Invalid `--log` value passed. Accepted values: 'trace', 'verbose', 'info', 'warn', 'error'.",
    );
  });

  it('overrideWebpackConfig() called twice chains the overrides in order', () => {
    expect(r.chain).toEqual(['first', 'second']);
  });
});

describe('flags that need a value: --quality, --png, --enable-multiprocess-on-linux=false, --overwrite=false', () => {
  let r: Record<string, unknown>;
  beforeAll(() => {
    r = lastJson(
      runNode(
        'cjs',
        withArgv(
          [
            'render',
            '--png',
            '--quality=90',
            '--enable-multiprocess-on-linux=false',
            '--overwrite=false',
            '--disable-headless',
          ],
          `
const warnings = [];
console.warn = (...a) => warnings.push(a.join(' '));
console.log = ((log) => (...a) => { if (String(a[0]).startsWith('The --quality')) { warnings.push(a.join(' ')); } else { log(...a); } })(console.log);
const {parseCommandLine} = require(CLI + '/dist/parse-command-line.js');
out.png = err(() => parseCommandLine());
delete parsedCli.png;
parseCommandLine();
out.warnings = warnings;
out.jpegQuality = o.jpegQualityOption.getValue(cl);
out.multiProcessString = o.enableMultiprocessOnLinuxOption.getValue(cl);
out.overwrite = o.overwriteOption.getValue(cl);
out.headless = o.headlessOption.getValue(cl);
const minimist = require(require.resolve('minimist', {paths: [CLI]}));
out.noForm = minimist(['--no-enable-multiprocess-on-linux'], {boolean: BooleanFlags})['enable-multiprocess-on-linux'];
const {getAndValidateAbsoluteOutputFile} = require(CLI + '/dist/get-cli-options.js');
const errors = [];
const {Log} = require(CLI + '/dist/log.js');
Log.error = (opts, ...a) => errors.push(a.join(' '));
const realExit = process.exit;
process.exit = (code) => { throw new Error('exit ' + code); };
out.exists = err(() => getAndValidateAbsoluteOutputFile('package.json', false, 'info'));
out.existsMessage = errors[0];
process.exit = realExit;
`,
        ),
      ),
    );
  }, 120_000);

  it('--png stops with "The --png flag has been removed. Use --sequence --image-format=png from now on."', () => {
    expect(r.png).toBe('The --png flag has been removed. Use --sequence --image-format=png from now on.');
  });

  it('--quality is still accepted: it prints "The --quality flag has been renamed to --jpeg-quality instead." and sets the JPEG quality', () => {
    expect(r.warnings as string[]).toContain('The --quality flag has been renamed to --jpeg-quality instead.');
    expect(r.jpegQuality).toEqual({source: 'config', value: 90});
  });

  it('--enable-multiprocess-on-linux=false arrives as the string "false", which counts as true; --no-enable-multiprocess-on-linux gives false', () => {
    expect(r.multiProcessString).toEqual({source: 'cli', value: 'false'});
    expect(r.noForm).toBe(false);
  });

  it('--overwrite=false makes an existing output stop the CLI with "File at … already exists. Use --overwrite to overwrite."', () => {
    expect(r.overwrite).toEqual({source: 'cli', value: false});
    expect(r.exists).toBe('exit 1');
    expect(r.existsMessage).toMatch(/^File at .*package\.json already exists\. Use --overwrite to overwrite\.$/);
  });

  it('--disable-headless turns headless off', () => {
    expect(r.headless).toEqual({source: 'cli', value: false});
  });
});

describe('the entry point, the config file and .env files in a project', () => {
  let r: Record<string, unknown>;
  let dir: string;
  beforeAll(() => {
    dir = makeProject({
      'src/remotion/index.ts': 'registerRoot',
      'src/remotion/index.tsx': 'registerRoot',
      'remotion/index.ts': 'registerRoot',
      'remotion/index.tsx': 'registerRoot',
      'tsconfig.json': '{}',
      'remotion.config.ts':
        "import {Config} from '@remotion/cli/config';\nConfig.setEntryPoint('from-ts.ts');\nConfig.setBrowserExecutable(process.cwd());\n",
      'remotion.config.js': "const {Config} = require('@remotion/cli/config');\nConfig.setEntryPoint('from-js.js');\n",
      '.env': 'REMOTION_CITY=Lisbon\nWEATHER_API_URL=https://api.example.com/weather\nREMOTION_SHARED=file\n',
      '.env.local': 'REMOTION_CITY=Local\n',
      '.env.staging': 'REMOTION_STAGE=staging\n',
      'noconfig/package.json': '{"name":"q"}',
      'noconfig/remotion.config.ts': "import {Config} from '@remotion/cli/config';\nConfig.setEntryPoint('x.ts');\n",
    });
    const script = withArgv(
      ['studio'],
      `
process.chdir(${JSON.stringify(dir)});
const {findEntryPoint} = require(CLI + '/dist/entry-point.js');
const rel = (r) => r.file ? require('node:path').relative(process.cwd(), r.file) : null;
out.commonPaths = rel(findEntryPoint({args: [], logLevel: 'error', remotionRoot: process.cwd(), allowDirectory: false}));
require('node:fs').mkdirSync('jsonly/src', {recursive: true});
require('node:fs').writeFileSync('jsonly/src/index.js', '');
out.commonPathsJs = rel(findEntryPoint({args: [], logLevel: 'error', remotionRoot: require('node:path').resolve('jsonly'), allowDirectory: false}));
require('node:fs').rmSync('remotion', {recursive: true});
out.commonPathsNested = rel(findEntryPoint({args: [], logLevel: 'error', remotionRoot: process.cwd(), allowDirectory: false}));
const {loadConfig} = require(CLI + '/dist/get-config-file-name.js');
const {getEnvironmentVariables} = require(CLI + '/dist/get-env.js');
(async () => {
  const root = process.cwd();
  process.chdir(require('node:os').tmpdir());
  const applied = await loadConfig(root);
  out.cwdAfter = process.cwd();
  process.chdir(root);
  out.appliedConfig = require('node:path').basename(applied);
  out.entryFromConfig = ConfigInternals.getEntryPoint();
  out.cwdWhileRunning = ConfigInternals.getBrowserExecutable() === require('node:fs').realpathSync(root) || ConfigInternals.getBrowserExecutable() === root;
  out.argumentWins = rel(findEntryPoint({args: ['src/remotion/index.ts', 'Welcome'], logLevel: 'error', remotionRoot: process.cwd(), allowDirectory: false}));
  out.configEntry = err(() => findEntryPoint({args: ['Welcome'], logLevel: 'error', remotionRoot: process.cwd(), allowDirectory: false}));
  process.env.REMOTION_CITY = 'Oslo';
  process.env.REMOTION_SHARED = 'shell';
  process.env.SECRET_TOKEN = 'x';
  out.env = getEnvironmentVariables(null, 'error', false);
  require('node:fs').rmSync('.env');
  out.envLocal = getEnvironmentVariables(null, 'error', false).REMOTION_CITY;
  parsedCli['env-file'] = '.env.staging';
  out.envFile = getEnvironmentVariables(null, 'error', false);
  const errors = [];
  require(CLI + '/dist/log.js').Log.error = (opts, ...a) => errors.push(a.join(' '));
  process.exit = (code) => { throw new Error('exit ' + code); };
  parsedCli['env-file'] = '.env.missing';
  out.missingEnvFile = err(() => getEnvironmentVariables(null, 'error', false));
  out.missingEnvFileMessages = errors.slice();
  errors.length = 0;
  await loadConfig(require('node:path').join(process.cwd(), 'noconfig')).catch((e) => { out.noTsconfig = e.message; });
  out.noTsconfigMessage = errors[0];
  // What the remotion executable does first: dotenv.config() on the .env of the working directory.
  require('node:fs').writeFileSync('.env', 'REMOTION_FROM_CWD=yes\\nPLAIN_FROM_CWD=yes\\n');
  delete process.env.REMOTION_CITY;
  require(require.resolve('dotenv', {paths: [CLI]})).config();
  parsedCli['env-file'] = '.env.staging';
  out.executableEnv = getEnvironmentVariables(null, 'error', false);
  errors.length = 0;
  parsedCli['env-file'] = undefined;
  Config.setDotEnvLocation('config/.env.video');
  out.missingConfigEnv = err(() => getEnvironmentVariables(null, 'error', false));
  out.missingConfigEnvMessage = errors[0];
  require('node:fs').writeFileSync('props.json', '{"city": "Oslo"}');
  const {getInputProps} = require(CLI + '/dist/get-input-props.js');
  parsedCli.props = './props.json';
  out.propsFromFile = getInputProps(null, 'error');
  parsedCli.props = '{"city": "Bern"}';
  out.propsFromJson = getInputProps(null, 'error');
  console.log(JSON.stringify(out));
})();
`,
    ).replace(/console\.log\(JSON\.stringify\(out\)\);\n$/, '');
    r = lastJson(runNode('cjs', script));
  }, 120_000);
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('without an argument or config, the CLI takes src/index.ts(x)/… first, then remotion/index.tsx before remotion/index.ts, then src/remotion/index.tsx before .ts', () => {
    expect(r.commonPaths).toBe(path.join('remotion', 'index.tsx'));
    expect(r.commonPathsNested).toBe(path.join('src', 'remotion', 'index.tsx'));
  });

  it('a JavaScript project with only src/index.js: the CLI finds it without an entry point argument', () => {
    expect(r.commonPathsJs).toBe(path.join('jsonly', 'src/index.js'));
  });

  it('if both remotion.config.ts and remotion.config.js exist, the TypeScript file is used', () => {
    expect(r.appliedConfig).toBe('remotion.config.ts');
    expect(r.entryFromConfig).toBe('from-ts.ts');
  });

  it('while the config file runs, process.cwd() is the project root, also when the command starts elsewhere', () => {
    expect(r.cwdWhileRunning).toBe(true);
    expect(r.cwdAfter).toBe(fs.realpathSync(os.tmpdir()));
  });

  it('an entry point passed as an argument wins over Config.setEntryPoint(); without one, the config file decides', () => {
    expect(r.argumentWins).toBe(path.join('src', 'remotion', 'index.ts'));
    expect(r.configEntry).toMatch(
      /from-ts\.ts was chosen as the entry point \(reason = config file\) but it does not exist\./,
    );
  });

  it('variables: REMOTION_ ones from the shell, all keys of .env; a key in both takes the value from the file', () => {
    const env = r.env as Record<string, string>;
    expect(env.REMOTION_CITY).toBe('Lisbon');
    expect(env.WEATHER_API_URL).toBe('https://api.example.com/weather');
    expect(env.REMOTION_SHARED).toBe('file');
    expect(env.SECRET_TOKEN).toBeUndefined();
  });

  it('without .env, .env.local in the project root is used', () => {
    expect(r.envLocal).toBe('Local');
  });

  it('--env-file=.env.staging replaces the .env lookup; shell REMOTION_ variables are still forwarded', () => {
    const env = r.envFile as Record<string, string>;
    expect(env.REMOTION_STAGE).toBe('staging');
    expect(env.REMOTION_CITY).toBe('Oslo');
  });

  it('the executable first loads ./.env into process.env, so its REMOTION_ variables are forwarded even with --env-file; its other variables are not', () => {
    const env = r.executableEnv as Record<string, string>;
    expect(env.REMOTION_FROM_CWD).toBe('yes');
    expect(env.PLAIN_FROM_CWD).toBeUndefined();
    expect(env.REMOTION_STAGE).toBe('staging');
    expect(fs.readFileSync(path.join(CLI, 'remotion-cli.js'), 'utf8')).toContain(
      "require('dotenv');\ndotenv.config();",
    );
  });

  it('a file set with Config.setDotEnvLocation() that does not exist makes the command exit with an error', () => {
    expect(r.missingConfigEnv).toBe('exit 1');
    expect(r.missingConfigEnvMessage).toBe(
      'You specified a custom .env file using `Config.setDotEnvLocation()` in the config file but it could not be found',
    );
  });

  it('--props accepts JSON or the path of a JSON file: it is read as a file when a file with that name exists', () => {
    expect(r.propsFromFile).toEqual({city: 'Oslo'});
    expect(r.propsFromJson).toEqual({city: 'Bern'});
  });

  it('a missing --env-file stops the CLI with "You passed a --env-file but it could not be found." and where it looked', () => {
    expect(r.missingEnvFile).toBe('exit 1');
    expect((r.missingEnvFileMessages as string[])[0]).toBe('You passed a --env-file but it could not be found.');
    expect((r.missingEnvFileMessages as string[])[1]).toMatch(/^We looked for the file at: .*\.env\.missing$/);
  });

  it('a remotion.config.ts without a tsconfig.json makes the CLI exit with "Could not find a tsconfig.json file in your project."', () => {
    expect(r.noTsconfig).toBe('exit 1');
    expect(r.noTsconfigMessage).toMatch(/^Could not find a tsconfig\.json file in your project\. Did you delete it\?/);
  });
});

describe('the remotion executable', () => {
  const remotion = (cwd: string, args: string[]) => {
    const res = spawnSync(process.execPath, [path.join(CLI, 'remotion-cli.js'), ...args], {
      cwd,
      encoding: 'utf8',
      timeout: 20_000,
    });
    return {status: res.status, output: `${res.stdout}${res.stderr}`};
  };

  it('a leftover Config.Rendering line stops every command at startup, npx remotion studio included, with "The config format has changed."', () => {
    const dir = makeProject({
      'tsconfig.json': '{}',
      'src/index.ts': 'registerRoot',
      'remotion.config.ts':
        "import {Config} from '@remotion/cli/config';\n\nConfig.Rendering.setImageFormat('jpeg');\n",
    });
    try {
      const {status, output} = remotion(dir, ['studio', '--no-open']);
      expect(status).toBe(1);
      expect(output).toContain(
        'The config format has changed. Change `Config.Rendering.*()` calls to `Config.*()` in your config file.',
      );
      expect(output).not.toContain('Server ready');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('npx remotion install ffmpeg prints "Command install not found." and exits with 1', () => {
    const dir = makeProject({});
    try {
      const {status, output} = remotion(dir, ['install', 'ffmpeg']);
      expect(status).toBe(1);
      expect(output).toContain('Command install not found.');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('package managers: lockfiles and the upgrade command', () => {
  let r: Record<string, unknown>;
  beforeAll(() => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-pm-'));
    const deep = path.join(root, 'a', 'b', 'project');
    const deeper = path.join(root, 'x', 'y', 'z', 'project');
    const both = path.join(root, 'both');
    for (const d of [deep, deeper, both]) fs.mkdirSync(d, {recursive: true});
    fs.writeFileSync(path.join(root, 'a', 'bun.lockb'), '');
    fs.writeFileSync(path.join(root, 'bun.lock'), '');
    fs.writeFileSync(path.join(both, 'package-lock.json'), '{}');
    fs.writeFileSync(path.join(both, 'bun.lockb'), '');
    r = lastJson(
      runNode(
        'cjs',
        `
const {StudioServerInternals: s} = require('@remotion/studio-server');
const pm = (dir) => { try { const m = s.getPackageManager(dir, undefined, 0); return m === 'unknown' ? m : m.manager + ':' + m.path; } catch (e) { return e.message; } };
const install = (manager) => s.getInstallCommand({manager, packages: ['remotion', '@remotion/cli'], version: '4.0.278', additionalArgs: []});
console.log(JSON.stringify({
  twoUp: pm(${JSON.stringify(deep)}), threeUp: pm(${JSON.stringify(deeper)}), both: pm(${JSON.stringify(both)}),
  npm: install('npm'), yarn: install('yarn'), pnpm: install('pnpm'), bun: install('bun'),
}));
`,
      ),
    );
    fs.rmSync(root, {recursive: true, force: true});
  }, 120_000);

  it('a bun.lock or bun.lockb in the project or up to two folders above it selects Bun', () => {
    expect(r.twoUp).toBe('bun:bun.lockb');
    expect(r.threeUp).toBe('unknown');
  });

  it('lockfiles of several package managers stop with "Found multiple lockfiles: … This can lead to bugs, delete all but one of these files and run this command again."', () => {
    expect(r.both).toBe(
      'Found multiple lockfiles:\n- package-lock.json\n- bun.lockb\n\nThis can lead to bugs, delete all but one of these files and run this command again.',
    );
  });

  it('npx remotion upgrade pins exact versions with npm (--save-exact) and Yarn (--exact), but not with pnpm and Bun', () => {
    const packages = ['remotion@4.0.278', '@remotion/cli@4.0.278'];
    expect(r.npm).toEqual(['i', '--save-exact', '--no-fund', '--no-audit', ...packages]);
    expect(r.yarn).toEqual(['add', '--exact', ...packages]);
    expect(r.pnpm).toEqual(['i', ...packages]);
    expect(r.bun).toEqual(['i', ...packages]);
  });
});

describe('which commands read the browser flags', () => {
  it('render, still, compositions, benchmark and gpu read all eight (--gl, --disable-headless, --chrome-mode, --enable-multiprocess-on-linux and the four of getCliOptions()); studio reads them as render defaults', () => {
    const options = [
      'glOption',
      'headlessOption',
      'chromeModeOption',
      'enableMultiprocessOnLinuxOption',
      'getCliOptions',
    ];
    for (const command of ['render', 'still', 'compositions', 'benchmark', 'gpu']) {
      const code = fs.readFileSync(path.join(CLI, 'dist', `${command}.js`), 'utf8');
      expect(options.filter((o) => !code.includes(o))).toEqual([]);
    }
    const cliOptions = fs.readFileSync(path.join(CLI, 'dist', 'get-cli-options.js'), 'utf8');
    for (const getter of [
      'getBrowserExecutable',
      'getChromiumDisableWebSecurity',
      'getIgnoreCertificateErrors',
      'getChromiumUserAgent',
    ]) {
      expect(cliOptions).toContain(getter);
    }
    const defaults = fs.readFileSync(path.join(CLI, 'dist', 'get-render-defaults.js'), 'utf8');
    expect(options.slice(0, 4).filter((o) => !defaults.includes(o))).toEqual([]);
  });
});

describe('the CLI under Bun', () => {
  it('Bun older than 1.0.3 makes the CLI throw "Please upgrade to at least Bun 1.0.3"', () => {
    const dir = makeProject({});
    const script = `
process.chdir(${JSON.stringify(dir)});
process.argv = ['node', 'remotion', 'versions'];
globalThis.Bun = {version: '1.0.2', semver: {satisfies: () => true}};
process.exit = () => { throw new Error('exit'); };
require(${JSON.stringify(CLI)} + '/dist/index.js').cli().then(
  () => process.stdout.write(JSON.stringify({error: null}) + '\\n'),
  (e) => process.stdout.write(JSON.stringify({error: e.message}) + '\\n'),
);
`;
    try {
      expect(lastJson<{error: string}>(runNode('cjs', script)).error).toBe('Please upgrade to at least Bun 1.0.3');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
