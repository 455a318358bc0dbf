/**
 * Executed claims of a third read of font-picker, get-waveform-portion and media-fragments: the
 * installed packages run in Node.js.
 */
import {h, lastJson, pageSays, renderThumbnail, requireInstalled, runNode} from './lib';

describe('font picker with @remotion/google-fonts', () => {
  it('waitUntilDone() resolves although all 3 download attempts fail, and the 60000 ms delayRender() handle of the file stays open', () => {
    // A FontFace whose load() always rejects stands in for a network without access to Google's servers.
    const out = runNode(
      'cjs',
      `
// Records the delayRender() handles that @remotion/google-fonts opens and the ones it clears.
const remotionPath = require.resolve('remotion', {paths: [require.resolve('@remotion/google-fonts')]});
const remotion = require(remotionPath);
const handles = [];
const cleared = [];
require.cache[remotionPath].exports = {
  ...remotion,
  delayRender: (label, options) => { const h = remotion.delayRender(label, options); handles.push({h, label, timeout: options && options.timeoutInMilliseconds}); return h; },
  continueRender: (h) => { cleared.push(h); return remotion.continueRender(h); },
};
let attempts = 0;
globalThis.FontFace = class { load() { attempts++; return Promise.reject(new Error('network down')); } };
globalThis.document = {fonts: {add() {}}};
process.on('unhandledRejection', () => {});
(async () => {
  const {getAvailableFonts} = require('@remotion/google-fonts');
  const font = await getAvailableFonts().find((f) => f.importName === 'Roboto').load();
  const {waitUntilDone} = font.loadFont('normal', {weights: ['400'], subsets: ['latin']});
  const outcome = await waitUntilDone().then(() => 'resolved', () => 'rejected');
  await new Promise((r) => setTimeout(r, 100));
  console.log(JSON.stringify({outcome, attempts, labels: handles.map((x) => x.label), timeouts: handles.map((x) => x.timeout), open: handles.filter((x) => !cleared.includes(x.h)).length}));
})();
`,
    );
    const result = lastJson<{outcome: string; attempts: number; labels: string[]; timeouts: number[]; open: number}>(
      out,
    );
    expect(result.outcome).toBe('resolved');
    // One attempt and two retries.
    expect(result.attempts).toBe(3);
    expect(result.labels).toEqual(['Fetching Roboto font {"style":"normal","weight":"400","subset":"latin"}']);
    expect(result.timeouts).toEqual([60000]);
    expect(result.open).toBe(1);
    expect(pageSays('font-picker')).toContain(
      'A font file that cannot be downloaded is different: `waitUntilDone()` still resolves, the `delayRender()` handle that `loadFont()` opened for the file stays open after two retries',
    );
  });

  it('Linefont is in getAvailableFonts() with fonts: {} and the page helper rejects it with its own error', async () => {
    type Info = {fonts: Record<string, Record<string, Record<string, string>>>; unicodeRanges: Record<string, string>};
    const {getAvailableFonts} = requireInstalled('@remotion/google-fonts') as {
      getAvailableFonts: () => {fontFamily: string; importName: string; load: () => Promise<{getInfo: () => Info}>}[];
    };
    const entry = getAvailableFonts().find((f) => f.importName === 'Linefont');
    expect(entry?.fontFamily).toBe('Linefont');
    const info = (await entry!.load()).getInfo();
    // Linefont.js: fonts: {}, unicodeRanges: {}
    expect(info.fonts).toEqual({});
    // The helper's lines, as on the page.
    const style = 'normal' in info.fonts ? 'normal' : Object.keys(info.fonts)[0];
    expect(() => Object.keys(info.fonts[style])).toThrow(TypeError);
    expect(style in info.fonts).toBe(false);
    const page = pageSays('font-picker');
    expect(page).toContain(
      'if (!(style in info.fonts)) { throw new Error(`${entry.fontFamily} has no font files to load`); }',
    );
    expect(page).toContain('Linefont, has no font files at all (its `getInfo().fonts` is `{}`)');
  });
});

