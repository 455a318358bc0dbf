/**
 * Executed claims of the CLI pages (docs/cli/**): the installed @remotion/cli parser, option
 * resolution, format and codec choices and a few commands run in this process; nothing is
 * bundled or rendered and no browser is started.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {requireInstalled, runNode, stillImageFormat} from './lib';

type AnyFn = (...args: never[]) => unknown;
type Option = {getValue: (...args: never[]) => {value: unknown; source: string}; setConfig: (value: never) => void};

const cliDist = (file: string) => requireInstalled(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist', file));
const {CliInternals} = requireInstalled('@remotion/cli') as {
  CliInternals: {
    parsedCli: Record<string, unknown>;
    BooleanFlags: string[];
    minimist: (args: string[], opts: Record<string, unknown>) => Record<string, unknown>;
    getVideoImageFormat: AnyFn;
    printCompositions: AnyFn;
    findEntryPoint: AnyFn;
  };
};
const {ConfigInternals, Config} = requireInstalled('@remotion/cli/config') as {
  ConfigInternals: Record<string, AnyFn>;
  Config: Record<string, AnyFn>;
};
const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
  BrowserSafeApis: {options: Record<string, Option>} & Record<string, unknown>;
};
const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: Record<string, AnyFn>};
const {StudioServerInternals} = requireInstalled('@remotion/studio-server') as {
  StudioServerInternals: Record<string, AnyFn>;
};
const options = BrowserSafeApis.options;
/** Terminal colour codes, removed from captured output. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** What `npx remotion …` parses, with the CLI's own minimist settings. */
const parse = (args: string[]) =>
  CliInternals.minimist(args, {boolean: CliInternals.BooleanFlags, default: {overwrite: true, muted: null}});

const call = <R>(fn: AnyFn, ...args: unknown[]) => (fn as unknown as (...a: unknown[]) => R)(...args);
const set = (option: Option, value: unknown) => option.setConfig(value as never);
const value = (option: Option, commandLine: Record<string, unknown> = {}, ...rest: unknown[]) =>
  (option.getValue as unknown as (...a: unknown[]) => {value: unknown; source: string})({commandLine}, ...rest);

