/**
 * Executed claims of a second read of the @remotion/webcodecs pages (docs/webcodecs/*): output
 * file names, progress of inputs without a duration, and the size and frame rate the re-encode
 * checks use. Browser classes (VideoEncoder, VideoDecoder) are replaced by stand-ins that record
 * what the package asks for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {bundledFfmpeg, fixture, lastJson, pageSays, requireInstalled, runNode} from './lib';

const internal = <T>(file: string) =>
  requireInstalled(path.join(PROJECT_ROOT, 'node_modules/@remotion/webcodecs/dist', file)) as T;

/**
 * Script prelude for runNode(): stand-ins for VideoEncoder/VideoDecoder that record each asked
 * configuration, and a navigator, which the encoder settings read for their Safari quirks.
 */
const browserStandIns = `
const asked = [];
globalThis.navigator = {userAgent: 'Chrome'};
globalThis.VideoEncoder = {isConfigSupported: async (c) => (asked.push(c), {supported: true})};
globalThis.VideoDecoder = {isConfigSupported: async () => ({supported: true})};
`;

describe('bufferWriter output name', () => {
  it("the File is named after the input with the container as extension ('holiday.mov' → 'holiday.mp4'); a Blob that is not a File gives '.wav'", async () => {
    // generate-output-filename.js: source instanceof File ? source.name : 'converted', then
    // split('.').slice(0, -1) drops the last dot part and `${withoutExtension}.${container}` is returned.
    const {generateOutputFilename} = internal<{generateOutputFilename: (s: unknown, c: string) => string}>(
      'generate-output-filename.js',
    );
    expect(generateOutputFilename('holiday.mov', 'mp4')).toBe('holiday.mp4');
    expect(generateOutputFilename(new File([], 'holiday.mov'), 'mp4')).toBe('holiday.mp4');
    const name = generateOutputFilename(new Blob([new Uint8Array([1])]), 'wav');
    expect(name).toBe('.wav');
    const {bufferWriter} = requireInstalled('@remotion/webcodecs/buffer') as {
      bufferWriter: {
        createContent: (o: {filename: string; mimeType: string; logLevel: string}) => Promise<{
          write: (a: Uint8Array) => Promise<void>;
          getBlob: () => Promise<File>;
        }>;
      };
    };
    const w = await bufferWriter.createContent({filename: name, mimeType: 'audio/wav', logLevel: 'error'});
    await w.write(new Uint8Array([1, 2, 3]));
    const file = await w.getBlob();
    expect([file.name, file.type, file.size]).toEqual(['.wav', 'audio/wav', 3]);
    expect(pageSays('webcodecs/buffer-writer')).toContain(
      'named after the input with the container as extension (`holiday.mov` becomes `holiday.mp4`); for a `Blob` that is not a `File`, such as the memo above, the name is only `.wav`.',
    );
  });
});

