/**
 * Executed claims of a second read of the media-parser guides and references (download-and-parse,
 * fast-and-slow, format-support, metadata): the installed @remotion/media-parser runs in Node.js on
 * the committed test media.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {bundledFfmpeg, fixture, lastJson, pageSays, runNode} from './lib';

/** What every script below starts with: Node's file modules and media-parser's Node reader and writer. */
const MEDIA_PARSER_PRELUDE = `const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {nodeReader} = require('@remotion/media-parser/node');
const {nodeWriter} = require('@remotion/media-parser/node-writer');
`;

describe('download and parse guide', () => {
  it('saves 0 bytes of a faststart MP4 and a WAV without track callbacks, and an exact copy with them', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {downloadAndParseMedia} = require('@remotion/media-parser');
(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3d-'));
  const result = {};
  for (const src of ${JSON.stringify([fixture('media-h264-aac.mp4'), fixture('media-tone.wav')])}) {
    const name = path.basename(src);
    const target = path.join(dir, name);
    // The fields of the guide's first script, without and with the two track callbacks
    const fields = {container: true, durationInSeconds: true, dimensions: true, videoCodec: true, audioCodec: true};
    await downloadAndParseMedia({src, reader: nodeReader, writer: nodeWriter(target), fields, acknowledgeRemotionLicense: true, logLevel: 'verbose'});
    const without = fs.statSync(target).size;
    await downloadAndParseMedia({src, reader: nodeReader, writer: nodeWriter(target), fields, onVideoTrack: () => () => {}, onAudioTrack: () => () => {}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    result[name] = {without, withCallbacksIdentical: fs.readFileSync(target).equals(fs.readFileSync(src))};
  }
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(JSON.stringify(result));
})();
`,
    );
    // The parser breaks out of its loop when it could skip to the end, before the writer gets any bytes.
    expect(out.split('Skipped to end of file, not fetching.').length - 1).toBe(2);
    const r = lastJson<Record<string, {without: number; withCallbacksIdentical: boolean}>>(out);
    expect(r['media-h264-aac.mp4']).toEqual({without: 0, withCallbacksIdentical: true});
    expect(r['media-tone.wav']).toEqual({without: 0, withCallbacksIdentical: true});
    const page = pageSays('media-parser/download-and-parse');
    expect(page).toContain('onVideoTrack: () => () => {},');
    expect(page).toContain('is saved with 0 bytes');
  });

  it('the last percentage stays below 1, and under 0.01 for a half-second WAV', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {downloadAndParseMedia} = require('@remotion/media-parser');
const memoryWriter = {
  createContent: async () => ({
    write: async () => undefined,
    finish: async () => undefined,
    getBlob: async () => new Blob([]),
    remove: async () => undefined,
    updateDataAt: async () => undefined,
    getWrittenByteCount: () => 0,
  }),
};
(async () => {
  const last = {};
  for (const src of ${JSON.stringify([fixture('media-vp8-opus.webm'), fixture('media-tone.mp3'), fixture('media-tone.wav')])}) {
    const reports = [];
    await downloadAndParseMedia({
      src, reader: nodeReader, writer: memoryWriter, fields: {durationInSeconds: true},
      onVideoTrack: () => () => {}, onAudioTrack: () => () => {},
      progressIntervalInMs: 0, onParseProgress: ({percentage}) => void reports.push(percentage),
      acknowledgeRemotionLicense: true, logLevel: 'error',
    });
    last[src.split('/').pop()] = reports.at(-1);
  }
  console.log(JSON.stringify(last));
})();
`,
    );
    const last = lastJson<Record<string, number>>(out);
    expect(last['media-vp8-opus.webm']).toBeGreaterThan(0.9);
    expect(last['media-vp8-opus.webm']).toBeLessThan(1);
    expect(last['media-tone.mp3']).toBeGreaterThan(0.9);
    expect(last['media-tone.mp3']).toBeLessThan(1);
    expect(last['media-tone.wav']).toBeLessThan(0.01);
    expect(pageSays('media-parser/download-and-parse')).toContain('a `percentage` that never reaches `1`');
  });
});

