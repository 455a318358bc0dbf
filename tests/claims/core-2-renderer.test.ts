/**
 * Executed claims of the top-level pages about rendering settings, the CLI's option resolution,
 * upgrade helpers, and the browser-side loaders that can run in Node.js (prefetch(), probeWaveFile(),
 * parseMedia()). Internal validators are required from the installed dist files by path: they are
 * the functions the renderer calls. Network tests only talk to a server on 127.0.0.1.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fixture, requireInstalled, stillImageFormat, withTakenPort} from './lib';

/** A file of an installed package, by its path under node_modules (bypasses the exports map). */
const dist = <T = Record<string, (...a: never[]) => unknown>>(file: string) =>
  requireInstalled(path.join(PROJECT_ROOT, 'node_modules', file)) as T;

type Option = {
  getValue: (input: {commandLine: Record<string, unknown>}, extra?: unknown) => {value: unknown; source: string};
  setConfig?: (v: unknown) => void;
};
const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
  BrowserSafeApis: {
    options: Record<string, Option>;
    getDefaultCrfForCodec: (c: string) => number | null;
    getValidCrfRanges: (c: string) => [number, number];
  };
};
const renderer = requireInstalled('@remotion/renderer') as Record<string, unknown> & {
  RenderInternals: Record<string, (...a: never[]) => unknown>;
  validateSelectedPixelFormatAndImageFormatCombination: (p: string, f: string) => void;
};

describe('quality settings', () => {
  const {validateQualitySettings} = dist<{validateQualitySettings: (o: Record<string, unknown>) => string[]}>(
    '@remotion/renderer/dist/crf.js',
  );
  const quality = (o: Record<string, unknown>) =>
    validateQualitySettings({
      codec: 'h264',
      crf: null,
      videoBitrate: null,
      encodingMaxRate: null,
      encodingBufferSize: null,
      hardwareAcceleration: 'disable',
      ...o,
    });

  it('default CRF: h264 18, h265 23, vp8 9, vp9 28; ranges h264 1-51, h265 0-51, vp8 4-63, vp9 0-63', () => {
    expect(['h264', 'h265', 'vp8', 'vp9'].map((c) => BrowserSafeApis.getDefaultCrfForCodec(c))).toEqual([
      18, 23, 9, 28,
    ]);
    expect(['h264', 'h265', 'vp8', 'vp9'].map((c) => BrowserSafeApis.getValidCrfRanges(c))).toEqual([
      [1, 51],
      [0, 51],
      [4, 63],
      [0, 63],
    ]);
    expect(quality({})).toEqual(['-crf', '18']);
  });

  it('--crf=0 is rejected for H.264, and ProRes and GIF do not support a CRF', () => {
    expect(() => quality({crf: 0})).toThrow('Setting the CRF to 0 with a H264 codec is not supported anymore');
    expect(() => quality({codec: 'gif', crf: 10})).toThrow('The "gif" codec does not support the --crf option.');
    expect(() => quality({codec: 'prores', crf: 10})).toThrow('The "prores" codec does not support the --crf option.');
  });

  it('crf and videoBitrate cannot be combined, and a max rate without a buffer size is an error', () => {
    expect(() => quality({crf: 18, videoBitrate: '5M'})).toThrow(
      '"crf" and "videoBitrate" can not both be set. Choose one of either.',
    );
    expect(() => quality({videoBitrate: '6M', encodingMaxRate: '8M'})).toThrow(
      '"encodingMaxRate" can not be set without also setting "encodingBufferSize".',
    );
    expect(quality({videoBitrate: '6M', encodingMaxRate: '8M', encodingBufferSize: '12M'})).toEqual([
      '-b:v',
      '6M',
      '-bufsize',
      '12M',
      '-maxrate',
      '8M',
    ]);
  });

  it('an x264 preset with another codec is an error; without the flag no preset is passed (x264 uses medium)', () => {
    const {validateSelectedCodecAndPresetCombination} = dist('@remotion/renderer/dist/options/x264-preset.js');
    expect(() => validateSelectedCodecAndPresetCombination({codec: 'vp8', x264Preset: 'slow'} as never)).toThrow(
      'You have set a x264 preset but the codec is "vp8".',
    );
    expect(BrowserSafeApis.options.x264Option.getValue({commandLine: {}}).value).toBeNull();
  });

  it('--jpeg-quality defaults to 80 and the color space to "default"', () => {
    expect(BrowserSafeApis.options.jpegQualityOption.getValue({commandLine: {}}).value).toBe(80);
    expect(BrowserSafeApis.options.colorSpaceOption.getValue({commandLine: {}}).value).toBe('default');
  });

  it('prores writes audio as uncompressed pcm-16 by default', () => {
    const {getDefaultAudioCodec} = renderer.RenderInternals as unknown as {
      getDefaultAudioCodec: (o: {codec: string; preferLossless: boolean}) => string;
    };
    expect(getDefaultAudioCodec({codec: 'prores', preferLossless: false})).toBe('pcm-16');
    expect(getDefaultAudioCodec({codec: 'h264', preferLossless: false})).toBe('aac');
  });
});