describe('npx remotion flag defaults and precedence', () => {
  it('without flags or config: jpeg-quality 80, scale 1, color-space default, hardware-acceleration disable, chrome-mode headless-shell, log info, timeout 30000', () => {
    expect(value(options.jpegQualityOption).value).toBe(80);
    expect(value(options.scaleOption).value).toBe(1);
    expect(value(options.colorSpaceOption).value).toBe('default');
    expect(value(options.hardwareAccelerationOption).value).toBe('disable');
    expect(value(options.chromeModeOption).value).toBe('headless-shell');
    expect(value(options.logLevelOption).value).toBe('info');
    expect(value(options.delayRenderTimeoutInMillisecondsOption).value).toBe(30000);
  });

  it('without flags: gl, x264-preset, number-of-gif-loops, audio-bitrate and offthreadvideo-video-threads are left unset (null)', () => {
    expect(value(options.glOption).value).toBe(null);
    expect(value(options.x264Option).value).toBe(null);
    expect(value(options.numberOfGifLoopsOption).value).toBe(null);
    expect(value(options.audioBitrateOption).value).toBe(null);
    expect(value(options.offthreadVideoThreadsOption).value).toBe(null);
    expect(value(options.offthreadVideoCacheSizeInBytesOption).value).toBe(null);
  });

  it('an unset --offthreadvideo-video-threads means 2 threads when rendering', () => {
    expect(RenderInternals.DEFAULT_RENDER_FRAMES_OFFTHREAD_VIDEO_THREADS).toBe(2);
  });

  it('a flag on the command line overrides the config file, which overrides the default', () => {
    set(options.jpegQualityOption, 55);
    try {
      expect(value(options.jpegQualityOption)).toEqual({source: 'config', value: 55});
      expect(value(options.jpegQualityOption, {'jpeg-quality': 90})).toEqual({source: 'cli', value: 90});
    } finally {
      set(options.jpegQualityOption, undefined);
    }
  });

  it('--overwrite defaults to true in the parser, so Config.setOverwriteOutput(false) is overridden; --overwrite=false works', () => {
    expect(parse([]).overwrite).toBe(true);
    set(options.overwriteOption, false);
    try {
      expect(value(options.overwriteOption, parse(['render']), true)).toEqual({source: 'cli', value: true});
      expect(value(options.overwriteOption, parse(['render', '--overwrite=false']), true)).toEqual({
        source: 'cli',
        value: false,
      });
    } finally {
      set(options.overwriteOption, true);
    }
  });

  it('absent boolean flags arrive as false and override Config.setRepro(), Config.setBeepOnFinish() and Config.setChromiumHeadlessMode()', () => {
    const parsed = parse(['render']);
    expect(parsed.repro).toBe(false);
    expect(parsed['beep-on-finish']).toBe(false);
    expect(parsed['disable-headless']).toBe(false);
    set(options.reproOption, true);
    set(options.beepOnFinishOption, true);
    set(options.headlessOption, false);
    try {
      expect(value(options.reproOption, parsed).value).toBe(false);
      expect(value(options.beepOnFinishOption, parsed).value).toBe(false);
      expect(value(options.headlessOption, parsed).value).toBe(true);
      expect(value(options.reproOption, parse(['render', '--repro'])).value).toBe(true);
    } finally {
      set(options.reproOption, false);
      set(options.beepOnFinishOption, false);
      set(options.headlessOption, true);
    }
  });

  it('Config.setKeyboardShortcutsEnabled(false) is overridden by the absent --disable-keyboard-shortcuts flag', () => {
    const {parseCommandLine} = cliDist('parse-command-line.js') as {parseCommandLine: () => void};
    const saved = {...CliInternals.parsedCli};
    Config.setKeyboardShortcutsEnabled(false as never);
    try {
      for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
      Object.assign(CliInternals.parsedCli, parse(['studio']));
      parseCommandLine();
      expect(ConfigInternals.getKeyboardShortcutsEnabled()).toBe(true);
    } finally {
      for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
      Object.assign(CliInternals.parsedCli, saved);
    }
  });

  it('--bundle-cache=false disables the Webpack cache, --no-bundle-cache does not', () => {
    const {parseCommandLine} = cliDist('parse-command-line.js') as {parseCommandLine: () => void};
    const saved = {...CliInternals.parsedCli};
    const cachingWith = (args: string[]) => {
      for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
      Object.assign(CliInternals.parsedCli, parse(args));
      parseCommandLine();
      return ConfigInternals.getWebpackCaching();
    };
    try {
      expect(cachingWith(['render', '--bundle-cache=false'])).toBe(false);
      expect(cachingWith(['render', '--no-bundle-cache'])).toBe(true);
    } finally {
      for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
      Object.assign(CliInternals.parsedCli, saved);
      Config.setCachingEnabled(true as never);
    }
  });

  it('--enable-multiprocess-on-linux: default true; =false arrives as the text "false"; --no-enable-multiprocess-on-linux gives false; Config false falls back to true', () => {
    expect(value(options.enableMultiprocessOnLinuxOption).value).toBe(true);
    const asText = parse(['render', '--enable-multiprocess-on-linux=false'])['enable-multiprocess-on-linux'];
    expect(asText).toBe('false');
    expect(Boolean(asText)).toBe(true);
    expect(parse(['render', '--no-enable-multiprocess-on-linux'])['enable-multiprocess-on-linux']).toBe(false);
    set(options.enableMultiprocessOnLinuxOption, false);
    try {
      expect(value(options.enableMultiprocessOnLinuxOption)).toEqual({source: 'default', value: true});
    } finally {
      set(options.enableMultiprocessOnLinuxOption, true);
    }
  });

  it('an undeclared yes/no flag written before positional arguments takes the next word: --for-seamless-aac-concatenation src/index.ts MyComp loses the entry point', () => {
    const parsed = parse(['render', '--for-seamless-aac-concatenation', 'src/index.ts', 'MyComp']);
    expect(parsed['for-seamless-aac-concatenation']).toBe('src/index.ts');
    expect(parsed._).toEqual(['render', 'MyComp']);
  });

  it('the codec comes from --codec, then the output extension, then --out-name, then calculateMetadata(), then the config file, then h264', () => {
    const codec = (commandLine: Record<string, unknown>, rest: Record<string, unknown>) =>
      value(options.videoCodecOption, commandLine, {
        compositionCodec: null,
        configFile: null,
        downloadName: null,
        outName: null,
        uiCodec: null,
        ...rest,
      });
    expect(codec({}, {})).toEqual({value: 'h264', source: 'default'});
    expect(codec({}, {configFile: 'vp9'}).value).toBe('vp9');
    expect(codec({}, {configFile: 'vp9', compositionCodec: 'prores'}).value).toBe('prores');
    expect(codec({}, {configFile: 'vp9', outName: 'clip.gif'}).value).toBe('gif');
    expect(codec({}, {downloadName: 'out/intro.webm'})).toEqual({value: 'vp8', source: 'derived from download name'});
    expect(codec({}, {downloadName: 'out/intro.mov'}).value).toBe('prores');
    expect(codec({codec: 'vp9'}, {downloadName: 'out/intro.webm'})).toEqual({
      value: 'vp9',
      source: 'from --codec flag',
    });
    expect(() => codec({codec: 'h264'}, {downloadName: 'out/intro.webm'})).toThrow(
      'The download name is out/intro.webm but --codec=h264 was passed.',
    );
  });

  it('the frame format is --image-format, then the config file, then jpeg for video codecs, none for audio codecs and png for image sequences', () => {
    const saved = CliInternals.parsedCli['image-format'];
    delete CliInternals.parsedCli['image-format'];
    try {
      expect(call(CliInternals.getVideoImageFormat, {codec: 'h264', uiImageFormat: null})).toBe('jpeg');
      expect(call(CliInternals.getVideoImageFormat, {codec: 'mp3', uiImageFormat: null})).toBe('none');
      expect(call(CliInternals.getVideoImageFormat, {codec: undefined, uiImageFormat: null})).toBe('png');
      CliInternals.parsedCli['image-format'] = 'png';
      expect(call(CliInternals.getVideoImageFormat, {codec: 'h264', uiImageFormat: null})).toBe('png');
    } finally {
      if (saved === undefined) delete CliInternals.parsedCli['image-format'];
      else CliInternals.parsedCli['image-format'] = saved;
    }
  });

  it('a still takes its format from the output extension, then --image-format, then the config file, then png; a contradicting flag fails; none is refused', () => {
    expect(stillImageFormat({})).toEqual({format: 'png', source: 'Default'});
    expect(stillImageFormat({configImageFormat: 'webp'}).format).toBe('webp');
    expect(stillImageFormat({configImageFormat: 'webp', cliFlag: 'pdf'}).format).toBe('pdf');
    expect(stillImageFormat({downloadName: 'out/thumb.jpg', configImageFormat: 'webp'}).format).toBe('jpeg');
    // The --out-name of the cloud commands comes after the output location and before the flag:
    expect(stillImageFormat({outName: 'poster-final.webp', configImageFormat: 'png'}).format).toBe('webp');
    expect(stillImageFormat({outName: 'poster-final.webp', downloadName: 'out/poster.webp'}).source).toBe(
      'Download name extension',
    );
    expect(() => stillImageFormat({downloadName: 'out/thumb.jpg', cliFlag: 'png'})).toThrow(
      'Image format mismatch: out/thumb.jpg was given as the download name, but --image-format=png was passed.',
    );
    expect(() => stillImageFormat({cliFlag: 'none'})).toThrow('The --image-format flag must not be "none" for stills.');
  });
});