describe('fast and slow fields', () => {
  it('keyframes is [] for a fragmented MP4 and null for WebM, while slowKeyframes finds them', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  const result = {};
  for (const src of ${JSON.stringify([fixture('media-fragmented.mp4'), fixture('media-vp8-opus.webm'), fixture('media-h264-aac.mp4')])}) {
    const {keyframes} = await parseMedia({src, reader: nodeReader, fields: {keyframes: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    const {slowKeyframes} = await parseMedia({src, reader: nodeReader, fields: {slowKeyframes: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    result[src.split('/').pop()] = {keyframes: keyframes === null ? null : keyframes.length, slowKeyframes: slowKeyframes.length};
  }
  console.log(JSON.stringify(result));
})();
`,
    );
    const r = lastJson<Record<string, {keyframes: number | null; slowKeyframes: number}>>(out);
    expect(r['media-fragmented.mp4']).toEqual({keyframes: 0, slowKeyframes: 2});
    expect(r['media-vp8-opus.webm']).toEqual({keyframes: null, slowKeyframes: 2});
    expect(r['media-h264-aac.mp4']).toEqual({keyframes: 2, slowKeyframes: 2});
    expect(pageSays('media-parser/fast-and-slow')).toContain('for fragmented MP4 it is `[]` instead');
  });

  it('slowFps alone is 0 for a faststart and a moov-at-end MP4, and 10 when fps is requested too', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  const result = {};
  for (const src of ${JSON.stringify([fixture('media-h264-aac.mp4'), fixture('media-moov-at-end.mp4')])}) {
    const alone = await parseMedia({src, reader: nodeReader, fields: {slowFps: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    const withFps = await parseMedia({src, reader: nodeReader, fields: {fps: true, slowFps: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    result[src.split('/').pop()] = {alone: alone.slowFps, withFps: withFps.slowFps};
  }
  console.log(JSON.stringify(result));
})();
`,
    );
    // emit-available-info.js emits slowFps as state.slowDurationAndFps.getFps() before any sample was counted,
    // unless the fps branch has already emitted the header value.
    const r = lastJson<Record<string, {alone: number; withFps: number}>>(out);
    expect(r['media-h264-aac.mp4']).toEqual({alone: 0, withFps: 10});
    expect(r['media-moov-at-end.mp4']).toEqual({alone: 0, withFps: 10});
    expect(pageSays('media-parser/fast-and-slow')).toContain('request `fps` as well: alone it comes out as `0`');
  });
});

describe('format support', () => {
  it('an H.265 MPEG-TS: tracks ends with "has been reached, but no tracks have been found", videoCodec is null, dimensions throws "Unsupported stream type"', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  const result = {};
  for (const field of ['tracks', 'videoCodec', 'dimensions']) {
    try {
      const r = await parseMedia({src: ${JSON.stringify(fixture('media-hevc.ts'))}, reader: nodeReader, fields: {[field]: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
      result[field] = {value: r[field]};
    } catch (e) {
      result[field] = {error: e.message};
    }
  }
  console.log(JSON.stringify(result));
})();
`,
    );
    const r = lastJson<Record<string, {value?: unknown; error?: string}>>(out);
    expect(r.tracks.error).toContain('has been reached, but no tracks have been found');
    expect(r.videoCodec).toEqual({value: null});
    expect(r.dimensions.error).toBe('Unsupported stream type 36');
    expect(pageSays('media-parser/format-support')).toContain(
      '`videoCodec` resolves to `null` as if there were no video, while `dimensions` throws `Unsupported stream type …`',
    );
  });
});

describe('getting metadata guide', () => {
  it('fps is null for a fragmented MP4, and slowFps has the rate', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  const src = ${JSON.stringify(fixture('media-fragmented.mp4'))};
  const {fps} = await parseMedia({src, reader: nodeReader, fields: {fps: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
  const {slowFps} = await parseMedia({src, reader: nodeReader, fields: {slowFps: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
  console.log(JSON.stringify({fps, slowFps}));
})();
`,
    );
    // A fragmented MP4 has an empty stts box, so calculateFps() in get-fps.js sees totalSamples === 0 and returns null.
    const r = lastJson<{fps: number | null; slowFps: number}>(out);
    expect(r.fps).toBe(null);
    expect(r.slowFps).toBeGreaterThan(9);
    expect(pageSays('media-parser/metadata')).toContain('fragmented MP4 files report `null` as well');
  });
});

describe('WAV samples at 44.1 and 48 kHz', () => {
  // One second of 48 kHz stereo 16-bit PCM is 192000 bytes, more than the reader has delivered when a block is cut.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3d-wav-'));
  const stereo48 = path.join(dir, 'stereo-48k-10s.wav');
  const mono44 = path.join(dir, 'mono-44k-6s.wav');
  beforeAll(() => {
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000:duration=10',
      '-ac',
      '2',
      stereo48,
    ]);
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100:duration=6',
      '-ac',
      '1',
      mono44,
    ]);
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  const run = () =>
    lastJson<{
      samples: {bytes: number; duration: number}[];
      dataBytes: number;
      slowAudioBitrate: number;
      written: number;
      size: number;
    }>(
      runNode(
        'cjs',
        `
${MEDIA_PARSER_PRELUDE}const {parseMedia, downloadAndParseMedia} = require('@remotion/media-parser');
(async () => {
  const samples = [];
  const {slowAudioBitrate} = await parseMedia({
    src: ${JSON.stringify(stereo48)}, reader: nodeReader, fields: {slowAudioBitrate: true},
    onAudioTrack: () => (s) => void samples.push({bytes: s.data.byteLength, duration: s.duration}),
    acknowledgeRemotionLicense: true, logLevel: 'error',
  });
  const kept = [];
  const writer = {createContent: async () => ({
    write: async (d) => void kept.push(Buffer.from(d)), finish: async () => undefined, remove: async () => undefined,
    getBlob: async () => new Blob(kept), updateDataAt: async () => undefined, getWrittenByteCount: () => 0,
  })};
  await downloadAndParseMedia({src: ${JSON.stringify(mono44)}, reader: nodeReader, writer, onAudioTrack: () => () => {}, acknowledgeRemotionLicense: true, logLevel: 'error'});
  const written = Buffer.concat(kept);
  const original = fs.readFileSync(${JSON.stringify(mono44)});
  if (!original.subarray(0, written.length).equals(written)) throw new Error('not a prefix');
  console.log(JSON.stringify({samples, dataBytes: fs.statSync(${JSON.stringify(stereo48)}).size - 78, slowAudioBitrate, written: written.length, size: original.length}));
})();
`,
      ),
    );

  let result: ReturnType<typeof run> | null = null;
  const once = () => (result ??= run());

  // parse-video-section.js reads secondsToRead = 1 per step with iterator.getSlice(toRead), which returns only the
  // bytes that have arrived, while duration is computed from toRead.
  it('a 10-second 48 kHz stereo WAV gives ten samples with duration 1000000 and fewer than 192000 bytes each', () => {
    const r = once();
    expect(r.samples).toHaveLength(10);
    expect(r.samples.every((s) => s.duration === 1000000 && s.bytes < 192000)).toBe(true);
    expect(r.samples.reduce((a, s) => a + s.bytes, 0)).toBeLessThan(r.dataBytes / 2);
    expect(pageSays('media-parser/samples')).toContain('although `duration` still says one second');
  });

  it('slowAudioBitrate of a 10-second 48 kHz stereo WAV is below half of 1536000', () => {
    // 48000 Hz × 2 channels × 16 bit = 1536000 bit/s; the parser divides audioSizesInBytes * 8 (the delivered bytes) by the duration.
    expect(once().slowAudioBitrate).toBeLessThan(1536000 / 2);
    expect(pageSays('media-parser/fields')).toContain(
      'For longer WAV files at 44.1 or 48 kHz the value comes out too low',
    );
  });

  // At the end, removeBytesRead() hands the writer uintArray.slice(0, bytesToRemove), which is shorter than bytesToRemove
  // when the counter has run ahead of the bytes that arrived.
  it('downloadAndParseMedia() with track callbacks writes a 6-second 44.1 kHz WAV shorter than the source', () => {
    const r = once();
    expect(r.written).toBeLessThan(r.size);
    expect(pageSays('media-parser/download-and-parse')).toContain(
      'WAV files at 44.1 or 48 kHz can come out shorter than the source even with the callbacks',
    );
  });
});