describe('pixel and image formats', () => {
  it('an alpha pixel format with JPEG frames throws "Pixel format was set to ... but the image format is not PNG"', () => {
    expect(() => renderer.validateSelectedPixelFormatAndImageFormatCombination('yuva420p', 'jpeg')).toThrow(
      "Pixel format was set to 'yuva420p' but the image format is not PNG.",
    );
    expect(() => renderer.validateSelectedPixelFormatAndImageFormatCombination('yuva444p10le', 'jpeg')).toThrow(
      "Pixel format was set to 'yuva444p10le' but the image format is not PNG",
    );
  });

  it('yuva420p with a codec other than vp8 or vp9 fails with the list of valid pixel formats; the default is yuv420p', () => {
    const pf = dist<{
      validateSelectedPixelFormatAndCodecCombination: (p: string, c: string) => void;
      DEFAULT_PIXEL_FORMAT: string;
    }>('@remotion/renderer/dist/pixel-format.js');
    expect(() => pf.validateSelectedPixelFormatAndCodecCombination('yuva420p', 'h264')).toThrow(
      'Valid pixel formats for codec h264 are: yuv420p, yuv422p, yuv444p, yuv420p10le, yuv422p10le, yuv444p10le, yuva444p10le.',
    );
    expect(() => pf.validateSelectedPixelFormatAndCodecCombination('yuva420p', 'vp9')).not.toThrow();
    expect(pf.DEFAULT_PIXEL_FORMAT).toBe('yuv420p');
  });

  it('the CLI captures video frames as JPEG by default, PNG for image sequences', () => {
    const {CliInternals} = requireInstalled('@remotion/cli') as {
      CliInternals: {getVideoImageFormat: (o: {codec: string | undefined; uiImageFormat: null}) => string};
    };
    expect(CliInternals.getVideoImageFormat({codec: 'h264', uiImageFormat: null})).toBe('jpeg');
    expect(CliInternals.getVideoImageFormat({codec: 'prores', uiImageFormat: null})).toBe('jpeg');
    expect(CliInternals.getVideoImageFormat({codec: undefined, uiImageFormat: null})).toBe('png');
  });

  it('npx remotion still writes PNG by default, takes the format from the extension, and rejects out/og.png with --image-format=jpeg', () => {
    expect(stillImageFormat({}).format).toBe('png');
    expect(
      ['a.png', 'a.jpg', 'a.jpeg', 'a.webp', 'a.pdf'].map((outName) => stillImageFormat({outName}).format),
    ).toEqual(['png', 'jpeg', 'jpeg', 'webp', 'pdf']);
    expect(() => stillImageFormat({outName: 'out/og.png', cliFlag: 'jpeg'})).toThrow(
      'Image format mismatch: out/og.png was given as the out name, but --image-format=jpeg was passed. The image formats must match.',
    );
  });
});

describe('output name and codec', () => {
  it('the extension selects the codec without --codec: .mp4 h264, .webm vp8, .mov prores, .gif gif, .mp3 mp3, .wav wav', () => {
    const codecFor = (outName: string | null) =>
      BrowserSafeApis.options.videoCodecOption.getValue(
        {commandLine: {}},
        {compositionCodec: null, configFile: null, downloadName: null, outName, uiCodec: null},
      ).value;
    expect(['a.mp4', 'a.webm', 'a.mov', 'a.gif', 'a.mp3', 'a.wav'].map(codecFor)).toEqual([
      'h264',
      'vp8',
      'prores',
      'gif',
      'mp3',
      'wav',
    ]);
    expect(codecFor(null)).toBe('h264');
  });

  it('without an output the file goes to out/<composition-id>.<extension>', () => {
    const {getDefaultOutLocation} = requireInstalled('@remotion/studio-server') as {
      getDefaultOutLocation: (o: Record<string, unknown>) => string;
    };
    expect(
      getDefaultOutLocation({
        compositionName: 'MyComp',
        defaultExtension: 'mp4',
        type: 'asset',
        compositionDefaultOutName: null,
      }),
    ).toBe('out/MyComp.mp4');
    expect(
      getDefaultOutLocation({
        compositionName: 'OgImage',
        defaultExtension: 'png',
        type: 'asset',
        compositionDefaultOutName: null,
      }),
    ).toBe('out/OgImage.png');
  });
});