describe('encoding values the CLI pages state', () => {
  it('default CRF: 18 for h264, 23 for h265, 9 for vp8, 28 for vp9, none for prores and gif; ranges h264 1–51, h265 0–51, vp8 4–63, vp9 0–63', () => {
    const crf = BrowserSafeApis.getDefaultCrfForCodec as (c: string) => number | null;
    const ranges = BrowserSafeApis.getValidCrfRanges as (c: string) => [number, number];
    expect([crf('h264'), crf('h265'), crf('vp8'), crf('vp9'), crf('prores'), crf('gif')]).toEqual([
      18,
      23,
      9,
      28,
      null,
      null,
    ]);
    expect(crf('h264-mkv')).toBe(18);
    expect(crf('h264-ts')).toBe(18);
    expect([ranges('h264'), ranges('h265'), ranges('vp8'), ranges('vp9')]).toEqual([
      [1, 51],
      [0, 51],
      [4, 63],
      [0, 63],
    ]);
  });

  it('default audio codec: aac for h264, opus for vp8/vp9, pcm-16 for prores; h264 accepts aac, mp3 and pcm-16, vp8/vp9 opus and pcm-16', () => {
    const defaults = BrowserSafeApis.defaultAudioCodecs as Record<string, {compressed: string | null}>;
    const supported = BrowserSafeApis.supportedAudioCodecs as Record<string, string[]>;
    expect(defaults.h264.compressed).toBe('aac');
    expect(defaults.h265.compressed).toBe('aac');
    expect(defaults['h264-ts'].compressed).toBe('aac');
    expect(defaults.vp8.compressed).toBe('opus');
    expect(defaults.vp9.compressed).toBe('opus');
    expect(defaults.prores.compressed).toBe('pcm-16');
    expect(defaults['h264-mkv'].compressed).toBe('pcm-16');
    expect(defaults.wav.compressed).toBe('pcm-16');
    expect(defaults.mp3.compressed).toBe('mp3');
    expect(defaults.aac.compressed).toBe('aac');
    expect(defaults.gif.compressed).toBe(null);
    expect([...supported.h264].sort()).toEqual(['aac', 'mp3', 'pcm-16']);
    expect([...supported.vp8].sort()).toEqual(['opus', 'pcm-16']);
    expect([...supported.vp9].sort()).toEqual(['opus', 'pcm-16']);
  });

  it('preferLossless takes priority over audioCodec: pcm-16 is chosen even when aac is passed', () => {
    expect(
      call(RenderInternals.resolveAudioCodec, {
        codec: 'h264',
        setting: 'aac',
        preferLossless: true,
        separateAudioTo: null,
      }),
    ).toBe('pcm-16');
    expect(
      call(RenderInternals.resolveAudioCodec, {
        codec: 'h264',
        setting: null,
        preferLossless: false,
        separateAudioTo: null,
      }),
    ).toBe('aac');
  });

  it('default concurrency is half of the CPU threads, rounded, at least 1 and at most 8; more than the threads fails', () => {
    const cpus = RenderInternals.getMaxConcurrency() as number;
    expect(call(RenderInternals.resolveConcurrency, null)).toBe(Math.round(Math.min(8, Math.max(1, cpus / 2))));
    expect(call(RenderInternals.resolveConcurrency, '100%')).toBe(cpus);
    expect(() => call(RenderInternals.resolveConcurrency, cpus + 1)).toThrow(
      `Maximum for --concurrency is ${cpus} (number of cores on this system)`,
    );
  });

  it('the bundled FFmpeg has the encoders libx264, libx265, libvpx, libvpx-vp9, prores_ks, gif, png, mjpeg, rawvideo, aac, libfdk_aac, libmp3lame, opus, libopus and pcm_s16le', async () => {
    const task = call<Promise<{stdout: string}>>(RenderInternals.callFf, {
      bin: 'ffmpeg',
      args: ['-hide_banner', '-encoders'],
      indent: false,
      logLevel: 'info',
      binariesDirectory: null,
    });
    const {stdout} = await task;
    const encoders = stdout
      .split('\n')
      .filter((l) => /^ [VA][.A-Z]{5} /.test(l))
      .map((l) => l.trim().split(/\s+/)[1])
      .filter((name) => name !== '=')
      .sort();
    expect(encoders).toEqual(
      [
        'libx264',
        'libx265',
        'libvpx',
        'libvpx-vp9',
        'prores_ks',
        'gif',
        'png',
        'mjpeg',
        'rawvideo',
        'aac',
        'libfdk_aac',
        'libmp3lame',
        'opus',
        'libopus',
        'pcm_s16le',
      ].sort(),
    );
  });

  it('the bundled FFmpeg reports "ffmpeg version n7.1"', async () => {
    const {stdout} = await call<Promise<{stdout: string}>>(RenderInternals.callFf, {
      bin: 'ffmpeg',
      args: ['-version'],
      indent: false,
      logLevel: 'info',
      binariesDirectory: null,
    });
    expect(stdout.split('\n')[0]).toMatch(/^ffmpeg version n7\.1\b/);
    const probe = await call<Promise<{stdout: string}>>(RenderInternals.callFf, {
      bin: 'ffprobe',
      args: ['-version'],
      indent: false,
      logLevel: 'info',
      binariesDirectory: null,
    });
    expect(probe.stdout.split('\n')[0]).toMatch(/^ffprobe version n7\.1\b/);
  });

  it('the bundled FFmpeg writes MP4, MOV, Matroska/WebM, MPEG-TS, AVI, GIF, MP3, ADTS, Ogg, Opus, WAV and image sequences, and also reads FLAC, FLV, HLS and AV1', async () => {
    const list = async (kind: string) => {
      const {stdout} = await call<Promise<{stdout: string}>>(RenderInternals.callFf, {
        bin: 'ffmpeg',
        args: ['-hide_banner', kind],
        indent: false,
        logLevel: 'info',
        binariesDirectory: null,
      });
      const rows = stdout.split('\n');
      return rows
        .slice(rows.findIndex((l) => l.trim() === '---') + 1)
        .filter((l) => l.trim() !== '')
        .flatMap((l) => l.slice(5).trim().split(/\s+/)[0].split(','));
    };
    const muxers = await list('-muxers');
    const demuxers = await list('-demuxers');
    for (const m of [
      'mp4',
      'mov',
      'matroska',
      'webm',
      'mpegts',
      'avi',
      'gif',
      'mp3',
      'adts',
      'ogg',
      'opus',
      'wav',
      'image2',
    ]) {
      expect(muxers).toContain(m);
    }
    for (const d of ['flac', 'flv', 'hls', 'av1', 'avi', 'mov', 'matroska', 'mpegts', 'wav']) {
      expect(demuxers).toContain(d);
    }
    expect(muxers).not.toContain('flac');
  });
});

