/**
 * Executed claims about @remotion/renderer and @remotion/bundler (encoding, hardware-acceleration,
 * hdr, config, azure-container-apps, dataset-render, docker, getting-started, deno, bun, 4-0-migration,
 * 5-0-migration, 3-0-migration, enametoolong, gl-options, bundle, bundler, distributed-rendering,
 * cors-issues, acknowledgements, ffmpeg). Pure helpers are called in this process; code that reads
 * the machine (CPU count, runtime version, working directory) runs in a separate Node.js process
 * with the machine's answer replaced.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {lastJson, requireInstalled, runNode, thrownMessage} from './lib';

const nm = (file: string) => path.join(PROJECT_ROOT, 'node_modules', file);

type Codec = string;
const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
  BrowserSafeApis: {
    getDefaultCrfForCodec: (c: Codec) => number | null;
    getValidCrfRanges: (c: Codec) => [number, number];
    supportedAudioCodecs: Record<string, string[]>;
    defaultAudioCodecs: Record<string, {lossless: string | null; compressed: string | null}>;
    defaultFileExtensionMap: Record<string, {default: string; forAudioCodec: Record<string, {possible: string[]}>}>;
    proResProfileOptions: string[];
    validPixelFormats: string[];
    validColorSpaces: string[];
    validAudioCodecs: string[];
    validateOutputFilename: (o: Record<string, unknown>) => void;
  };
};
const renderer = requireInstalled('@remotion/renderer') as Record<string, unknown> & {
  validateSelectedPixelFormatAndImageFormatCombination: (p: string, f: string) => string;
  RenderInternals: Record<string, unknown> & {
    resolveAudioCodec: (o: Record<string, unknown>) => string | null;
    getFramesToRender: (range: [number, number], everyNth: number) => number[];
    validateEvenDimensionsWithCodec: (o: Record<string, unknown>) => void;
    getDesiredPort: (o: Record<string, unknown>) => Promise<{port: number; unlockPort: () => void}>;
    getPortConfig: (forceIPv4: boolean) => {hostsToTry: string[]};
    combineChunks: unknown;
  };
};
const {RenderInternals: RI} = renderer;
const {getCodecName} = require(nm('@remotion/renderer/dist/get-codec-name.js')) as {
  getCodecName: (o: Record<string, unknown>) => {encoderName: string; hardwareAccelerated: boolean};
};
const {generateFfmpegArgs} = require(nm('@remotion/renderer/dist/ffmpeg-args.js')) as {
  generateFfmpegArgs: (o: Record<string, unknown>) => (string[] | null)[];
};
/** FFmpeg's encoding arguments for an h264 yuv420p render without quality or color settings, changed by `o`. */
const ffmpegArgs = (o: Record<string, unknown>) =>
  generateFfmpegArgs({
    hasPreencoded: false,
    proResProfileName: null,
    pixelFormat: 'yuv420p',
    x264Preset: null,
    codec: 'h264',
    crf: null,
    videoBitrate: null,
    encodingMaxRate: null,
    encodingBufferSize: null,
    colorSpace: null,
    hardwareAcceleration: 'disable',
    indent: false,
    logLevel: 'error',
    ...o,
  });
const {validateQualitySettings} = require(nm('@remotion/renderer/dist/crf.js')) as {
  validateQualitySettings: (o: Record<string, unknown>) => string[];
};
const {validateSelectedCodecAndProResCombination} = require(nm('@remotion/renderer/dist/prores-profile.js')) as {
  validateSelectedCodecAndProResCombination: (o: Record<string, unknown>) => void;
};
const {getProResProfileName} = require(nm('@remotion/renderer/dist/get-prores-profile-name.js')) as {
  getProResProfileName: (c: string, p?: string) => string | null;
};
const {validateSelectedPixelFormatAndCodecCombination} = require(nm('@remotion/renderer/dist/pixel-format.js')) as {
  validateSelectedPixelFormatAndCodecCombination: (p: string, c: string) => void;
};
const {gLibCErrorMessage} = require(nm('@remotion/renderer/dist/check-version-requirements.js')) as {
  gLibCErrorMessage: (v: string) => string | null;
};