describe('GIF settings', () => {
  it('a GIF frame rate above 50 throws "The FPS for a GIF cannot be higher than 50"; 60 fps with every 2nd frame is 30 fps', () => {
    const {NoReactInternals} = requireInstalled('remotion/no-react') as {
      NoReactInternals: {validateFps: (f: number, l: string, gif: boolean) => void};
    };
    expect(() => NoReactInternals.validateFps(60, 'in "renderMedia()"', true)).toThrow(
      'The FPS for a GIF cannot be higher than 50',
    );
    expect(() => NoReactInternals.validateFps(60 / 2, 'in "renderMedia()"', true)).not.toThrow();
    expect(() => NoReactInternals.validateFps(60, 'in "renderMedia()"', false)).not.toThrow();
  });

  it('--every-nth-frame must be a positive integer', () => {
    const {validateEveryNthFrame} = dist<{validateEveryNthFrame: (v: number) => unknown}>(
      '@remotion/renderer/dist/validate-every-nth-frame.js',
    );
    expect(() => validateEveryNthFrame(0)).toThrow('The value for "everyNthFrame" cannot be below 1, but is 0');
    expect(() => validateEveryNthFrame(1.5)).toThrow('Argument for everyNthFrame must be an integer, but got 1.5');
    expect(() => validateEveryNthFrame(3)).not.toThrow();
  });

  it('numberOfGifLoops null loops forever (-loop 0), 0 plays once (-loop -1), 1 plays twice; with a codec other than gif it throws', () => {
    const {convertNumberOfGifLoopsToFfmpegSyntax} = dist<{
      convertNumberOfGifLoopsToFfmpegSyntax: (n: number | null) => string;
    }>('@remotion/renderer/dist/convert-number-of-gif-loops-to-ffmpeg.js');
    expect([null, 0, 1, 2].map(convertNumberOfGifLoopsToFfmpegSyntax)).toEqual(['0', '-1', '1', '2']);
    const {validateNumberOfGifLoops} = dist<{validateNumberOfGifLoops: (n: number | null, c: string) => void}>(
      '@remotion/renderer/dist/validate-number-of-gif-loops.js',
    );
    expect(() => validateNumberOfGifLoops(2, 'h264')).toThrow('can only be set if "codec" is set to "gif"');
    expect(() => validateNumberOfGifLoops(2, 'gif')).not.toThrow();
  });
});

describe('scale and dimensions', () => {
  it('the scale must be greater than 0 and at most 16', () => {
    const {validateScale} = dist<{validateScale: (s: number) => void}>('@remotion/renderer/dist/validate-scale.js');
    expect(() => validateScale(0)).toThrow('"scale" must be bigger than 0, but is 0');
    expect(() => validateScale(16.5)).toThrow('"scale" must be smaller or equal than 16, but is 16.5');
    expect(() => validateScale(16)).not.toThrow();
    expect(BrowserSafeApis.options.scaleOption.getValue({commandLine: {}}).value).toBe(1);
  });

  it('1000×500 with --scale=1.001 fails with "has a width of 1001px, which is an uneven number" and names the scale option', () => {
    const check = renderer.RenderInternals.validateEvenDimensionsWithCodec as unknown as (
      o: Record<string, unknown>,
    ) => void;
    expect(() =>
      check({
        width: 1000,
        height: 500,
        scale: 1.001,
        codec: 'h264',
        wantsImageSequence: false,
        indent: false,
        logLevel: 'info',
      }),
    ).toThrow(
      /Codec error: You are trying to render a video with a H264 codec that has a width of 1001px, which is an uneven number\.[^]*You have used the "scale" option/,
    );
    expect(() =>
      check({
        width: 1280,
        height: 720,
        scale: 1.3,
        codec: 'h264',
        wantsImageSequence: false,
        indent: false,
        logLevel: 'info',
      }),
    ).not.toThrow();
  });
});

describe('concurrency', () => {
  const {resolveConcurrency} = renderer.RenderInternals as unknown as {
    resolveConcurrency: (p: number | string | null) => number;
  };
  const {getCpuCount} = dist<{getCpuCount: () => number}>('@remotion/renderer/dist/get-cpu-count.js');

  it('by default half of the CPU threads, at least 1 and at most 8', () => {
    const cpus = getCpuCount();
    expect(resolveConcurrency(null)).toBe(Math.round(Math.min(8, Math.max(1, cpus / 2))));
    expect(resolveConcurrency(null)).toBeGreaterThanOrEqual(1);
    expect(resolveConcurrency(null)).toBeLessThanOrEqual(8);
  });

  it('a percentage such as 50% is a share of the CPU threads', () => {
    expect(resolveConcurrency('100%')).toBe(getCpuCount());
    expect(() => resolveConcurrency(getCpuCount() + 1)).toThrow('Maximum for --concurrency is');
  });
});

