/**
 * Executed claims of the @remotion/webcodecs pages (docs/webcodecs/*): the parts of the package
 * that run without the browser's WebCodecs classes (codec and container tables, copy and
 * re-encode decisions, resizing arithmetic, writers, the controller, the stall timeout, audio
 * resampling). Where a browser class is needed, the test installs a minimal stand-in that records
 * what the package asks for. The package is installed at the version the README names.
 */
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {type MediaController, requireInstalled, runNode} from './lib';

type Obj = Record<string, unknown>;
type Dim = {width: number; height: number};
type WebCodecs = {
  getAvailableContainers: () => readonly string[];
  getAvailableVideoCodecs: (o: {container: string}) => string[];
  getAvailableAudioCodecs: (o: {container: string}) => string[];
  getDefaultVideoCodec: (o: {container: string}) => string | null;
  getDefaultAudioCodec: (o: {container: string}) => string;
  canCopyAudioTrack: (o: Obj) => boolean;
  canCopyVideoTrack: (o: Obj) => boolean;
  canReencodeAudioTrack: (o: Obj) => Promise<boolean>;
  canReencodeVideoTrack: (o: Obj) => Promise<boolean>;
  defaultOnAudioTrackHandler: (o: Obj) => Promise<Obj>;
  defaultOnVideoTrackHandler: (o: Obj) => Promise<Obj>;
  convertMedia: (o: Obj) => Promise<Obj>;
  convertAudioData: (o: Obj) => Obj;
  webcodecsController: () => MediaController & {
    _internals: {_mediaParserController: {_internals: {signal: AbortSignal}}};
  };
  WebCodecsInternals: {
    calculateNewDimensionsFromDimensions: (o: {
      width: number;
      height: number;
      rotation: number;
      resizeOperation: Obj | null;
      needsToBeMultipleOfTwo: boolean;
    }) => Dim;
    normalizeVideoRotation: (r: number) => number;
    rotateAndResizeVideoFrame: (o: Obj) => unknown;
  };
};
type Writer = {
  write: (a: Uint8Array) => Promise<void>;
  updateDataAt: (p: number, a: Uint8Array) => Promise<void>;
  getWrittenByteCount: () => number;
  finish: () => Promise<void>;
  getBlob: () => Promise<Blob>;
  remove: () => Promise<void>;
};
type WriterInterface = {createContent: (o: {filename: string; mimeType: string; logLevel: string}) => Promise<Writer>};

const wc = requireInstalled('@remotion/webcodecs') as WebCodecs;
const {bufferWriter} = requireInstalled('@remotion/webcodecs/buffer') as {bufferWriter: WriterInterface};
const {webFsWriter, canUseWebFsWriter} = requireInstalled('@remotion/webcodecs/web-fs') as {
  webFsWriter: WriterInterface;
  canUseWebFsWriter: () => Promise<boolean>;
};
const {MediaParserAbortError} = requireInstalled('@remotion/media-parser') as {
  MediaParserAbortError: new (m: string) => Error;
};
/** A file of the package that its `exports` map does not expose. */
const internal = <T>(file: string) =>
  requireInstalled(path.join(PROJECT_ROOT, 'node_modules/@remotion/webcodecs/dist', file)) as T;

const videoTrack = (o: Obj = {}) => ({
  trackId: 1,
  type: 'video',
  codecEnum: 'h264',
  codec: 'avc1.640020',
  width: 1920,
  height: 1080,
  displayAspectWidth: 1920,
  displayAspectHeight: 1080,
  codedWidth: 1920,
  codedHeight: 1080,
  rotation: 0,
  fps: 30,
  ...o,
});
const audioTrack = (o: Obj = {}) => ({
  trackId: 2,
  type: 'audio',
  codecEnum: 'aac',
  codec: 'pcm-s16',
  numberOfChannels: 2,
  sampleRate: 48000,
  ...o,
});

/** Installs globals for the duration of `fn`. */
const withGlobals = async <T>(globals: Obj, fn: () => Promise<T>): Promise<T> => {
  const g = globalThis as Obj;
  const before = Object.fromEntries(Object.keys(globals).map((k) => [k, Object.getOwnPropertyDescriptor(g, k)]));
  for (const [k, v] of Object.entries(globals)) {
    Object.defineProperty(g, k, {value: v, configurable: true, writable: true});
  }
  try {
    return await fn();
  } finally {
    for (const [k, d] of Object.entries(before)) {
      if (d) Object.defineProperty(g, k, d);
      else delete g[k];
    }
  }
};

/** An AudioEncoder stand-in that accepts only the given sample rates and records what it was asked. */
const audioEncoderAccepting = (rates: number[], asked: number[]) => ({
  isConfigSupported: async (c: {sampleRate: number}) => {
    asked.push(c.sampleRate);
    return {supported: rates.includes(c.sampleRate)};
  },
});