describe('CLI output and project lookups', () => {
  const captured = () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
      lines.push(a.map(String).join(' ').replace(ANSI, ''));
    });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    return {lines, restore: () => (spy.mockRestore(), write.mockRestore())};
  };
  /** Collects console.error lines and makes process.exit() throw "exit <code>", so that a command that exits can be awaited. */
  const capturedExit = () => {
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
      errors.push(a.map(String).join(' ').replace(ANSI, ''));
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
      throw new Error(`exit ${code}`);
    });
    return {errors, restore: () => (error.mockRestore(), exit.mockRestore())};
  };

  it('compositions prints one row per composition, with Still and no frame rate for one-frame compositions; --quiet prints only the IDs', () => {
    const comps = [
      {id: 'Intro', fps: 30, width: 1920, height: 1080, durationInFrames: 150},
      {id: 'Thumbnail', fps: 30, width: 1280, height: 720, durationInFrames: 1},
    ];
    const saved = {q: CliInternals.parsedCli.q, quiet: CliInternals.parsedCli.quiet};
    const out = captured();
    try {
      CliInternals.parsedCli.q = false;
      CliInternals.parsedCli.quiet = false;
      call(CliInternals.printCompositions, comps, 'info');
      CliInternals.parsedCli.q = true;
      call(CliInternals.printCompositions, comps, 'info');
    } finally {
      out.restore();
      Object.assign(CliInternals.parsedCli, saved);
    }
    expect(out.lines).toContain('The following compositions are available:');
    expect(out.lines.join('\n')).toContain('Intro        30      1920x1080      150 (5.00 sec)');
    expect(out.lines.join('\n')).toContain('Thumbnail            1280x720       Still');
    expect(out.lines[out.lines.length - 1]).toBe('Intro Thumbnail');
  });

  it('help starts with "@remotion/cli 4.0.278" and lists studio, render, still, bundle, compositions, benchmark, versions, gpu, upgrade and browser', () => {
    const {printHelp} = cliDist('print-help.js') as {printHelp: (l: string) => void};
    const out = captured();
    try {
      printHelp('info');
    } finally {
      out.restore();
    }
    expect(out.lines[0]).toBe('@remotion/cli 4.0.278');
    expect(out.lines).toContain('Available commands:');
    const commands = out.lines.filter((l) => l.startsWith('remotion ')).map((l) => l.split(' ')[1]);
    expect(commands).toEqual([
      'studio',
      'render',
      'still',
      'bundle',
      'compositions',
      'benchmark',
      'versions',
      'gpu',
      'upgrade',
      'browser',
    ]);
    expect(out.lines).toContain('Render video, audio or an image sequence.');
  });

  it('versions prints the packages per version and exits with code 1 with "Version mismatch: Not all Remotion packages have the same version."', async () => {
    const {versionsCommand} = cliDist('versions.js') as {versionsCommand: (root: string, l: string) => Promise<void>};
    const out = captured();
    const failure = capturedExit();
    try {
      await expect(versionsCommand(PROJECT_ROOT, 'info')).rejects.toThrow('exit 1');
    } finally {
      out.restore();
      failure.restore();
    }
    expect(out.lines.some((l) => l.startsWith('On version: 4.0.278'))).toBe(true);
    expect(out.lines).toContain('- @remotion/cli');
    expect(failure.errors).toContain('Version mismatch: Not all Remotion packages have the same version.');
  });

  it('without a composition ID and with CI set there is no picker: "Composition ID not passed." and exit code 1', async () => {
    const {getCompositionId} = cliDist('get-composition-id.js') as {getCompositionId: (o: unknown) => Promise<unknown>};
    const savedCi = process.env.CI;
    process.env.CI = 'true';
    const failure = capturedExit();
    try {
      await expect(
        getCompositionId({args: [], compositionIdFromUi: null, logLevel: 'info', indent: false}),
      ).rejects.toThrow('exit 1');
    } finally {
      failure.restore();
      if (savedCi === undefined) delete process.env.CI;
      else process.env.CI = savedCi;
    }
    expect(failure.errors).toContain('Composition ID not passed.');
  });

  it('a first argument that is not a file, folder or URL is the composition ID; the entry point is then src/index.ts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-entry-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src/index.ts'), 'registerRoot');
    fs.mkdirSync(path.join(root, 'remotion'));
    fs.writeFileSync(path.join(root, 'remotion/index.ts'), 'registerRoot');
    try {
      const found = call<{file: string; remainingArgs: string[]}>(CliInternals.findEntryPoint, {
        args: ['MyComposition', 'out/video.mp4'],
        remotionRoot: root,
        logLevel: 'info',
        allowDirectory: true,
      });
      expect(found.file).toBe(path.join(root, 'src/index.ts'));
      expect(found.remainingArgs).toEqual(['MyComposition', 'out/video.mp4']);
      fs.mkdirSync(path.join(root, 'build'));
      fs.writeFileSync(path.join(root, 'build/index.html'), '<html></html>');
      expect(() =>
        call(CliInternals.findEntryPoint, {
          args: [path.join(root, 'build')],
          remotionRoot: root,
          logLevel: 'info',
          allowDirectory: false,
        }),
      ).toThrow('it is a directory - it needs to be a file.');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('upgrade finds the lockfile in the project root or up to two folders above; none or several lockfiles are errors', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-lock-'));
    const root = path.join(base, 'a', 'b', 'project');
    fs.mkdirSync(root, {recursive: true});
    const manager = (dir: string, forced?: string) =>
      call<{manager: string} | 'unknown'>(StudioServerInternals.getPackageManager, dir, forced, 0);
    try {
      expect(manager(root)).toBe('unknown');
      fs.writeFileSync(path.join(base, 'a', 'pnpm-lock.yaml'), '');
      expect((manager(root) as {manager: string}).manager).toBe('pnpm');
      fs.rmSync(path.join(base, 'a', 'pnpm-lock.yaml'));
      fs.writeFileSync(path.join(base, 'yarn.lock'), '');
      expect(manager(root)).toBe('unknown');
      fs.writeFileSync(path.join(root, 'package-lock.json'), '');
      fs.writeFileSync(path.join(root, 'bun.lock'), '');
      expect(() => manager(root)).toThrow('Found multiple lockfiles:');
      expect((manager(root, 'yarn') as {manager: string}).manager).toBe('yarn');
    } finally {
      fs.rmSync(base, {recursive: true, force: true});
    }
  });

  it('upgrade installs with npm i --save-exact --no-fund --no-audit and yarn add --exact, but without an exact switch for pnpm and bun', () => {
    const cmd = (manager: string) =>
      call<string[]>(StudioServerInternals.getInstallCommand, {
        manager,
        packages: ['remotion', '@remotion/cli'],
        version: '4.0.278',
        additionalArgs: [],
      });
    const packages = ['remotion@4.0.278', '@remotion/cli@4.0.278'];
    expect(cmd('npm')).toEqual(['i', '--save-exact', '--no-fund', '--no-audit', ...packages]);
    expect(cmd('yarn')).toEqual(['add', '--exact', ...packages]);
    expect(cmd('pnpm')).toEqual(['i', ...packages]);
    expect(cmd('bun')).toEqual(['i', ...packages]);
  });
});

