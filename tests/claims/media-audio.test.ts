/**
 * Executed claims of the audio guides (docs/audio/*): the validation, volume, loop and media-time
 * functions of `remotion` that <Audio>, <Video> and <OffthreadVideo> use, and the audio codec,
 * tempo and pitch decisions of @remotion/renderer that a render applies. Nothing is rendered.
 */
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {requireInstalled} from './lib';

type Obj = Record<string, unknown>;
const core = <T>(file: string) =>
  requireInstalled(path.join(PROJECT_ROOT, 'node_modules/remotion/dist/cjs', file)) as T;
const renderer = <T>(file: string) =>
  requireInstalled(path.join(PROJECT_ROOT, 'node_modules/@remotion/renderer/dist', file)) as T;

const {validateStartFromProps} = core<{validateStartFromProps: (s: unknown, e: unknown) => void}>(
  'validate-start-from-props.js',
);
const {validateMediaProps} = core<{validateMediaProps: (p: Obj, c: string) => void}>('validate-media-props.js');
const {evaluateVolume} = core<{evaluateVolume: (o: Obj) => number}>('volume-prop.js');
const {calculateLoopDuration} = core<{calculateLoopDuration: (o: Obj) => number}>('calculate-loop.js');
const {getMediaTime} = core<{getMediaTime: (o: Obj) => number}>('video/get-current-time.js');
const {calculateATempo} = renderer<{calculateATempo: (r: number) => string | null}>('assets/calculate-atempo.js');
const {stringifyFfmpegFilter} = renderer<{stringifyFfmpegFilter: (o: Obj) => {filter: string} | null}>(
  'stringify-ffmpeg-filter.js',
);
const {RenderInternals} = requireInstalled('@remotion/renderer') as {
  RenderInternals: {
    supportedAudioCodecs: Record<string, string[]>;
    getDefaultAudioCodec: (o: {codec: string; preferLossless: boolean}) => string | null;
    resolveAudioCodec: (o: Obj) => string | null;
    defaultCodecsForFileExtension: Record<string, string>;
    defaultFileExtensionMap: Record<string, {forAudioCodec: Record<string, {possible: string[]}>}>;
  };
};

describe('trimming', () => {
  it('startFrom and endAt are validated with "startFrom must be greater than equal to 0", "startFrom prop can not be NaN or Infinity.", "endAt must be a positive number", "endAt prop must be greater than startFrom prop." and "type of startFrom prop must be a number"', () => {
    expect(() => validateStartFromProps(-1, undefined)).toThrow(
      'startFrom must be greater than equal to 0 instead got -1.',
    );
    expect(() => validateStartFromProps(NaN, undefined)).toThrow('startFrom prop can not be NaN or Infinity.');
    expect(() => validateStartFromProps(Infinity, undefined)).toThrow('startFrom prop can not be NaN or Infinity.');
    expect(() => validateStartFromProps(undefined, 0)).toThrow('endAt must be a positive number, instead got 0.');
    expect(() => validateStartFromProps(60, 30)).toThrow('endAt prop must be greater than startFrom prop.');
    expect(() => validateStartFromProps('30', undefined)).toThrow(
      'type of startFrom prop must be a number, instead got type string.',
    );
  });

  it('endAt equal to startFrom and fractional values are accepted', () => {
    expect(() => validateStartFromProps(30, 30)).not.toThrow();
    expect(() => validateStartFromProps(4.5 * 30, 8.25 * 30)).not.toThrow();
  });
});

