/**
 * Executed claims of a second read of the audio guides (importing, volume, exporting, pitch,
 * visualization), the Player examples and resolveRedirect(): the installed packages run in Node.js,
 * components with react-dom (server rendering, or react-dom/client on a minimal fake DOM), internal
 * modules of `remotion` and `@remotion/renderer` by their file path, and the FFmpeg shipped with
 * Remotion on the filter that the renderer builds.
 */
import {execFileSync} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  AUDIO_PROPS_RECORDER,
  type AudioData,
  FAKE_DOM_SCRIPT,
  h,
  lastJson,
  pageSays,
  renderToString,
  requireInstalled,
  runNode,
  thrownMessage,
} from './lib';

const AUDIO_SCRIPT = `
${AUDIO_PROPS_RECORDER}const src = 'https://example.com/broken.mp3';
const thumbnail = () => React.createElement(Thumbnail, {component: () => React.createElement(remotion.Audio, {src, loop: true}), compositionWidth: 100, compositionHeight: 100, durationInFrames: 30, fps: 30, frameToDisplay: 0});

// Studio and Player: the <audio> element gets Remotion's onError, which calls cancelRender() with the message when loop is set.
renderToString(thumbnail());
const preview = audioProps.map((p) => typeof p.onError);
globalThis.window = {};
let thrown = null;
try { audioProps[0].onError({currentTarget: {error: '[object MediaError]'}}); } catch (e) { thrown = e.message; }
delete globalThis.window;

// Rendering: mounted with react-dom/client so that the layout effects run.
${FAKE_DOM_SCRIPT}
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
globalThis.navigator = {userAgent: 'Node.js'};
Object.assign(window, {remotion_puppeteerTimeout: 30000, remotion_attempt: 1, remotion_videoEnabled: true, remotion_audioEnabled: true, remotion_proxyPort: 3000, remotion_delayRenderTimeouts: {}});
// The <Thumbnail> only provides the composition context; keep the environment "rendering".
Object.defineProperty(window, 'remotion_isPlayer', {get: () => undefined, set: noop, configurable: true});
const {createRoot} = require('react-dom/client');
(async () => {
  audioProps.length = 0;
  createRoot(container).render(thumbnail());
  await wait(200);
  console.log(JSON.stringify({
    preview,
    thrown,
    isRendering: remotion.getRemotionEnvironment().isRendering,
    rendering: audioProps.map((p) => typeof p.onError),
    open: Object.values(window.remotion_delayRenderTimeouts).map((t) => t.label),
  }));
  process.exit(0);
})();
`;

describe('<Audio loop> with a file that cannot be played', () => {
  it('in the preview the handler throws "Could not play audio with src …" (cancelRender); during rendering the <audio> has no onError and "Loading <Audio> duration with src=" stays open', () => {
    const out = lastJson<{
      preview: string[];
      thrown: string;
      isRendering: boolean;
      rendering: string[];
      open: string[];
    }>(runNode('cjs', AUDIO_SCRIPT));
    expect(out.preview).toEqual(['function']);
    expect(out.thrown).toBe(
      'Could not play audio with src https://example.com/broken.mp3: [object MediaError]. See https://remotion.dev/docs/media-playback-error for help.',
    );
    expect(out.isRendering).toBe(true);
    expect(out.rendering.length).toBeGreaterThan(0);
    expect(out.rendering.every((t) => t === 'undefined')).toBe(true);
    expect(out.open).toEqual(['Loading <Audio> duration with src=https://example.com/broken.mp3']);
    expect(pageSays('audio/importing')).toContain(
      'During rendering, the message never appears, because the `<audio>` element gets no error handler there.',
    );
  });
});

type EvaluateVolume = (o: {
  frame: number;
  volume: number | ((f: number) => number);
  mediaVolume: number;
  allowAmplificationDuringRender: boolean;
}) => number;

describe('a volume function that does not return a number', () => {
  it('a non-increasing interpolate() input range throws "inputRange must be strictly monotonically increasing but got", 0 / 0 and an undefined prop give "returned NaN for frame"', () => {
    const {interpolate} = requireInstalled('remotion') as {
      interpolate: (i: number, a: number[], b: number[]) => number;
    };
    const {evaluateVolume} = requireInstalled(
      path.join(path.dirname(requireInstalled.resolve('remotion')), 'volume-prop.js'),
    ) as {evaluateVolume: EvaluateVolume};
    const run = (volume: (f: number) => number) =>
      thrownMessage(() => evaluateVolume({frame: 5, volume, mediaVolume: 1, allowAmplificationDuringRender: false}));
    // A fade-out that starts before the fade-in ends, as in a composition shorter than the fades.
    expect(run((f) => interpolate(f, [0, 30, 20, 60], [0, 1, 1, 0]))).toBe(
      'inputRange must be strictly monotonically increasing but got [0,30,20,60]',
    );
    expect(run((f) => (f - f) / 0)).toBe(
      'You passed in a function to the volume prop but it returned NaN for frame 5.',
    );
    const props: {level?: number} = {};
    expect(run((f) => (props.level as number) * f)).toBe(
      'You passed in a function to the volume prop but it returned NaN for frame 5.',
    );
    expect(pageSays('audio/volume')).toContain(
      'it throws its own error, `inputRange must be strictly monotonically increasing but got ...`',
    );
  });
});