describe('CLI checks before anything is bundled', () => {
  const lines: string[] = [];
  let restore: () => void = () => undefined;
  beforeEach(() => {
    lines.length = 0;
    const collect = (...a: unknown[]) => {
      lines.push(
        a
          .map((x) => (x instanceof Error ? x.message : String(x)))
          .join(' ')
          .replace(ANSI, ''),
      );
    };
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(collect),
      vi.spyOn(console, 'warn').mockImplementation(collect),
      vi.spyOn(console, 'error').mockImplementation(collect),
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true),
      vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
        throw new Error(`exit ${code}`);
      }),
    ];
    restore = () => spies.forEach((spy) => spy.mockRestore());
  });
  afterEach(() => restore());
  const withParsed = async (extra: Record<string, unknown>, fn: () => Promise<unknown> | unknown) => {
    const saved = {...CliInternals.parsedCli};
    for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
    Object.assign(CliInternals.parsedCli, parse([]), extra);
    try {
      return await fn();
    } finally {
      for (const k of Object.keys(CliInternals.parsedCli)) delete CliInternals.parsedCli[k];
      Object.assign(CliInternals.parsedCli, saved);
    }
  };

  it('--frame passed to render and --frames passed to still stop with an error that names the right flag', async () => {
    const {render} = cliDist('render.js') as {render: (root: string, args: string[], l: string) => Promise<void>};
    const {still} = cliDist('still.js') as {still: (root: string, args: string[], l: string) => Promise<void>};
    await withParsed({frame: 30}, () =>
      expect(render(PROJECT_ROOT, ['https://example.com/bundle', 'Intro'], 'info')).rejects.toThrow('exit 1'),
    );
    await withParsed({frames: '0-9'}, () =>
      expect(still(PROJECT_ROOT, ['https://example.com/bundle', 'Thumbnail'], 'info')).rejects.toThrow('exit 1'),
    );
    expect(lines.join('\n')).toContain('Did you mean `--frames`?');
    expect(lines.join('\n')).toContain('Did you mean `--frame`?');
  });

  it('compositions without an entry point in the project exits with an error asking for one', async () => {
    const {listCompositionsCommand} = cliDist('compositions.js') as {
      listCompositionsCommand: (root: string, args: string[], l: string) => Promise<void>;
    };
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-noentry-'));
    try {
      await withParsed({}, () => expect(listCompositionsCommand(root, [], 'info')).rejects.toThrow('exit 1'));
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(lines.join('\n')).toContain('The `compositions` command requires you to specify a entry point.');
  });

  it('--output together with an output location as positional argument is an error; without either the output is out/<composition-id>.<extension> or the defaultOutName', async () => {
    const {getOutputLocation} = cliDist('user-passed-output-location.js') as {
      getOutputLocation: (o: unknown) => string;
    };
    const base = {
      compositionId: 'Thumbnail',
      defaultExtension: 'png',
      type: 'asset',
      outputLocationFromUi: null,
      compositionDefaultOutName: null,
    };
    await withParsed({output: 'out/a.mp4'}, () =>
      expect(() => getOutputLocation({...base, args: ['out/b.mp4']})).toThrow(
        'Both an output flag (--output) and an output location as a positional argument were passed.',
      ),
    );
    await withParsed({}, () => {
      expect(getOutputLocation({...base, args: []})).toBe('out/Thumbnail.png');
      expect(getOutputLocation({...base, args: [], compositionDefaultOutName: 'og-card'})).toBe('out/og-card.png');
      expect(getOutputLocation({...base, args: [], type: 'sequence'})).toBe('out/Thumbnail');
    });
  });

  it('a --config file that does not exist stops the command with an error and exit code 1', async () => {
    const {loadConfig} = cliDist('get-config-file-name.js') as {loadConfig: (root: string) => Promise<unknown>};
    await withParsed({config: 'missing.config.ts'}, async () => {
      await expect(Promise.resolve().then(() => loadConfig(PROJECT_ROOT))).rejects.toThrow('exit 1');
    });
    expect(lines.join('\n')).toContain('You specified a config file location of "missing.config.ts" but no file under');
  });

  it('an unknown command prints "Command install not found." and the overview and exits with code 1; no command at all exits with code 1 too', async () => {
    const {cli} = requireInstalled('@remotion/cli') as {cli: () => Promise<void>};
    await withParsed({_: ['install', 'ffmpeg']}, () => expect(cli()).rejects.toThrow('exit 1'));
    expect(lines).toContain('Command install not found.');
    expect(lines).toContain('Available commands:');
    lines.length = 0;
    await withParsed({_: []}, () => expect(cli()).rejects.toThrow('exit 1'));
    expect(lines).toContain('Available commands:');
    expect(lines.join('\n')).not.toContain('not found');
  });

  it('--help prints the overview and exits with code 0 without running the command', async () => {
    const {cli} = requireInstalled('@remotion/cli') as {cli: () => Promise<void>};
    await withParsed({_: ['render'], help: true}, () => expect(cli()).rejects.toThrow('exit 0'));
    expect(lines).toContain('Available commands:');
  });

  it('browser without a subcommand, or with an unknown one, prints the available subcommands and returns; at warn level nothing is printed', () => {
    const {browserCommand} = cliDist('browser/index.js') as {browserCommand: (args: string[], l: string) => unknown};
    expect(browserCommand(['install'], 'info')).toBe(undefined);
    expect(lines).toContain('remotion browser ensure');
    lines.length = 0;
    browserCommand([], 'warn');
    expect(lines).toEqual([]);
  });

  it('a single number for --frames selects image output and warns with the --frames=42-42 hint', async () => {
    const {getCliOptions} = cliDist('get-cli-options.js') as {
      getCliOptions: (o: unknown) => {shouldOutputImageSequence: boolean; frameRange: unknown};
    };
    ConfigInternals.setFrameRangeFromCli(42 as never);
    try {
      const options = await withParsed({}, () => getCliOptions({isStill: false, logLevel: 'info', indent: false}));
      expect((options as {shouldOutputImageSequence: boolean}).shouldOutputImageSequence).toBe(true);
      expect((options as {frameRange: unknown}).frameRange).toBe(42);
    } finally {
      Config.setFrameRange(null as never);
    }
    expect(lines.join('\n')).toContain("If you want to render a video, pass a range:  '--frames=42-42'.");
  });

  it('--metadata key=value can be repeated for several tags', () => {
    expect(value(options.metadataOption, {metadata: ['title=Intro', 'artist=Studio']}).value).toEqual({
      title: 'Intro',
      artist: 'Studio',
    });
  });

  it('defaults read from the configuration module: pixel format yuv420p, ProRes profile hq (FFmpeg profile 3), still frame 0, every-nth-frame 1, 0 shared audio tags', () => {
    const {getNumberOfSharedAudioTags} = cliDist('config/number-of-shared-audio-tags.js') as {
      getNumberOfSharedAudioTags: () => number;
    };
    const {getProResProfileName} = requireInstalled(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/dist/get-prores-profile-name.js'),
    ) as {
      getProResProfileName: (c: string, p: unknown) => string;
    };
    expect(ConfigInternals.getPixelFormat()).toBe('yuv420p');
    expect(ConfigInternals.getProResProfile()).toBe(undefined);
    expect(getProResProfileName('prores', undefined)).toBe(getProResProfileName('prores', 'hq'));
    expect(getProResProfileName('prores', 'hq')).toBe('3');
    expect(ConfigInternals.getStillFrame()).toBe(0);
    expect(ConfigInternals.getEveryNthFrame()).toBe(1);
    expect(getNumberOfSharedAudioTags()).toBe(0);
  });
});