describe('volume', () => {
  it('a negative number throws "You have passed a volume below 0 to your <Audio /> component"', () => {
    expect(() => validateMediaProps({volume: -0.1}, 'Audio')).toThrow(
      'You have passed a volume below 0 to your <Audio /> component',
    );
    expect(() => validateMediaProps({volume: 0}, 'Audio')).not.toThrow();
  });

  it('without volume the level is 1; a function result below 0 becomes 0 and above 1 becomes 1 unless amplification is allowed', () => {
    expect(evaluateVolume({frame: 0, volume: undefined, allowAmplificationDuringRender: false})).toBe(1);
    expect(evaluateVolume({frame: 0, volume: () => -0.5, allowAmplificationDuringRender: false})).toBe(0);
    expect(evaluateVolume({frame: 0, volume: () => 2, allowAmplificationDuringRender: false})).toBe(1);
    expect(evaluateVolume({frame: 0, volume: () => 2, allowAmplificationDuringRender: true})).toBe(2);
    expect(evaluateVolume({frame: 0, volume: 2, allowAmplificationDuringRender: false})).toBe(1);
    expect(evaluateVolume({frame: 0, volume: 2, allowAmplificationDuringRender: true})).toBe(2);
  });

  it('a function that returns NaN (also undefined, which becomes NaN) or Infinity throws; the NaN message is "You passed in a function to the volume prop but it returned NaN for frame …"', () => {
    expect(() => evaluateVolume({frame: 12, volume: () => NaN, allowAmplificationDuringRender: false})).toThrow(
      'You passed in a function to the volume prop but it returned NaN for frame 12.',
    );
    expect(() => evaluateVolume({frame: 12, volume: () => undefined, allowAmplificationDuringRender: false})).toThrow(
      'You passed in a function to the volume prop but it returned NaN for frame 12.',
    );
    expect(() => evaluateVolume({frame: 3, volume: () => Infinity, allowAmplificationDuringRender: false})).toThrow(
      'You passed in a function to the volume prop but it returned a non-finite number for frame 3.',
    );
  });

  it('in the preview the prop is multiplied by the volume slider (mediaVolume)', () => {
    expect(evaluateVolume({frame: 0, volume: 0.5, mediaVolume: 0.5, allowAmplificationDuringRender: false})).toBe(0.25);
    expect(evaluateVolume({frame: 0, volume: () => 0.8, mediaVolume: 0.5, allowAmplificationDuringRender: false})).toBe(
      0.4,
    );
  });

  it('the fade-in of the worked example: 0 at the first frame, 1 from frame 20', () => {
    const {interpolate} = requireInstalled('remotion') as {
      interpolate: (i: number, a: number[], b: number[], o?: Obj) => number;
    };
    const fade = (f: number) => interpolate(f, [0, 20], [0, 1], {extrapolateRight: 'clamp'});
    expect([fade(0), fade(10), fade(20), fade(45)]).toEqual([0, 0.5, 1, 1]);
  });
});

