/**
 * Executed claims of the @remotion/renderer pages (docs/renderer/**): the validation that runs
 * before a browser is opened, makeCancelSignal(), and the compositor functions on a 3-second
 * fixture (tests/fixtures/media/ccr-tone-gap.mp4: 64×48 H.264 at 30 fps, AAC mono; a 440 Hz
 * tone from 0 to 1 s and 2 to 3 s, silence in between). No browser is started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  fixture,
  renderMediaError,
  requireInstalled,
  runNode,
  VALIDATION_COMPOSITION as composition,
  withTakenPort,
} from './lib';

type AnyFn = (...args: never[]) => unknown;
const renderer = requireInstalled('@remotion/renderer') as Record<string, AnyFn> & {
  RenderInternals: Record<string, AnyFn>;
};
const call = <R>(fn: AnyFn, ...args: unknown[]) => (fn as unknown as (...a: unknown[]) => R)(...args);
const dist = (file: string) => requireInstalled(path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/dist', file));
const remotionDist = (file: string) =>
  requireInstalled(path.join(PROJECT_ROOT, 'node_modules/remotion/dist/cjs', file));

const clip = fixture('ccr-tone-gap.mp4');

/** Starts the renderer's local server (RenderInternals.prepareServer) for a hosted bundle on `port`; null lets it pick one. */
const prepareServer = (port: number | null) =>
  call<Promise<{offthreadPort: number; closeServer: (force: boolean) => Promise<unknown>}>>(
    renderer.RenderInternals.prepareServer,
    {
      webpackConfigOrServeUrl: 'https://example.com/bundle',
      port,
      remotionRoot: PROJECT_ROOT,
      offthreadVideoThreads: 1,
      logLevel: 'error',
      indent: false,
      offthreadVideoCacheSizeInBytes: null,
      binariesDirectory: null,
      forceIPv4: false,
    },
  );

describe('makeCancelSignal()', () => {
  it('cancel() calls every registered callback once; a second cancel() does nothing; a signal registered after cancel() fires at once', () => {
    const {cancelSignal, cancel} = call<{cancelSignal: (cb: () => void) => void; cancel: () => void}>(
      renderer.makeCancelSignal,
    );
    const calls: string[] = [];
    cancelSignal(() => calls.push('render'));
    cancelSignal(() => calls.push('stitch'));
    cancel();
    cancel();
    expect(calls).toEqual(['render', 'stitch']);
    cancelSignal(() => calls.push('late'));
    expect(calls).toEqual(['render', 'stitch', 'late']);
  });

  it('the cancellation messages are "renderMedia() got cancelled", "renderFrames() got cancelled", "renderStill() got cancelled" and "stitchFramesToVideo() got cancelled"', () => {
    const {cancelErrorMessages} = dist('make-cancel-signal.js') as {cancelErrorMessages: Record<string, string>};
    expect(cancelErrorMessages).toEqual({
      renderMedia: 'renderMedia() got cancelled',
      renderFrames: 'renderFrames() got cancelled',
      renderStill: 'renderStill() got cancelled',
      stitchFramesToVideo: 'stitchFramesToVideo() got cancelled',
    });
  });
});