describe('codecs, containers and audio codecs', () => {
  it('default CRF 18 for h264 (also h264-mkv, h264-ts), 23 for h265, 9 for vp8, 28 for vp9', () => {
    expect(['h264', 'h264-mkv', 'h264-ts', 'h265', 'vp8', 'vp9'].map(BrowserSafeApis.getDefaultCrfForCodec)).toEqual([
      18, 18, 18, 23, 9, 28,
    ]);
  });

  it('allowed CRF ranges: 1 to 51 for h264, 0 to 51 for h265, 4 to 63 for vp8, 0 to 63 for vp9', () => {
    expect(['h264', 'h265', 'vp8', 'vp9'].map(BrowserSafeApis.getValidCrfRanges)).toEqual([
      [1, 51],
      [0, 51],
      [4, 63],
      [0, 63],
    ]);
  });

  it('a CRF outside the range, a CRF for ProRes and a CRF together with a video bitrate throw', () => {
    const q = (o: Record<string, unknown>) =>
      thrownMessage(() =>
        validateQualitySettings({
          videoBitrate: null,
          encodingMaxRate: null,
          encodingBufferSize: null,
          hardwareAcceleration: 'disable',
          ...o,
        }),
      );
    expect(q({codec: 'h264', crf: 60})).toBe('CRF must be between 1 and 51 for codec h264. Passed: 60');
    expect(q({codec: 'prores', crf: 10})).toBe('The "prores" codec does not support the --crf option.');
    expect(q({codec: 'h264', crf: 20, videoBitrate: '5M'})).toBe(
      '"crf" and "videoBitrate" can not both be set. Choose one of either.',
    );
    expect(q({codec: 'h264', crf: null, encodingMaxRate: '5M'})).toBe(
      '"encodingMaxRate" can not be set without also setting "encodingBufferSize".',
    );
  });

  it('ProRes ignores --video-bitrate (with a warning), GIF gets no quality setting at all, h264 gets -b:v', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const q = (o: Record<string, unknown>) =>
      validateQualitySettings({
        crf: null,
        encodingMaxRate: null,
        encodingBufferSize: null,
        hardwareAcceleration: 'disable',
        ...o,
      });
    expect(q({codec: 'prores', videoBitrate: '8M'})).toEqual([]);
    expect(warn).toHaveBeenCalledWith('ProRes does not support videoBitrate. Ignoring.');
    warn.mockRestore();
    expect(q({codec: 'h264', videoBitrate: '8M'})).toEqual(['-b:v', '8M']);
    const gifArgs = ffmpegArgs({codec: 'gif', videoBitrate: '8M'});
    expect(gifArgs.flat().filter(Boolean)).not.toContain('-b:v');
    const gifWithCrf = ffmpegArgs({codec: 'gif', crf: 20});
    expect(gifWithCrf.flat().filter(Boolean)).not.toContain('-crf');
  });

  it('default files and audio codecs: h264 .mp4 with aac, h265 .mp4, vp8/vp9 .webm with opus, prores .mov with pcm-16, h264-mkv .mkv with pcm-16, h264-ts .ts with aac', () => {
    const m = BrowserSafeApis.defaultFileExtensionMap;
    const a = BrowserSafeApis.defaultAudioCodecs;
    expect(
      ['h264', 'h265', 'vp8', 'vp9', 'prores', 'h264-mkv', 'h264-ts', 'gif', 'mp3', 'aac', 'wav'].map(
        (c) => `${c}:${m[c].default}:${a[c].compressed}`,
      ),
    ).toEqual([
      'h264:mp4:aac',
      'h265:mp4:aac',
      'vp8:webm:opus',
      'vp9:webm:opus',
      'prores:mov:pcm-16',
      'h264-mkv:mkv:pcm-16',
      'h264-ts:ts:aac',
      'gif:gif:null',
      'mp3:mp3:mp3',
      'aac:aac:aac',
      'wav:wav:pcm-16',
    ]);
  });

  it('supported audio codecs per codec: h264 aac, mp3, pcm-16; h265 aac, pcm-16; vp8 and vp9 opus, pcm-16; prores pcm-16, aac; gif none', () => {
    const s = BrowserSafeApis.supportedAudioCodecs;
    expect([...s.h264].sort()).toEqual(['aac', 'mp3', 'pcm-16']);
    expect([...s.h265].sort()).toEqual(['aac', 'pcm-16']);
    expect([...s.vp8].sort()).toEqual(['opus', 'pcm-16']);
    expect([...s.vp9].sort()).toEqual(['opus', 'pcm-16']);
    expect([...s.prores].sort()).toEqual(['aac', 'pcm-16']);
    expect([...s['h264-mkv']].sort()).toEqual(['mp3', 'pcm-16']);
    expect(s.gif).toEqual([]);
  });

  it('other extensions: h264 also .mkv and .mov; with pcm-16 only .mkv or .mov; aac also .m4a, .m4b, .3gp, .mpg, .mpeg', () => {
    const m = BrowserSafeApis.defaultFileExtensionMap;
    expect(m.h264.forAudioCodec.aac.possible).toEqual(['mp4', 'mkv', 'mov']);
    expect(m.h264.forAudioCodec['pcm-16'].possible).toEqual(['mkv', 'mov']);
    expect(m.h265.forAudioCodec.aac.possible).toEqual(['mp4', 'mkv', 'hevc']);
    expect(m.prores.forAudioCodec.aac.possible).toEqual(['mov', 'mkv', 'mxf']);
    expect([...m.aac.forAudioCodec.aac.possible].sort()).toEqual(['3gp', 'aac', 'm4a', 'm4b', 'mpeg', 'mpg']);
    expect(m.mp3.forAudioCodec['pcm-16'].possible).toEqual(['wav']);
  });

  it('out/video.mkv with --codec=vp9 alone stops with "When using the vp9 codec with the opus audio codec, the output filename must end in one of the following: webm."', () => {
    const check = (o: Record<string, unknown>) =>
      thrownMessage(() =>
        BrowserSafeApis.validateOutputFilename({
          preferLossless: false,
          separateAudioTo: null,
          audioCodecSetting: null,
          ...o,
        }),
      );
    expect(check({codec: 'vp9', extension: 'mkv'})).toBe(
      'When using the vp9 codec with the opus audio codec, the output filename must end in one of the following: webm.',
    );
    expect(check({codec: 'vp9', extension: 'mkv', audioCodecSetting: 'pcm-16'})).toBeNull();
    expect(check({codec: 'h264', extension: 'mp4', audioCodecSetting: 'pcm-16'})).toBe(
      'When using the h264 codec with the pcm-16 audio codec, the output filename must end in one of the following: mkv, mov.',
    );
  });

  it('preferLossless wins over audioCodec: with both set, audioCodec is ignored', () => {
    expect(RI.resolveAudioCodec({codec: 'h264', setting: 'mp3', preferLossless: true, separateAudioTo: null})).toBe(
      'pcm-16',
    );
    expect(RI.resolveAudioCodec({codec: 'h264', setting: 'mp3', preferLossless: false, separateAudioTo: null})).toBe(
      'mp3',
    );
  });

  it('ProRes profiles from highest to lowest: 4444-xq, 4444, hq, standard, light, proxy; without one Remotion encodes with hq', () => {
    expect(BrowserSafeApis.proResProfileOptions).toEqual(['4444-xq', '4444', 'hq', 'standard', 'light', 'proxy']);
    expect(getProResProfileName('prores', undefined)).toBe(getProResProfileName('prores', 'hq'));
    expect(getProResProfileName('prores', '4444-xq')).toBe('5');
    expect(getProResProfileName('prores', 'proxy')).toBe('0');
  });

  it('setting a ProRes profile with any other codec is an error', () => {
    expect(thrownMessage(() => validateSelectedCodecAndProResCombination({codec: 'h264', proResProfile: '4444'}))).toBe(
      'You have set a ProRes profile but the codec is "h264". Set the codec to "prores" or remove the ProRes profile.',
    );
  });

  it('pixel formats: yuv420p is the default; yuva420p only with vp8 and vp9; alpha formats require png frames', () => {
    expect(BrowserSafeApis.validPixelFormats).toEqual([
      'yuv420p',
      'yuva420p',
      'yuv422p',
      'yuv444p',
      'yuv420p10le',
      'yuv422p10le',
      'yuv444p10le',
      'yuva444p10le',
    ]);
    expect(thrownMessage(() => validateSelectedPixelFormatAndCodecCombination('yuva420p', 'h264'))).toMatch(
      /^Pixel format was set to 'yuva420p' but codec h264 does not support it\./,
    );
    expect(thrownMessage(() => validateSelectedPixelFormatAndCodecCombination('yuva420p', 'vp9'))).toBeNull();
    expect(
      thrownMessage(() => renderer.validateSelectedPixelFormatAndImageFormatCombination('yuva444p10le', 'jpeg')),
    ).toBe(
      "Pixel format was set to 'yuva444p10le' but the image format is not PNG. To render transparent videos, you need to set PNG as the image format.",
    );
  });

  it('H.264 and H.265 need an even width and height (after scale)', () => {
    const even = (o: Record<string, unknown>) =>
      thrownMessage(() =>
        RI.validateEvenDimensionsWithCodec({
          scale: 1,
          wantsImageSequence: false,
          indent: false,
          logLevel: 'error',
          ...o,
        }),
      );
    expect(even({width: 1081, height: 1080, codec: 'h264'})).toMatch(
      /^Codec error: You are trying to render a video with a H264 codec that has a width of 1081px, which is an uneven number\./,
    );
    expect(even({width: 1080, height: 1081, codec: 'h265'})).toMatch(/H265 codec that has a height of 1081px/);
    expect(even({width: 1081, height: 1081, codec: 'vp8'})).toBeNull();
  });

  it('--color-space accepts default, bt709 and bt2020-ncl; bt709 tags BT.709, bt2020-ncl tags BT.2020 with arib-std-b67, anything else adds nothing', () => {
    expect(BrowserSafeApis.validColorSpaces).toEqual(['default', 'bt709', 'bt2020-ncl']);
    const args = (colorSpace: string | null) => ffmpegArgs({colorSpace}).flat().filter(Boolean).join(' ');
    expect(args('bt709')).toContain(
      '-colorspace:v bt709 -color_primaries:v bt709 -color_trc:v bt709 -color_range tv -vf zscale=matrix=709:matrixin=709:range=limited',
    );
    expect(args('bt2020-ncl')).toContain(
      '-colorspace:v bt2020nc -color_primaries:v bt2020 -color_trc:v arib-std-b67 -color_range tv',
    );
    expect(args('default')).not.toContain('-colorspace');
    expect(args('bt2020-cl')).not.toContain('-colorspace');
  });
});