describe('variable-bitrate MP3 duration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3d-vbr-'));
  const vbr = path.join(dir, 'vbr-10s.mp3');
  beforeAll(() => {
    // LAME writes a Xing header for -q:a (VBR)
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=1000:duration=10',
      '-c:a',
      'libmp3lame',
      '-q:a',
      '4',
      vbr,
    ]);
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('durationInSeconds of a 10-second VBR MP3 is not null but under half the sum of the sample durations, and slowDurationInSeconds repeats it', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  let summed = 0;
  const header = await parseMedia({src: ${JSON.stringify(vbr)}, reader: nodeReader, fields: {durationInSeconds: true}, acknowledgeRemotionLicense: true, logLevel: 'verbose'});
  const slow = await parseMedia({
    src: ${JSON.stringify(vbr)}, reader: nodeReader, fields: {slowDurationInSeconds: true},
    onAudioTrack: () => (s) => void (summed += s.duration),
    acknowledgeRemotionLicense: true, logLevel: 'error',
  });
  console.log(JSON.stringify({durationInSeconds: header.durationInSeconds, slowDurationInSeconds: slow.slowDurationInSeconds, summedSeconds: summed / 1e6}));
})();
`,
    );
    // parse-mpeg-header.js skips the Xing frame (isVbr), then calls setCbrMp3Info() with the next frame's bitrate.
    expect(out).toContain('MP3 has variable bit rate');
    const r = lastJson<{durationInSeconds: number | null; slowDurationInSeconds: number; summedSeconds: number}>(out);
    expect(r.summedSeconds).toBeCloseTo(10, 0);
    expect(r.durationInSeconds).not.toBe(null);
    expect(r.durationInSeconds).toBeLessThan(r.summedSeconds / 2);
    expect(r.slowDurationInSeconds).toBe(r.durationInSeconds);
    expect(pageSays('media-parser/fields')).toContain('this estimate can be far off');
    expect(pageSays('media-parser/fields')).toContain('`slowDurationInSeconds` reuses the estimate');
    expect(pageSays('media-parser/fast-and-slow')).toContain(
      'a variable-bitrate MP3 gets an estimate that can be far off',
    );
    expect(pageSays('media-parser/format-support')).toContain(
      'for variable-bitrate files it is not `null` but can be far off',
    );
    expect(pageSays('media-parser/metadata')).toContain(
      'For a variable-bitrate MP3, `durationInSeconds` is extrapolated',
    );
  });
});

describe('tags in WebM', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3d-tags-'));
  const tagged = path.join(dir, 'tagged.webm');
  beforeAll(() => {
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-y',
      '-i',
      fixture('media-vp8-opus.webm'),
      '-c',
      'copy',
      '-metadata',
      'title=Harbour',
      '-metadata',
      'artist=Crew',
      tagged,
    ]);
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('a WebM written with -metadata title=… and artist=… has a SimpleTag artist but no title in metadata, while its Info element holds the Title', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  const {metadata, structure} = await parseMedia({src: ${JSON.stringify(tagged)}, reader: nodeReader, fields: {metadata: true, structure: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
  const info = structure.boxes.find((b) => b.type === 'Segment').value.find((b) => b.type === 'Info');
  const title = info.value.find((b) => b.type === 'Title');
  console.log(JSON.stringify({keys: metadata.filter((m) => m.trackId === null).map((m) => m.key), infoTitle: title ? title.value : null}));
})();
`,
    );
    const r = lastJson<{keys: string[]; infoTitle: string | null}>(out);
    expect(r.infoTitle).toBe('Harbour');
    // metadata-from-matroska.js only walks the SimpleTag entries of the Tags element
    expect(r.keys).toContain('artist');
    expect(r.keys).not.toContain('title');
    expect(pageSays('media-parser/tags')).toContain('For WebM and MKV, only `SimpleTag` entries are read.');
  });
});