describe('renderMedia() option checks before rendering', () => {
  it('a CRF with prores or gif throws: The "prores" codec does not support the --crf option.', async () => {
    expect(await renderMediaError({codec: 'prores', crf: 20})).toBe(
      'The "prores" codec does not support the --crf option.',
    );
    expect(await renderMediaError({codec: 'gif', crf: 20})).toBe('The "gif" codec does not support the --crf option.');
  });

  it('a CRF outside the codec range throws "CRF must be between 1 and 51 for codec h264. Passed: 60"', async () => {
    expect(await renderMediaError({codec: 'h264', crf: 60})).toBe(
      'CRF must be between 1 and 51 for codec h264. Passed: 60',
    );
  });

  it('crf together with videoBitrate, or with hardwareAcceleration required, throws', async () => {
    expect(await renderMediaError({codec: 'h264', crf: 20, videoBitrate: '1M'})).toBe(
      '"crf" and "videoBitrate" can not both be set. Choose one of either.',
    );
    expect(await renderMediaError({codec: 'h264', crf: 20, hardwareAcceleration: 'required'})).toBe(
      '"crf" option is not supported with hardware acceleration',
    );
  });

  it('encodingMaxRate without encodingBufferSize throws', async () => {
    expect(await renderMediaError({codec: 'h264', encodingMaxRate: '5M'})).toBe(
      '"encodingMaxRate" can not be set without also setting "encodingBufferSize".',
    );
  });

  it('x264Preset with another codec than h264, and proResProfile without prores, throw', async () => {
    expect(await renderMediaError({codec: 'vp8', x264Preset: 'fast'})).toBe(
      'You have set a x264 preset but the codec is "vp8". Set the codec to "h264" or remove the Preset profile.',
    );
    expect(await renderMediaError({codec: 'h264', proResProfile: 'hq'})).toBe(
      'You have set a ProRes profile but the codec is "h264". Set the codec to "prores" or remove the ProRes profile.',
    );
  });

  it("without options, frames are captured as 'jpeg' with pixel format 'yuv420p'; stills default to 'png'", () => {
    expect(renderer.RenderInternals.DEFAULT_VIDEO_IMAGE_FORMAT).toBe('jpeg');
    expect(renderer.RenderInternals.DEFAULT_PIXEL_FORMAT).toBe('yuv420p');
    expect(renderer.RenderInternals.DEFAULT_STILL_IMAGE_FORMAT).toBe('png');
  });

  it('only h264, h264-mkv and h265 encode while frames are still being rendered; h264-ts and the other codecs encode afterwards', () => {
    const can = renderer.RenderInternals.canUseParallelEncoding as unknown as (c: string) => boolean;
    expect(['h264', 'h264-mkv', 'h265'].map(can)).toEqual([true, true, true]);
    const encodedAfterwards = ['h264-ts', 'vp8', 'vp9', 'prores', 'gif', 'mp3'];
    expect(encodedAfterwards.map(can)).toEqual(encodedAfterwards.map(() => false));
  });

  it('yuva420p is refused for h264; an alpha pixel format without imageFormat png throws', async () => {
    expect(await renderMediaError({codec: 'h264', pixelFormat: 'yuva420p'})).toContain(
      "Pixel format was set to 'yuva420p' but codec h264 does not support it.",
    );
    expect(await renderMediaError({codec: 'vp8', pixelFormat: 'yuva420p'})).toBe(
      "Pixel format was set to 'yuva420p' but the image format is not PNG. To render transparent videos, you need to set PNG as the image format.",
    );
    expect(await renderMediaError({codec: 'prores', pixelFormat: 'yuva444p10le'})).toContain(
      'To render transparent videos, you need to set PNG as the image format.',
    );
  });

  it('numberOfGifLoops with another codec than gif throws, with a message that names everyNthFrame', async () => {
    expect(await renderMediaError({codec: 'h264', numberOfGifLoops: 0})).toBe(
      '"everyNthFrame" can only be set if "codec" is set to "gif". The codec is "h264"',
    );
  });

  it('an output extension that does not fit codec and audio codec throws before rendering', async () => {
    expect(await renderMediaError({codec: 'h264', outputLocation: 'out/promo.webm'})).toBe(
      'When using the h264 codec with the aac audio codec, the output filename must end in one of the following: mp4, mkv, mov.',
    );
    expect(await renderMediaError({codec: 'h264', preferLossless: true, outputLocation: 'out/promo.mp4'})).toBe(
      'When using the h264 codec with the pcm-16 audio codec, the output filename must end in one of the following: mkv, mov.',
    );
  });

  it('odd dimensions with H.264 throw an error that suggests a fix', async () => {
    expect(await renderMediaError({codec: 'h264', composition: {...composition, width: 1281}})).toContain(
      'Codec error: You are trying to render a video with a H264 codec that has a width of 1281px, which is an uneven number.',
    );
  });

  it('a concurrency above the number of CPU threads throws "Maximum for --concurrency is <n> (number of cores on this system)"', async () => {
    const cpus = call<number>(renderer.RenderInternals.getMaxConcurrency);
    expect(await renderMediaError({codec: 'h264', concurrency: cpus + 1})).toBe(
      `Maximum for --concurrency is ${cpus} (number of cores on this system)`,
    );
  });

  it('for audio codecs the frames are not captured: imageFormat none is used', () => {
    const {isAudioCodec} = dist('is-audio-codec.js') as {isAudioCodec: (c: string) => boolean};
    expect(['mp3', 'aac', 'wav'].map(isAudioCodec)).toEqual([true, true, true]);
    expect(isAudioCodec('h264')).toBe(false);
  });
});