describe('hardware accelerated encoding', () => {
  const codec = (o: Record<string, unknown>) =>
    getCodecName({encodingMaxRate: null, encodingBufferSize: null, crf: null, indent: false, logLevel: 'error', ...o});

  it("hardwareAcceleration defaults to 'disable'; on Linux every codec uses its software encoder (libx264, libx265, prores_ks, libvpx, libvpx-vp9, gif)", () => {
    expect(os.platform()).toBe('linux');
    expect(
      ['h264', 'h265', 'prores', 'vp8', 'vp9', 'gif'].map(
        (c) => codec({codec: c, hardwareAcceleration: 'if-possible'}).encoderName,
      ),
    ).toEqual(['libx264', 'libx265', 'prores_ks', 'libvpx', 'libvpx-vp9', 'gif']);
  });

  it('"required" with a crf fails: When using hardware accelerated encoding, the option "crf" with hardware acceleration is not supported.', () => {
    expect(thrownMessage(() => codec({codec: 'h264', hardwareAcceleration: 'required', crf: 18}))).toBe(
      'When using hardware accelerated encoding, the option "crf" with hardware acceleration is not supported. Disable hardware accelerated encoding or use "if-possible" instead.',
    );
  });

  it('"if-possible" with a crf falls back to software and warns: Hardware accelerated encoding disabled - "crf" option is not supported with hardware acceleration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const result = codec({codec: 'h264', hardwareAcceleration: 'if-possible', crf: 18, logLevel: 'info'});
    const printed = [...warn.mock.calls, ...log.mock.calls].flat().join('\n');
    warn.mockRestore();
    log.mockRestore();
    expect(result).toEqual({encoderName: 'libx264', hardwareAccelerated: false});
    expect(printed).toContain(
      'Hardware accelerated encoding disabled - "crf" option is not supported with hardware acceleration',
    );
  });

  it('"required" on Linux fails: Codec h264 does not support hardware acceleration on linux, but "hardwareAcceleration" is set to "required"', () => {
    expect(thrownMessage(() => ffmpegArgs({videoBitrate: '8M', hardwareAcceleration: 'required'}))).toBe(
      'Codec h264 does not support hardware acceleration on linux, but "hardwareAcceleration" is set to "required"',
    );
  });

  it('with --log=verbose the chosen encoder is logged: Encoder: libx264, hardware accelerated: false', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    ffmpegArgs({logLevel: 'verbose'});
    const printed = log.mock.calls.flat().join('\n');
    log.mockRestore();
    expect(printed).toContain('Encoder: libx264, hardware accelerated: false');
  });
});