describe('VideoTrack of a stretched WebM', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3d-sar-'));
  const stretchedWebm = path.join(dir, 'stretched.webm');
  const stretchedMp4 = path.join(dir, 'stretched.mp4');
  beforeAll(() => {
    // -aspect with stream copy writes DisplayWidth/DisplayHeight in Matroska and a pasp box in MP4
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-y',
      '-i',
      fixture('media-vp8-opus.webm'),
      '-c',
      'copy',
      '-aspect',
      '32:9',
      stretchedWebm,
    ]);
    bundledFfmpeg([
      '-loglevel',
      'error',
      '-y',
      '-i',
      fixture('media-h264-aac.mp4'),
      '-c',
      'copy',
      '-aspect',
      '32:9',
      stretchedMp4,
    ]);
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('sampleAspectRatio is 1/1 for a 64×36 WebM displayed at 128×36, and 2/1 for the same stretch in MP4', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {parseMedia} = require('@remotion/media-parser');
(async () => {
  const result = {};
  for (const src of ${JSON.stringify([stretchedWebm, stretchedMp4])}) {
    const {tracks} = await parseMedia({src, reader: nodeReader, fields: {tracks: true}, acknowledgeRemotionLicense: true, logLevel: 'error'});
    const t = tracks.videoTracks[0];
    result[src.split('.').pop()] = {width: t.width, codedWidth: t.codedWidth, sampleAspectRatio: t.sampleAspectRatio};
  }
  console.log(JSON.stringify(result));
})();
`,
    );
    const r = lastJson<Record<string, {width: number; codedWidth: number; sampleAspectRatio: unknown}>>(out);
    expect(r.webm).toEqual({width: 128, codedWidth: 64, sampleAspectRatio: {numerator: 1, denominator: 1}});
    expect(r.mp4).toEqual({width: 128, codedWidth: 64, sampleAspectRatio: {numerator: 2, denominator: 1}});
    expect(pageSays('media-parser/types')).toContain('Always `1/1` for WebM and MKV');
  });
});

describe('download and parse guide, rejecting a file', () => {
  it('abort() from onAudioCodec rejects with MediaParserAbortError and the default onError has already removed the nodeWriter file', () => {
    const out = runNode(
      'cjs',
      `
${MEDIA_PARSER_PRELUDE}const {downloadAndParseMedia, hasBeenAborted, mediaParserController} = require('@remotion/media-parser');
(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r3d-reject-'));
  const result = {};
  for (const src of ${JSON.stringify([fixture('media-moov-at-end.mp4'), fixture('media-vp8-opus.webm')])}) {
    const target = path.join(dir, 'latest.bin');
    const controller = mediaParserController();
    let aborted = null;
    try {
      await downloadAndParseMedia({
        src, reader: nodeReader, writer: nodeWriter(target), controller,
        onVideoTrack: () => () => {}, onAudioTrack: () => () => {},
        onAudioCodec: () => controller.abort(),
        acknowledgeRemotionLicense: true, logLevel: 'error',
      });
    } catch (err) {
      aborted = hasBeenAborted(err);
    }
    result[path.basename(src)] = {aborted, fileExists: fs.existsSync(target)};
  }
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(JSON.stringify(result));
})();
`,
    );
    const r = lastJson<Record<string, {aborted: boolean | null; fileExists: boolean}>>(out);
    expect(r['media-moov-at-end.mp4']).toEqual({aborted: true, fileExists: false});
    expect(r['media-vp8-opus.webm']).toEqual({aborted: true, fileExists: false});
    expect(pageSays('media-parser/download-and-parse')).toContain(
      'the default `onError` removes the partially written file',
    );
  });
});