describe('containers and codecs', () => {
  it("getAvailableContainers() returns the package's own array ['webm', 'mp4', 'wav']", () => {
    expect(wc.getAvailableContainers()).toEqual(['webm', 'mp4', 'wav']);
    expect(wc.getAvailableContainers()).toBe(wc.getAvailableContainers());
  });

  it("getAvailableVideoCodecs(): mp4 ['h264', 'h265'], webm ['vp8', 'vp9'], wav [], a new array each time; other containers throw 'Unsupported container: …'", () => {
    expect(wc.getAvailableVideoCodecs({container: 'mp4'})).toEqual(['h264', 'h265']);
    expect(wc.getAvailableVideoCodecs({container: 'webm'})).toEqual(['vp8', 'vp9']);
    expect(wc.getAvailableVideoCodecs({container: 'wav'})).toEqual([]);
    expect(wc.getAvailableVideoCodecs({container: 'mp4'})).not.toBe(wc.getAvailableVideoCodecs({container: 'mp4'}));
    expect(() => wc.getAvailableVideoCodecs({container: 'mkv'})).toThrow('Unsupported container: mkv');
  });

  it("getAvailableAudioCodecs(): mp4 ['aac'], webm ['opus'], wav ['wav'], a new array each time; other containers throw 'Unsupported container: …'", () => {
    expect(wc.getAvailableAudioCodecs({container: 'mp4'})).toEqual(['aac']);
    expect(wc.getAvailableAudioCodecs({container: 'webm'})).toEqual(['opus']);
    expect(wc.getAvailableAudioCodecs({container: 'wav'})).toEqual(['wav']);
    expect(wc.getAvailableAudioCodecs({container: 'wav'})).not.toBe(wc.getAvailableAudioCodecs({container: 'wav'}));
    expect(() => wc.getAvailableAudioCodecs({container: 'ogg'})).toThrow('Unsupported container: ogg');
  });

  it("getDefaultVideoCodec(): webm 'vp8', mp4 'h264', wav null; getDefaultAudioCodec(): webm 'opus', mp4 'aac', wav 'wav'; others throw 'Unhandled container: …'", () => {
    expect(['webm', 'mp4', 'wav'].map((container) => wc.getDefaultVideoCodec({container}))).toEqual([
      'vp8',
      'h264',
      null,
    ]);
    expect(['webm', 'mp4', 'wav'].map((container) => wc.getDefaultAudioCodec({container}))).toEqual([
      'opus',
      'aac',
      'wav',
    ]);
    expect(() => wc.getDefaultVideoCodec({container: 'avi'})).toThrow('Unhandled container: avi');
    expect(() => wc.getDefaultAudioCodec({container: 'avi'})).toThrow('Unhandled container: avi');
  });
});

describe('convertMedia() argument checks', () => {
  it('an unsupported container or videoCodec rejects with a TypeError naming the allowed values; an aborted controller rejects with MediaParserAbortError "Aborted"', async () => {
    const container = (await wc.convertMedia({src: 'x.mp4', container: 'mkv'}).catch((e: Error) => e)) as Error;
    expect(container).toBeInstanceOf(TypeError);
    expect(container.message).toBe(
      'Only the following values for "container" are supported currently: ["webm","mp4","wav"]',
    );
    const codec = (await wc
      .convertMedia({src: 'x.mp4', container: 'mp4', videoCodec: 'av1'})
      .catch((e: Error) => e)) as Error;
    expect(codec).toBeInstanceOf(TypeError);
    expect(codec.message).toBe(
      'Only the following values for "videoCodec" are supported currently: ["vp8","vp9","h264","h265"]',
    );
    const controller = wc.webcodecsController();
    controller.abort();
    const aborted = (await wc
      .convertMedia({src: 'x.mp4', container: 'mp4', controller})
      .catch((e: Error) => e)) as Error;
    expect(aborted).toBeInstanceOf(MediaParserAbortError);
    expect(aborted.message).toBe('Aborted');
  });

  it("the output name is the last path segment without its extension plus the container ('holiday.mov' → 'holiday.mp4'); a Blob without a name gives '.mp4'", () => {
    const {generateOutputFilename} = internal<{generateOutputFilename: (s: unknown, c: string) => string}>(
      'generate-output-filename.js',
    );
    expect(generateOutputFilename('https://example.com/clips/holiday.mov', 'mp4')).toBe('holiday.mp4');
    expect(generateOutputFilename(new File([], 'holiday.mov'), 'webm')).toBe('holiday.webm');
    expect(generateOutputFilename(new Blob([]), 'mp4')).toBe('.mp4');
  });

  it('expectedDurationInSeconds: without it 2048000 bytes are reserved for the MP4 header; with it at least 50 KiB, and 60 fps is assumed without expectedFrameRate', () => {
    const {calculateAReasonableMp4HeaderLength: reserve} = internal<{
      calculateAReasonableMp4HeaderLength: (o: Obj) => number;
    }>('create/iso-base-media/header-length.js');
    expect(reserve({expectedDurationInSeconds: null, expectedFrameRate: null})).toBe(2048000);
    expect(reserve({expectedDurationInSeconds: 1, expectedFrameRate: null})).toBe(50 * 1024);
    expect(reserve({expectedDurationInSeconds: 3600, expectedFrameRate: null})).toBe(
      reserve({expectedDurationInSeconds: 3600, expectedFrameRate: 60}),
    );
    expect(reserve({expectedDurationInSeconds: 3600, expectedFrameRate: 30})).toBeLessThan(
      reserve({expectedDurationInSeconds: 3600, expectedFrameRate: null}),
    );
  });

  it('without onProgress the progress state keeps its starting values: all counters 0, expectedOutputDurationInMs null', () => {
    const {throttledStateUpdate} = internal<{
      throttledStateUpdate: (o: Obj) => {get: () => Obj; update: null | ((fn: (s: Obj) => Obj) => void)};
    }>('throttled-state-update.js');
    const state = throttledStateUpdate({updateFn: null, everyMilliseconds: 100, signal: undefined});
    expect(state.update).toBeNull();
    expect(state.get()).toEqual({
      decodedAudioFrames: 0,
      decodedVideoFrames: 0,
      encodedVideoFrames: 0,
      encodedAudioFrames: 0,
      bytesWritten: 0,
      millisecondsWritten: 0,
      expectedOutputDurationInMs: null,
      overallProgress: 0,
    });
  });

  it("MP4 output accepts only H.264, H.265 and AAC tracks: others throw 'Currently only H.264 and AAC is supported'", () => {
    const {serializeTrack} = internal<{serializeTrack: (o: Obj) => unknown}>(
      'create/iso-base-media/serialize-track.js',
    );
    for (const codec of ['vp8', 'vp9', 'opus']) {
      expect(() => serializeTrack({track: {codec}, durationInUnits: 0, samplePositions: [], timescale: 1000})).toThrow(
        'Currently only H.264 and AAC is supported',
      );
    }
  });
});