describe('frames, chunks, ports and messages', () => {
  it('a frame range includes both ends: [0, 2999] renders 3000 frames; with every 2nd frame [10, 20] renders 10, 12, … 20', () => {
    expect(RI.getFramesToRender([0, 2999], 1)).toHaveLength(3000);
    expect(RI.getFramesToRender([10, 20], 2)).toEqual([10, 12, 14, 16, 18, 20]);
  });

  it('combineChunks is only on the internal RenderInternals object, not a public export', () => {
    expect(typeof RI.combineChunks).toBe('function');
    expect('combineChunks' in renderer).toBe(false);
  });

  it("an ENAMETOOLONG error logs '💡 Get help for this issue at https://remotion.dev/docs/enametoolong'; a WebGL context error logs the --gl hint", () => {
    const printed: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...a: unknown[]) => void printed.push(a.join(' '))),
    );
    const print = RI.printUsefulErrorMessage as (e: Error, l: string, i: boolean) => void;
    print(new Error("ENAMETOOLONG: name too long, open 'out/x.mp4'"), 'info', false);
    print(new Error('Error creating WebGL context.'), 'info', false);
    spies.forEach((s) => s.mockRestore());
    const text = printed.join('\n');
    expect(text).toContain('💡 Get help for this issue at https://remotion.dev/docs/enametoolong');
    expect(text).toContain(
      '💡 You might need to set the OpenGL renderer to "angle-egl", "angle" (or "swangle" if rendering on lambda).',
    );
  });

  it("Remotion's startup check on Linux x64 warns below glibc 2.31", () => {
    expect(os.arch()).toBe('x64');
    expect(gLibCErrorMessage('2.31')).toBeNull();
    expect(gLibCErrorMessage('2.35')).toBeNull();
    expect(gLibCErrorMessage('2.30')).toBe(
      'Rendering videos requires glibc 2.31 on your or higher on your OS. Your system has glibc 2.30.',
    );
  });

  it('the x64 compositor binary links against glibc 2.35 symbols; the FFmpeg files beside it need at most 2.29', () => {
    const folder = path.join(PROJECT_ROOT, 'node_modules/@remotion/compositor-linux-x64-gnu');
    // The highest GLIBC_2.N symbol version a file's dynamic section names is the glibc it needs to load.
    const newestGlibc = (file: string) =>
      Math.max(
        ...[...fs.readFileSync(path.join(folder, file), 'latin1').matchAll(/GLIBC_2\.(\d+)/g)].map((m) => Number(m[1])),
      );
    expect(newestGlibc('remotion')).toBe(35);
    for (const file of ['ffmpeg', 'ffprobe', 'libavcodec.so', 'libavformat.so', 'libavfilter.so', 'libavutil.so']) {
      expect(newestGlibc(file), file).toBeLessThanOrEqual(29);
    }
  });

  it('a port that is taken is not replaced by another one: "You specified port … but it is not available"; without a port, the first free one from 3000 to 3100 is used', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const busy = (server.address() as net.AddressInfo).port;
    const {hostsToTry} = RI.getPortConfig(true);
    let message = '';
    try {
      await RI.getDesiredPort({desiredPort: busy, from: 3000, to: 3100, hostsToTry});
    } catch (e) {
      message = (e as Error).message;
    }
    server.close();
    expect(message).toBe(
      `You specified port ${busy} to be used for the HTTP server, but it is not available. Choose a different port or remove the setting to let Remotion automatically select a free port.`,
    );
    const free = await RI.getDesiredPort({desiredPort: undefined, from: 3000, to: 3100, hostsToTry});
    free.unlockPort();
    expect(free.port).toBeGreaterThanOrEqual(3000);
    expect(free.port).toBeLessThanOrEqual(3100);
  });
});