describe('speed', () => {
  it('playbackRate 0, negative, NaN and Infinity throw "You have passed a playbackRate of 0 to your <Audio /> component. Playback rate must be a real number above 0."', () => {
    expect(() => validateMediaProps({playbackRate: 0}, 'Audio')).toThrow(
      'You have passed a playbackRate of 0 to your <Audio /> component. Playback rate must be a real number above 0.',
    );
    for (const playbackRate of [-1, NaN, Infinity]) {
      expect(() => validateMediaProps({playbackRate}, 'Audio')).toThrow('Playback rate must be a real number above 0');
    }
    expect(() => validateMediaProps({playbackRate: 0.25}, 'Audio')).not.toThrow();
  });

  it('atempo accepts 0.5 to 2, so 4 and 0.25 are chained as two filters; 1 needs none', () => {
    expect(calculateATempo(1)).toBeNull();
    expect(calculateATempo(1.5)).toBe('atempo=1.50000');
    expect(calculateATempo(4)).toBe('atempo=2.00000,atempo=2.00000');
    expect(calculateATempo(0.25)).toBe('atempo=0.50000,atempo=0.50000');
  });

  it('one loop repetition lasts (endAt - startFrom) / playbackRate frames, or (file length - startFrom) / playbackRate; a 4-second file at playbackRate 2 repeats every 2 seconds', () => {
    expect(
      calculateLoopDuration({mediaDuration: 4 * 30, playbackRate: 2, startFrom: undefined, endAt: undefined}),
    ).toBe(60);
    expect(calculateLoopDuration({mediaDuration: 300, playbackRate: 1.5, startFrom: 60, endAt: 150})).toBe(60);
    expect(calculateLoopDuration({mediaDuration: 300, playbackRate: 2, startFrom: 60, endAt: undefined})).toBe(120);
  });

  it('filePosition(t) = startFrom + (t - offset) * playbackRate: the worked example is at file frame 105 (0:03.5) at composition frame 60', () => {
    const fps = 30;
    // <Sequence from={30}> around <Audio startFrom={60}>: at composition frame 60 the audio's own frame is 60 - 30 + 60.
    expect(getMediaTime({fps, frame: 60 - 30 + 60, playbackRate: 1.5, startFrom: 60}) * fps).toBeCloseTo(105, 9);
    expect(getMediaTime({fps, frame: 60 - 30 + 60, playbackRate: 1.5, startFrom: 60})).toBeCloseTo(3.5, 9);
    expect(getMediaTime({fps, frame: 90 + 60, playbackRate: 1.5, startFrom: 60}) * fps).toBeCloseTo(195, 9);
    expect(getMediaTime({fps, frame: 60 + 60, playbackRate: 2, startFrom: 30}) * fps).toBeCloseTo(30 + 90 * 2, 9);
  });
});

describe('pitch', () => {
  const asset = (toneFrequency: number | null) => ({
    type: 'audio',
    src: 'x.mp3',
    id: 'a',
    trimLeft: 0,
    duration: 90,
    startInVideo: 0,
    volume: 1,
    playbackRate: 1,
    allowAmplificationDuringRender: false,
    toneFrequency,
    audioStartFrame: 0,
  });
  const filter = (toneFrequency: number | null) =>
    stringifyFfmpegFilter({
      asset: asset(toneFrequency),
      fps: 30,
      channels: 2,
      assetDuration: 10,
      chunkLengthInSeconds: 3,
      forSeamlessAacConcatenation: false,
      trimLeftOffset: 0,
      trimRightOffset: 0,
      volume: 1,
      indent: false,
      logLevel: 'error',
      presentationTimeOffsetInSeconds: 0,
    });

  it('toneFrequency outside 0 < x ≤ 2 fails with "toneFrequency must be a positive number between 0.01 and 2"', () => {
    for (const t of [0, -1, 2.01]) {
      expect(() => filter(t)).toThrow('toneFrequency must be a positive number between 0.01 and 2');
    }
    expect(() => filter(2)).not.toThrow();
    expect(() => filter(0.005)).not.toThrow();
  });

  it('the render applies asetrate, aresample and atempo with the inverse factor; without toneFrequency or with 1 nothing is added', () => {
    expect(filter(1.25)?.filter).toContain('asetrate=48000*1.25,aresample=48000,atempo=1/1.25');
    expect(filter(null)?.filter).not.toContain('asetrate');
    expect(filter(1)?.filter).not.toContain('asetrate');
  });

  it('semitones: 2 ** (12 / 12) === 2, 2 ** (3 / 12) ≈ 1.189, 2 ** (-5 / 12) ≈ 0.749, 2 ** (-12 / 12) === 0.5', () => {
    const semitonesToToneFrequency = (semitones: number) => 2 ** (semitones / 12);
    expect(semitonesToToneFrequency(12)).toBe(2);
    expect(semitonesToToneFrequency(3)).toBeCloseTo(1.189, 3);
    expect(semitonesToToneFrequency(-5)).toBeCloseTo(0.749, 3);
    expect(semitonesToToneFrequency(-12)).toBe(0.5);
  });
});