describe('progress without a known duration', () => {
  it('for a WebM without a duration, onProgress first reports overallProgress 0 and, once the first sample is written, null', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3c-live-'));
    try {
      // "-live 1" makes the WebM muxer leave out the duration, as MediaRecorder does.
      const live = path.join(dir, 'recording.webm');
      bundledFfmpeg([
        '-loglevel',
        'error',
        '-y',
        '-i',
        fixture('media-vp8-opus.webm'),
        '-c',
        'copy',
        '-f',
        'webm',
        '-live',
        '1',
        live,
      ]);
      const out = runNode(
        'cjs',
        `
const {convertMedia} = require('@remotion/webcodecs');
const {bufferWriter} = require('@remotion/webcodecs/buffer');
const {parseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
// This @remotion/webcodecs reads codecEnum and advancedColor; the installed 4.0.278 parser calls
// them codecWithoutConfig and color. The handlers copy the fields over, as a parser of the same
// version would deliver them, and copy the tracks (no WebCodecs classes are needed for that).
const copy = ({track}) => {
  track.codecEnum = track.codecWithoutConfig;
  if (track.type === 'video') {
    const c = track.color;
    track.advancedColor = {transfer: c.transferCharacteristics, matrix: c.matrixCoefficients, primaries: c.primaries, fullRange: c.fullRange};
  }
  return {type: 'copy'};
};
// Slow writes keep the conversion running across several progress intervals.
const slowWriter = {createContent: async (o) => {
  const w = await bufferWriter.createContent(o);
  return {...w, write: async (a) => { await new Promise((r) => setTimeout(r, 3)); return w.write(a); }};
}};
(async () => {
  const {durationInSeconds} = await parseMedia({src: ${JSON.stringify(live)}, reader: nodeReader, fields: {durationInSeconds: true}, acknowledgeRemotionLicense: true});
  const seen = [];
  const result = await convertMedia({
    src: ${JSON.stringify(live)}, reader: nodeReader, container: 'webm', writer: slowWriter, logLevel: 'error',
    onVideoTrack: copy, onAudioTrack: copy, progressIntervalInMs: 5,
    onProgress: ({overallProgress, millisecondsWritten, bytesWritten}) => seen.push({overallProgress, millisecondsWritten, bytesWritten}),
  });
  console.log(JSON.stringify({durationInSeconds, seen, final: result.finalState}));
})();
`,
      );
      type P = {overallProgress: number | null; millisecondsWritten: number; bytesWritten: number};
      const {durationInSeconds, seen, final} = lastJson<{durationInSeconds: number | null; seen: P[]; final: P}>(out);
      expect(durationInSeconds).toBeNull();
      expect(seen[0]).toMatchObject({overallProgress: 0, millisecondsWritten: 0});
      // overallProgress: 0 is the starting state; it stays 0 only while millisecondsWritten is 0
      for (const p of seen) {
        expect(p.overallProgress).toBe(p.millisecondsWritten === 0 ? 0 : null);
      }
      expect(seen.some((p) => p.overallProgress === null)).toBe(true);
      expect(final.overallProgress).toBeNull();
      expect(final.millisecondsWritten).toBeGreaterThan(900);
      expect(final.bytesWritten).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('webcodecs/fix-mediarecorder-video')).toContain(
      '`overallProgress` in `onProgress` is `0` until the first sample is written and `null` from then on.',
    );
    expect(pageSays('webcodecs/misconceptions')).toContain(
      'it is `0` until the first sample is written and `null` after that; `millisecondsWritten` and `bytesWritten` still grow.',
    );
  });
});