describe('npx remotion cloudrun without the package', () => {
  it('prints "Remotion Cloud Run is not installed." and the install command, then exits with code 1', async () => {
    const {cloudrunCommand} = cliDist('cloudrun-command.js') as {
      cloudrunCommand: (root: string, args: string[], l: string) => Promise<void>;
    };
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-nocloudrun-'));
    const lines: string[] = [];
    const collect = (...a: unknown[]) => {
      lines.push(
        a
          .map((x) => (x instanceof Error ? 'Error' : String(x)))
          .join(' ')
          .replace(ANSI, ''),
      );
    };
    const log = vi.spyOn(console, 'log').mockImplementation(collect);
    const error = vi.spyOn(console, 'error').mockImplementation(collect);
    const exit = vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
      throw new Error(`exit ${code}`);
    });
    try {
      await expect(cloudrunCommand(root, ['regions'], 'info')).rejects.toThrow('exit 1');
    } finally {
      log.mockRestore();
      error.mockRestore();
      exit.mockRestore();
      fs.rmSync(root, {recursive: true, force: true});
    }
    expect(lines).toContain('Remotion Cloud Run is not installed.');
    expect(lines).toContain('npm i @remotion/cloudrun@4.0.278');
  });
});

describe('npx remotion ffmpeg argument handling', () => {
  it("ffmpeg forwards every argument after the command, also --binaries-directory, which Remotion reads as well, and exits with FFmpeg's code", () => {
    const binaries = path.join(PROJECT_ROOT, 'node_modules/@remotion/compositor-linux-x64-gnu');
    const script = `
process.argv = [process.argv[0], 'remotion', 'ffmpeg', '--binaries-directory=${binaries}', '-version'];
const cp = require('node:child_process');
const seen = {};
cp.spawnSync = (binary, args, opts) => { seen.binary = binary; seen.args = args; seen.cwd = opts.cwd; return {status: 3}; };
process.exit = (code) => { seen.exit = code; console.log(JSON.stringify(seen)); require('node:process').reallyExit(0); };
const {ffmpegCommand} = require(${JSON.stringify(path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist/ffmpeg.js'))});
ffmpegCommand(process.argv.slice(3), 'info');
`;
    const printed = runNode('cjs', script)
      .split('\n')
      .find((l) => l.startsWith('{'));
    const seen = JSON.parse(printed as string) as {binary: string; args: string[]; exit: number; cwd: string};
    expect(seen.binary).toBe(path.join(binaries, 'ffmpeg'));
    expect(seen.args).toEqual([`--binaries-directory=${binaries}`, '-version']);
    expect(seen.exit).toBe(3);
    expect(seen.cwd).toBe(PROJECT_ROOT);
  });
});