type CodecOption = {
  getValue: (
    c: {commandLine: Record<string, unknown>},
    o: {compositionCodec: null; configFile: null; downloadName: null; outName: string; uiCodec: null},
  ) => {value: string; source: string};
};

describe('npx remotion render: codec from the extension, and --audio-bitrate', () => {
  it('a .mov output without --codec selects prores, with --codec=h264 it stays h264', () => {
    const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
      BrowserSafeApis: {options: {videoCodecOption: CodecOption}};
    };
    const codec = (commandLine: Record<string, unknown>, outName: string) =>
      BrowserSafeApis.options.videoCodecOption.getValue(
        {commandLine},
        {compositionCodec: null, configFile: null, downloadName: null, outName, uiCodec: null},
      ).value;
    // get-extension-from-codec.js maps mov: 'prores', and video-codec.js uses that default without --codec.
    expect(codec({}, 'out/podcast.mov')).toBe('prores');
    expect(codec({codec: 'h264'}, 'out/podcast.mov')).toBe('h264');
    expect(pageSays('audio/exporting')).toContain(
      'Without `--codec`, a `.mov` file selects `prores`, so add `--codec=h264` for an H.264 `.mov` file.',
    );
  });

  it('--audio-bitrate=128000 reaches renderMedia() as a number and fails with "must be a string ending in "K" or "M". Got a number: 128000"; 128k and 1M pass', () => {
    const {CliInternals} = requireInstalled('@remotion/cli') as {
      CliInternals: {minimist: (argv: string[], o?: object) => Record<string, unknown>};
    };
    const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
      BrowserSafeApis: {
        options: {audioBitrateOption: {getValue: (c: {commandLine: Record<string, unknown>}) => {value: unknown}}};
      };
    };
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {
      RenderInternals: {validateBitrate: (b: unknown, name: string) => void};
    };
    // The CLI parses its arguments with minimist (parsed-cli.js), which turns digits into a number.
    const value = (flag: string) =>
      BrowserSafeApis.options.audioBitrateOption.getValue({commandLine: CliInternals.minimist([flag])}).value;
    expect(value('--audio-bitrate=128000')).toBe(128000);
    expect(thrownMessage(() => RenderInternals.validateBitrate(value('--audio-bitrate=128000'), 'audioBitrate'))).toBe(
      '"audioBitrate" must be a string ending in "K" or "M". Got a number: 128000',
    );
    expect(thrownMessage(() => RenderInternals.validateBitrate(value('--audio-bitrate=128k'), 'audioBitrate'))).toBe(
      null,
    );
    expect(thrownMessage(() => RenderInternals.validateBitrate(value('--audio-bitrate=1M'), 'audioBitrate'))).toBe(
      null,
    );
    expect(pageSays('audio/exporting')).toContain(
      '`--audio-bitrate=128000` fails with `"audioBitrate" must be a string ending in "K" or "M". Got a number: 128000`.',
    );
  });
});

type StringifyFilter = (o: Record<string, unknown>) => {filter: string} | null;

describe('toneFrequency in the render', () => {
  const {stringifyFfmpegFilter} = requireInstalled(
    path.join(path.dirname(requireInstalled.resolve('@remotion/renderer')), 'stringify-ffmpeg-filter.js'),
  ) as {stringifyFfmpegFilter: StringifyFilter};
  const filterFor = (toneFrequency: number) =>
    stringifyFfmpegFilter({
      channels: 1,
      volume: 1,
      fps: 30,
      assetDuration: 1,
      chunkLengthInSeconds: 1,
      forSeamlessAacConcatenation: false,
      trimLeftOffset: 0,
      trimRightOffset: 0,
      indent: false,
      logLevel: 'error',
      presentationTimeOffsetInSeconds: 0,
      asset: {
        src: 'a.wav',
        id: 'a',
        type: 'audio',
        startInVideo: 0,
        trimLeft: 0,
        audioStartFrame: 0,
        duration: 30,
        playbackRate: 1,
        volume: 1,
        allowAmplificationDuringRender: false,
        toneFrequency,
      },
    });

  it('0 throws "toneFrequency must be a positive number between 0.01 and 2"; 0.005 passes that check, and the atempo=1/0.005 it builds makes FFmpeg fail with "Numerical result out of range"', () => {
    expect(thrownMessage(() => filterFor(0))).toBe('toneFrequency must be a positive number between 0.01 and 2');
    expect(thrownMessage(() => filterFor(2.01))).toBe('toneFrequency must be a positive number between 0.01 and 2');
    const filter = filterFor(0.005)?.filter ?? '';
    expect(filter).toContain('asetrate=48000*0.005,aresample=48000,atempo=1/0.005');
    const ffmpeg = (f: string) => {
      const dir = path.join(PROJECT_ROOT, 'node_modules/@remotion/compositor-linux-x64-gnu');
      try {
        execFileSync(
          path.join(dir, 'ffmpeg'),
          [
            '-hide_banner',
            '-loglevel',
            'error',
            '-f',
            'lavfi',
            '-i',
            'sine=d=1:sample_rate=48000',
            '-filter_complex',
            f,
            '-map',
            '[a0]',
            '-f',
            'null',
            '-',
          ],
          {encoding: 'utf8', stdio: 'pipe', env: {...process.env, LD_LIBRARY_PATH: dir}},
        );
        return 'ok';
      } catch (e) {
        return String((e as {stderr?: string}).stderr);
      }
    };
    expect(ffmpeg(filter)).toContain('Numerical result out of range');
    // The lowest documented value works with the same pipeline.
    expect(ffmpeg(filterFor(0.02)?.filter ?? '')).toBe('ok');
    expect(pageSays('audio/pitch')).toContain(
      'Values between `0` and `0.01` pass that check, but FFmpeg then fails with `Numerical result out of range`.',
    );
  });
});