describe('sizes and frame rates in the re-encode checks', () => {
  it('canReencodeVideoTrack() checks displayAspectWidth × displayAspectHeight before the rotation metadata (64×36 for a 90° track shown as 36×64), while the re-encoder asks for the coded size turned by rotate - track.rotation', () => {
    const out = runNode(
      'cjs',
      `${browserStandIns}
const path = require('path');
const {canReencodeVideoTrack, webcodecsController} = require('@remotion/webcodecs');
const {reencodeVideoTrack} = require(path.join(process.cwd(), 'node_modules/@remotion/webcodecs/dist/reencode-video-track.js'));
const {parseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
(async () => {
  const {tracks} = await parseMedia({src: ${JSON.stringify(fixture('media-rotated.mp4'))}, reader: nodeReader, fields: {tracks: true}, acknowledgeRemotionLicense: true});
  const track = tracks.videoTracks[0];
  const ok = await canReencodeVideoTrack({track, videoCodec: 'vp8', resizeOperation: null, rotate: null});
  const check = asked.map((c) => [c.width, c.height]);
  asked.length = 0;
  // A handler that returns {type: 'reencode', videoCodec} without rotate, with the rotate option 0.
  // The stand-in rejects the configuration so the re-encoder stops before it needs a real encoder.
  globalThis.VideoEncoder = {isConfigSupported: async (c) => (asked.push(c), {supported: false})};
  let aborted = null;
  await reencodeVideoTrack({
    videoOperation: {type: 'reencode', videoCodec: 'vp8'}, rotate: 0, track, logLevel: 'error',
    abortConversion: (e) => { aborted = e.message; }, onMediaStateUpdate: null, controller: webcodecsController(),
    onVideoFrame: null, state: null, progressTracker: null,
  });
  const conversion = asked.map((c) => [c.width, c.height]);
  console.log(JSON.stringify({
    ok, check, conversion, aborted,
    shown: [track.width, track.height], displayAspect: [track.displayAspectWidth, track.displayAspectHeight],
    coded: [track.codedWidth, track.codedHeight], rotation: track.rotation,
  }));
})();
`,
    );
    const r = lastJson<{
      ok: boolean;
      check: number[][];
      conversion: number[][];
      aborted: string | null;
      shown: number[];
      displayAspect: number[];
      coded: number[];
      rotation: number;
    }>(out);
    expect(r.rotation).toBe(90);
    expect(r.shown).toEqual([36, 64]);
    expect(r.displayAspect).toEqual([64, 36]);
    expect(r.coded).toEqual([64, 36]);
    expect(r.ok).toBe(true);
    // height: track.displayAspectHeight, width: track.displayAspectWidth, rotation: rotate ?? 0
    expect(r.check).toEqual([[64, 36]]);
    // width: track.codedWidth, rotation (videoOperation.rotate ?? rotate) - track.rotation = -90
    expect(r.conversion[0]).toEqual([36, 64]);
    expect(r.aborted).toBe('Could not configure video encoder of track 1');
    const page = pageSays('webcodecs/can-reencode-video-track');
    expect(page).toContain(
      'that size is taken before the rotation metadata is applied, so a track stored as 1920×1080 with a rotation of 90° is checked as 1920×1080 (turned only by `rotate`), not as the 1080×1920 that players show.',
    );
    expect(page).toContain(
      "while the conversion later configures the encoder from the stored (coded) size turned by the angle the re-encoder applies, which also subtracts the track's rotation metadata",
    );
  });

  it("defaultOnVideoTrackHandler() passes the track's fps into the encoder check: it is the asked framerate, decides the H.264 level (30 fps: avc1.64002A, 120 fps: avc1.64003E) and at 240 fps makes the check reject", () => {
    const out = runNode(
      'cjs',
      `${browserStandIns}
const {defaultOnVideoTrackHandler} = require('@remotion/webcodecs');
const track = (fps) => ({trackId: 1, type: 'video', codecEnum: 'h264', codec: 'avc1.640028', width: 1920, height: 1080,
  displayAspectWidth: 1920, displayAspectHeight: 1080, codedWidth: 1920, codedHeight: 1080, rotation: 0, fps});
(async () => {
  const common = {defaultVideoCodec: 'h264', logLevel: 'error', rotate: 0, canCopyTrack: false, resizeOperation: null, outputContainer: 'mp4', inputContainer: 'webm'};
  const op = await defaultOnVideoTrackHandler({...common, track: track(30)});
  await defaultOnVideoTrackHandler({...common, track: track(120)});
  const at240 = await defaultOnVideoTrackHandler({...common, track: track(240)}).catch((e) => e.message);
  console.log(JSON.stringify({op, at240, asked: asked.filter((c) => c.hardwareAcceleration === 'prefer-hardware').map((c) => [c.framerate, c.codec])}));
})();
`,
    );
    const {op, at240, asked} = lastJson<{op: {type: string}; at240: string; asked: [number, string][]}>(out);
    expect(op.type).toBe('reencode');
    // fps: track.fps → framerate: fps ?? undefined
    expect(asked.map(([fps]) => fps)).toEqual([30, 120]);
    expect(asked.map(([, codec]) => codec)).toEqual(['avc1.64002A', 'avc1.64003E']);
    // At 240 fps no H.264 level fits 1920×1080, so the handler's check rejects
    expect(at240).toBe('No suitable AVC1 profile found for 1920x1080@240fps');
    expect(pageSays('webcodecs/default-on-video-track-handler')).toContain(
      "the track's `fps` only goes into the encoder check of step 3",
    );
  });
});