describe('project files read from the project root', () => {
  it('the environment of a render is the .env of the project root, or .env.local if there is no .env (only one file), plus the REMOTION_ variables of the shell; a TypeScript config file without tsconfig.json stops the CLI', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ccr-env-'));
    fs.writeFileSync(path.join(root, 'package.json'), '{"name": "env-check"}');
    fs.writeFileSync(path.join(root, '.env'), 'SOURCE=dotenv\n');
    fs.writeFileSync(path.join(root, '.env.local'), 'SOURCE=local\nLOCAL_ONLY=yes\n');
    fs.writeFileSync(path.join(root, 'remotion.config.ts'), 'export {};\n');
    const cli = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/dist');
    const script = `
const messages = [];
console.error = (...a) => messages.push(a.join(' '));
process.exit = (code) => { throw new Error('exit ' + code); };
const {getEnvironmentVariables} = require(${JSON.stringify(path.join(cli, 'get-env.js'))});
const fs = require('fs');
const out = {withDotEnv: getEnvironmentVariables(null, 'info', false)};
fs.rmSync('.env');
out.localOnly = getEnvironmentVariables(null, 'info', false);
require(${JSON.stringify(path.join(cli, 'load-config.js'))}).loadConfigFile(process.cwd(), 'remotion.config.ts', false).catch((e) => {
  out.config = e.message;
  out.messages = messages;
  process.stdout.write(JSON.stringify(out));
});`;
    try {
      const result = spawnSync(process.execPath, ['-e', script], {
        cwd: root,
        encoding: 'utf8',
        env: {PATH: process.env.PATH ?? '', REMOTION_SHELL_VALUE: 'shell', OTHER_SHELL_VALUE: 'not forwarded'},
      });
      const out = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
        withDotEnv: Record<string, string>;
        localOnly: Record<string, string>;
        config: string;
        messages: string[];
      };
      expect(out.withDotEnv).toEqual({REMOTION_SHELL_VALUE: 'shell', SOURCE: 'dotenv'});
      expect(out.localOnly).toEqual({REMOTION_SHELL_VALUE: 'shell', SOURCE: 'local', LOCAL_ONLY: 'yes'});
      expect(out.config).toBe('exit 1');
      expect(out.messages.join('\n')).toContain('Could not find a tsconfig.json file in your project.');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