describe('copying tracks', () => {
  const audio = (o: Obj) =>
    wc.canCopyAudioTrack({
      inputCodec: 'opus',
      inputContainer: 'webm',
      outputContainer: 'webm',
      outputAudioCodec: null,
      ...o,
    });

  it('canCopyAudioTrack(): Opus into WebM from any container; AAC into MP4 only from MP4, AVI or m3u8; never into WAV', () => {
    expect(audio({})).toBe(true);
    expect(audio({inputContainer: 'mp4'})).toBe(true);
    expect(audio({outputContainer: 'mp4'})).toBe(false);
    for (const inputContainer of ['mp4', 'avi', 'm3u8']) {
      expect(audio({inputCodec: 'aac', inputContainer, outputContainer: 'mp4'})).toBe(true);
    }
    for (const inputContainer of ['webm', 'transport-stream', 'aac']) {
      expect(audio({inputCodec: 'aac', inputContainer, outputContainer: 'mp4'})).toBe(false);
    }
    for (const inputCodec of ['pcm-s16', 'aac', 'opus']) {
      expect(audio({inputCodec, inputContainer: 'wav', outputContainer: 'wav'})).toBe(false);
    }
    for (const inputCodec of ['mp3', 'vorbis', 'flac', 'ac3']) {
      for (const outputContainer of ['webm', 'mp4', 'wav']) {
        expect(audio({inputCodec, inputContainer: 'mp4', outputContainer})).toBe(false);
      }
    }
  });

  it("canCopyAudioTrack(): an outputAudioCodec that differs from the input prevents copying; an unknown output container throws 'Unhandled container: …'", () => {
    expect(audio({outputAudioCodec: 'aac'})).toBe(false);
    expect(audio({outputAudioCodec: 'opus'})).toBe(true);
    expect(() => audio({outputContainer: 'mkv'})).toThrow('Unhandled container: mkv');
  });

  const video = (o: Obj, track: Obj = {}) =>
    wc.canCopyVideoTrack({
      inputTrack: videoTrack(track),
      inputContainer: 'mp4',
      outputContainer: 'mp4',
      outputVideoCodec: null,
      rotationToApply: 0,
      resizeOperation: null,
      ...o,
    });

  it('canCopyVideoTrack(): H.264/H.265 into MP4 from MP4, AVI or MP4-segment HLS; VP8/VP9 into WebM from anything; never into WAV', () => {
    expect(video({})).toBe(true);
    expect(video({}, {codecEnum: 'h265'})).toBe(true);
    expect(video({inputContainer: 'avi'})).toBe(true);
    expect(video({inputContainer: 'm3u8'}, {m3uStreamFormat: 'mp4'})).toBe(true);
    expect(video({inputContainer: 'm3u8'}, {m3uStreamFormat: 'ts'})).toBe(false);
    expect(video({inputContainer: 'webm'})).toBe(false);
    expect(video({inputContainer: 'transport-stream'})).toBe(false);
    expect(video({inputContainer: 'mp4', outputContainer: 'webm'}, {codecEnum: 'vp9'})).toBe(true);
    expect(video({inputContainer: 'mp4', outputContainer: 'webm'})).toBe(false);
    expect(video({outputContainer: 'wav'})).toBe(false);
  });

  it('canCopyVideoTrack(): rotation metadata must equal rotationToApply modulo 360; a set outputVideoCodec must match; a 90° rotation swaps the size', () => {
    expect(video({rotationToApply: 90}, {rotation: -270})).toBe(false);
    expect(video({rotationToApply: 180}, {rotation: -180})).toBe(true);
    expect(video({rotationToApply: 0}, {rotation: 90})).toBe(false);
    expect(video({rotationToApply: 90}, {rotation: 90, width: 1080, height: 1080})).toBe(true);
    expect(video({outputVideoCodec: 'h265'})).toBe(false);
    expect(video({outputVideoCodec: 'h264'})).toBe(true);
  });

  it('canCopyVideoTrack(): an H.264 track with an odd width is not copied; a resize to another size prevents copying, to the same size does not', () => {
    expect(video({}, {width: 1919})).toBe(false);
    expect(video({}, {width: 1919, codecEnum: 'h265'})).toBe(true);
    expect(video({resizeOperation: {mode: 'max-width', maxWidth: 1280}})).toBe(false);
    expect(video({resizeOperation: {mode: 'max-width', maxWidth: 4000}})).toBe(true);
  });

  it("canCopyVideoTrack(): an unknown output container throws 'Unhandled codec: …', an unknown outputVideoCodec 'Unsupported output codec: …'", () => {
    expect(() => video({outputContainer: 'mkv'})).toThrow('Unhandled codec: mkv');
    expect(() => video({outputVideoCodec: 'av1'})).toThrow('Unsupported output codec: av1');
  });

  it("a track from @remotion/media-parser 4.0.278 has no codecEnum, so this package's canCopyVideoTrack() returns false even for H.264 MP4 into MP4", () => {
    const track = videoTrack({codecWithoutConfig: 'h264'});
    delete (track as Obj).codecEnum;
    expect(
      wc.canCopyVideoTrack({
        inputTrack: track,
        inputContainer: 'mp4',
        outputContainer: 'mp4',
        outputVideoCodec: null,
        rotationToApply: 0,
        resizeOperation: null,
      }),
    ).toBe(false);
  });
});