describe('metadata', () => {
  const metadataOption = BrowserSafeApis.options.metadataOption;

  it('--metadata comment=a=b fails with "metadata" must be in the format of key=value', () => {
    expect(() => metadataOption.getValue({commandLine: {metadata: 'comment=a=b'}})).toThrow(
      '"metadata" must be in the format of key=value',
    );
  });

  it('--metadata replaces the metadata from the config file instead of merging', () => {
    metadataOption.setConfig?.({artist: 'Acme Studios'});
    try {
      expect(metadataOption.getValue({commandLine: {metadata: ['title=Launch trailer']}}).value).toEqual({
        title: 'Launch trailer',
      });
      expect(metadataOption.getValue({commandLine: {}}).value).toEqual({artist: 'Acme Studios'});
    } finally {
      metadataOption.setConfig?.({});
    }
  });

  it('keys are lowercased and a comment is appended to "Made with Remotion 4.0.278" after a semicolon', () => {
    const {makeMetadataArgs} = dist<{makeMetadataArgs: (m: Record<string, string>) => string[]}>(
      '@remotion/renderer/dist/make-metadata-args.js',
    );
    expect(makeMetadataArgs({Title: 'Launch trailer', comment: 'Render job 8f3a'})).toEqual([
      '-metadata',
      'comment=Made with Remotion 4.0.278; Render job 8f3a',
      '-metadata',
      'title=Launch trailer',
    ]);
    expect(makeMetadataArgs({})).toEqual(['-metadata', 'comment=Made with Remotion 4.0.278']);
  });
});

describe('npx remotion upgrade helpers', () => {
  const {StudioServerInternals} = requireInstalled('@remotion/studio-server') as {
    StudioServerInternals: {
      getInstallCommand: (o: {
        manager: string;
        packages: string[];
        version: string;
        additionalArgs: string[];
      }) => string[];
      getPackageManager: (root: string, pm: string | undefined, dirUp: number) => {manager: string} | 'unknown';
    };
  };

  it('npm i --save-exact --no-fund --no-audit, yarn add --exact, pnpm i and bun i, each package as name@version, extra words before the list', () => {
    const cmd = (manager: string) =>
      StudioServerInternals.getInstallCommand({
        manager,
        packages: ['@remotion/player'],
        version: '4.0.278',
        additionalArgs: ['-w'],
      }).join(' ');
    expect(cmd('npm')).toBe('i --save-exact --no-fund --no-audit -w @remotion/player@4.0.278');
    expect(cmd('yarn')).toBe('add --exact -w @remotion/player@4.0.278');
    expect(cmd('pnpm')).toBe('i -w @remotion/player@4.0.278');
    expect(cmd('bun')).toBe('i -w @remotion/player@4.0.278');
  });

  it('an unknown --package-manager fails with "The package manager <name> is not supported."; several lockfiles fail with "Found multiple lockfiles:"', () => {
    expect(() => StudioServerInternals.getPackageManager(os.tmpdir(), 'deno', 0)).toThrow(
      'The package manager deno is not supported.',
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-2-locks-'));
    try {
      fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}');
      fs.writeFileSync(path.join(dir, 'yarn.lock'), '');
      expect(() => StudioServerInternals.getPackageManager(dir, undefined, 0)).toThrow('Found multiple lockfiles:');
      fs.rmSync(path.join(dir, 'yarn.lock'));
      expect(StudioServerInternals.getPackageManager(dir, undefined, 0)).toMatchObject({manager: 'npm'});
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('the lockfile is looked for in the project root, the parent folder and one level further up, not higher', () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'core-2-up-'));
    try {
      const deep = path.join(top, 'a', 'b', 'c');
      fs.mkdirSync(deep, {recursive: true});
      fs.writeFileSync(path.join(top, 'a', 'pnpm-lock.yaml'), '');
      expect(StudioServerInternals.getPackageManager(path.join(top, 'a', 'b'), undefined, 0)).toMatchObject({
        manager: 'pnpm',
      });
      expect(StudioServerInternals.getPackageManager(path.join(top, 'a', 'b', 'c'), undefined, 0)).toMatchObject({
        manager: 'pnpm',
      });
      expect(StudioServerInternals.getPackageManager(path.join(deep, 'd'), undefined, 0)).toBe('unknown');
    } finally {
      fs.rmSync(top, {recursive: true, force: true});
    }
  });
});

describe('the Studio server', () => {
  it('binds to all network interfaces (0.0.0.0 or ::), not only to localhost', () => {
    const {getPortConfig} = renderer.RenderInternals as unknown as {getPortConfig: (ipv4: boolean) => {host: string}};
    expect(['0.0.0.0', '::']).toContain(getPortConfig(false).host);
  });
});

