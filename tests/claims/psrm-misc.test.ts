/**
 * Executed claims of the miscellaneous pages (docs/miscellaneous/*) and the Remotion facts on the
 * Recorder pages. Components are rendered with react-dom/server inside the Player's <Thumbnail>,
 * option defaults come from the renderer's option definitions, media is parsed from the committed
 * fixtures (tests/fixtures/media/psrm-*), and the bundled FFmpeg is asked what it supports.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  type AnyProps,
  bundledFfmpeg,
  type Component,
  fixture,
  h,
  installedFile,
  firstRenderError,
  renderToString,
  requireInstalled,
  runNode,
} from './lib';

const remotion = requireInstalled('remotion') as Record<string, unknown> & {
  staticFile: (p: string) => string;
  Internals: Record<string, unknown>;
};
const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
  BrowserSafeApis: {
    options: Record<
      string,
      {getValue: (...a: unknown[]) => {value: unknown; source: string}; setConfig?: (v: unknown) => void}
    >;
  };
};
const renderer = requireInstalled('@remotion/renderer') as {
  getSilentParts: (o: AnyProps) => Promise<{silentParts: unknown[]; audibleParts: unknown[]}>;
  RenderInternals: Record<string, unknown> & {
    validCodecs: string[];
    defaultFileExtensionMap: Record<string, {default: string; forAudioCodec: Record<string, {possible: string[]}>}>;
    resolveConcurrency: (p: null) => number;
  };
};
const nm = (file: string) => path.join(PROJECT_ROOT, 'node_modules', file);

const renderError = firstRenderError;

describe('Files with absolute paths', () => {
  it('staticFile() with an absolute path throws "staticFile() does not support absolute paths", also for /home, /tmp, /etc, /opt, /var, C:, D: and E:', () => {
    expect(() => remotion.staticFile('/Users/sam/clip.mp4')).toThrow(
      'staticFile() does not support absolute paths - got "/Users/sam/clip.mp4". Instead, pass the name of a file that is inside the public/ folder. See: https://remotion.dev/docs/staticfile-relative-paths',
    );
    for (const p of [
      '/home/sam/a.mp4',
      '/tmp/a.mp4',
      '/etc/a',
      '/opt/a',
      '/var/a',
      'C:\\media\\logo.png',
      'D:\\a.mp4',
      'E:\\a.mp4',
    ]) {
      expect(() => remotion.staticFile(p)).toThrow('staticFile() does not support absolute paths');
    }
    expect(remotion.staticFile('clip.mp4')).toBe('/clip.mp4');
  });

  it('the Studio answers an unknown path with its HTML page and status 200, the file server of a render with 404', () => {
    const routes = installedFile('@remotion/studio-server/dist/routes.js');
    expect(routes).toContain("response.setHeader('content-type', 'text/html');\n    response.writeHead(200);");
    expect(routes).toContain('return handleFallback({');
    const serve = installedFile('@remotion/renderer/dist/serve-handler/index.js');
    expect(serve).toContain('404');
  });
});

describe('Speed of a video over time', () => {
  it('in a render, the audio of a clip keeps the playbackRate of its first frame for the whole clip', () => {
    const {calculateAssetPositions} = requireInstalled(
      nm('@remotion/renderer/dist/assets/calculate-asset-positions.js'),
    ) as {
      calculateAssetPositions: (frames: AnyProps[][]) => {playbackRate: number; duration: number}[];
    };
    const asset = (frame: number, playbackRate: number) => ({
      type: 'video',
      src: 'https://example.com/skate.mp4',
      id: 'clip',
      frame,
      volume: 1,
      mediaFrame: frame,
      playbackRate,
      allowAmplificationDuringRender: false,
      toneFrequency: null,
      audioStartFrame: 0,
    });
    const [clip] = calculateAssetPositions([[asset(0, 1)], [asset(1, 2)], [asset(2, 4)]]);
    expect(clip.playbackRate).toBe(1);
    expect(clip.duration).toBe(3);
  });

  it("the picture of <OffthreadVideo> reads playbackRate on every frame, as frames since the clip's start × the current rate", () => {
    const {getExpectedMediaFrameUncorrected} = requireInstalled(nm('remotion/dist/cjs/video/get-current-time.js')) as {
      getExpectedMediaFrameUncorrected: (o: {frame: number; playbackRate: number; startFrom: number}) => number;
    };
    // 100 frames into a clip: at 2× the source is at frame 200, at 4× at frame 400 - not the sum of the speeds so far.
    expect(getExpectedMediaFrameUncorrected({frame: 100, playbackRate: 2, startFrom: 0})).toBe(200);
    expect(getExpectedMediaFrameUncorrected({frame: 100, playbackRate: 4, startFrom: 0})).toBe(400);
    // With startFrom, the position starts there: 12.5 + 10 × 1.
    expect(getExpectedMediaFrameUncorrected({frame: 22.5, playbackRate: 1, startFrom: 12.5})).toBe(22.5);
    expect(installedFile('remotion/dist/cjs/video/OffthreadVideoForRendering.js')).toContain(
      'getExpectedMediaFrameUncorrected)({\n            frame,\n            playbackRate: playbackRate || 1,',
    );
  });

  it('a playbackRate of 0 or below fails with "Playback rate must be a real number above 0"', () => {
    const {OffthreadVideo, Video} = remotion;
    expect(renderError(() => h(OffthreadVideo, {src: 'https://example.com/a.mp4', playbackRate: 0}))).toBe(
      'You have passed a playbackRate of 0 to your <Video /> component. Playback rate must be a real number above 0.',
    );
    expect(renderError(() => h(Video, {src: 'https://example.com/a.mp4', playbackRate: -1}))).toContain(
      'Playback rate must be a real number above 0.',
    );
  });

  it('when rendering, Remotion changes the tempo of sped-up audio with the atempo filter', () => {
    const {calculateATempo} = requireInstalled(nm('@remotion/renderer/dist/assets/calculate-atempo.js')) as {
      calculateATempo: (rate: number) => string | null;
    };
    expect(calculateATempo(6)).toBe('atempo=1.56508,atempo=1.56508,atempo=1.56508,atempo=1.56508');
    expect(calculateATempo(0.5)).toBe('atempo=0.50000');
    expect(calculateATempo(1)).toBeNull();
  });
});

describe('Snippets: sequences, series and compositions', () => {
  it('a <Series.Sequence> with durationInFrames 0 fails with "The "durationInFrames" prop of a <Series.Sequence /> component must be positive"', () => {
    const {Series} = remotion as unknown as {Series: Component & {Sequence: Component}};
    expect(renderError(() => h(Series, null, h(Series.Sequence, {durationInFrames: 0}, h('div', null, 'a'))))).toBe(
      'The "durationInFrames" prop of a <Series.Sequence /> component must be positive, but got 0.',
    );
  });

  it('a <Composition> rendered inside another composition throws "<Composition> mounted inside another composition."', () => {
    const {Composition} = remotion;
    const {CanUseRemotionHooksProvider} = remotion.Internals as {CanUseRemotionHooksProvider: unknown};
    let message = '';
    try {
      renderToString(
        h(
          CanUseRemotionHooksProvider,
          null,
          h(Composition, {id: 'Inner', component: () => null, durationInFrames: 10, fps: 30, width: 10, height: 10}),
        ),
      );
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe(
      '<Composition> mounted inside another composition. See https://remotion.dev/docs/wrong-composition-mount for help.',
    );
  });

  it('a fractional durationInFrames from calculateMetadata() fails with "must be an integer"', () => {
    const {resolveVideoConfig} = requireInstalled(nm('remotion/dist/cjs/resolve-video-config.js')) as {
      resolveVideoConfig: (o: AnyProps) => unknown;
    };
    expect(() =>
      resolveVideoConfig({
        calculateMetadata: () => ({durationInFrames: 99.5}),
        signal: new AbortController().signal,
        defaultProps: {},
        originalProps: {},
        compositionId: 'Audiogram',
        compositionDurationInFrames: 1,
        compositionFps: 30,
        compositionHeight: 100,
        compositionWidth: 100,
      }),
    ).toThrow(
      'The "durationInFrames" prop of the "<Composition />" component with the id "Audiogram" must be an integer, but got 99.5.',
    );
  });

  it('the render timeout that also limits calculateMetadata() defaults to 30 seconds', () => {
    expect(BrowserSafeApis.options.delayRenderTimeoutInMillisecondsOption.getValue({commandLine: {}})).toMatchObject({
      value: 30000,
    });
  });

  it('getSilentParts() defaults to a noise threshold of -20 dB and a minimum silence of 1 second', async () => {
    const src = fixture('psrm-loud-quiet-loud.mp4');
    const [byDefault, explicit, longerSilence] = await Promise.all([
      renderer.getSilentParts({src}),
      renderer.getSilentParts({src, noiseThresholdInDecibels: -20, minDurationInSeconds: 1}),
      renderer.getSilentParts({src, minDurationInSeconds: 1.5}),
    ]);
    // The file: 0.8 s of a loud tone, 1.2 s at about -30 dB, 0.8 s loud again.
    expect(byDefault.silentParts).toHaveLength(1);
    expect(byDefault).toEqual(explicit);
    expect(longerSilence.silentParts).toEqual([]);
  });
});

describe('Chrome Headless Shell', () => {
  it('Remotion 4.0.278 downloads Chrome Headless Shell 133.0.6943.0 from Chrome for Testing into node_modules/.remotion/chrome-headless-shell/<platform>', () => {
    const out = runNode(
      'cjs',
      `const {getRevisionInfo} = require(${JSON.stringify(nm('@remotion/renderer/dist/browser/BrowserFetcher.js'))});
console.log(JSON.stringify([getRevisionInfo('headless-shell'), getRevisionInfo('chrome-for-testing')]));`,
    );
    const [shell, cft] = JSON.parse(out) as {url: string; folderPath: string; executablePath: string}[];
    expect(shell.url).toBe(
      'https://storage.googleapis.com/chrome-for-testing-public/133.0.6943.0/linux64/chrome-headless-shell-linux64.zip',
    );
    expect(shell.folderPath).toBe(path.join(PROJECT_ROOT, 'node_modules/.remotion/chrome-headless-shell/linux64'));
    expect(cft.folderPath).toBe(path.join(PROJECT_ROOT, 'node_modules/.remotion/chrome-for-testing/linux64'));
    const fetcher = installedFile('@remotion/renderer/dist/browser/BrowserFetcher.js');
    expect(fetcher).toContain("const PLAYWRIGHT_VERSION = '1155'; // 133.0.6943.16");
    expect(fetcher).toContain('Chrome Headless Shell is not available for Windows for arm64 architecture.');
  });
});

describe('Multiple cores on Linux', () => {
  type Read = {value: unknown; source: string};
  let reads: {none: Read; negated: Read; config: Read; equalsFalse: Read};
  beforeAll(() => {
    // One process: the CLI's own minimist settings parse each command line, the option reads the result.
    reads = JSON.parse(
      runNode(
        'cjs',
        `process.argv = ['node', 'remotion', 'render'];
const minimist = require(require.resolve('minimist', {paths: [${JSON.stringify(nm('@remotion/cli'))}]}));
const {BooleanFlags} = require(${JSON.stringify(nm('@remotion/cli/dist/parsed-cli.js'))});
const {BrowserSafeApis} = require('@remotion/renderer/client');
const option = BrowserSafeApis.options.enableMultiprocessOnLinuxOption;
const parse = (argv) => minimist(argv, {boolean: BooleanFlags, default: {overwrite: true, muted: null}});
const none = option.getValue({commandLine: parse([])});
const negated = option.getValue({commandLine: parse(['--no-enable-multiprocess-on-linux'])});
const equalsFalse = option.getValue({commandLine: parse(['--enable-multiprocess-on-linux=false'])});
option.setConfig(false); // Config.setChromiumMultiProcessOnLinux(false)
const config = option.getValue({commandLine: parse([])});
console.log(JSON.stringify({none, negated, config, equalsFalse}));`,
      ),
    );
  });
  const run = (flags: string[], config: string): Read =>
    config
      ? reads.config
      : flags.length === 0
        ? reads.none
        : flags[0].includes('=')
          ? reads.equalsFalse
          : reads.negated;

  it('enableMultiProcessOnLinux defaults to true', () => {
    expect(run([], '')).toEqual({source: 'config', value: true});
  });

  it('--no-enable-multiprocess-on-linux arrives as false and wins', () => {
    expect(run(['--no-enable-multiprocess-on-linux'], '')).toEqual({source: 'cli', value: false});
  });

  it('Config.setChromiumMultiProcessOnLinux(false) is not applied: false counts as not configured and the default true is used', () => {
    expect(run([], 'option.setConfig(false);')).toEqual({source: 'default', value: true});
  });

  it('--enable-multiprocess-on-linux=false is read as the non-empty string "false"', () => {
    expect(run(['--enable-multiprocess-on-linux=false'], '')).toEqual({source: 'cli', value: 'false'});
  });

  it('the default concurrency is half of the cores, at most 8', () => {
    const {getCpuCount} = requireInstalled(nm('@remotion/renderer/dist/get-cpu-count.js')) as {
      getCpuCount: () => number;
    };
    const cores = getCpuCount();
    expect(renderer.RenderInternals.resolveConcurrency(null)).toBe(Math.round(Math.min(8, Math.max(1, cores / 2))));
    expect(installedFile('@remotion/renderer/dist/get-concurrency.js')).toContain(
      'return Math.round(Math.min(8, Math.max(1, maxCpus / 2)));',
    );
  });
});

describe('Temporary directory', () => {
  it('the temporary folders follow os.tmpdir(), which reads TMPDIR each time a folder is created', () => {
    const out = runNode(
      'cjs',
      `const fs = require('fs'); const os = require('os'); const path = require('path');
const {RenderInternals} = require('@remotion/renderer');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'psrm-scratch-'));
process.env.TMPDIR = scratch;
const made = RenderInternals.tmpDir('remotion-v4-0-278-assets');
console.log(JSON.stringify({inScratch: made.startsWith(scratch + path.sep), name: path.basename(made)}));
fs.rmSync(scratch, {recursive: true, force: true});`,
    );
    const {inScratch, name} = JSON.parse(out) as {inScratch: boolean; name: string};
    expect(inScratch).toBe(true);
    expect(name).toMatch(/^remotion-v4-0-278-assets[a-z0-9]{10}$/);
    expect(installedFile('@remotion/bundler/dist/bundle.js')).toContain("'remotion-webpack-bundle-'");
  });
});

describe('Video formats', () => {
  it('the output codecs are h264 (default), h264-mkv, h264-ts, h265, vp8, vp9, prores, gif, mp3, aac and wav; AV1 is not one of them', () => {
    expect([...renderer.RenderInternals.validCodecs].sort()).toEqual(
      ['aac', 'gif', 'h264', 'h264-mkv', 'h264-ts', 'h265', 'mp3', 'prores', 'vp8', 'vp9', 'wav'].sort(),
    );
    const codec = BrowserSafeApis.options.videoCodecOption.getValue(
      {commandLine: {}},
      {compositionCodec: null, configFile: null, downloadName: null, outName: null, uiCodec: null},
    );
    expect(codec.value).toBe('h264');
  });

  it('the file extensions each codec can write', () => {
    const possible = (codec: string) =>
      [
        ...new Set(
          Object.values(renderer.RenderInternals.defaultFileExtensionMap[codec].forAudioCodec).flatMap(
            (a) => a.possible,
          ),
        ),
      ].sort();
    expect(possible('h264')).toEqual(['mkv', 'mov', 'mp4']);
    expect(possible('h264-mkv')).toEqual(['mkv']);
    expect(possible('h264-ts')).toEqual(['ts']);
    expect(possible('h265')).toEqual(['hevc', 'mkv', 'mp4']);
    expect(possible('vp8')).toEqual(['mkv', 'webm']);
    expect(possible('vp9')).toEqual(['mkv', 'webm']);
    expect(possible('prores')).toEqual(['mkv', 'mov', 'mxf']);
    expect(renderer.RenderInternals.defaultFileExtensionMap.gif.default).toBe('gif');
    expect(possible('mp3')).toEqual(['mp3', 'wav']);
    expect(possible('aac')).toEqual(['3gp', 'aac', 'm4a', 'm4b', 'mpeg', 'mpg', 'wav']);
    expect(possible('wav')).toEqual(['wav']);
  });

  it('the bundled FFmpeg decodes H.264, HEVC, VP8, VP9, AV1, ProRes, MPEG-4, H.263, Theora, MJPEG, PNG, GIF and AAC, MP3, Opus, Vorbis, FLAC, AC-3, PCM', () => {
    const decoders = bundledFfmpeg(['-decoders']);
    for (const name of [
      'h264',
      'hevc',
      'vp8',
      'vp9',
      'av1',
      'prores',
      'mpeg4',
      'h263',
      'theora',
      'mjpeg',
      'png',
      'gif',
      'aac',
      'mp3',
      'opus',
      'vorbis',
      'flac',
      'ac3',
      'pcm_s16le',
    ]) {
      expect(decoders).toMatch(new RegExp(`^ [VA][.A-Z]{5} ${name} `, 'm'));
    }
  });

  it('the bundled FFmpeg reads MP4/MOV, WebM/Matroska, AVI, FLV, MPEG-TS, Ogg and GIF', () => {
    const demuxers = bundledFfmpeg(['-demuxers']);
    for (const name of ['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'avi', 'flv', 'mpegts', 'ogg', 'gif']) {
      expect(demuxers).toContain(` ${name} `);
    }
  });
});

describe('HLS', () => {
  it('the FFmpeg build that ships with Remotion has no https protocol', () => {
    const protocols = bundledFfmpeg(['-protocols']);
    const input = protocols.split('Output:')[0];
    expect(input).toMatch(/^ {2}http$/m);
    expect(input).not.toMatch(/^ {2}https$/m);
  });

  it('@remotion/media-parser reads an .m3u8 playlist and the segments it lists (in Node.js only where Promise.withResolvers() exists)', () => {
    const out = runNode(
      'esm',
      `Promise.withResolvers ??= () => { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return {promise, resolve, reject}; };
const {parseMedia} = await import('@remotion/media-parser');
const {nodeReader} = await import('@remotion/media-parser/node');
const r = await parseMedia({src: ${JSON.stringify(fixture('psrm-hls.m3u8'))}, reader: nodeReader, fields: {container: true, durationInSeconds: true, tracks: true}, acknowledgeRemotionLicense: true});
console.log(JSON.stringify({container: r.container, duration: r.durationInSeconds, video: r.tracks.videoTracks.length, audio: r.tracks.audioTracks.length}));`,
    );
    expect(JSON.parse(out)).toEqual({container: 'm3u8', duration: 1, video: 1, audio: 1});
    expect(installedFile('@remotion/media-parser/dist/containers/m3u/iterate-over-segment-files.js')).toContain(
      'Promise.withResolvers()',
    );
  });
});

describe('Next.js', () => {
  it('without "use client", importing remotion fails with "Remotion requires React.createContext, but it is "undefined"."', () => {
    const out = runNode(
      'cjs',
      `const Module = require('module');
const load = Module._load;
Module._load = function (request, ...rest) {
  const loaded = load.call(this, request, ...rest);
  // A React Server Component sees a React without createContext.
  return request === 'react' ? {...loaded, createContext: undefined} : loaded;
};
for (const name of ['remotion', '@remotion/player']) {
  try { require(name); console.log(name, 'loaded'); } catch (e) { console.log(JSON.stringify(e.message.split('\\n').slice(0, 2))); }
}`,
    );
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1])).toEqual(JSON.parse(lines[0]));
    expect(JSON.parse(lines[0])).toEqual([
      'Remotion requires React.createContext, but it is "undefined".',
      'If you are in a React Server Component, turn it into a client component by adding "use client" at the top of the file.',
    ]);
  });
});

describe('Module formats of the sample imports', () => {
  it('the APIs the pages import load in ESM and CommonJS', () => {
    const names = {
      remotion: ['staticFile', 'OffthreadVideo', 'Sequence', 'Series', 'Freeze', 'useCurrentFrame', 'interpolate'],
      '@remotion/bundler': ['bundle'],
      '@remotion/media-parser': ['parseMedia'],
    };
    const esm = runNode(
      'esm',
      Object.entries(names)
        .map(
          ([pkg, list], i) =>
            `import * as m${i} from '${pkg}';\nconsole.log('${pkg}', ${JSON.stringify(list)}.filter((n) => typeof m${i}[n] === 'undefined').join(',') || 'ok');`,
        )
        .join('\n'),
    );
    const cjs = runNode(
      'cjs',
      Object.entries(names)
        .map(
          ([pkg, list]) =>
            `{ const m = require('${pkg}'); console.log('${pkg}', ${JSON.stringify(list)}.filter((n) => typeof m[n] === 'undefined').join(',') || 'ok'); }`,
        )
        .join('\n'),
    );
    const expected = Object.keys(names).map((pkg) => `${pkg} ok`);
    expect(esm.trim().split('\n')).toEqual(expected);
    expect(cjs.trim().split('\n')).toEqual(expected);
  });
});

describe('Script samples', () => {
  it('the scripts wrapped in const main = async () => {…} compile as CommonJS, where a top-level await would not', () => {
    const {BundlerInternals} = requireInstalled('@remotion/bundler') as {
      BundlerInternals: {esbuild: {transformSync: (code: string, o: AnyProps) => {code: string}}};
    };
    const toCjs = (code: string) => BundlerInternals.esbuild.transformSync(code, {loader: 'ts', format: 'cjs'}).code;
    const pages = [
      'miscellaneous/absolute-paths',
      'miscellaneous/changing-temp-dir',
      'miscellaneous/chrome-headless-shell',
      'miscellaneous/cloud-gpu',
      'miscellaneous/cloud-gpu-docker',
      'miscellaneous/linux-single-process',
      'miscellaneous/pexels',
      'miscellaneous/snippets/jumpcuts',
    ];
    let checked = 0;
    for (const id of pages) {
      const raw = readFileSync(path.join(PROJECT_ROOT, 'docs', `${id}.mdx`), 'utf8');
      const blocks = [...raw.matchAll(/```ts title="[^"]+"\n([\s\S]*?)```/g)]
        .map((m) => m[1])
        .filter((b) => b.includes('const main = async'));
      expect(blocks.length, id).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(() => toCjs(block), id).not.toThrow();
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(pages.length);
    expect(() => toCjs('await Promise.resolve(1);\nexport {};')).toThrow(
      'Top-level await is currently not supported with the "cjs" output format',
    );
  });
});

describe('Sample arithmetic', () => {
  const raw = (id: string) => readFileSync(path.join(PROJECT_ROOT, 'docs', `${id}.mdx`), 'utf8');

  it('combine-compositions: Episode is 60 + 150 + 45 = 255 frames, 8.5 seconds at 30 fps', () => {
    const page = raw('miscellaneous/snippets/combine-compositions');
    const value = (name: string) => Number(new RegExp(`export const ${name} = (\\d+);`).exec(page)?.[1]);
    const total = value('INTRO_DURATION') + value('HIGHLIGHTS_DURATION') + value('OUTRO_DURATION');
    expect(total).toBe(255);
    expect(total / 30).toBe(8.5);
  });

  it('different segments: 90 + 150 + 120 = 360 frames, 12 seconds', () => {
    const page = raw('miscellaneous/snippets/different-segments-at-different-speeds');
    const segments = [...page.matchAll(/\{from: (\d+), to: (\d+), speed: ([\d.]+)\}/g)].map((m) =>
      Math.floor((Number(m[2]) - Number(m[1])) / Number(m[3])),
    );
    expect(segments).toEqual([90, 150, 120]);
    expect(segments.reduce((a, b) => a + b, 0) / 30).toBe(12);
  });

  it('jump cuts: an 11-second timeline with two cuts, at 2.5 s and 7 s', () => {
    const page = raw('miscellaneous/snippets/jumpcuts');
    const sections = [...page.matchAll(/\{from: (\d+), to: (\d+)\}/g)].map((m) => Number(m[2]) - Number(m[1]));
    expect(sections.reduce((a, b) => a + b, 0) / 30).toBe(11);
    expect([sections[0] / 30, (sections[0] + sections[1]) / 30]).toEqual([2.5, 7]);
  });
});

describe('Cross-origin isolation', () => {
  it('neither the Studio server nor the file server of a render sends Cross-Origin-Opener-Policy or Cross-Origin-Embedder-Policy', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          entry.name.endsWith('.js') &&
          /Cross-Origin-(Opener|Embedder)-Policy/i.test(readFileSync(full, 'utf8'))
        )
          found.push(full);
      }
    };
    for (const pkg of ['@remotion/studio-server/dist', '@remotion/renderer/dist', '@remotion/bundler/dist'])
      walk(nm(pkg));
    expect(found).toEqual([]);
  });
});

describe('parseMedia() in calculateMetadata()', () => {
  it('a local path fails with "is not a URL - needs to start with http:// or https:// or blob:", and the license note prints once unless acknowledgeRemotionLicense: true', () => {
    const out = runNode(
      'esm',
      `const {parseMedia} = await import('@remotion/media-parser');
const warnings = [];
console.warn = (...a) => warnings.push(a.join(' '));
let message = '';
try { await parseMedia({src: '/Users/me/video.mp4', fields: {durationInSeconds: true}}); } catch (e) { message = e.message; }
try { await parseMedia({src: '/Users/me/video.mp4', fields: {durationInSeconds: true}}); } catch {}
const afterTwo = warnings.length;
console.log(JSON.stringify({message, afterTwo, first: warnings[0]}));`,
    );
    const {message, afterTwo, first} = JSON.parse(out) as {message: string; afterTwo: number; first: string};
    expect(message).toContain('is not a URL - needs to start with http:// or https:// or blob:');
    expect(afterTwo).toBe(2);
    expect(first).toBe(
      'Note: Some companies are required to obtain a license to use @remotion/media-parser. See: https://remotion.dev/license',
    );
    expect(installedFile('@remotion/media-parser/dist/remotion-license-acknowledge.js')).toContain(
      'acknowledgeRemotionLicense: true',
    );
  });
});

describe('HLS sample', () => {
  it('the untyped JavaScript component fails a strict TypeScript check when saved as .tsx', () => {
    const ts = requireInstalled('typescript') as typeof import('typescript');
    const page = readFileSync(path.join(PROJECT_ROOT, 'docs/miscellaneous/snippets/hls.mdx'), 'utf8');
    const code = /```jsx title="src\/HlsOrMp4.jsx"\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    expect(code).toContain('useRef(null)');
    const file = 'HlsOrMp4.tsx';
    const host = ts.createCompilerHost({});
    const original = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) =>
      name === file ? ts.createSourceFile(file, code, version, true, ts.ScriptKind.TSX) : original(name, version);
    const program = ts.createProgram(
      [file],
      {strict: true, noEmit: true, jsx: ts.JsxEmit.Preserve, noLib: true, types: [], noResolve: true},
      host,
    );
    const implicitAny = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file && [7006, 7031].includes(d.code));
    expect(implicitAny.length).toBeGreaterThan(0);
  });
});