describe('re-encoding checks and default handlers', () => {
  it('where VideoEncoder or AudioEncoder/AudioDecoder does not exist, canReencodeVideoTrack() and canReencodeAudioTrack() resolve to false', async () => {
    expect(
      await wc.canReencodeVideoTrack({track: videoTrack(), videoCodec: 'vp8', resizeOperation: null, rotate: null}),
    ).toBe(false);
    expect(
      await wc.canReencodeAudioTrack({
        track: audioTrack({codec: 'mp4a.40.02'}),
        audioCodec: 'opus',
        bitrate: 128000,
        sampleRate: null,
      }),
    ).toBe(false);
  });

  it("for 'wav', pcm-s16 and pcm-s24 tracks count as decodable without asking the browser, and no encoder is involved", async () => {
    for (const codec of ['pcm-s16', 'pcm-s24']) {
      expect(
        await wc.canReencodeAudioTrack({
          track: audioTrack({codec}),
          audioCodec: 'wav',
          bitrate: 128000,
          sampleRate: 16000,
        }),
      ).toBe(true);
    }
    expect(
      await wc.canReencodeAudioTrack({
        track: audioTrack({codec: 'mp4a.40.02'}),
        audioCodec: 'wav',
        bitrate: 128000,
        sampleRate: 16000,
      }),
    ).toBe(false);
  });

  it('a rejected sample rate is retried once at 48000 Hz (44100 Hz for 22050 Hz), but a rejected 48000 or 44100 Hz is not retried', async () => {
    const check = async (sampleRate: number, accepted: number[]) => {
      const asked: number[] = [];
      const ok = await withGlobals({AudioEncoder: audioEncoderAccepting(accepted, asked)}, () =>
        wc.canReencodeAudioTrack({
          track: audioTrack({sampleRate}),
          audioCodec: 'opus',
          bitrate: 128000,
          sampleRate: null,
        }),
      );
      return {ok, asked};
    };
    expect(await check(96000, [48000])).toEqual({ok: true, asked: [96000, 48000]});
    expect(await check(22050, [44100])).toEqual({ok: true, asked: [22050, 44100]});
    expect(await check(44100, [48000])).toEqual({ok: false, asked: [44100]});
    expect(await check(48000, [44100])).toEqual({ok: false, asked: [48000]});
  });

  it("canReencodeVideoTrack() rejects with 'Scale must be greater than 0' for a scale of 0, also without VideoEncoder", async () => {
    await expect(
      wc.canReencodeVideoTrack({
        track: videoTrack(),
        videoCodec: 'vp8',
        resizeOperation: {mode: 'scale', scale: 0},
        rotate: null,
      }),
    ).rejects.toThrow('Scale must be greater than 0');
  });

  const videoParams = (o: Obj = {}) => ({
    track: videoTrack(),
    defaultVideoCodec: 'vp8',
    logLevel: 'error',
    rotate: 0,
    canCopyTrack: false,
    resizeOperation: null,
    outputContainer: 'webm',
    inputContainer: 'mp4',
    ...o,
  });

  it("defaultOnVideoTrackHandler(): copy if canCopyTrack, drop if defaultVideoCodec is null, and 'fail' (not an encoder error) where VideoEncoder is missing", async () => {
    expect(await wc.defaultOnVideoTrackHandler(videoParams({canCopyTrack: true}))).toEqual({type: 'copy'});
    expect(await wc.defaultOnVideoTrackHandler(videoParams({defaultVideoCodec: null}))).toEqual({type: 'drop'});
    expect(await wc.defaultOnVideoTrackHandler(videoParams())).toEqual({type: 'fail'});
  });

  it('defaultOnVideoTrackHandler(): when the browser can re-encode, the operation is {type: reencode, videoCodec, rotate: rotate - track.rotation, resize}', async () => {
    const ok = {isConfigSupported: async () => ({supported: true})};
    const operation = await withGlobals(
      {VideoEncoder: ok, VideoDecoder: ok, EncodedVideoChunk: class {}, navigator: {userAgent: 'Chrome'}},
      () =>
        wc.defaultOnVideoTrackHandler(
          videoParams({track: videoTrack({rotation: 90}), rotate: 90, resizeOperation: {mode: 'scale', scale: 0.5}}),
        ),
    );
    expect(operation).toEqual({type: 'reencode', videoCodec: 'vp8', rotate: 0, resize: {mode: 'scale', scale: 0.5}});
  });

  const audioParams = (o: Obj = {}) => ({
    track: audioTrack({codec: 'pcm-s16'}),
    defaultAudioCodec: 'opus',
    logLevel: 'error',
    canCopyTrack: false,
    outputContainer: 'webm',
    inputContainer: 'wav',
    ...o,
  });

  it('defaultOnAudioTrackHandler(): copy if canCopyTrack, drop if defaultAudioCodec is null, re-encode at 128000 with sampleRate null, otherwise fail', async () => {
    expect(await wc.defaultOnAudioTrackHandler(audioParams({canCopyTrack: true}))).toEqual({type: 'copy'});
    expect(await wc.defaultOnAudioTrackHandler(audioParams({defaultAudioCodec: null}))).toEqual({type: 'drop'});
    expect(await wc.defaultOnAudioTrackHandler(audioParams())).toEqual({type: 'fail'});
    const asked: number[] = [];
    const operation = await withGlobals({AudioEncoder: audioEncoderAccepting([48000], asked)}, () =>
      wc.defaultOnAudioTrackHandler(audioParams()),
    );
    expect(operation).toEqual({type: 'reencode', bitrate: 128000, audioCodec: 'opus', sampleRate: null});
  });
});