describe('Convert a video: preflight check', () => {
  it('without VideoEncoder, the preflight resolves to true when every video track can be copied and to false otherwise', async () => {
    const wc = requireInstalled('@remotion/webcodecs') as {
      canCopyVideoTrack: (o: Record<string, unknown>) => boolean;
      canReencodeVideoTrack: (o: Record<string, unknown>) => Promise<boolean>;
      getDefaultVideoCodec: (o: {container: string}) => string | null;
    };
    expect(typeof (globalThis as {VideoEncoder?: unknown}).VideoEncoder).toBe('undefined');
    // The per-track logic of src/preflight.ts, for a synthetic track of the given codec from an MP4
    const preflight = async (codecEnum: string, container: string) => {
      const videoCodec = wc.getDefaultVideoCodec({container});
      const track = {
        trackId: 1,
        codecEnum,
        width: 1280,
        height: 720,
        displayAspectWidth: 1280,
        displayAspectHeight: 720,
        rotation: 0,
        fps: 30,
      };
      const copyable = wc.canCopyVideoTrack({
        inputTrack: track,
        inputContainer: 'mp4',
        outputContainer: container,
        outputVideoCodec: null,
        rotationToApply: 0,
        resizeOperation: null,
      });
      return copyable || videoCodec === null
        ? true
        : wc.canReencodeVideoTrack({track, videoCodec, resizeOperation: null, rotate: null});
    };
    expect(await preflight('h264', 'mp4')).toBe(true);
    // typeof VideoEncoder === 'undefined' → the encoder check returns null → false
    expect(await preflight('h264', 'webm')).toBe(false);
    expect(pageSays('webcodecs/convert-a-video')).toContain(
      'In browsers without `VideoEncoder`, for example, it resolves to `false` unless every video track can be copied, because copying needs no encoder.',
    );
  });
});

describe('Track Transformation: logged operations', () => {
  it("the default handlers' operations print with their keys in this order: {type, videoCodec, rotate, resize} and {type, bitrate, audioCodec, sampleRate}", () => {
    const out = runNode(
      'cjs',
      `${browserStandIns}
globalThis.AudioEncoder = {isConfigSupported: async () => ({supported: true})};
globalThis.AudioDecoder = {isConfigSupported: async () => ({supported: true})};
globalThis.EncodedAudioChunk = class {};
const util = require('util');
const {defaultOnAudioTrackHandler, defaultOnVideoTrackHandler} = require('@remotion/webcodecs');
(async () => {
  const common = {logLevel: 'error', canCopyTrack: false, outputContainer: 'mp4', inputContainer: 'webm'};
  const video = await defaultOnVideoTrackHandler({...common, defaultVideoCodec: 'h264', rotate: 0, resizeOperation: null,
    track: {trackId: 1, codecEnum: 'vp8', codec: 'vp8', width: 1280, height: 720, displayAspectWidth: 1280, displayAspectHeight: 720, rotation: 0, fps: 30}});
  const audio = await defaultOnAudioTrackHandler({...common, defaultAudioCodec: 'aac',
    track: {trackId: 2, codecEnum: 'opus', codec: 'opus', numberOfChannels: 2, sampleRate: 48000}});
  console.log(JSON.stringify([util.inspect(video, {breakLength: Infinity}), util.inspect(audio, {breakLength: Infinity})]));
})();
`,
    );
    const [video, audio] = lastJson<[string, string]>(out);
    expect(video).toBe("{ type: 'reencode', videoCodec: 'h264', rotate: 0, resize: null }");
    // default-on-audio-track-handler.js returns {type: 'reencode', bitrate, audioCodec: defaultAudioCodec, sampleRate: null}
    expect(audio).toBe("{ type: 'reencode', bitrate: 128000, audioCodec: 'aac', sampleRate: null }");
    expect(pageSays('webcodecs/track-transformation')).toContain(
      "`audio track 2: {type: 'reencode', bitrate: 128000, audioCodec: 'aac', sampleRate: null}`",
    );
  });
});