describe('the machine: CPU count, runtime versions, download folder', () => {
  let r: Record<string, unknown>;
  beforeAll(() => {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-nproc-'));
    fs.writeFileSync(path.join(bin, 'nproc'), '#!/bin/sh\necho "$FAKE_NPROC"\n', {mode: 0o755});
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-bare-'));
    r = lastJson(
      runNode(
        'cjs',
        `
process.env.PATH = ${JSON.stringify(bin)} + ':' + process.env.PATH;
const os = require('node:os');
const out = {};
const err = (fn) => { try { fn(); return 'no error'; } catch (e) { return e.message; } };
const {RenderInternals: RI} = require('@remotion/renderer');
const withCpus = (node, nproc, fn) => { os.cpus = () => new Array(node).fill({}); process.env.FAKE_NPROC = String(nproc); return fn(); };
out.concurrency = {
  four: withCpus(4, 4, () => RI.resolveConcurrency(null)),
  thirtyTwo: withCpus(32, 32, () => RI.resolveConcurrency(null)),
  one: withCpus(1, 1, () => RI.resolveConcurrency(null)),
  quotaHidden: withCpus(64, 64, () => RI.resolveConcurrency(null)),
  cpuset: withCpus(64, 2, () => RI.resolveConcurrency(null)),
  percent: withCpus(8, 8, () => RI.resolveConcurrency('50%')),
  tooMany: withCpus(8, 8, () => err(() => RI.resolveConcurrency(9))),
};
const {checkRuntimeVersion} = require(process.cwd() + '/node_modules/@remotion/renderer/dist/check-version-requirements.js');
Object.defineProperty(process, 'version', {value: 'v14.21.3'});
out.node14 = err(() => checkRuntimeVersion('error', false));
globalThis.Bun = {version: '1.0.2', semver: {satisfies: () => false}};
out.bun = err(() => checkRuntimeVersion('error', false));
delete globalThis.Bun;
const {getDownloadsCacheDir} = require(process.cwd() + '/node_modules/@remotion/renderer/dist/browser/get-download-destination.js');
const project = process.cwd();
process.chdir(${JSON.stringify(bare)});
out.noPackageJson = getDownloadsCacheDir();
process.chdir(project + '/node_modules/@remotion/renderer/dist');
out.nested = getDownloadsCacheDir();
console.log(JSON.stringify(out));
`,
      ),
    );
    r.bare = fs.realpathSync(bare);
    fs.rmSync(bin, {recursive: true, force: true});
    fs.rmSync(bare, {recursive: true, force: true});
  }, 120_000);

  it('without a concurrency setting, half of the CPU threads are used, at least 1 and at most 8', () => {
    const c = r.concurrency as Record<string, unknown>;
    expect([c.four, c.thirtyTwo, c.one]).toEqual([2, 8, 1]);
  });

  it('the core count is the minimum of os.cpus() and nproc: a cpuset of 2 counts, a CPU quota that neither reports does not', () => {
    const c = r.concurrency as Record<string, unknown>;
    expect(c.cpuset).toBe(1);
    expect(c.quotaHidden).toBe(8);
  });

  it("a percentage such as '50%' uses that share of the threads; more than the number of threads fails", () => {
    const c = r.concurrency as Record<string, unknown>;
    expect(c.percent).toBe(4);
    expect(c.tooMany).toBe('Maximum for --concurrency is 8 (number of cores on this system)');
  });

  it('on Node.js 14 the renderer throws "Remotion requires at least Node 16. You currently have v14.21.3."', () => {
    expect(r.node14).toBe(
      'Remotion requires at least Node 16. You currently have v14.21.3. Update your node version to 16 to use Remotion.',
    );
  });

  it('under Bun older than 1.0.3 the renderer throws "Remotion requires at least Bun 1.0.3. You currently have …"', () => {
    expect(r.bun).toBe(
      'Remotion requires at least Bun 1.0.3. You currently have 1.0.2. Update your Bun version to 1.0.3 to use Remotion.',
    );
  });

  it('Chrome Headless Shell goes to node_modules/.remotion next to the closest package.json, or to .remotion in the current folder without one', () => {
    expect(r.nested).toBe(path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/node_modules/.remotion'));
    expect(r.noPackageJson).toBe(path.join(r.bare as string, '.remotion'));
  });
});

describe('@remotion/bundler', () => {
  const bundler = requireInstalled('@remotion/bundler') as {
    bundle: (...a: unknown[]) => Promise<string>;
    webpack: {version: string};
    BundlerInternals: {findClosestFolderWithItem: (dir: string, file: string) => string | null};
  };

  it('re-exports the Webpack it uses, version 5.96.1', () => {
    expect(bundler.webpack.version).toBe('5.96.1');
  });

  it('bundle() rejects when the entry point does not contain registerRoot (unless ignoreRegisterRootWarning), and without arguments', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-bundle-'));
    fs.writeFileSync(path.join(dir, 'index.ts'), 'export const x = 1;');
    await expect(bundler.bundle({entryPoint: path.join(dir, 'index.ts')})).rejects.toThrow(
      `You passed ${path.join(dir, 'index.ts')} as your entry point, but this file does not contain "registerRoot". You should use the file that calls registerRoot() as the entry point. To ignore this error, pass "ignoreRegisterRootWarning" to bundle().`,
    );
    await expect(bundler.bundle()).rejects.toThrow('bundle() was called without arguments');
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('rootDir defaults to the closest folder with a package.json, from the folder of entryPoint up to three levels above it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-root-'));
    const entry = path.join(root, 'a', 'b', 'c', 'src', 'index.ts');
    fs.mkdirSync(path.dirname(entry), {recursive: true});
    fs.writeFileSync(path.join(root, 'a', 'package.json'), '{}');
    expect(bundler.BundlerInternals.findClosestFolderWithItem(entry, 'package.json')).toBe(path.join(root, 'a'));
    fs.rmSync(path.join(root, 'a', 'package.json'));
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    expect(bundler.BundlerInternals.findClosestFolderWithItem(entry, 'package.json')).toBeNull();
    fs.rmSync(root, {recursive: true, force: true});
  });

  it('onPublicDirCopyProgress is called each time roughly another 10 MB have been copied (12 MB: once; 1 MB: never)', async () => {
    const {copyDir} = require(nm('@remotion/bundler/dist/copy-dir.js')) as {
      copyDir: (o: Record<string, unknown>) => Promise<number>;
    };
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-public-'));
    const dest = fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-out-'));
    for (const name of ['a.bin', 'b.bin', 'c.bin']) {
      fs.writeFileSync(path.join(src, name), Buffer.alloc(4 * 1024 * 1024));
    }
    fs.writeFileSync(path.join(src, 'target.txt'), 'x');
    fs.symlinkSync(path.join(src, 'target.txt'), path.join(src, 'link.txt'));
    const calls: number[] = [];
    // Symbolic links: the bundle gets a new link that points to the resolved target.
    const links: string[] = [];
    await copyDir({
      src,
      dest,
      onSymlinkDetected: (e: {name: string}) => links.push(e.name),
      onProgress: (b: number) => calls.push(b),
      copiedBytes: 0,
      lastReportedProgress: 0,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBeGreaterThanOrEqual(12 * 1024 * 1024);
    expect(links).toEqual(['link.txt']);
    expect(fs.readlinkSync(path.join(dest, 'link.txt'))).toBe(path.join(src, 'target.txt'));
    const small: number[] = [];
    await copyDir({
      src: path.join(PROJECT_ROOT, 'tests/claims'),
      dest: path.join(dest, 'small'),
      onSymlinkDetected: () => undefined,
      onProgress: (b: number) => small.push(b),
      copiedBytes: 0,
      lastReportedProgress: 0,
    });
    expect(small).toEqual([]);
    fs.rmSync(src, {recursive: true, force: true});
    fs.rmSync(dest, {recursive: true, force: true});
  });
});

describe('the bundled FFmpeg', () => {
  const ffmpeg = fs.readFileSync(nm('@remotion/compositor-linux-x64-gnu/ffmpeg'), 'latin1');

  it('is FFmpeg 7.1 (n7.1) built with x264, x265, libvpx, Opus, LAME, FDK AAC, dav1d, zimg and zlib', () => {
    expect(ffmpeg).toContain('n7.1');
    for (const flag of [
      '--enable-libx264',
      '--enable-libx265',
      '--enable-libvpx',
      '--enable-libopus',
      '--enable-libmp3lame',
      '--enable-libfdk-aac',
      '--enable-libdav1d',
      '--enable-libzimg',
      '--enable-zlib',
    ]) {
      expect(ffmpeg).toContain(flag);
    }
  });

  it('enables only selected encoders: H.264, H.265, VP8, VP9, ProRes, GIF, PNG, JPEG, AAC, MP3, Opus and PCM', () => {
    expect(ffmpeg).toContain('--disable-encoders');
    for (const encoder of [
      'libx264',
      'libx265',
      'libvpx_vp8',
      'libvpx_vp9',
      'prores_ks',
      'gif',
      'png',
      'mjpeg',
      'aac',
      'libmp3lame',
      'libopus',
      'pcm_s16le',
    ]) {
      expect(ffmpeg).toContain(`--enable-encoder=${encoder}`);
    }
  });

  it('the package contains ffmpeg, ffprobe, the remotion binary and the shared libraries', () => {
    const files = fs.readdirSync(nm('@remotion/compositor-linux-x64-gnu'));
    for (const f of [
      'ffmpeg',
      'ffprobe',
      'remotion',
      'libavcodec.so',
      'libavformat.so',
      'libavfilter.so',
      'libavutil.so',
      'libswresample.so',
      'libswscale.so',
      'libavdevice.so',
    ]) {
      expect(files).toContain(f);
    }
  });

  it('a binary that is not executable is made executable before Remotion starts it', () => {
    const {makeFileExecutableIfItIsNot} = require(nm('@remotion/renderer/dist/compositor/make-file-executable.js')) as {
      makeFileExecutableIfItIsNot: (p: string) => void;
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'core-1-exec-')), 'ffmpeg');
    fs.writeFileSync(file, '', {mode: 0o644});
    makeFileExecutableIfItIsNot(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o755);
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  });

  it('Chrome Headless Shell of the tested version 133.0.6943.0 is downloaded; on Linux arm64 the Playwright build', () => {
    const fetcher = fs.readFileSync(nm('@remotion/renderer/dist/browser/BrowserFetcher.js'), 'utf8');
    expect(fetcher).toContain("const TESTED_VERSION = '133.0.6943.0';");
    expect(fetcher).toContain('chromium-headless-shell-linux-arm64.zip');
  });
});

describe('browserExecutable', () => {
  it('a path that does not exist throws ""browserExecutable" was specified as \'…\' but the path doesn\'t exist."', async () => {
    const {ensureBrowser} = requireInstalled('@remotion/renderer') as {
      ensureBrowser: (o: Record<string, unknown>) => Promise<unknown>;
    };
    await expect(ensureBrowser({browserExecutable: '/nonexistent/chromium'})).rejects.toThrow(
      `"browserExecutable" was specified as '/nonexistent/chromium' but the path doesn't exist.`,
    );
  });
});

describe('GIF loops', () => {
  it('numberOfGifLoops: null loops forever (-loop 0), 0 plays once (-loop -1), 1 plays twice (-loop 1)', () => {
    const {convertNumberOfGifLoopsToFfmpegSyntax: loops} = require(
      nm('@remotion/renderer/dist/convert-number-of-gif-loops-to-ffmpeg.js'),
    ) as {
      convertNumberOfGifLoopsToFfmpegSyntax: (n: number | null) => string;
    };
    expect([loops(null), loops(0), loops(1)]).toEqual(['0', '-1', '1']);
  });
});