describe('renderStill() and renderFrames() option checks', () => {
  it('jpegQuality with another image format than jpeg throws "You can only pass the `quality` option if `imageFormat` is \'jpeg\'."', async () => {
    const attempt = async (fn: AnyFn, o: Record<string, unknown>) => {
      try {
        await call(fn, {composition, serveUrl: 'http://127.0.0.1:9/', inputProps: {}, logLevel: 'error', ...o});
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    const message = "You can only pass the `quality` option if `imageFormat` is 'jpeg'.";
    expect(await attempt(renderer.renderStill, {jpegQuality: 90})).toBe(message);
    expect(await attempt(renderer.renderStill, {jpegQuality: 90, imageFormat: 'png'})).toBe(message);
    expect(
      await attempt(renderer.renderFrames, {
        jpegQuality: 90,
        outputDir: null,
        onStart: () => undefined,
        onFrameUpdate: () => undefined,
      }),
    ).toBe(message);
  });

  it('a frame outside the composition throws; negative frames down to -durationInFrames pass the check', () => {
    const {validateFrame} = remotionDist('validate-frame.js') as {validateFrame: AnyFn};
    expect(() => call(validateFrame, {frame: 90, durationInFrames: 90, allowFloats: false})).toThrow(
      'Cannot use frame 90: Duration of composition is 90, therefore the highest frame that can be rendered is 89',
    );
    expect(() => call(validateFrame, {frame: -91, durationInFrames: 90, allowFloats: false})).toThrow(
      'Cannot use frame -91: Duration of composition is 90, therefore the lowest frame that can be rendered is -90',
    );
    expect(() => call(validateFrame, {frame: -2, durationInFrames: 90, allowFloats: false})).not.toThrow();
  });

  it('a negative frame is turned into durationInFrames - frame, a frame after the end that the timeline clamps to the last frame', () => {
    const {convertToPositiveFrameIndex} = dist('convert-to-positive-frame-index.js') as {
      convertToPositiveFrameIndex: AnyFn;
    };
    expect(call(convertToPositiveFrameIndex, {frame: -1, durationInFrames: 90})).toBe(91);
    expect(call(convertToPositiveFrameIndex, {frame: -2, durationInFrames: 90})).toBe(92);
    expect(call(convertToPositiveFrameIndex, {frame: 12, durationInFrames: 90})).toBe(12);
    // useTimelinePosition() shows Math.min(durationInFrames - 1, frame):
    expect(Math.min(90 - 1, 92)).toBe(89);
  });

  it('renderStill() with overwrite: false and an existing output rejects before opening a browser; an existing folder as output is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-still-'));
    const file = path.join(dir, 'og.png');
    fs.writeFileSync(file, 'x');
    const attempt = async (o: Record<string, unknown>) => {
      try {
        await call(renderer.renderStill, {composition, serveUrl: 'http://127.0.0.1:9/', logLevel: 'error', ...o});
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    try {
      expect(await attempt({output: file, overwrite: false})).toBe(
        `Cannot render still - "overwrite" option was set to false, but the output destination ${file} already exists.`,
      );
      expect(await attempt({output: dir})).toBe(
        `The output location ${dir} already exists, but is not a file, but something else (e.g. folder). Cannot save to it.`,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('frame files are named element-<n>.<format>, zero-padded to the last frame number, or counted from 0 with everyNthFrame', () => {
    const {getFrameOutputFileName} = dist('get-frame-padded-index.js') as {getFrameOutputFileName: AnyFn};
    const name = (index: number, frame: number, countType: string, imageFormat = 'png') =>
      call(getFrameOutputFileName, {index, frame, imageFormat, countType, lastFrame: 59, totalFrames: 60});
    expect(name(0, 0, 'actual-frames')).toBe('element-00.png');
    expect(name(59, 59, 'actual-frames')).toBe('element-59.png');
    expect(name(3, 6, 'from-zero', 'jpeg')).toBe('element-03.jpeg');
  });
});

describe('compositor functions on a 3-second clip', () => {
  it('getVideoMetadata() reads 64×48, 30 fps, 3 s, h264, aac, yuv420p; a relative path is resolved from process.cwd()', async () => {
    const metadata = await call<Promise<Record<string, unknown>>>(renderer.getVideoMetadata, clip);
    expect(metadata).toEqual({
      fps: 30,
      width: 64,
      height: 48,
      durationInSeconds: 3,
      codec: 'h264',
      canPlayInVideoTag: true,
      supportsSeeking: true,
      colorSpace: 'bt601',
      audioCodec: 'aac',
      audioFileExtension: 'aac',
      pixelFormat: 'yuv420p',
    });
    const relative = path.relative(process.cwd(), clip);
    expect(
      ((await call<Promise<Record<string, unknown>>>(renderer.getVideoMetadata, relative)) as {width: number}).width,
    ).toBe(64);
    await expect(call<Promise<unknown>>(renderer.getVideoMetadata, 'https://example.com/clip.mp4')).rejects.toThrow(
      'No such file or directory',
    );
  });

  it('getSilentParts() with the defaults (-20 dB, 1 s) finds the pause from 1 s to 2 s; audible parts cover the rest from 0 to the end', async () => {
    type Parts = {
      silentParts: {startInSeconds: number; endInSeconds: number}[];
      audibleParts: {startInSeconds: number; endInSeconds: number}[];
      durationInSeconds: number;
    };
    const byDefault = await call<Promise<Parts>>(renderer.getSilentParts, {src: clip});
    const explicit = await call<Promise<Parts>>(renderer.getSilentParts, {
      src: clip,
      noiseThresholdInDecibels: -20,
      minDurationInSeconds: 1,
    });
    expect(byDefault).toEqual(explicit);
    expect(byDefault.durationInSeconds).toBe(3);
    expect(byDefault.silentParts).toHaveLength(1);
    expect(byDefault.silentParts[0].startInSeconds).toBeCloseTo(1, 1);
    expect(byDefault.silentParts[0].endInSeconds).toBeCloseTo(2, 1);
    expect(byDefault.audibleParts[0].startInSeconds).toBe(0);
    expect(byDefault.audibleParts[1].endInSeconds).toBe(3);
    const longer = await call<Promise<Parts>>(renderer.getSilentParts, {src: clip, minDurationInSeconds: 1.5});
    expect(longer.silentParts).toEqual([]);
    expect(longer.audibleParts).toEqual([{startInSeconds: 0, endInSeconds: 3}]);
  });

  it('getSilentParts() rejects a relative src with "No such file or directory", minDurationInSeconds <= 0 and a threshold of 30 or more', async () => {
    await expect(
      call<Promise<unknown>>(renderer.getSilentParts, {src: path.relative(process.cwd(), clip)}),
    ).rejects.toThrow('No such file or directory');
    await expect(call<Promise<unknown>>(renderer.getSilentParts, {src: clip, minDurationInSeconds: 0})).rejects.toThrow(
      'minDurationInSeconds must be greater than 0, but was 0',
    );
    await expect(
      call<Promise<unknown>>(renderer.getSilentParts, {src: clip, noiseThresholdInDecibels: 30}),
    ).rejects.toThrow('noiseThresholdInDecibels must be less than 30, but was 30');
  });

  it('extractAudio() copies the AAC stream and resolves to undefined; relative paths are resolved from the compositor folder; missing folders and a wrong extension fail', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-audio-'));
    try {
      const target = path.join(dir, 'audio.aac');
      expect(await call<Promise<unknown>>(renderer.extractAudio, {videoSource: clip, audioOutput: target})).toBe(
        undefined,
      );
      expect(fs.statSync(target).size).toBeGreaterThan(1000);
      await expect(
        call<Promise<unknown>>(renderer.extractAudio, {
          videoSource: path.relative(process.cwd(), clip),
          audioOutput: target,
        }),
      ).rejects.toThrow('No such file or directory');
      await expect(
        call<Promise<unknown>>(renderer.extractAudio, {
          videoSource: clip,
          audioOutput: path.join(dir, 'missing', 'a.aac'),
        }),
      ).rejects.toThrow('No such file or directory');
      await expect(
        call<Promise<unknown>>(renderer.extractAudio, {videoSource: clip, audioOutput: path.join(dir, 'audio.mp3')}),
      ).rejects.toThrow("Error writing header to '");
      const name = `ccr-relative-${process.pid}.aac`;
      const compositorFolder = path.dirname(
        call<string>(renderer.RenderInternals.getExecutablePath, {
          type: 'compositor',
          indent: false,
          logLevel: 'info',
          binariesDirectory: null,
        }),
      );
      await call<Promise<unknown>>(renderer.extractAudio, {videoSource: clip, audioOutput: name});
      const landed = path.join(compositorFolder, name);
      expect(fs.existsSync(landed)).toBe(true);
      expect(fs.existsSync(path.join(process.cwd(), name))).toBe(false);
      fs.rmSync(landed);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('@remotion/renderer exports', () => {
  it('ensureFfmpeg, ensureFfprobe and a public combineChunks are not exported at 4.0.278; RenderInternals.combineChunks exists', () => {
    expect(renderer).not.toHaveProperty('ensureFfmpeg');
    expect(renderer).not.toHaveProperty('ensureFfprobe');
    expect(renderer).not.toHaveProperty('combineChunks');
    expect(typeof renderer.RenderInternals.combineChunks).toBe('function');
  });

  it('the samples import their functions from @remotion/renderer, @remotion/bundler and @remotion/cloudrun in ESM and in CommonJS, and the deploy functions from @remotion/cloudrun in ESM', () => {
    const names = {
      '@remotion/renderer': [
        'renderMedia',
        'renderStill',
        'renderFrames',
        'stitchFramesToVideo',
        'selectComposition',
        'getCompositions',
        'openBrowser',
        'ensureBrowser',
        'makeCancelSignal',
        'getSilentParts',
        'getVideoMetadata',
        'extractAudio',
      ],
      '@remotion/bundler': ['bundle'],
      '@remotion/cloudrun/client': [
        'renderMediaOnCloudrun',
        'renderStillOnCloudrun',
        'getServices',
        'getServiceInfo',
        'deleteService',
        'speculateServiceName',
        'getSites',
        'deleteSite',
        'getOrCreateBucket',
        'getRegions',
      ],
      '@remotion/cloudrun/defaults': ['DEFAULT_REGION', 'DEFAULT_TIMEOUT'],
      '@remotion/cloudrun/regions': ['GCP_REGIONS'],
    };
    const esmOnly = {
      '@remotion/cloudrun': ['deployService', 'deploySite', 'getOrCreateBucket', 'testPermissions', 'getRegions'],
    };
    const esm = `const n = ${JSON.stringify({...names, ...esmOnly})}; const out = {};
for (const [m, list] of Object.entries(n)) { const mod = await import(m); out[m] = list.filter((x) => mod[x] === undefined); }
console.log(JSON.stringify(out));`;
    const cjs = `const n = ${JSON.stringify(names)}; const out = {};
for (const [m, list] of Object.entries(n)) { const mod = require(m); out[m] = list.filter((x) => mod[x] === undefined); }
console.log(JSON.stringify(out));`;
    const missing = Object.fromEntries(Object.keys(names).map((m) => [m, []]));
    expect(JSON.parse(runNode('esm', esm).trim().split('\n').pop() as string)).toEqual({
      ...missing,
      '@remotion/cloudrun': [],
    });
    expect(JSON.parse(runNode('cjs', cjs).trim().split('\n').pop() as string)).toEqual(missing);
  });
});

describe('browser and server checks', () => {
  it('ensureBrowser() with an existing browserExecutable returns user-defined-path without downloading; a missing one rejects, and after that failure every later call rejects with the same error', () => {
    const script = `
const {ensureBrowser} = require('@remotion/renderer');
const out = {};
(async () => {
  out.own = await ensureBrowser({browserExecutable: process.execPath});
  try { await ensureBrowser({browserExecutable: '/nonexistent/chrome'}); } catch (e) { out.missing = e.message; }
  try { out.after = await ensureBrowser({browserExecutable: process.execPath}); } catch (e) { out.after = e.message; }
  console.log(JSON.stringify(out));
})();`;
    const out = JSON.parse(runNode('cjs', script).trim().split('\n').pop() as string) as Record<string, unknown>;
    expect(out.own).toEqual({path: process.execPath, type: 'user-defined-path'});
    const message =
      '"browserExecutable" was specified as \'/nonexistent/chrome\' but the path doesn\'t exist. Pass "null" for "browserExecutable" to download a browser automatically.';
    expect(out.missing).toBe(message);
    expect(out.after).toBe(message);
  });

  it('with port null, the local server takes a free port from 3000 to 3100', async () => {
    const server = await prepareServer(null);
    try {
      expect(server.offthreadPort).toBeGreaterThanOrEqual(3000);
      expect(server.offthreadPort).toBeLessThanOrEqual(3100);
    } finally {
      await server.closeServer(true);
    }
  });
});

describe('server and lookup checks', () => {
  it('a port that is taken causes an error', async () => {
    await withTakenPort(async (port) => {
      await expect(prepareServer(port)).rejects.toThrow(
        `You specified port ${port} to be used for the HTTP server, but it is not available.`,
      );
    });
  });

  it('openBrowser(\'firefox\') is refused with "Firefox supported is not yet turned on. Stay tuned for the future."', async () => {
    await expect(call<Promise<unknown>>(renderer.openBrowser, 'firefox')).rejects.toThrow(
      'Firefox supported is not yet turned on. Stay tuned for the future.',
    );
  });

  it('getCompositions() with an empty serve URL throws "No serve URL or webpack bundle directory was passed to getCompositions()."', () => {
    expect(() => call(renderer.getCompositions, '')).toThrow(
      'No serve URL or webpack bundle directory was passed to getCompositions().',
    );
  });

  it('renderStill() without overwrite replaces an existing file: the call goes past the file check to the browser', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-still-default-'));
    const file = path.join(dir, 'og.png');
    fs.writeFileSync(file, 'x');
    try {
      await expect(
        call<Promise<unknown>>(renderer.renderStill, {
          composition,
          serveUrl: 'http://127.0.0.1:9/',
          output: file,
          browserExecutable: path.join(dir, 'no-chrome'),
          logLevel: 'error',
        }),
      ).rejects.toThrow('"browserExecutable" was specified as');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