describe('@remotion/renderer exports', () => {
  it('ensureFfmpeg(), ensureFfprobe() and combineChunks() are not exported; validateOutputFilename() and validateSelectedPixelFormatAndImageFormatCombination() are', () => {
    expect(renderer).not.toHaveProperty('ensureFfmpeg');
    expect(renderer).not.toHaveProperty('ensureFfprobe');
    expect(renderer).not.toHaveProperty('combineChunks');
    expect(typeof renderer.validateOutputFilename).toBe('function');
    expect(typeof renderer.validateSelectedPixelFormatAndImageFormatCombination).toBe('function');
  });
});

/** A server on 127.0.0.1 answering from a route table; closed after each use. */
const withServer = async (
  routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>,
  run: (base: string) => Promise<void>,
) => {
  const server = http.createServer((req, res) => {
    const handler = routes[req.url ?? ''];
    if (handler) {
      handler(req, res);
    } else {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  try {
    await run(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
};

describe('prefetch() outside a render', () => {
  const {prefetch} = requireInstalled('remotion') as {
    prefetch: (src: string, o?: Record<string, unknown>) => {waitUntilDone: () => Promise<string>; free: () => void};
  };

  it('rejects with "HTTP error, status = 404" when the download fails', async () => {
    await withServer({}, async (base) => {
      await expect(prefetch(`${base}/missing.mp4`).waitUntilDone()).rejects.toThrow('HTTP error, status = 404');
    });
  });

  it('onProgress gets totalBytes null when the server sends no Content-Length, and the number when it does; resolves with a blob: URL', async () => {
    const body = Buffer.alloc(1000, 1);
    await withServer(
      {
        '/chunked.mp4': (_req, res) => {
          res.writeHead(200, {'Content-Type': 'video/mp4'});
          res.write(body.subarray(0, 500));
          res.end(body.subarray(500));
        },
        '/sized.mp4': (_req, res) => {
          res.writeHead(200, {'Content-Type': 'video/mp4', 'Content-Length': String(body.length)});
          res.end(body);
        },
      },
      async (base) => {
        const progress: (number | null)[] = [];
        const url = await prefetch(`${base}/chunked.mp4`, {
          onProgress: ({totalBytes}: {totalBytes: number | null}) => progress.push(totalBytes),
        }).waitUntilDone();
        expect(url.startsWith('blob:')).toBe(true);
        expect(progress.length).toBeGreaterThan(0);
        expect(new Set(progress)).toEqual(new Set([null]));
        const sized: (number | null)[] = [];
        await prefetch(`${base}/sized.mp4`, {
          onProgress: ({totalBytes}: {totalBytes: number | null}) => sized.push(totalBytes),
        }).waitUntilDone();
        expect(new Set(sized)).toEqual(new Set([1000]));
      },
    );
  });

  it('a response without a video/, audio/ or image/ Content-Type prints a warning unless contentType is passed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await withServer(
        {
          '/file.bin': (_req, res) => {
            res.writeHead(200, {'Content-Type': 'application/octet-stream'});
            res.end('abc');
          },
        },
        async (base) => {
          await prefetch(`${base}/file.bin`).waitUntilDone();
          expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain(
            'which returned a "Content-Type" of application/octet-stream',
          );
          warn.mockClear();
          await prefetch(`${base}/file.bin`, {contentType: 'video/mp4'}).waitUntilDone();
          expect(warn).not.toHaveBeenCalled();
        },
      );
    } finally {
      warn.mockRestore();
    }
  });
});

/** A 44-byte WAV header followed by `dataBytes` bytes of samples. */
const wav = ({
  format = 1,
  bitsPerSample = 16,
  dataBytes = 480,
}: {
  format?: number;
  bitsPerSample?: number;
  dataBytes?: number;
}) => {
  const b = Buffer.alloc(44 + dataBytes);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + dataBytes, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(format, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(48000, 24);
  b.writeUInt32LE((48000 * bitsPerSample) / 8, 28);
  b.writeUInt16LE(bitsPerSample / 8, 32);
  b.writeUInt16LE(bitsPerSample, 34);
  b.write('data', 36);
  b.writeUInt32LE(dataBytes, 40);
  return b;
};

describe('useWindowedAudioData() file and server requirements (probeWaveFile)', () => {
  const {probeWaveFile} = requireInstalled('@remotion/media-utils') as {
    probeWaveFile: (src: string) => Promise<{sampleRate: number; bitsPerSample: number}>;
  };
  const serveRange =
    (body: Buffer, status = 206) =>
    (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(status, {'Content-Type': 'audio/wav'});
      res.end(body.subarray(0, 257));
    };

  it('a 16-bit PCM WAV served with 206 is read: its own sample rate, no resampling', async () => {
    await withServer({'/a.wav': serveRange(wav({}))}, async (base) => {
      expect(await probeWaveFile(`${base}/a.wav`)).toMatchObject({sampleRate: 48000, bitsPerSample: 16});
    });
  });

  it('a server answering 200 fails with "the response status code was not 206"', async () => {
    await withServer({'/a.wav': serveRange(wav({}), 200)}, async (base) => {
      await expect(probeWaveFile(`${base}/a.wav`)).rejects.toThrow(
        'the response status code was not 206. This means the server might not support returning a partial response.',
      );
    });
  });

  it('a file that is not RIFF/WAVE fails with "getPartialAudioData() requires a WAVE file"; 32-bit float PCM is rejected', async () => {
    await withServer(
      {'/a.mp3': serveRange(Buffer.alloc(300, 7)), '/float.wav': serveRange(wav({format: 3, bitsPerSample: 32}))},
      async (base) => {
        await expect(probeWaveFile(`${base}/a.mp3`)).rejects.toThrow('getPartialAudioData() requires a WAVE file');
        await expect(probeWaveFile(`${base}/float.wav`)).rejects.toThrow(
          'supports only a WAVE file with PCM audio format',
        );
      },
    );
  });
});

describe('parseMedia() for validating uploads', () => {
  type MediaParser = {
    parseMedia: (o: Record<string, unknown>) => Promise<Record<string, unknown>>;
    IsAnImageError: new () => Error;
    IsAGifError: new () => Error;
    IsAPdfError: new () => Error;
  };

  it('images, GIFs and PDFs are rejected with IsAnImageError, IsAGifError and IsAPdfError', async () => {
    const mp = requireInstalled('@remotion/media-parser') as MediaParser;
    const {nodeReader} = requireInstalled('@remotion/media-parser/node') as {nodeReader: unknown};
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-2-media-'));
    const files: [string, Buffer, new () => Error][] = [
      [
        'a.png',
        Buffer.from(
          '89504E470D0A1A0A0000000D49484452000000010000000108060000001F15C4890000000D4944415478DA63FCFFFF3F0300050001FE0A2D9A0000000049454E44AE426082',
          'hex',
        ),
        mp.IsAnImageError,
      ],
      [
        'a.gif',
        Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex'),
        mp.IsAGifError,
      ],
      ['a.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), mp.IsAPdfError],
    ];
    try {
      for (const [name, bytes, errorClass] of files) {
        fs.writeFileSync(path.join(dir, name), bytes);
        await expect(
          mp.parseMedia({
            src: path.join(dir, name),
            reader: nodeReader,
            fields: {container: true},
            acknowledgeRemotionLicense: true,
          }),
        ).rejects.toBeInstanceOf(errorClass);
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('an MP4 yields container, codecs, duration, dimensions and fps with nodeReader from @remotion/media-parser/node', async () => {
    const mp = requireInstalled('@remotion/media-parser') as MediaParser;
    const {nodeReader} = requireInstalled('@remotion/media-parser/node') as {nodeReader: unknown};
    const info = await mp.parseMedia({
      src: fixture('media-h264-aac.mp4'),
      reader: nodeReader,
      fields: {
        container: true,
        durationInSeconds: true,
        dimensions: true,
        videoCodec: true,
        audioCodec: true,
        fps: true,
      },
      acknowledgeRemotionLicense: true,
    });
    expect(info).toEqual({
      container: 'mp4',
      audioCodec: 'aac',
      videoCodec: 'h264',
      durationInSeconds: 1,
      dimensions: {width: 64, height: 36},
      fps: 10,
    });
  });
});

describe('more defaults of the render settings', () => {
  it('toneFrequency must be above 0 and at most 2, otherwise the render throws', () => {
    const {stringifyFfmpegFilter} = dist<{
      stringifyFfmpegFilter: (o: Record<string, unknown>) => {filter: string} | null;
    }>('@remotion/renderer/dist/stringify-ffmpeg-filter.js');
    const filterFor = (toneFrequency: number | null) =>
      stringifyFfmpegFilter({
        channels: 2,
        volume: 1,
        fps: 30,
        assetDuration: 10,
        chunkLengthInSeconds: 1,
        forSeamlessAacConcatenation: false,
        trimLeftOffset: 0,
        trimRightOffset: 0,
        asset: {trimLeft: 0, audioStartFrame: 0, playbackRate: 1, duration: 30, toneFrequency, startInVideo: 0},
        indent: false,
        logLevel: 'info',
        presentationTimeOffsetInSeconds: 0,
      });
    expect(() => filterFor(2.5)).toThrow('toneFrequency must be a positive number between 0.01 and 2');
    expect(() => filterFor(0)).toThrow('toneFrequency must be a positive number between 0.01 and 2');
    expect(filterFor(2)?.filter).toContain('asetrate=48000*2');
    expect(filterFor(null)?.filter).not.toContain('asetrate');
  });

  it('timeoutInMilliseconds defaults to 30000 and Chrome runs with multiple processes (enableMultiprocessOnLinux) by default', () => {
    expect(BrowserSafeApis.options.delayRenderTimeoutInMillisecondsOption.getValue({commandLine: {}}).value).toBe(
      30000,
    );
    expect(BrowserSafeApis.options.enableMultiprocessOnLinuxOption.getValue({commandLine: {}}).value).toBe(true);
  });

  it('npx remotion render overwrites by default: the command passes true as the default and --overwrite=false wins', () => {
    const source = fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/render.js'), 'utf8');
    expect(source.replace(/\s+/g, ' ')).toContain(
      'const overwrite = overwriteOption.getValue({ commandLine: parsed_cli_1.parsedCli, }, true).value;',
    );
    const option = BrowserSafeApis.options.overwriteOption;
    expect(option.getValue({commandLine: {}}, true).value).toBe(true);
    expect(option.getValue({commandLine: {overwrite: false}}, true).value).toBe(false);
  });

  it('renderFrames() without composition throws "No `composition` option has been specified for renderFrames()"', () => {
    const {renderFrames} = renderer as unknown as {renderFrames: (o: Record<string, unknown>) => unknown};
    expect(() =>
      renderFrames({
        config: {id: 'Newsletter'},
        serveUrl: 'build',
        onStart: () => undefined,
        onFrameUpdate: () => undefined,
      }),
    ).toThrow('No `composition` option has been specified for renderFrames()');
  });
});

describe('more settings read by the CLI', () => {
  it('npx remotion render does not read --prefer-lossless: it passes preferLossless: false', () => {
    const source = fs.readFileSync(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/render-flows/render.js'),
      'utf8',
    );
    expect(source).toContain('preferLossless: false');
    expect(source).not.toMatch(/preferLosslessOption\.getValue|prefer-lossless/);
  });

  it('props larger than 10000000 bytes print "The props of your composition are large (24.1 MB). This may cause slowdown."', () => {
    const {StudioServerInternals} = requireInstalled('@remotion/studio-server') as {
      StudioServerInternals: {formatBytes: (n: number) => string};
    };
    expect(StudioServerInternals.formatBytes(24_100_000)).toBe('24.1 MB');
    const source = fs.readFileSync(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/get-composition-id.js'),
      'utf8',
    );
    expect(source).toContain('if (propsSize > 10000000) {');
    expect(source).toContain(
      'The props of your composition are large (${studio_server_1.StudioServerInternals.formatBytes(propsSize)}). This may cause slowdown.',
    );
  });

  it('the compositor extracts frames with 2 threads by default, and npx remotion still renders frame 0 by default', () => {
    const threads = dist<{DEFAULT_RENDER_FRAMES_OFFTHREAD_VIDEO_THREADS: number}>(
      '@remotion/renderer/dist/options/offthreadvideo-threads.js',
    );
    expect(threads.DEFAULT_RENDER_FRAMES_OFFTHREAD_VIDEO_THREADS).toBe(2);
    expect(BrowserSafeApis.options.offthreadVideoThreadsOption.getValue({commandLine: {}}).value).toBeNull();
    const {ConfigInternals} = requireInstalled('@remotion/cli/config') as {
      ConfigInternals: {getStillFrame: () => number};
    };
    expect(ConfigInternals.getStillFrame()).toBe(0);
  });

  it("prefetch() logs at the default logLevel 'info' nothing about starting a download; 'verbose' logs the start, 'trace' also the finish and free()", async () => {
    const {prefetch} = requireInstalled('remotion') as {
      prefetch: (src: string, o?: Record<string, unknown>) => {waitUntilDone: () => Promise<string>};
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await withServer(
        {
          '/a.mp4': (_req, res) => {
            res.writeHead(200, {'Content-Type': 'video/mp4', 'Content-Length': '3'});
            res.end('abc');
          },
        },
        async (base) => {
          await prefetch(`${base}/a.mp4`).waitUntilDone();
          expect(log.mock.calls.flat().join(' ')).not.toContain('Starting prefetch');
          await prefetch(`${base}/a.mp4`, {logLevel: 'info'}).waitUntilDone();
          expect(log.mock.calls.flat().join(' ')).not.toContain('Starting prefetch');
          await prefetch(`${base}/a.mp4`, {logLevel: 'verbose'}).waitUntilDone();
          expect(log.mock.calls.flat().join(' ')).toContain('Starting prefetch');
          expect(log.mock.calls.flat().join(' ')).not.toContain('Finished prefetch');
          const traced = prefetch(`${base}/a.mp4`, {logLevel: 'trace'}) as unknown as {
            waitUntilDone: () => Promise<string>;
            free: () => void;
          };
          await traced.waitUntilDone();
          traced.free();
          const all = log.mock.calls.flat().join(' ');
          expect(all).toContain('Finished prefetch');
          expect(all).toContain('Freeing');
        },
      );
    } finally {
      log.mockRestore();
    }
  });
});

describe('downloads of the renderer', () => {
  it('a blob: URL from the browser cannot be downloaded by the renderer: "Can only download URLs starting with http:// or https://"', async () => {
    const {downloadFile} = renderer.RenderInternals as unknown as {
      downloadFile: (o: Record<string, unknown>) => Promise<unknown>;
    };
    await expect(
      downloadFile({
        url: 'blob:http://localhost:3000/6f2c',
        to: () => path.join(os.tmpdir(), 'core-2-blob.bin'),
        onProgress: () => undefined,
        indent: false,
        logLevel: 'error',
      }),
    ).rejects.toThrow(
      'Can only download URLs starting with http:// or https://, got "blob:http://localhost:3000/6f2c"',
    );
  });
});

describe('ports and WAV samples', () => {
  it('a taken port is skipped for the next free one (the Studio searches from 3000 to 3100); a port chosen explicitly that is taken is an error', async () => {
    const source = fs.readFileSync(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/studio-server/dist/preview-server/start-server.js'),
      'utf8',
    );
    expect(source).toContain('from: 3000');
    expect(source).toContain('to: 3100');
    expect(source).toContain('process.env.PORT ? Number(process.env.PORT)');
    const {getDesiredPort} = renderer.RenderInternals as unknown as {
      getDesiredPort: (o: {
        desiredPort: number | undefined;
        from: number;
        to: number;
        hostsToTry: string[];
      }) => Promise<{port: number; unlockPort: () => void}>;
    };
    await withTakenPort(async (taken) => {
      const next = await getDesiredPort({
        desiredPort: undefined,
        from: taken,
        to: taken + 20,
        hostsToTry: ['127.0.0.1'],
      });
      next.unlockPort();
      expect(next.port).toBeGreaterThan(taken);
      await expect(
        getDesiredPort({desiredPort: taken, from: taken, to: taken + 20, hostsToTry: ['127.0.0.1']}),
      ).rejects.toThrow(`You specified port ${taken} to be used for the HTTP server, but it is not available.`);
    });
  });

  it('getPartialWaveData() reads 8 and 16 bits per sample; 24-bit samples fail with "Unsupported bits per sample: 24"', async () => {
    const {getPartialWaveData} = requireInstalled('@remotion/media-utils') as {
      getPartialWaveData: (o: Record<string, unknown>) => Promise<Float32Array>;
    };
    const body = Buffer.alloc(44 + 48000 * 3, 1);
    await withServer(
      {
        '/a.wav': (req, res) => {
          const [start, end] = (req.headers.range ?? 'bytes=0-0').replace('bytes=', '').split('-').map(Number);
          res.writeHead(206, {'Content-Type': 'audio/wav'});
          res.end(body.subarray(start, end + 1));
        },
      },
      async (base) => {
        const read = (bitsPerSample: number) =>
          getPartialWaveData({
            dataOffset: 44,
            src: `${base}/a.wav`,
            bitsPerSample,
            channelIndex: 0,
            sampleRate: 48000,
            fromSeconds: 0,
            toSeconds: 0.01,
            blockAlign: bitsPerSample / 8,
            fileSize: body.length,
            signal: new AbortController().signal,
          });
        expect((await read(16)).length).toBeGreaterThan(0);
        expect((await read(8)).length).toBeGreaterThan(0);
        await expect(read(24)).rejects.toThrow('Unsupported bits per sample: 24');
      },
    );
  });
});

describe('getVideoMetadata() on a local file', () => {
  it('returns the codec, supportsSeeking and canPlayInVideoTag', async () => {
    const {getVideoMetadata} = renderer as unknown as {
      getVideoMetadata: (f: string, o: {logLevel: string}) => Promise<Record<string, unknown>>;
    };
    const meta = await getVideoMetadata(fixture('media-h264-aac.mp4'), {logLevel: 'error'});
    expect(meta).toMatchObject({
      codec: 'h264',
      supportsSeeking: true,
      canPlayInVideoTag: true,
      width: 64,
      height: 36,
      fps: 10,
    });
  });
});