describe('getWaveformPortion()', () => {
  it('returns audio levels, not silence, for startTimeInSeconds: -5 with durationInSeconds: 2', () => {
    const {getWaveformPortion} = requireInstalled('@remotion/media-utils') as {
      getWaveformPortion: (o: Record<string, unknown>) => {index: number; amplitude: number}[];
    };
    // 10 seconds at a constant level of 0.5, 1000 samples per second.
    const audioData = {
      channelWaveforms: [new Float32Array(10_000).fill(0.5)],
      sampleRate: 1000,
      durationInSeconds: 10,
      numberOfChannels: 1,
      resultId: 'r3-j',
      isRemote: false,
    };
    const levels = (startTimeInSeconds: number, durationInSeconds: number) =>
      getWaveformPortion({audioData, startTimeInSeconds, durationInSeconds, numberOfSamples: 4}).map(
        (bar) => Math.round(bar.amplitude * 1000) / 1000,
      );
    // Entirely before the file: the negative end of the range makes slice() return most of the file.
    expect(levels(-5, 2)).toEqual([0, 0.167, 0.5, 0.5]);
    // Overlapping the start: the part before the file is silent, as the page says.
    expect(levels(-1, 2)).toEqual([0, 0, 0.5, 0.5]);
    expect(pageSays('get-waveform-portion')).toContain(
      'A range that ends before the file starts, such as `startTimeInSeconds: -5` with `durationInSeconds: 2`, does not come back silent',
    );
  });
});

describe('media fragments', () => {
  it('appends #t=2,7 in a 150-frame composition and #t=2,9 in a 300-frame one for startFrom={60} endAt={270}', () => {
    const {OffthreadVideo} = requireInstalled('remotion') as {OffthreadVideo: unknown};
    const srcIn = (durationInFrames: number) =>
      renderThumbnail({
        component: () => h(OffthreadVideo, {src: '/interview.mp4', startFrom: 60, endAt: 270}),
        durationInFrames,
        fps: 30,
        compositionWidth: 100,
        compositionHeight: 100,
        frameToDisplay: 0,
      }).html.match(/src="([^"]*)"/)?.[1];
    // The sequence is capped at videoConfig.durationInFrames - from (Sequence.js), not at the composition's duration.
    expect(srcIn(300)).toBe('/interview.mp4#t=2,9');
    expect(srcIn(150)).toBe('/interview.mp4#t=2,7');
    expect(pageSays('media-fragments')).toContain(
      'in a 150-frame composition, the example below gets `#t=2,7`, not `#t=2,5`.',
    );
  });
});

describe('isRemote of getAudioData() and getVideoMetadata()', () => {
  it('is true for a staticFile() path, which is relative, and false for the same file as an absolute URL', () => {
    const out = runNode(
      'cjs',
      `
// As in a Studio or render page: the static base that index.html sets ('/' + hash), and the page's origin.
globalThis.window = {origin: 'http://localhost:3000', remotion_staticBase: '/static-abc123'};
const {staticFile} = require('remotion');
const {isRemoteAsset} = require('@remotion/media-utils/dist/is-remote-asset.js');
const src = staticFile('song.mp3');
console.log(JSON.stringify({src, relative: isRemoteAsset(src), absolute: isRemoteAsset(window.origin + src)}));
`,
    );
    // is-remote-asset.js: !asset.startsWith(window.origin) && !asset.startsWith('data')
    expect(lastJson(out)).toEqual({src: '/static-abc123/song.mp3', relative: true, absolute: false});
    const sentence =
      'The check compares the text of `src`: a relative path, such as the one `staticFile()` returns, does not start with the origin, so `isRemote` is `true` for it.';
    expect(pageSays('get-audio-data')).toContain(sentence);
    expect(pageSays('get-video-metadata')).toContain(sentence);
  });
});