describe('exporting', () => {
  it('the codec follows the extension: .mp3 → mp3, .wav → wav, .aac and .m4a → aac', () => {
    const map = RenderInternals.defaultCodecsForFileExtension;
    expect([map.mp3, map.wav, map.aac, map.m4a]).toEqual(['mp3', 'wav', 'aac', 'aac']);
  });

  it('audio codecs per video codec and their defaults: h264 aac/pcm-16/mp3 → aac, h265 aac/pcm-16 → aac, vp8 and vp9 opus/pcm-16 → opus, prores aac/pcm-16 → pcm-16', () => {
    const s = RenderInternals.supportedAudioCodecs;
    expect([s.h264, s.h265, s.vp8, s.vp9, s.prores]).toEqual([
      ['aac', 'pcm-16', 'mp3'],
      ['aac', 'pcm-16'],
      ['opus', 'pcm-16'],
      ['opus', 'pcm-16'],
      ['aac', 'pcm-16'],
    ]);
    const d = (codec: string) => RenderInternals.getDefaultAudioCodec({codec, preferLossless: false});
    expect(['h264', 'h265', 'vp8', 'vp9', 'prores'].map(d)).toEqual(['aac', 'aac', 'opus', 'opus', 'pcm-16']);
  });

  it('an h264 render with pcm-16 audio can only be written to .mkv or .mov, not .mp4', () => {
    expect(RenderInternals.defaultFileExtensionMap.h264.forAudioCodec['pcm-16'].possible).toEqual(['mkv', 'mov']);
  });

  it('--separate-audio-to: the extension decides the audio codec; a codec the video codec does not support, or one that conflicts with --audio-codec, throws', () => {
    const resolve = (o: Obj) =>
      RenderInternals.resolveAudioCodec({
        codec: 'h264',
        setting: null,
        preferLossless: false,
        separateAudioTo: null,
        ...o,
      });
    expect(resolve({separateAudioTo: 'out/podcast.wav'})).toBe('pcm-16');
    expect(resolve({separateAudioTo: 'out/podcast.mp3'})).toBe('mp3');
    expect(resolve({separateAudioTo: 'out/podcast.aac'})).toBe('aac');
    expect(() => resolve({separateAudioTo: 'out/podcast.opus'})).toThrow(
      'The codec is h264 but the audio codec derived from --separate-audio-to is opus',
    );
    expect(() => resolve({separateAudioTo: 'out/podcast.wav', setting: 'aac'})).toThrow(
      'The audio codec derived from --separate-audio-to is pcm-16, but does not match',
    );
  });

  it('the render options read --muted, --enforce-audio-track (default false), --audio-bitrate (default null, so FFmpeg gets 320k) and --separate-audio-to', () => {
    const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
      BrowserSafeApis: {
        options: Record<
          string,
          {cliFlag: string; getValue: (o: {commandLine: Obj}) => {value: unknown; source: string}}
        >;
      };
    };
    const o = BrowserSafeApis.options;
    expect([
      o.mutedOption.cliFlag,
      o.enforceAudioOption.cliFlag,
      o.audioBitrateOption.cliFlag,
      o.separateAudioOption.cliFlag,
    ]).toEqual(['muted', 'enforce-audio-track', 'audio-bitrate', 'separate-audio-to']);
    expect(o.mutedOption.getValue({commandLine: {muted: true}}).value).toBe(true);
    expect(o.enforceAudioOption.getValue({commandLine: {}})).toEqual({source: 'default', value: false});
    expect(o.enforceAudioOption.getValue({commandLine: {'enforce-audio-track': true}}).value).toBe(true);
    expect(o.audioBitrateOption.getValue({commandLine: {}})).toEqual({source: 'default', value: null});
    expect(o.audioBitrateOption.getValue({commandLine: {'audio-bitrate': '128k'}}).value).toBe('128k');
    expect(o.separateAudioOption.getValue({commandLine: {'separate-audio-to': 'out/podcast.wav'}}).value).toBe(
      'out/podcast.wav',
    );
  });
});