describe('resizing and rotating', () => {
  const size = (width: number, height: number, resizeOperation: Obj | null, {rotation = 0, h264 = false} = {}) =>
    wc.WebCodecsInternals.calculateNewDimensionsFromDimensions({
      width,
      height,
      rotation,
      resizeOperation,
      needsToBeMultipleOfTwo: h264,
    });

  it('the resize table: 1920×1080 and 640×360 through width, height, max-width, max-height, max-height-width and scale', () => {
    expect(size(1920, 1080, {mode: 'width', width: 1280})).toEqual({width: 1280, height: 720});
    expect(size(640, 360, {mode: 'width', width: 1280})).toEqual({width: 1280, height: 720});
    expect(size(1920, 1080, {mode: 'height', height: 480})).toEqual({width: 853, height: 480});
    expect(size(1920, 1080, {mode: 'height', height: 480}, {h264: true})).toEqual({width: 852, height: 480});
    expect(size(640, 360, {mode: 'height', height: 480}, {h264: true})).toEqual({width: 852, height: 480});
    expect(size(1920, 1080, {mode: 'max-width', maxWidth: 1280})).toEqual({width: 1280, height: 720});
    expect(size(640, 360, {mode: 'max-width', maxWidth: 1280})).toEqual({width: 640, height: 360});
    expect(size(1920, 1080, {mode: 'max-height', maxHeight: 720})).toEqual({width: 1280, height: 720});
    expect(size(640, 360, {mode: 'max-height', maxHeight: 720})).toEqual({width: 640, height: 360});
    expect(size(1920, 1080, {mode: 'max-height-width', maxWidth: 1000, maxHeight: 1000})).toEqual({
      width: 1000,
      height: 563,
    });
    expect(size(1920, 1080, {mode: 'max-height-width', maxWidth: 1000, maxHeight: 1000}, {h264: true})).toEqual({
      width: 1000,
      height: 562,
    });
    expect(size(640, 360, {mode: 'max-height-width', maxWidth: 1000, maxHeight: 1000})).toEqual({
      width: 640,
      height: 360,
    });
    expect(size(1920, 1080, {mode: 'scale', scale: 0.5})).toEqual({width: 960, height: 540});
    expect(size(640, 360, {mode: 'scale', scale: 0.5})).toEqual({width: 320, height: 180});
    expect(size(3840, 2160, {mode: 'max-width', maxWidth: 1280})).toEqual({width: 1280, height: 720});
  });

  it("a scale of 0 or less throws 'Scale must be greater than 0'; H.264 rounds both sides down to even numbers, other codecs keep odd sizes", () => {
    expect(() => size(1920, 1080, {mode: 'scale', scale: 0})).toThrow('Scale must be greater than 0');
    expect(() => size(1920, 1080, {mode: 'scale', scale: -1})).toThrow('Scale must be greater than 0');
    expect(size(1921, 1081, null, {h264: true})).toEqual({width: 1920, height: 1080});
    expect(size(1921, 1081, null)).toEqual({width: 1921, height: 1081});
  });

  it('rotation comes first: width 720 with rotate 90 on 1920×1080 gives 720×1280; 90 and 270 swap the sides; -90 equals 270', () => {
    expect(size(1920, 1080, {mode: 'width', width: 720}, {rotation: 90})).toEqual({width: 720, height: 1280});
    expect(size(1920, 1080, null, {rotation: 270})).toEqual({width: 1080, height: 1920});
    expect(size(1920, 1080, null, {rotation: 180})).toEqual({width: 1920, height: 1080});
    expect(wc.WebCodecsInternals.normalizeVideoRotation(-90)).toBe(270);
  });

  it("a rotation that is not a multiple of 90 throws 'Only 90 degree rotations are supported' when a frame is processed", () => {
    const frame = {displayWidth: 1920, displayHeight: 1080};
    expect(() =>
      wc.WebCodecsInternals.rotateAndResizeVideoFrame({
        frame,
        rotation: 45,
        needsToBeMultipleOfTwo: false,
        resizeOperation: null,
      }),
    ).toThrow('Only 90 degree rotations are supported');
    expect(
      wc.WebCodecsInternals.rotateAndResizeVideoFrame({
        frame,
        rotation: 360,
        needsToBeMultipleOfTwo: false,
        resizeOperation: null,
      }),
    ).toBe(frame);
  });
});