describe('Remotion Lambda bucket name', () => {
  it('drops the dashes of the region: remotionlambda-eucentral1- plus 10 random characters', () => {
    const {makeBucketName} = requireInstalled('@remotion/serverless-client') as {
      makeBucketName: (region: string, provider: unknown) => string;
    };
    const {LambdaClientInternals} = requireInstalled('@remotion/lambda-client') as {
      LambdaClientInternals: {awsImplementation: unknown};
    };
    // make-bucket-name.js: region.replace(/-/g, '')
    const name = makeBucketName('eu-central-1', LambdaClientInternals.awsImplementation);
    expect(name).toMatch(/^remotionlambda-eucentral1-[a-z0-9]{10}$/);
    expect(pageSays('lambda')).toContain(
      'named `remotionlambda-<region without dashes>-<random>` (for example `remotionlambda-eucentral1-k3x9q0va2m`)',
    );
  });
});

describe('npx remotion render --repro', () => {
  it('logs Failed to zip repro folder and keeps .remotionrepro when the zip command is missing', () => {
    // repro.js runs `zip -r "<zip>" "<folder>"` through a shell on Linux and macOS; PATH='' hides zip.
    const out = runNode(
      'cjs',
      `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const repro = require(path.join(path.dirname(require.resolve('@remotion/renderer')), 'repro.js'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3-j-repro-'));
fs.writeFileSync(path.join(dir, 'package.json'), '{}');
process.chdir(dir);
process.env.PATH = '';
const logs = [];
const {log, error} = console;
console.log = (...a) => logs.push(a.join(' '));
console.error = (...a) => logs.push(a.join(' '));
repro.enableRepro({serveUrl: 'https://example.com/site', compositionName: 'MyComp', serializedInputPropsWithCustomSchema: '{}', serializedResolvedPropsWithCustomSchema: '{}'});
repro.getReproWriter().onRenderSucceed({indent: false, logLevel: 'info', output: null}).then(() => {
  console.log = log;
  console.error = error;
  const files = fs.readdirSync(dir).sort();
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(JSON.stringify({failed: logs.some((l) => l.includes('Failed to zip repro folder')), files}));
});
`,
    );
    expect(lastJson(out)).toEqual({failed: true, files: ['.remotionrepro', 'package.json']});
    expect(pageSays('get-help')).toContain(
      "On Linux and macOS it calls the system's `zip` command; where that is not installed, as in slim Docker images, the CLI logs `Failed to zip repro folder` and leaves the files in the `.remotionrepro` folder of your project instead.",
    );
  });
});

describe('measureText() cache', () => {
  it('returns the cached width when only fontVariantNumeric differs from an earlier call', () => {
    // A document just large enough for measureText(): 10 px per character, 12 px with tabular-nums.
    const out = runNode(
      'cjs',
      `
globalThis.window = {getComputedStyle: (n) => ({fontFamily: n.style.fontFamily || 'serif'})};
globalThis.document = {
  body: {appendChild() {}, removeChild() {}},
  createElement: () => {
    const n = {style: {}, innerText: ''};
    n.getBoundingClientRect = () => ({width: n.innerText.length * (n.style.fontVariantNumeric === 'tabular-nums' ? 12 : 10), height: 20});
    return n;
  },
};
const {measureText} = require('@remotion/layout-utils');
const plain = measureText({text: '0123', fontFamily: 'Inter', fontSize: 40}).width;
const tabularAfterPlain = measureText({text: '0123', fontFamily: 'Inter', fontSize: 40, fontVariantNumeric: 'tabular-nums'}).width;
const tabularFresh = measureText({text: '4567', fontFamily: 'Inter', fontSize: 40, fontVariantNumeric: 'tabular-nums'}).width;
console.log(JSON.stringify({plain, tabularAfterPlain, tabularFresh}));
`,
    );
    // measure-text.js: const key = `${text}-${fontFamily}-${fontWeight}-${fontSize}-${letterSpacing}-${JSON.stringify(additionalStyles)}`
    expect(lastJson(out)).toEqual({plain: 40, tabularAfterPlain: 40, tabularFresh: 48});
    expect(pageSays('measuring')).toContain(
      "The cache key leaves out `fontVariantNumeric`, though: a call that differs from an earlier one only in that option gets the earlier call's result.",
    );
  });
});