describe('visualizeAudioWaveform()', () => {
  it('returns the average absolute level of each slice (Math.abs), negated at even indices (i % 2 === 0): a constant 0.4 gives -0.4, 0.4, -0.4, …', () => {
    const {visualizeAudioWaveform} = requireInstalled('@remotion/media-utils') as {
      visualizeAudioWaveform: (o: {
        audioData: AudioData;
        frame: number;
        fps: number;
        windowInSeconds: number;
        numberOfSamples: number;
      }) => number[];
    };
    const sampleRate = 48000;
    const audioData = (resultId: string, fill: (i: number) => number): AudioData => ({
      channelWaveforms: [Float32Array.from({length: sampleRate * 2}, (_, i) => fill(i))],
      sampleRate,
      durationInSeconds: 2,
      numberOfChannels: 1,
      resultId,
      isRemote: false,
    });
    const constant = visualizeAudioWaveform({
      audioData: audioData('constant', () => 0.4),
      frame: 30,
      fps: 30,
      windowInSeconds: 0.25,
      numberOfSamples: 6,
    });
    expect(constant.map((v) => Number(v.toFixed(3)))).toEqual([-0.4, 0.4, -0.4, 0.4, -0.4, 0.4]);
    // A 440 Hz sine at 0.5 gives its mean absolute level, 0.5 * 2 / π, with the same alternating sign.
    const sine = visualizeAudioWaveform({
      audioData: audioData('sine', (i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)),
      frame: 30,
      fps: 30,
      windowInSeconds: 0.25,
      numberOfSamples: 8,
    });
    sine.forEach((v, i) => {
      expect(Math.abs(Math.abs(v) - 1 / Math.PI)).toBeLessThan(0.01);
      expect(Math.sign(v)).toBe(i % 2 === 0 ? -1 : 1);
    });
    expect(pageSays('audio/visualization')).toContain('negated at every even index, starting with the first');
  });
});

describe('renderPoster in the Player examples', () => {
  it('with style {width: "100%"}, the poster gets no height in the default player-size mode and height 1080 (config.height) with posterFillMode="composition-size"', () => {
    const {Player} = requireInstalled('@remotion/player') as {Player: unknown};
    const seen: Record<string, unknown>[] = [];
    for (const extra of [{}, {posterFillMode: 'composition-size'}]) {
      renderToString(
        h(Player, {
          component: () => null,
          durationInFrames: 120,
          fps: 30,
          compositionWidth: 1920,
          compositionHeight: 1080,
          style: {width: '100%'},
          showPosterWhenUnplayed: true,
          acknowledgeRemotionLicense: true,
          renderPoster: (size: Record<string, unknown>) => {
            seen.push(size);
            return h('span', null, 'Click to play');
          },
          ...extra,
        }),
      );
    }
    expect(seen[0]).toEqual({width: '100%', height: undefined, isBuffering: false});
    expect(seen[1]).toEqual({width: 1920, height: 1080, isBuffering: false});
    expect(pageSays('player/examples')).toContain('posterFillMode="composition-size"');
    expect(pageSays('player/examples')).toContain('With the default, `height` would be `undefined` here');
  });
});

describe('resolveRedirect()', () => {
  it('resolves with res.url, which drops the #fragment: "…/clip.mp4#t=10" without a redirect and "…/go#t=10" after one come back without "#t=10"', async () => {
    const {resolveRedirect} = requireInstalled('@remotion/preload') as {
      resolveRedirect: (src: string) => Promise<string>;
    };
    const server = http.createServer((req, res) => {
      if (req.url === '/go') {
        res.writeHead(302, {Location: '/clip.mp4'});
        res.end();
        return;
      }
      res.writeHead(200, {'Content-Type': 'video/mp4'});
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(await resolveRedirect(`${origin}/clip.mp4#t=10`)).toBe(`${origin}/clip.mp4`);
      expect(await resolveRedirect(`${origin}/go#t=10`)).toBe(`${origin}/clip.mp4`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(pageSays('preload/resolve-redirect')).toContain('`Response.url` never contains a `#fragment`');
  });
});