describe('writers', () => {
  it("bufferWriter: writes and overwrites in memory; save() gives a File named after the output with its MIME type; remove() makes finish() reject 'Already called .remove() on the result'", async () => {
    const w = await bufferWriter.createContent({filename: 'holiday.mp4', mimeType: 'video/mp4', logLevel: 'error'});
    await w.write(new Uint8Array([1, 2, 3, 4]));
    await w.updateDataAt(1, new Uint8Array([9, 9]));
    expect(w.getWrittenByteCount()).toBe(4);
    const file = (await w.getBlob()) as File;
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type]).toEqual(['holiday.mp4', 'video/mp4']);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 9, 9, 4]);
    await w.remove();
    await expect(w.finish()).rejects.toThrow('Already called .remove() on the result');
  });

  it('bufferWriter grows up to 2000000000 bytes: a write beyond fails with a RangeError; without resizable ArrayBuffers it throws "Could not create buffer writer"', async () => {
    const w = await bufferWriter.createContent({filename: 'x.webm', mimeType: 'video/webm', logLevel: 'error'});
    await expect(w.write({byteLength: 2000000001} as Uint8Array)).rejects.toBeInstanceOf(RangeError);
    const Plain = function () {
      return {};
    } as unknown as ArrayBufferConstructor;
    await withGlobals({ArrayBuffer: Plain}, async () => {
      expect(() => bufferWriter.createContent({filename: 'x.wav', mimeType: 'audio/wav', logLevel: 'error'})).toThrow(
        'Could not create buffer writer',
      );
    });
  });

  const fakeOpfs = (log: string[], {fail = false, writable = true} = {}) => ({
    storage: {
      getDirectory: async () => {
        if (fail) throw new Error('denied');
        return {
          removeEntry: async (name: string) => {
            log.push(`removeEntry ${name}`);
            throw new Error('not found');
          },
          getFileHandle: async (name: string, o: {create: boolean}) => {
            log.push(`getFileHandle ${name} ${o.create}`);
            return {
              createWritable: writable
                ? async () => ({
                    write: async (d: Uint8Array) => void log.push(`write ${d.byteLength}`),
                    seek: async (p: number) => void log.push(`seek ${p}`),
                    close: async () => void log.push('close'),
                  })
                : undefined,
              getFile: async () => new File([], name),
            };
          },
        };
      },
    },
    onLine: true,
  });

  it("canUseWebFsWriter(): true when a file can be created in OPFS (it creates 'remotion-probe-web-fs-support'), false when that fails or createWritable is missing", async () => {
    const log: string[] = [];
    expect(await withGlobals({navigator: fakeOpfs(log)}, canUseWebFsWriter)).toBe(true);
    expect(log).toEqual(['getFileHandle remotion-probe-web-fs-support true']);
    expect(await withGlobals({navigator: fakeOpfs([], {fail: true})}, canUseWebFsWriter)).toBe(false);
    expect(await withGlobals({navigator: fakeOpfs([], {writable: false})}, canUseWebFsWriter)).toBe(false);
  });

  it("webFsWriter: deletes a leftover file, creates '__remotion_mediaparser:<name>', writes, seeks back to fill in data, closes on finish; remove() ignores errors", async () => {
    const log: string[] = [];
    await withGlobals({navigator: fakeOpfs(log)}, async () => {
      const w = await webFsWriter.createContent({filename: 'holiday.mp4', mimeType: 'video/mp4', logLevel: 'error'});
      await w.write(new Uint8Array(10));
      await w.updateDataAt(2, new Uint8Array(4));
      await w.finish();
      await w.remove();
    });
    expect(log).toEqual([
      'removeEntry __remotion_mediaparser:holiday.mp4',
      'getFileHandle __remotion_mediaparser:holiday.mp4 true',
      'write 10',
      'seek 2',
      'write 4',
      'seek 10',
      'close',
      'removeEntry __remotion_mediaparser:holiday.mp4',
    ]);
  });

  it('automatic writer selection: bufferWriter without navigator or when offline; webFsWriter when OPFS works; bufferWriter when the OPFS check takes longer than 2 seconds', async () => {
    const {autoSelectWriter} = internal<{autoSelectWriter: (w: unknown, l: string) => Promise<unknown>}>(
      'auto-select-writer.js',
    );
    expect(typeof (globalThis as Obj).navigator).toBe('undefined');
    expect(await autoSelectWriter(undefined, 'error')).toBe(bufferWriter);
    expect(
      await withGlobals({navigator: {...fakeOpfs([]), onLine: false}}, () => autoSelectWriter(undefined, 'error')),
    ).toBe(bufferWriter);
    expect(await withGlobals({navigator: fakeOpfs([])}, () => autoSelectWriter(undefined, 'error'))).toBe(webFsWriter);
    const mine = {createContent: async () => null};
    expect(await autoSelectWriter(mine, 'error')).toBe(mine);
    vi.useFakeTimers();
    try {
      const hanging = {onLine: true, storage: {getDirectory: () => new Promise(() => undefined)}};
      const result = await withGlobals({navigator: hanging}, async () => {
        const chosen = autoSelectWriter(undefined, 'error');
        await vi.advanceTimersByTimeAsync(1999);
        let settled = false;
        void chosen.then(() => (settled = true));
        await Promise.resolve();
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        return chosen;
      });
      expect(result).toBe(bufferWriter);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('controller and stall timeout', () => {
  it('webcodecsController(): pause and resume fire only on a state change with detail undefined; abort passes {reason} to listeners; removeEventListener unsubscribes', () => {
    const c = wc.webcodecsController();
    const events: string[] = [];
    const onAbort = (e: {detail: unknown}) => void events.push(`abort ${JSON.stringify(e.detail)}`);
    c.addEventListener('pause', (e) => void events.push(`pause ${String(e.detail)}`));
    c.addEventListener('resume', (e) => void events.push(`resume ${String(e.detail)}`));
    c.addEventListener('abort', onAbort);
    c.resume();
    c.pause();
    c.pause();
    c.resume();
    c.abort('took longer than 2 minutes');
    c.removeEventListener('abort', onAbort);
    c.abort('again');
    expect(events).toEqual(['pause undefined', 'resume undefined', 'abort {"reason":"took longer than 2 minutes"}']);
  });

  type Io = {
    inputItem: (t: number) => void;
    onOutput: (t: number) => void;
    waitForQueueSize: (n: number) => Promise<void>;
  };
  const {makeIoSynchronizer} = internal<{makeIoSynchronizer: (o: Obj) => Io}>('io-manager/io-synchronizer.js');

  it('a wait for an encoder or decoder queue has one 10 s timer that output does not reset: "Waited too long for" … "(timed out after 10000ms)"', async () => {
    vi.useFakeTimers();
    try {
      const controller = wc.webcodecsController();
      const io = makeIoSynchronizer({logLevel: 'error', label: 'Video encoder', controller});
      for (const t of [1000, 2000, 3000, 4000]) io.inputItem(t);
      const outcome = io.waitForQueueSize(0).then(
        () => 'drained',
        (e: Error) => e.message,
      );
      for (const t of [1000, 2000, 3000]) {
        await vi.advanceTimersByTimeAsync(3000);
        io.onOutput(t);
      }
      await vi.advanceTimersByTimeAsync(999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const message = await outcome;
      expect(message.startsWith('Waited too long for Video encoder to finish:')).toBe(true);
      expect(message.endsWith('(timed out after 10000ms)')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pause() clears the stall timer and resume() starts a fresh 10 s', async () => {
    vi.useFakeTimers();
    try {
      const controller = wc.webcodecsController();
      const io = makeIoSynchronizer({logLevel: 'error', label: 'Audio decoder', controller});
      io.inputItem(1000);
      let result = 'pending';
      void io.waitForQueueSize(0).then(
        () => (result = 'drained'),
        () => (result = 'timed out'),
      );
      await vi.advanceTimersByTimeAsync(9000);
      controller.pause();
      await vi.advanceTimersByTimeAsync(60000);
      expect(result).toBe('pending');
      controller.resume();
      await vi.advanceTimersByTimeAsync(9999);
      expect(result).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toBe('timed out');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('audio resampling', () => {
  class FakeAudioData {
    data: Int16Array;
    format: string;
    numberOfChannels: number;
    numberOfFrames: number;
    sampleRate: number;
    timestamp: number;
    constructor(init: {
      data: Int16Array;
      format: string;
      numberOfChannels: number;
      numberOfFrames: number;
      sampleRate: number;
      timestamp: number;
    }) {
      this.data = init.data;
      this.format = init.format;
      this.numberOfChannels = init.numberOfChannels;
      this.numberOfFrames = init.numberOfFrames;
      this.sampleRate = init.sampleRate;
      this.timestamp = init.timestamp;
    }
    clone() {
      return this;
    }
    copyTo(destination: Int16Array) {
      destination.set(this.data);
    }
  }
  const mono = (samples: number[], sampleRate: number) =>
    new FakeAudioData({
      data: Int16Array.from(samples),
      format: 's16',
      numberOfChannels: 1,
      numberOfFrames: samples.length,
      sampleRate,
      timestamp: 0,
    });

  it('convertAudioData(): every output sample is the average of the input samples it covers; the frame count is rounded down', async () => {
    await withGlobals({AudioData: FakeAudioData}, async () => {
      const out = wc.convertAudioData({
        audioData: mono([0, 10, 20, 30, 40, 50, 60, 70], 32000),
        newSampleRate: 16000,
      }) as unknown as FakeAudioData;
      expect([...out.data]).toEqual([5, 25, 45, 65]);
      expect([out.sampleRate, out.numberOfFrames]).toEqual([16000, 4]);
      const odd = wc.convertAudioData({
        audioData: mono([0, 10, 20, 30, 40, 50, 60, 70, 80], 32000),
        newSampleRate: 16000,
      }) as unknown as FakeAudioData;
      expect(odd.numberOfFrames).toBe(4);
    });
  });

  it("convertAudioData(): a new sample rate outside 3000 to 768000 Hz throws 'newSampleRate must be between 3000 and 768000'", () => {
    const long = mono(new Array(1000).fill(0), 48000);
    expect(() => wc.convertAudioData({audioData: long, newSampleRate: 2999})).toThrow(
      'newSampleRate must be between 3000 and 768000',
    );
    expect(() => wc.convertAudioData({audioData: long, newSampleRate: 768001})).toThrow(
      'newSampleRate must be between 3000 and 768000',
    );
  });
});

describe('conversion pieces that run without WebCodecs', () => {
  it('with the default handlers and no VideoEncoder/AudioEncoder, a track that cannot be copied fails with "Video track with ID … resolved with {"type": "fail"}" (or "Audio track …")', async () => {
    const {makeVideoTrackHandler} = internal<{makeVideoTrackHandler: (o: Obj) => (p: Obj) => Promise<unknown>}>(
      'on-video-track.js',
    );
    const {makeAudioTrackHandler} = internal<{makeAudioTrackHandler: (o: Obj) => (p: Obj) => Promise<unknown>}>(
      'on-audio-track.js',
    );
    const common = {
      state: null,
      onMediaStateUpdate: null,
      abortConversion: () => undefined,
      controller: wc.webcodecsController(),
      logLevel: 'error',
      progressTracker: null,
    };
    const onVideo = makeVideoTrackHandler({
      ...common,
      onVideoFrame: null,
      defaultVideoCodec: null,
      onVideoTrack: null,
      outputContainer: 'webm',
      rotate: 0,
      resizeOperation: null,
    });
    await expect(onVideo({track: videoTrack(), container: 'mp4'})).rejects.toThrow(
      'Video track with ID 1 resolved with {"type": "fail"}.',
    );
    const onAudio = makeAudioTrackHandler({
      ...common,
      onAudioData: null,
      defaultAudioCodec: null,
      onAudioTrack: null,
      outputContainer: 'webm',
    });
    await expect(onAudio({track: audioTrack({codec: 'mp4a.40.02'}), container: 'mp4'})).rejects.toThrow(
      'Audio track with ID 2 resolved with {"type": "fail"}.',
    );
  });

  it('an operation other than copy, reencode, drop or fail rejects with "could not be resolved with a valid operation"', async () => {
    const {reencodeVideoTrack} = internal<{reencodeVideoTrack: (o: Obj) => Promise<unknown>}>(
      'reencode-video-track.js',
    );
    const {reencodeAudioTrack} = internal<{reencodeAudioTrack: (o: Obj) => Promise<unknown>}>(
      'reencode-audio-track.js',
    );
    await expect(reencodeVideoTrack({videoOperation: {type: 'keep'}, track: videoTrack()})).rejects.toThrow(
      'Video track with ID 1 could not be resolved with a valid operation. Received {"type":"keep"}, but must be either "copy", "reencode", "drop" or "fail"',
    );
    await expect(reencodeAudioTrack({audioOperation: {type: 'keep'}, track: audioTrack()})).rejects.toThrow(
      'Audio track with ID 2 could not be resolved with a valid operation.',
    );
  });

  it('the encoder check uses displayAspectWidth × displayAspectHeight and fps, hardware first; above the largest AVC level it rejects with "No suitable AVC1 profile found for"', async () => {
    const asked: Obj[] = [];
    const encoder = {
      isConfigSupported: async (c: Obj) => (asked.push(c), {supported: c.hardwareAcceleration === 'prefer-software'}),
    };
    const decoder = {isConfigSupported: async () => ({supported: true})};
    const ok = await withGlobals(
      {VideoEncoder: encoder, VideoDecoder: decoder, EncodedVideoChunk: class {}, navigator: {userAgent: 'Chrome'}},
      () =>
        wc.canReencodeVideoTrack({
          track: videoTrack({displayAspectWidth: 1280, displayAspectHeight: 720, codedWidth: 1920, fps: 25}),
          videoCodec: 'vp9',
          resizeOperation: null,
          rotate: null,
        }),
    );
    expect(ok).toBe(true);
    expect(asked.map((c) => [c.width, c.height, c.framerate, c.hardwareAcceleration, c.bitrateMode])).toEqual([
      [1280, 720, 25, 'prefer-hardware', 'quantizer'],
      [1280, 720, 25, 'prefer-software', 'quantizer'],
    ]);
    await withGlobals({VideoEncoder: encoder, VideoDecoder: decoder, navigator: {userAgent: 'Chrome'}}, async () => {
      await expect(
        wc.canReencodeVideoTrack({
          track: videoTrack({displayAspectWidth: 16384, displayAspectHeight: 16384}),
          videoCodec: 'h264',
          resizeOperation: null,
          rotate: null,
        }),
      ).rejects.toThrow('No suitable AVC1 profile found for 16384x16384@30fps');
    });
  });

  it('overallProgress is null while the duration of the input is unknown', () => {
    const {calculateProgress} = internal<{calculateProgress: (o: Obj) => number | null}>('calculate-progress.js');
    expect(calculateProgress({millisecondsWritten: 500, expectedOutputDurationInMs: null})).toBeNull();
    expect(calculateProgress({millisecondsWritten: 500, expectedOutputDurationInMs: 1000})).toBe(0.5);
  });

  it('convertMedia(): onProgress runs on a 100 ms interval by default; abort() rejects the conversion with MediaParserAbortError "Conversion aborted by user"', async () => {
    const intervals: number[] = [];
    const realSetInterval = globalThis.setInterval;
    const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms: number) => {
      intervals.push(ms);
      return realSetInterval(fn, ms);
    }) as typeof setInterval);
    const controller = wc.webcodecsController();
    // A reader that never delivers, so the conversion is still running when it is aborted
    const stalled = {
      read: () => new Promise(() => undefined),
      readWholeAsText: async () => '',
      createAdjacentFileSource: () => '',
    };
    try {
      const conversion = wc.convertMedia({
        src: 'stalled.mp4',
        container: 'wav',
        reader: stalled,
        controller,
        onProgress: () => undefined,
        logLevel: 'error',
      });
      await new Promise((r) => setTimeout(r, 20));
      controller.abort();
      const error = (await conversion.catch((e: Error) => e)) as Error;
      expect(error).toBeInstanceOf(MediaParserAbortError);
      expect(error.message).toBe('Conversion aborted by user');
    } finally {
      spy.mockRestore();
    }
    expect(intervals).toContain(100);
  });
});

describe('module formats', () => {
  it('@remotion/webcodecs, /buffer and /web-fs load as CommonJS with the functions the pages import', () => {
    const names = {
      '@remotion/webcodecs': [
        'convertMedia',
        'webcodecsController',
        'canCopyAudioTrack',
        'canCopyVideoTrack',
        'canReencodeAudioTrack',
        'canReencodeVideoTrack',
        'defaultOnAudioTrackHandler',
        'defaultOnVideoTrackHandler',
        'getAvailableAudioCodecs',
        'getAvailableContainers',
        'getAvailableVideoCodecs',
        'getDefaultAudioCodec',
        'getDefaultVideoCodec',
        'createVideoDecoder',
        'createAudioDecoder',
        'createVideoEncoder',
        'createAudioEncoder',
        'convertAudioData',
        'extractFrames',
      ],
      '@remotion/webcodecs/buffer': ['bufferWriter'],
      '@remotion/webcodecs/web-fs': ['webFsWriter', 'canUseWebFsWriter'],
    };
    const check = `const missing = []; for (const [p, ns] of Object.entries(${JSON.stringify(names)})) for (const n of ns) if (MODS[p][n] === undefined) missing.push(p + ' ' + n); process.stdout.write(JSON.stringify(missing));`;
    expect(
      JSON.parse(
        runNode(
          'cjs',
          `const MODS = {}; for (const p of ${JSON.stringify(Object.keys(names))}) MODS[p] = require(p);\n${check}`,
        ),
      ),
    ).toEqual([]);
  });

  it('next to @remotion/media-parser 4.0.278, this @remotion/webcodecs fails to load as an ES module: "does not provide an export named \'WEBCODECS_TIMESCALE\'"', () => {
    expect(() => runNode('esm', `await import('@remotion/webcodecs');`)).toThrow(
      "does not provide an export named 'WEBCODECS_TIMESCALE'",
    );
  });
});
