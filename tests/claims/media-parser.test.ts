/**
 * Executed claims of the @remotion/media-parser pages (docs/media-parser/*). Every test parses the
 * small fixtures in tests/fixtures/media (made with the FFmpeg of @remotion/compositor-*) with the
 * installed @remotion/media-parser 4.0.278, in this Node.js process; HTTP behaviour is checked
 * against a server on 127.0.0.1 started by the test.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fixture, installedFile, type MediaController, requireInstalled, runNode} from './lib';

type Obj = Record<string, unknown>;
type Reader = {
  read: (o: {
    src: unknown;
    range: unknown;
    controller: unknown;
  }) => Promise<Obj & {reader: {reader: StreamReader; abort: () => void}}>;
  readWholeAsText: (src: unknown) => Promise<string>;
  createAdjacentFileSource: (relative: string, src: unknown) => string;
};
type StreamReader = {
  read: () => Promise<{done: boolean; value?: Uint8Array}>;
  cancel: (r?: unknown) => Promise<void>;
  releaseLock: () => void;
};
type Sample = {
  data: Uint8Array;
  type: 'key' | 'delta';
  timestamp: number;
  cts: number;
  dts: number;
  duration: number | undefined;
  timescale: number;
  trackId: number;
  offset: number;
};
type MediaParser = {
  parseMedia: (o: Obj) => Promise<Obj>;
  downloadAndParseMedia: (o: Obj) => Promise<Obj>;
  mediaParserController: () => MediaController & {_internals: {signal: AbortSignal}};
  hasBeenAborted: (e: unknown) => boolean;
  MediaParserAbortError: new (message: string) => Error;
  IsAnImageError: new (...a: never[]) => Error;
  IsAGifError: new (...a: never[]) => Error;
  IsAPdfError: new (...a: never[]) => Error;
  IsAnUnsupportedFileTypeError: new (...a: never[]) => Error;
  VERSION: string;
};

const mp = requireInstalled('@remotion/media-parser') as MediaParser;
const {nodeReader} = requireInstalled('@remotion/media-parser/node') as {nodeReader: Reader};
const {universalReader} = requireInstalled('@remotion/media-parser/universal') as {universalReader: Reader};
const {nodeWriter} = requireInstalled('@remotion/media-parser/node-writer') as {nodeWriter: (p: string) => Obj};

const parse = (file: string, options: Obj = {}) =>
  mp.parseMedia({
    src: fixture(file),
    reader: nodeReader,
    acknowledgeRemotionLicense: true,
    logLevel: 'error',
    ...options,
  });

/** A reader that serves bytes from memory in chunks of `chunk` bytes and records every read() call. */
const memoryReader = (
  files: Record<string, Uint8Array>,
  log: {ranges: unknown[]; bytes: number},
  chunk = 512,
): Reader => ({
  read: async ({src, range}) => {
    log.ranges.push(range);
    const all = files[String(src)];
    const start = range === null ? 0 : typeof range === 'number' ? range : (range as number[])[0];
    let pos = start;
    const reader: StreamReader = {
      read: async () => {
        if (pos >= all.byteLength) {
          return {done: true};
        }
        const value = all.subarray(pos, pos + chunk);
        pos += value.byteLength;
        log.bytes += value.byteLength;
        return {done: false, value};
      },
      cancel: async () => undefined,
      releaseLock: () => undefined,
    };
    return {
      reader: {reader, abort: () => undefined},
      contentLength: all.byteLength,
      contentType: null,
      name: String(src).split('/').pop() ?? 'unknown',
      supportsContentRange: true,
      needsContentRange: true,
    };
  },
  readWholeAsText: async (src) => new TextDecoder().decode(files[String(src)]),
  createAdjacentFileSource: () => {
    throw new Error('no playlists');
  },
});

const read = (file: string) => new Uint8Array(fs.readFileSync(fixture(file)));

/** Runs `fn` while recording console.log and console.warn output. */
const captureConsole = async (fn: () => Promise<unknown>) => {
  const lines: string[] = [];
  const spyLog = vi
    .spyOn(console, 'log')
    .mockImplementation((...a: unknown[]) => void lines.push(`log ${a.join(' ')}`));
  const spyWarn = vi
    .spyOn(console, 'warn')
    .mockImplementation((...a: unknown[]) => void lines.push(`warn ${a.join(' ')}`));
  try {
    await fn();
  } finally {
    spyLog.mockRestore();
    spyWarn.mockRestore();
  }
  return lines;
};

// ---- byte surgery on the fixtures, to make the rare cases the pages describe ----

/** MP4 with the moov box at the end: adds a sync-sample table (stss) listing only sample 1 to the audio track. */
const mp4WithAudioSyncTable = () => {
  const src = Buffer.from(read('media-moov-at-end.mp4'));
  const box = (start: number) => ({size: src.readUInt32BE(start), type: src.toString('latin1', start + 4, start + 8)});
  const children = (start: number, end: number) => {
    const out: {start: number; size: number; type: string}[] = [];
    for (let o = start; o < end;) {
      const b = box(o);
      out.push({start: o, ...b});
      o += b.size;
    }
    return out;
  };
  const moov = children(0, src.length).find((b) => b.type === 'moov')!;
  const traks = children(moov.start + 8, moov.start + moov.size).filter((b) => b.type === 'trak');
  const audio = traks.find((t) => src.toString('latin1', t.start, t.start + t.size).includes('soun'))!;
  const mdia = children(audio.start + 8, audio.start + audio.size).find((b) => b.type === 'mdia')!;
  const minf = children(mdia.start + 8, mdia.start + mdia.size).find((b) => b.type === 'minf')!;
  const stbl = children(minf.start + 8, minf.start + minf.size).find((b) => b.type === 'stbl')!;
  const stss = Buffer.alloc(20);
  stss.writeUInt32BE(20, 0);
  stss.write('stss', 4, 'latin1');
  stss.writeUInt32BE(1, 12); // one entry
  stss.writeUInt32BE(1, 16); // sample 1
  const insertAt = stbl.start + stbl.size;
  const out = Buffer.concat([src.subarray(0, insertAt), stss, src.subarray(insertAt)]);
  for (const parent of [moov, audio, mdia, minf, stbl]) {
    out.writeUInt32BE(parent.size + 20, parent.start);
  }
  return new Uint8Array(out);
};

/** WebM whose last video SimpleBlock keeps its 4 header bytes but no frame data (the rest becomes a Void element). */
const webmWithEmptyVideoBlock = () => {
  const buf = Buffer.from(read('media-vp8-opus.webm'));
  const vintLength = (b: number) => {
    for (let i = 0; i < 8; i++) {
      if (b & (0x80 >> i)) return i + 1;
    }
    throw new Error('bad vint');
  };
  const blocks: {start: number; dataStart: number; dataEnd: number; track: number}[] = [];
  const walk = (start: number, end: number) => {
    for (let o = start; o < end;) {
      const idLength = vintLength(buf[o]);
      const id = buf.toString('hex', o, o + idLength);
      const sizeLength = vintLength(buf[o + idLength]);
      let size = buf[o + idLength] & (0xff >> sizeLength);
      for (let i = 1; i < sizeLength; i++) size = size * 256 + buf[o + idLength + i];
      const unknown = size === 2 ** (7 * sizeLength) - 1;
      const dataStart = o + idLength + sizeLength;
      const dataEnd = unknown ? end : dataStart + size;
      if (id === '18538067' || id === '1f43b675') walk(dataStart, dataEnd);
      if (id === 'a3') blocks.push({start: o, dataStart, dataEnd, track: buf[dataStart] & 0x7f});
      o = dataEnd;
    }
  };
  walk(0, buf.length);
  const block = blocks.filter((b) => b.track === 1).pop()!;
  const out = Buffer.from(buf);
  out[block.start] = 0xa3;
  out[block.start + 1] = 0x84; // size 4: track number, timecode, flags
  buf.copy(out, block.start + 2, block.dataStart, block.dataStart + 4);
  const voidStart = block.start + 6;
  out[voidStart] = 0xec; // Void element with an 8-byte size
  let voidSize = block.dataEnd - voidStart - 9;
  out[voidStart + 1] = 0x01;
  for (let i = 8; i >= 2; i--) {
    out[voidStart + i] = voidSize & 0xff;
    voidSize = Math.floor(voidSize / 256);
  }
  out.fill(0, voidStart + 9, block.dataEnd);
  return new Uint8Array(out);
};

// ---- an HTTP server on 127.0.0.1 ----

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [, mode, file] = (req.url ?? '').split('/');
    const body = fs.readFileSync(fixture(file.split('?')[0]));
    if (mode === 'missing') {
      res.writeHead(404).end('not found');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {'content-type': 'video/mp4'};
    if (mode === 'quoted') headers['content-disposition'] = 'attachment; filename="named.mp4"';
    if (mode === 'unquoted') headers['content-disposition'] = 'attachment; filename=named.mp4';
    if (mode === 'chunked') {
      res.writeHead(200, headers);
      res.write(body.subarray(0, 100));
      res.end(body.subarray(100));
      return;
    }
    const range = /bytes=(\d+)-/.exec(String(req.headers.range ?? ''));
    if (range && mode !== 'norange') {
      const start = Number(range[1]);
      res.writeHead(206, {
        ...headers,
        'content-length': body.length - start,
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      });
      res.end(body.subarray(start));
      return;
    }
    res.writeHead(200, {...headers, 'content-length': body.length});
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetchParse = (url: string, fields: Obj) =>
  mp.parseMedia({src: url, fields, acknowledgeRemotionLicense: true, logLevel: 'error'});

// =====================================================================================

describe('parseMedia() options', () => {
  it('progressIntervalInMs defaults to 100 (also for null): onParseProgress is driven by a 100 ms setInterval', async () => {
    const intervals: number[] = [];
    const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms: number) => {
      intervals.push(ms);
      return 0 as unknown as NodeJS.Timeout;
    }) as typeof setInterval);
    try {
      await parse('media-h264-aac.mp4', {fields: {durationInSeconds: true}, onParseProgress: () => undefined});
      await parse('media-h264-aac.mp4', {
        fields: {durationInSeconds: true},
        onParseProgress: () => undefined,
        progressIntervalInMs: null,
      });
    } finally {
      spy.mockRestore();
    }
    expect(intervals).toEqual([100, 100]);
  });

  it('with progressIntervalInMs 0 every parse step reports at once, and the last report of an early exit is far below 1', async () => {
    const reports: number[] = [];
    await parse('media-vp8-opus.webm', {
      fields: {dimensions: true},
      progressIntervalInMs: 0,
      onParseProgress: ({percentage}: {percentage: number}) => void reports.push(percentage),
    });
    expect(reports.length).toBeGreaterThan(1);
    expect(reports[reports.length - 1]).toBeLessThan(0.5);
  });

  it('the progress timer is not stopped when parsing finishes; abort() on the controller clears it', async () => {
    const cleared: unknown[] = [];
    const spyClear = vi.spyOn(globalThis, 'clearInterval').mockImplementation((h) => void cleared.push(h));
    const controller = mp.mediaParserController();
    let handle: unknown = null;
    const realSetInterval = globalThis.setInterval;
    const spySet = vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms: number) => {
      handle = realSetInterval(fn, ms);
      return handle;
    }) as typeof setInterval);
    try {
      await parse('media-h264-aac.mp4', {
        fields: {durationInSeconds: true},
        controller,
        onParseProgress: () => undefined,
      });
      expect(handle).not.toBeNull();
      expect(cleared).not.toContain(handle);
      controller.abort();
      expect(cleared).toContain(handle);
    } finally {
      spySet.mockRestore();
      spyClear.mockRestore();
      clearInterval(handle as NodeJS.Timeout);
    }
  });

  it("logLevel defaults to 'info', which prints exactly what 'warn' prints: nothing is logged at info level", async () => {
    const run = (logLevel?: string) =>
      captureConsole(() =>
        mp.parseMedia({
          src: fixture('media-h264-aac.mp4'),
          reader: nodeReader,
          acknowledgeRemotionLicense: true,
          ...(logLevel ? {logLevel} : {}),
        }),
      );
    const byDefault = await run();
    expect(byDefault).toEqual(await run('info'));
    expect(byDefault).toEqual(await run('warn'));
    expect(byDefault.some((l) => l.includes('No `fields` and no `on*` callbacks'))).toBe(true);
    expect((await run('verbose')).length).toBeGreaterThan(byDefault.length);
  });

  it('the default reader is webReader: a local path without nodeReader rejects with "is not a URL - needs to start with http:// or https:// or blob:"', async () => {
    await expect(mp.parseMedia({src: fixture('media-h264-aac.mp4'), acknowledgeRemotionLicense: true})).rejects.toThrow(
      `${fixture('media-h264-aac.mp4')} is not a URL - needs to start with http:// or https:// or blob:. If you want to read a local file, pass \`reader: nodeReader\` to parseMedia().`,
    );
  });

  it('without acknowledgeRemotionLicense the first call of a process logs a two-line note at the warn level, later calls log nothing', () => {
    const out = runNode(
      'cjs',
      `const {parseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
const warns = [];
console.warn = (...a) => warns.push(a.join(' '));
(async () => {
  for (let i = 0; i < 2; i++) await parseMedia({src: ${JSON.stringify(fixture('media-h264-aac.mp4'))}, reader: nodeReader, fields: {durationInSeconds: true}});
  process.stdout.write(JSON.stringify(warns));
  process.exit(0);
})();`,
    );
    const warns = JSON.parse(out) as string[];
    expect(warns).toHaveLength(2);
    expect(warns[0]).toBe(
      'Note: Some companies are required to obtain a license to use @remotion/media-parser. See: https://remotion.dev/license',
    );
    expect(warns[1]).toBe(
      'Pass `acknowledgeRemotionLicense: true` to `parseMedia()` function to make this message disappear.',
    );
  });

  it('a callback alone extracts a field without adding it to the return value; a field set to false is left out and switches its callback off', async () => {
    const seen: unknown[] = [];
    const result = await parse('media-h264-aac.mp4', {
      fields: {durationInSeconds: true},
      onDimensions: (d: unknown) => void seen.push(d),
    });
    expect(Object.keys(result)).toEqual(['durationInSeconds']);
    expect(seen).toEqual([{width: 64, height: 36}]);
    const off: unknown[] = [];
    const withFalse = await parse('media-h264-aac.mp4', {
      fields: {durationInSeconds: true, dimensions: false},
      onDimensions: (d: unknown) => void off.push(d),
    });
    expect(Object.keys(withFalse)).toEqual(['durationInSeconds']);
    expect(off).toEqual([]);
  });

  it('without any fields and callbacks parseMedia() opens the source, logs the warning and resolves with {} without reading a byte', async () => {
    const log = {ranges: [] as unknown[], bytes: 0};
    let result: Obj = {x: 1};
    const lines = await captureConsole(async () => {
      result = await mp.parseMedia({
        src: 'clip.mp4',
        reader: memoryReader({'clip.mp4': read('media-h264-aac.mp4')}, log),
        acknowledgeRemotionLicense: true,
      });
    });
    expect(result).toEqual({});
    expect(log.ranges).toEqual([null]);
    expect(log.bytes).toBe(0);
    expect(lines.join('\n')).toContain(
      'Warning - No `fields` and no `on*` callbacks were passed to `parseMedia()`. Specify the data you would like to retrieve.',
    );
  });

  it('onContainer and onIsHdr are called on every parse step while samples are read (more than 150 times for a 50 kB MP4); every other field callback once; onInternalStats never', async () => {
    const counts: Record<string, number> = {};
    const count = (name: string) => () => void (counts[name] = (counts[name] ?? 0) + 1);
    let samples = 0;
    await parse('media-h264-aac.mp4', {
      onContainer: count('onContainer'),
      onIsHdr: count('onIsHdr'),
      onDimensions: count('onDimensions'),
      onDurationInSeconds: count('onDurationInSeconds'),
      onTracks: count('onTracks'),
      onSlowNumberOfFrames: count('onSlowNumberOfFrames'),
      onInternalStats: count('onInternalStats'),
      onVideoTrack: () => () => void samples++,
      onAudioTrack: () => () => void samples++,
    });
    expect(samples).toBe(58);
    expect(counts.onContainer).toBeGreaterThan(60);
    expect(counts.onIsHdr).toBeGreaterThan(60);
    expect(counts.onDimensions).toBe(1);
    expect(counts.onDurationInSeconds).toBe(1);
    expect(counts.onTracks).toBe(1);
    expect(counts.onSlowNumberOfFrames).toBe(1);
    expect(counts.onInternalStats).toBeUndefined();

    // The 50 kB sample video of this site's live demo
    const big: Record<string, number> = {};
    await mp.parseMedia({
      src: path.join(PROJECT_ROOT, 'static/media/sample-320x180.mp4'),
      reader: nodeReader,
      acknowledgeRemotionLicense: true,
      onContainer: () => void (big.onContainer = (big.onContainer ?? 0) + 1),
      onIsHdr: () => void (big.onIsHdr = (big.onIsHdr ?? 0) + 1),
      onVideoTrack: () => () => undefined,
    });
    expect(big.onContainer).toBeGreaterThan(150);
    expect(big.onIsHdr).toBeGreaterThan(150);

    const withField: Record<string, number> = {};
    await parse('media-h264-aac.mp4', {
      fields: {container: true},
      onContainer: () => void (withField.onContainer = (withField.onContainer ?? 0) + 1),
      onVideoTrack: () => () => undefined,
    });
    expect(withField.onContainer).toBe(1);
  });

  it('the dimensions are reported after a few kilobytes; the frame count only after the whole file', async () => {
    const log = {ranges: [] as unknown[], bytes: 0};
    const at: Record<string, number> = {};
    const bytes = read('media-h264-aac.mp4');
    await mp.parseMedia({
      src: 'a.mp4',
      reader: memoryReader({'a.mp4': bytes}, log),
      acknowledgeRemotionLicense: true,
      onDimensions: () => void (at.dimensions = log.bytes),
      onSlowNumberOfFrames: () => void (at.frames = log.bytes),
    });
    expect(at.dimensions).toBeLessThan(bytes.byteLength);
    expect(at.frames).toBe(bytes.byteLength);
  });

  it('a moov box at the end is reached with a new read() whose range is a start offset; range is only ever null or a number', async () => {
    const ranges: unknown[] = [];
    for (const [file, fields] of [
      ['media-moov-at-end.mp4', {durationInSeconds: true, internalStats: true}],
      ['media-h264-aac.mp4', {metadata: true}],
      ['media-vp8-opus.webm', {metadata: true}],
      ['media-fragmented.mp4', {slowNumberOfFrames: true}],
    ] as const) {
      const log = {ranges: [] as unknown[], bytes: 0};
      const result = await mp.parseMedia({
        src: file,
        reader: memoryReader({[file]: read(file)}, log),
        fields,
        acknowledgeRemotionLicense: true,
      });
      ranges.push(...log.ranges);
      if (file === 'media-moov-at-end.mp4') {
        expect(log.ranges).toEqual([null, 7699]);
        expect((result.internalStats as {skippedBytes: number}).skippedBytes).toBeGreaterThan(7000);
        expect(log.bytes).toBeLessThan(read(file).byteLength / 2);
      }
    }
    expect(ranges.every((r) => r === null || typeof r === 'number')).toBe(true);
  });
});

describe('parseMedia() errors', () => {
  it('a 404 rejects with "Server returned status code 404 for … and range 0"', async () => {
    const url = `${base}/missing/media-h264-aac.mp4`;
    await expect(fetchParse(url, {durationInSeconds: true})).rejects.toThrow(
      `Server returned status code 404 for ${url} and range 0`,
    );
  });

  it('a response without Content-Length rejects with "without a content length. This is currently not supported."', async () => {
    const url = `${base}/chunked/media-h264-aac.mp4`;
    await expect(fetchParse(url, {durationInSeconds: true})).rejects.toThrow(
      `Cannot read media ${url} without a content length. This is currently not supported. Ensure the media has a "Content-Length" HTTP header.`,
    );
  });

  it('a server that ignores Range rejects with "Cannot read media without it supporting the "Content-Range" header."', async () => {
    await expect(fetchParse(`${base}/norange/media-h264-aac.mp4`, {durationInSeconds: true})).rejects.toThrow(
      'Cannot read media without it supporting the "Content-Range" header. This is currently not supported. Ensure the media supports the "Content-Range" HTTP header.',
    );
  });

  it('a .ts URL without Content-Length is downloaded completely instead of rejected', async () => {
    const result = await fetchParse(`${base}/chunked/media-h264.ts`, {container: true, size: true});
    expect(result).toEqual({container: 'transport-stream', size: read('media-h264.ts').byteLength});
  });

  it('unsupported codecs: AVI with the handler avc1 rejects with "Only H264 is supported as a stream type in .avi, got avc1", an unknown Matroska codec ID with "Unknown codec: " and the ID', async () => {
    await expect(parse('media-h264.avi', {fields: {durationInSeconds: true}})).rejects.toThrow(
      'Only H264 is supported as a stream type in .avi, got avc1',
    );
    const bytes = Buffer.from(read('media-vp8-opus.webm'));
    const at = bytes.indexOf('V_VP8', 0, 'latin1');
    bytes.write('V_XYZ', at, 'latin1');
    const log = {ranges: [] as unknown[], bytes: 0};
    await expect(
      mp.parseMedia({
        src: 'x.webm',
        reader: memoryReader({'x.webm': new Uint8Array(bytes)}, log),
        fields: {tracks: true},
        acknowledgeRemotionLicense: true,
      }),
    ).rejects.toThrow('Unknown codec: V_XYZ');
  });

  it('an H.265 stream in MPEG-TS throws "Unsupported stream type 36" when its packets are parsed; asking only for tracks ends with "has been reached, but no tracks have been found"', async () => {
    await expect(parse('media-hevc.ts', {fields: {slowNumberOfFrames: true}})).rejects.toThrow(
      'Unsupported stream type 36',
    );
    await expect(parse('media-hevc.ts', {fields: {tracks: true}})).rejects.toThrow(
      `Error in Media Parser: End of parsing of ${fixture('media-hevc.ts')} has been reached, but no tracks have been found`,
    );
  });

  it('a WAV file whose LIST/INFO chunk has an odd-length entry followed by more entries (FFmpeg with title and artist) fails with "expected 0 bytes, got"', async () => {
    await expect(parse('media-tagged.wav', {fields: {metadata: true}})).rejects.toThrow('expected 0 bytes, got -1074');
  });

  it('where ArrayBuffer.prototype.resize is missing, parsing fails with "`ArrayBuffer.resize` is not supported in this Runtime."', () => {
    const out = runNode(
      'cjs',
      `const {parseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
globalThis.ArrayBuffer = function () { return {byteLength: 0}; };
parseMedia({src: ${JSON.stringify(fixture('media-tone.wav'))}, reader: nodeReader, fields: {container: true}, acknowledgeRemotionLicense: true}).then(
  () => process.stdout.write('resolved'),
  (e) => process.stdout.write(e.message),
).finally(() => process.exit(0));`,
    );
    expect(out).toBe(
      '`ArrayBuffer.resize` is not supported in this Runtime. On the server: Use at least Node.js 20 or Bun. In the browser: Chrome 111, Edge 111, Safari 16.4, Firefox 128, Opera 111',
    );
  });

  it('an error thrown by a callback is passed through', async () => {
    await expect(
      parse('media-h264-aac.mp4', {
        onDimensions: () => {
          throw new Error('stop here');
        },
      }),
    ).rejects.toThrow('stop here');
  });
});

describe('Available fields', () => {
  it('there are 28 fields; each has a ### heading on the Available fields page and its on… callback is listed on the parseMedia() page', () => {
    const {getFieldsFromCallback} = requireInstalled(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/media-parser/dist/get-fields-from-callbacks.js'),
    ) as {
      getFieldsFromCallback: (o: Obj) => Obj;
    };
    const keys = Object.keys(getFieldsFromCallback({fields: {}, callbacks: {}}));
    expect(keys).toHaveLength(28);
    const page = fs.readFileSync(path.join(PROJECT_ROOT, 'docs/media-parser/fields.mdx'), 'utf8');
    expect(keys.filter((k) => !page.includes(`### \`${k}\``))).toEqual([]);
    const reference = fs.readFileSync(path.join(PROJECT_ROOT, 'docs/media-parser/parse-media.mdx'), 'utf8');
    expect(keys.filter((k) => !reference.includes(`\`on${k[0].toUpperCase()}${k.slice(1)}\``))).toEqual([]);
  });

  it('metadata of a tagged MP3 is answered from the ID3 tag at the start, without reading to the end', async () => {
    const r = await parse('media-tone.mp3', {fields: {metadata: true, internalStats: true}});
    expect((r.internalStats as {finalCursorOffset: number}).finalCursorOffset).toBeLessThan(200);
  });

  it('dimensions have the rotation applied; unrotatedDimensions do not; rotation is 90 for a 90° display matrix and 0 (never null) elsewhere', async () => {
    const fields = {dimensions: true, unrotatedDimensions: true, rotation: true};
    expect(await parse('media-rotated.mp4', {fields})).toEqual({
      dimensions: {width: 36, height: 64},
      unrotatedDimensions: {width: 64, height: 36},
      rotation: 90,
    });
    expect(await parse('media-h264-aac.mp4', {fields})).toEqual({
      dimensions: {width: 64, height: 36},
      unrotatedDimensions: {width: 64, height: 36},
      rotation: 0,
    });
    for (const file of ['media-vp8-opus.webm', 'media-tone.wav', 'media-tone.mp3']) {
      expect((await parse(file, {fields})).rotation).toBe(0);
    }
    expect(await parse('media-tone.wav', {fields})).toEqual({dimensions: null, unrotatedDimensions: null, rotation: 0});
  });

  it('durationInSeconds is null for MPEG-TS and AAC; WAV, CBR MP3, WebM and MP4 have one in the header', async () => {
    const d = async (file: string) => (await parse(file, {fields: {durationInSeconds: true}})).durationInSeconds;
    expect(await d('media-h264.ts')).toBeNull();
    expect(await d('media-tone.aac')).toBeNull();
    expect(await d('media-tone.wav')).toBe(0.5);
    expect(await d('media-tone.mp3')).toBeCloseTo(1.045, 3);
    expect(await d('media-vp8-opus.webm')).toBe(1.008);
    expect(await d('media-h264-aac.mp4')).toBe(1);
  });

  it('slowDurationInSeconds measures the samples where the header has no duration, and reuses the header value without reading samples', async () => {
    expect((await parse('media-h264.ts', {fields: {slowDurationInSeconds: true}})).slowDurationInSeconds).toBeCloseTo(
      1,
      6,
    );
    const log = {ranges: [] as unknown[], bytes: 0};
    const result = await mp.parseMedia({
      src: 'a.mp4',
      reader: memoryReader({'a.mp4': read('media-h264-aac.mp4')}, log),
      fields: {durationInSeconds: true, slowDurationInSeconds: true, internalStats: true},
      acknowledgeRemotionLicense: true,
    });
    expect(result.slowDurationInSeconds).toBe(1);
    expect((result.internalStats as {finalCursorOffset: number}).finalCursorOffset).toBeLessThan(2000);
  });

  it('fps is null for fragmented MP4, WebM and MPEG-TS; 10 for the MP4', async () => {
    const f = async (file: string) => (await parse(file, {fields: {fps: true}})).fps;
    expect(await f('media-fragmented.mp4')).toBeNull();
    expect(await f('media-vp8-opus.webm')).toBeNull();
    expect(await f('media-h264.ts')).toBeNull();
    expect(await f('media-h264-aac.mp4')).toBe(10);
  });

  it('slowFps is 0 for audio-only files; requested without fps on an MP4 it comes out 0, with fps it is 10', async () => {
    for (const file of ['media-tone.mp3', 'media-tone.wav', 'media-tone.aac']) {
      expect((await parse(file, {fields: {slowFps: true}})).slowFps).toBe(0);
    }
    expect((await parse('media-h264-aac.mp4', {fields: {slowFps: true}})).slowFps).toBe(0);
    expect((await parse('media-moov-at-end.mp4', {fields: {slowFps: true}})).slowFps).toBe(0);
    expect(await parse('media-moov-at-end.mp4', {fields: {slowFps: true, fps: true}})).toEqual({slowFps: 10, fps: 10});
  });

  it('slowNumberOfFrames counts samples with an empty payload, which sample callbacks never receive; 0 for audio-only files', async () => {
    const log = {ranges: [] as unknown[], bytes: 0};
    const delivered: number[] = [];
    const result = await mp.parseMedia({
      src: 'empty.webm',
      reader: memoryReader({'empty.webm': webmWithEmptyVideoBlock()}, log),
      fields: {slowNumberOfFrames: true},
      onVideoTrack: () => (s: Sample) => void delivered.push(s.data.byteLength),
      acknowledgeRemotionLicense: true,
    });
    expect(result.slowNumberOfFrames).toBe(10);
    expect(delivered).toHaveLength(9);
    expect(delivered.every((n) => n > 0)).toBe(true);
    expect((await parse('media-tone.mp3', {fields: {slowNumberOfFrames: true}})).slowNumberOfFrames).toBe(0);
  });

  it("videoCodec and audioCodec name the codec without profile; tracks carry the full codec string such as 'avc1.…' and 'mp4a.40.02'", async () => {
    const r = await parse('media-h264-aac.mp4', {fields: {videoCodec: true, audioCodec: true, tracks: true}});
    const tracks = r.tracks as {videoTracks: {codec: string}[]; audioTracks: {codec: string}[]};
    expect([r.videoCodec, r.audioCodec]).toEqual(['h264', 'aac']);
    expect(tracks.videoTracks[0].codec).toMatch(/^avc1\./);
    expect(tracks.audioTracks[0].codec).toBe('mp4a.40.02');
    expect(await parse('media-tone.wav', {fields: {videoCodec: true, audioCodec: true}})).toEqual({
      videoCodec: null,
      audioCodec: 'pcm-s16',
    });
  });

  it('isHdr is false for the WebM and the SDR MP4', async () => {
    expect((await parse('media-vp8-opus.webm', {fields: {isHdr: true}})).isHdr).toBe(false);
    expect((await parse('media-h264-aac.mp4', {fields: {isHdr: true}})).isHdr).toBe(false);
  });

  it("container is detected from the bytes, not the name: an MP4 named clip.jpg reports 'mp4'; the other fixtures report 'webm', 'transport-stream', 'mp3', 'aac', 'wav'", async () => {
    const log = {ranges: [] as unknown[], bytes: 0};
    const named = await mp.parseMedia({
      src: 'clip.jpg',
      reader: memoryReader({'clip.jpg': read('media-h264-aac.mp4')}, log),
      fields: {container: true, name: true},
      acknowledgeRemotionLicense: true,
    });
    expect(named).toEqual({container: 'mp4', name: 'clip.jpg'});
    const expected: Record<string, string> = {
      'media-vp8-opus.webm': 'webm',
      'media-h264.ts': 'transport-stream',
      'media-tone.mp3': 'mp3',
      'media-tone.aac': 'aac',
      'media-tone.wav': 'wav',
    };
    for (const [file, container] of Object.entries(expected)) {
      expect((await parse(file, {fields: {container: true}})).container).toBe(container);
    }
  });

  it('size is the file size; name is the base name; mimeType is always null with nodeReader', async () => {
    const r = await parse('media-tone.wav', {fields: {size: true, name: true, mimeType: true, container: true}});
    expect(r).toEqual({
      size: fs.statSync(fixture('media-tone.wav')).size,
      name: 'media-tone.wav',
      mimeType: null,
      container: 'wav',
    });
  });

  it('asking only for size, name and/or mimeType rejects with "Expected structure"; with container as well it works', async () => {
    for (const fields of [{size: true}, {name: true}, {mimeType: true}, {size: true, name: true, mimeType: true}]) {
      await expect(parse('media-tone.wav', {fields})).rejects.toThrow('Expected structure');
    }
    expect(await parse('media-tone.wav', {fields: {size: true, container: true}})).toEqual({
      size: 8078,
      container: 'wav',
    });
  });

  it('over HTTP, name is the quoted filename="…" of Content-Disposition (an unquoted one is ignored) and mimeType the Content-Type', async () => {
    const fields = {name: true, mimeType: true, container: true};
    expect(await fetchParse(`${base}/quoted/media-h264-aac.mp4`, fields)).toEqual({
      name: 'named.mp4',
      mimeType: 'video/mp4',
      container: 'mp4',
    });
    expect(await fetchParse(`${base}/unquoted/media-h264-aac.mp4`, fields)).toEqual({
      name: 'media-h264-aac.mp4',
      mimeType: 'video/mp4',
      container: 'mp4',
    });
    expect((await fetchParse(`${base}/plain/media-h264-aac.mp4?v=2`, fields)).name).toBe('media-h264-aac.mp4?v=2');
  });

  it('metadata is [] for MPEG-TS and AAC; file-level tags have trackId null, Matroska track tags the trackId; MP3 uses ID3 frame IDs', async () => {
    expect((await parse('media-h264.ts', {fields: {metadata: true}})).metadata).toEqual([]);
    expect((await parse('media-tone.aac', {fields: {metadata: true}})).metadata).toEqual([]);
    const webm = (await parse('media-vp8-opus.webm', {fields: {metadata: true}})).metadata as {
      key: string;
      trackId: number | null;
    }[];
    expect(webm.find((m) => m.key === 'encoder' && m.trackId === null)).toBeTruthy();
    expect(webm.filter((m) => m.trackId === 1).length).toBeGreaterThan(0);
    const mp3 = (await parse('media-tone.mp3', {fields: {metadata: true}})).metadata as {key: string; value: string}[];
    expect(mp3.find((m) => m.key === 'TIT2')?.value).toBe('Tone');
  });

  it("tag keys: MP4 ilst atoms are translated ('title', 'encoder'), WAV uses LIST/INFO IDs ('ISFT'), MP3 ID3 frame IDs ('TIT2', 'TPE1', 'TSSE'), Matroska lower-case names ('encoder', 'duration')", async () => {
    const keys = async (file: string) =>
      ((await parse(file, {fields: {metadata: true}})).metadata as {key: string}[]).map((m) => m.key);
    expect(await keys('media-h264-aac.mp4')).toEqual(['title', 'encoder']);
    expect(await keys('media-tone.wav')).toEqual(['ISFT']);
    expect(await keys('media-tone.mp3')).toEqual(['TIT2', 'TPE1', 'TSSE']);
    expect(new Set(await keys('media-vp8-opus.webm'))).toEqual(new Set(['encoder', 'duration']));
  });

  it('ID3 text frames are decoded as UTF-8 whatever encoding they declare: an ID3v2.3 title "Grüße" (UTF-16) comes out garbled, ASCII values are fine, ID3v2.4 is correct', async () => {
    const tag = async (file: string, key: string) =>
      ((await parse(file, {fields: {metadata: true}})).metadata as {key: string; value: string}[]).find(
        (m) => m.key === key,
      )?.value;
    expect(await tag('media-id3v23.mp3', 'TIT2')).not.toBe('Grüße');
    expect(await tag('media-id3v23.mp3', 'TPE1')).toBe('Test');
    expect(await tag('media-id3v24.mp3', 'TIT2')).toBe('Grüße');
  });

  it('images is [] for files other than MP3 with APIC frames; location is null without a location entry', async () => {
    expect(await parse('media-h264-aac.mp4', {fields: {images: true, location: true}})).toEqual({
      images: [],
      location: null,
    });
  });

  it('keyframes: read from the sample tables for MP4, an empty list for fragmented MP4, null for every other container; slowKeyframes [] for audio-only', async () => {
    const k = async (file: string) => (await parse(file, {fields: {keyframes: true}})).keyframes as unknown[] | null;
    expect(await k('media-h264-aac.mp4')).toHaveLength(2);
    expect(await k('media-fragmented.mp4')).toEqual([]);
    expect(await k('media-vp8-opus.webm')).toBeNull();
    expect(await k('media-h264.ts')).toBeNull();
    expect((await parse('media-vp8-opus.webm', {fields: {slowKeyframes: true}})).slowKeyframes).toHaveLength(2);
    expect((await parse('media-tone.mp3', {fields: {slowKeyframes: true}})).slowKeyframes).toEqual([]);
  });

  it('slowVideoBitrate is null without video; slowAudioBitrate null without audio, and NaN for a WAV file of one PCM block', async () => {
    expect((await parse('media-tone.mp3', {fields: {slowVideoBitrate: true}})).slowVideoBitrate).toBeNull();
    expect((await parse('media-h264.ts', {fields: {slowAudioBitrate: true}})).slowAudioBitrate).toBeNull();
    expect((await parse('media-tone.wav', {fields: {slowAudioBitrate: true}})).slowAudioBitrate).toBeNaN();
    expect((await parse('media-tone.mp3', {fields: {slowAudioBitrate: true}})).slowAudioBitrate).toBeGreaterThan(30000);
  });

  it('sampleRate and numberOfAudioChannels are null for an MP4 with moov at the end when requested with a slow field; tracks has the right values', async () => {
    const r = await parse('media-moov-at-end.mp4', {
      fields: {sampleRate: true, numberOfAudioChannels: true, slowNumberOfFrames: true, tracks: true},
    });
    expect([r.sampleRate, r.numberOfAudioChannels]).toEqual([null, null]);
    const audio = (r.tracks as {audioTracks: {sampleRate: number; numberOfChannels: number}[]}).audioTracks[0];
    expect([audio.sampleRate, audio.numberOfChannels]).toEqual([48000, 1]);
    expect(await parse('media-moov-at-end.mp4', {fields: {sampleRate: true, numberOfAudioChannels: true}})).toEqual({
      sampleRate: 48000,
      numberOfAudioChannels: 1,
    });
  });

  it('m3uStreams is null for every container other than an HLS master playlist', async () => {
    expect((await parse('media-h264-aac.mp4', {fields: {m3uStreams: true}})).m3uStreams).toBeNull();
  });

  it('internalStats: an MP4 with moov first stops after the header, the WebM with metadata reads to the end', async () => {
    const mp4 = (await parse('media-h264-aac.mp4', {fields: {durationInSeconds: true, internalStats: true}}))
      .internalStats as {finalCursorOffset: number; skippedBytes: number};
    expect(mp4.finalCursorOffset).toBeLessThan(2000);
    expect(mp4.skippedBytes).toBeGreaterThan(7000);
    const webm = (await parse('media-vp8-opus.webm', {fields: {metadata: true, internalStats: true}}))
      .internalStats as {finalCursorOffset: number; skippedBytes: number};
    expect(webm).toEqual({finalCursorOffset: read('media-vp8-opus.webm').byteLength, skippedBytes: 0});
  });
});

describe('Samples', () => {
  it('timestamps are in microseconds with timescale 1000000; duration is a number for MP4, MP3, WAV and AAC and undefined for WebM and MPEG-TS', async () => {
    const seen = async (file: string) => {
      const out = {timescales: new Set<number>(), durations: new Set<string>()};
      const cb = () => (s: Sample) => {
        out.timescales.add(s.timescale);
        out.durations.add(typeof s.duration);
      };
      await parse(file, {onVideoTrack: cb, onAudioTrack: cb});
      return {timescales: [...out.timescales], durations: [...out.durations]};
    };
    for (const file of ['media-h264-aac.mp4', 'media-tone.mp3', 'media-tone.wav', 'media-tone.aac']) {
      expect(await seen(file)).toEqual({timescales: [1000000], durations: ['number']});
    }
    for (const file of ['media-vp8-opus.webm', 'media-h264.ts']) {
      expect(await seen(file)).toEqual({timescales: [1000000], durations: ['undefined']});
    }
  });

  it("audio samples are 'key' in WebM, MP3, AAC and WAV, but an MP4 audio track with a sync-sample table (stss) delivers 'delta' audio samples", async () => {
    const types = async (file: string) => {
      const t = new Set<string>();
      await parse(file, {onAudioTrack: () => (s: Sample) => void t.add(s.type)});
      return [...t];
    };
    for (const file of [
      'media-vp8-opus.webm',
      'media-tone.mp3',
      'media-tone.aac',
      'media-tone.wav',
      'media-h264-aac.mp4',
    ]) {
      expect(await types(file)).toEqual(['key']);
    }
    const log = {ranges: [] as unknown[], bytes: 0};
    const counts: Record<string, number> = {};
    await mp.parseMedia({
      src: 'stss.mp4',
      reader: memoryReader({'stss.mp4': mp4WithAudioSyncTable()}, log),
      onAudioTrack: () => (s: Sample) => void (counts[s.type] = (counts[s.type] ?? 0) + 1),
      acknowledgeRemotionLicense: true,
    });
    expect(counts).toEqual({key: 1, delta: 47});
  });

  it('onVideoTrack is called once per video track; returning null skips the track; cts equals timestamp', async () => {
    let calls = 0;
    let audio = 0;
    await parse('media-h264-aac.mp4', {
      onVideoTrack: () => {
        calls++;
        return null;
      },
      onAudioTrack: () => (s: Sample) => {
        audio++;
        expect(s.cts).toBe(s.timestamp);
      },
    });
    expect(calls).toBe(1);
    expect(audio).toBe(48);
  });

  it('with a sample callback the parser reads to the end although all fields are known, and waits for a promise a callback returns', async () => {
    const log = {ranges: [] as unknown[], bytes: 0};
    const bytes = read('media-h264-aac.mp4');
    let pending = 0;
    let maxPending = 0;
    await mp.parseMedia({
      src: 'a.mp4',
      reader: memoryReader({'a.mp4': bytes}, log),
      fields: {durationInSeconds: true},
      onVideoTrack: () => async () => {
        pending++;
        maxPending = Math.max(maxPending, pending);
        await new Promise((r) => setTimeout(r, 1));
        pending--;
      },
      acknowledgeRemotionLicense: true,
    });
    expect(log.bytes).toBe(bytes.byteLength);
    expect(maxPending).toBe(1);
  });
});

describe('Pause, resume and abort', () => {
  it('after abort() the next checkpoint rejects with MediaParserAbortError "Aborted", name MediaParserAbortError, cause undefined; no sample reaches the callback after abort()', async () => {
    const controller = mp.mediaParserController();
    let afterAbort = 0;
    let calls = 0;
    const error = await parse('media-vp8-opus.webm', {
      controller,
      onVideoTrack: () => () => {
        calls++;
        if (controller._internals.signal.aborted) afterAbort++;
        if (calls === 3) controller.abort('enough');
      },
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(mp.MediaParserAbortError);
    expect((error as Error).message).toBe('Aborted');
    expect((error as Error).name).toBe('MediaParserAbortError');
    expect((error as Error).cause).toBeUndefined();
    expect(mp.hasBeenAborted(error)).toBe(true);
    expect(calls).toBe(3);
    expect(afterAbort).toBe(0);
  });

  it('an abort() in a sample callback of an MPEG-TS file with audio and video can reject with a plain Error "Aborted", for which hasBeenAborted() is false', async () => {
    const controller = mp.mediaParserController();
    let calls = 0;
    const cb = () => () => {
      calls++;
      if (calls === 6) controller.abort();
    };
    const error = (await parse('media-h264-aac.ts', {controller, onVideoTrack: cb, onAudioTrack: cb}).catch(
      (e: Error) => e,
    )) as Error;
    expect(error.message).toBe('Aborted');
    expect(error).not.toBeInstanceOf(mp.MediaParserAbortError);
    expect(error.name).toBe('Error');
    expect(mp.hasBeenAborted(error)).toBe(false);
    expect(calls).toBe(6);
  });

  it('an abort() after the parser has everything it needs can still resolve (WAV with one sample)', async () => {
    const controller = mp.mediaParserController();
    const result = await parse('media-tone.wav', {
      controller,
      fields: {sampleRate: true},
      onAudioTrack: () => () => controller.abort(),
    });
    expect(result).toEqual({sampleRate: 8000});
  });

  it('a run started with an already aborted controller rejects right away with MediaParserAbortError "Aborted"', async () => {
    const controller = mp.mediaParserController();
    controller.abort();
    const log = {ranges: [] as unknown[], bytes: 0};
    const error = (await mp
      .parseMedia({
        src: 'a.mp4',
        reader: memoryReader({'a.mp4': read('media-h264-aac.mp4')}, log),
        controller,
        fields: {durationInSeconds: true},
        acknowledgeRemotionLicense: true,
      })
      .catch((e: Error) => e)) as Error;
    expect(error).toBeInstanceOf(mp.MediaParserAbortError);
    expect(error.message).toBe('Aborted');
    expect(log.bytes).toBe(0);
  });

  it('pause() halts the run and emits pause once; resume() continues and emits resume once; abort emits {reason} on every call', async () => {
    const controller = mp.mediaParserController();
    const events: string[] = [];
    controller.addEventListener('pause', (e) => void events.push(`pause:${String(e.detail)}`));
    controller.addEventListener('resume', (e) => void events.push(`resume:${String(e.detail)}`));
    const onAbort = (e: {detail: unknown}) => void events.push(`abort:${JSON.stringify(e.detail)}`);
    controller.addEventListener('abort', onAbort);
    let samples = 0;
    const run = parse('media-h264-aac.mp4', {
      controller,
      onVideoTrack: () => () => {
        samples++;
        if (samples === 2) {
          controller.pause();
          controller.pause();
        }
      },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(samples).toBe(2);
    controller.resume();
    controller.resume();
    await run;
    expect(samples).toBe(10);
    controller.abort('bye');
    controller.abort('bye');
    controller.removeEventListener('abort', onAbort);
    controller.abort('gone');
    expect(events).toEqual(['pause:undefined', 'resume:undefined', 'abort:{"reason":"bye"}', 'abort:{"reason":"bye"}']);
  });

  it('hasBeenAborted() accepts any error named MediaParserAbortError and throws a TypeError for null or undefined', () => {
    const e = new Error('x');
    e.name = 'MediaParserAbortError';
    expect(mp.hasBeenAborted(e)).toBe(true);
    expect(mp.hasBeenAborted(new mp.MediaParserAbortError('Aborted'))).toBe(true);
    expect(mp.hasBeenAborted(new Error('Aborted'))).toBe(false);
    expect(() => mp.hasBeenAborted(null)).toThrow(TypeError);
    expect(() => mp.hasBeenAborted(undefined)).toThrow(TypeError);
  });
});

describe('Foreign file types and format support', () => {
  const detect = async (bytes: Uint8Array, name: string) => {
    const log = {ranges: [] as unknown[], bytes: 0};
    return (await mp
      .parseMedia({
        src: name,
        reader: memoryReader({[name]: bytes}, log, 64 * 1024),
        fields: {container: true},
        acknowledgeRemotionLicense: true,
      })
      .catch((e: Error) => e)) as Error & Obj;
  };
  const png = () => {
    const b = Buffer.alloc(33);
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(b, 0);
    b.writeUInt32BE(13, 8);
    b.write('IHDR', 12, 'latin1');
    b.writeUInt32BE(320, 16);
    b.writeUInt32BE(180, 20);
    return new Uint8Array(b);
  };

  it("images throw IsAnImageError 'Image files are not supported' with imageType and dimensions from the header", async () => {
    const err = await detect(png(), 'photo.png');
    expect(err).toBeInstanceOf(mp.IsAnImageError);
    expect(err.message).toBe('Image files are not supported');
    expect(err.imageType).toBe('png');
    expect(err.dimensions).toEqual({width: 320, height: 180});
    expect(err.fileName).toBe('photo.png');
  });

  it("GIFs throw IsAGifError 'GIF files are not yet supported'; PDFs IsAPdfError with the message 'GIF files are not supported'", async () => {
    const gif = await detect(new TextEncoder().encode('GIF89a' + ' '.repeat(40)), 'a.gif');
    expect(gif).toBeInstanceOf(mp.IsAGifError);
    expect(gif.message).toBe('GIF files are not yet supported');
    const pdf = await detect(new TextEncoder().encode('%PDF-1.4\n' + ' '.repeat(40)), 'a.pdf');
    expect(pdf).toBeInstanceOf(mp.IsAPdfError);
    expect(pdf.message).toBe('GIF files are not supported');
  });

  it("unknown bytes, Ogg files and MP3 files without an ID3 tag throw IsAnUnsupportedFileTypeError 'Unknown file format'", async () => {
    const random = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    const mp3 = read('media-tone.mp3');
    const id3Size = ((mp3[6] & 0x7f) << 21) | ((mp3[7] & 0x7f) << 14) | ((mp3[8] & 0x7f) << 7) | (mp3[9] & 0x7f);
    const withoutId3 = mp3.subarray(10 + id3Size);
    expect([withoutId3[0], withoutId3[1]]).toEqual([0xff, 0xfb]);
    for (const [bytes, name] of [
      [random, 'x.bin'],
      [read('media-tone.ogg'), 'x.ogg'],
      [withoutId3, 'x.mp3'],
    ] as const) {
      const err = await detect(bytes, name);
      expect(err).toBeInstanceOf(mp.IsAnUnsupportedFileTypeError);
      expect(err.message).toBe('Unknown file format');
    }
  });
});

describe('Readers and writers', () => {
  it('nodeReader rejects a Blob with "src must be a string when using `nodeReader`" and a missing path with ENOENT', async () => {
    await expect(
      mp.parseMedia({
        src: new Blob([read('media-tone.wav')]),
        reader: nodeReader,
        fields: {size: true},
        acknowledgeRemotionLicense: true,
      }),
    ).rejects.toThrow('src must be a string when using `nodeReader`');
    await expect(parse('does-not-exist.mp4', {fields: {size: true}})).rejects.toThrow('ENOENT');
  });

  it('nodeReader resolves relative paths against process.cwd() and refuses adjacent paths outside the folder', async () => {
    const relative = path.relative(process.cwd(), fixture('media-tone.wav'));
    expect(
      (
        await mp.parseMedia({
          src: relative,
          reader: nodeReader,
          fields: {size: true, container: true},
          acknowledgeRemotionLicense: true,
        })
      ).size,
    ).toBe(8078);
    expect(() => nodeReader.createAdjacentFileSource('../secret.ts', '/videos/list.m3u8')).toThrow(
      'Path is outside of the parent directory - not allowing reading of arbitrary files',
    );
  });

  it('webReader in Node.js: a Blob fails with "FileReader is not defined"; a relative string is rejected as not a URL', async () => {
    await expect(
      mp.parseMedia({src: new Blob([read('media-tone.wav')]), fields: {size: true}, acknowledgeRemotionLicense: true}),
    ).rejects.toThrow('FileReader is not defined');
    await expect(
      mp.parseMedia({src: 'videos/intro.mp4', fields: {size: true}, acknowledgeRemotionLicense: true}),
    ).rejects.toThrow('videos/intro.mp4 is not a URL - needs to start with http:// or https:// or blob:');
  });

  it('webReader with a File or Blob cannot read playlists: "`webFileReader` cannot read auxiliary files." and "`webFileReader` cannot create adjacent file sources."', () => {
    const {webReader} = requireInstalled('@remotion/media-parser/web') as {webReader: Reader};
    expect(() => webReader.readWholeAsText(new Blob([]))).toThrow('`webFileReader` cannot read auxiliary files.');
    expect(() => webReader.createAdjacentFileSource('seg.ts', new Blob([]))).toThrow(
      '`webFileReader` cannot create adjacent file sources.',
    );
  });

  it('universalReader fetches strings that start with http and reads every other string from disk', async () => {
    const fields = {size: true, mimeType: true, container: true};
    const fromUrl = await mp.parseMedia({
      src: `${base}/plain/media-tone.wav`,
      reader: universalReader,
      fields,
      acknowledgeRemotionLicense: true,
    });
    expect(fromUrl).toEqual({size: 8078, mimeType: 'video/mp4', container: 'wav'});
    const fromDisk = await mp.parseMedia({
      src: fixture('media-tone.wav'),
      reader: universalReader,
      fields,
      acknowledgeRemotionLicense: true,
    });
    expect(fromDisk).toEqual({size: 8078, mimeType: null, container: 'wav'});
    await expect(
      mp.parseMedia({
        src: 'httpfile.mp4',
        reader: universalReader,
        fields: {size: true},
        acknowledgeRemotionLicense: true,
      }),
    ).rejects.toThrow('is not a URL - needs to start with http:// or https:// or blob:');
  });

  it('a custom reader: its name and contentType become the name and mimeType fields', async () => {
    const reader: Reader = {
      ...memoryReader({'x.mp4': read('media-h264-aac.mp4')}, {ranges: [], bytes: 0}),
    };
    const wrapped: Reader = {
      ...reader,
      read: async (o) => ({...(await reader.read(o)), name: 'custom-name.mp4', contentType: 'video/x-custom'}),
    };
    expect(
      await mp.parseMedia({
        src: 'x.mp4',
        reader: wrapped,
        fields: {name: true, mimeType: true, container: true},
        acknowledgeRemotionLicense: true,
      }),
    ).toEqual({
      name: 'custom-name.mp4',
      mimeType: 'video/x-custom',
      container: 'mp4',
    });
  });

  it('downloadAndParseMedia() with nodeWriter replaces an existing file with a byte-identical copy of an MP4 whose moov box comes last, and logs no missing-fields warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-claims-'));
    const target = path.join(dir, 'copy.mp4');
    fs.writeFileSync(target, 'old content that is longer than nothing');
    let result: Obj = {};
    const lines = await captureConsole(async () => {
      result = await mp.downloadAndParseMedia({
        src: fixture('media-moov-at-end.mp4'),
        reader: nodeReader,
        writer: nodeWriter(target),
        acknowledgeRemotionLicense: true,
      });
    });
    expect(result).toEqual({});
    expect(lines.join('\n')).not.toContain('No `fields`');
    expect(Buffer.compare(fs.readFileSync(target), fs.readFileSync(fixture('media-moov-at-end.mp4')))).toBe(0);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it("downloadAndParseMedia() with onError returning {action: 'download'} on an unknown format writes nothing and, with any field requested, rejects with 'Expected structure'", async () => {
    const written: number[] = [];
    const writer = {
      createContent: async () => ({
        write: async (d: Uint8Array) => void written.push(d.byteLength),
        updateDataAt: async () => undefined,
        getWrittenByteCount: () => 0,
        finish: async () => undefined,
        remove: async () => undefined,
        getBlob: async () => new Blob([]),
      }),
    };
    const random = new Uint8Array(5000).map((_, i) => (i * 7919) % 251);
    const log = {ranges: [] as unknown[], bytes: 0};
    await expect(
      mp.downloadAndParseMedia({
        src: 'x.bin',
        reader: memoryReader({'x.bin': random}, log),
        writer,
        fields: {container: true},
        onError: () => ({action: 'download'}),
        acknowledgeRemotionLicense: true,
      }),
    ).rejects.toThrow('Expected structure');
    expect(written).toEqual([]);
    await expect(
      mp.downloadAndParseMedia({
        src: 'x.bin',
        reader: memoryReader({'x.bin': random}, log),
        writer,
        onError: () => ({action: 'download'}),
        acknowledgeRemotionLicense: true,
      }),
    ).rejects.toThrow('Unknown file format');
  });

  it('nodeWriter() does not create folders: a missing folder fails with ENOENT', async () => {
    const target = path.join(os.tmpdir(), `media-claims-missing-${process.pid}`, 'x.mp4');
    await expect(
      mp.downloadAndParseMedia({
        src: fixture('media-tone.wav'),
        reader: nodeReader,
        writer: nodeWriter(target),
        acknowledgeRemotionLicense: true,
      }),
    ).rejects.toThrow('ENOENT');
  });

  it('downloadAndParseMedia(): a parse error with the default onError removes the file; onError without "action" throws the onError message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-claims-'));
    const target = path.join(dir, 'x.avi');
    /** Downloads an AVI whose parsing fails (an avc1 stream) to `target`. */
    const downloadFailingAvi = (options: Obj = {}) =>
      mp.downloadAndParseMedia({
        src: fixture('media-h264.avi'),
        reader: nodeReader,
        writer: nodeWriter(target),
        fields: {tracks: true},
        acknowledgeRemotionLicense: true,
        ...options,
      });
    await expect(downloadFailingAvi()).rejects.toThrow('Only H264 is supported as a stream type in .avi, got avc1');
    expect(fs.existsSync(target)).toBe(false);
    await expect(downloadFailingAvi({onError: () => ({})})).rejects.toThrow(
      'onError was used but did not return an "action" field. See docs for this API on how to use onError.',
    );
    fs.rmSync(dir, {recursive: true, force: true});
  });
});

describe('HLS playlists', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-claims-hls-'));
  const withResolvers = (Promise as unknown as {withResolvers?: unknown}).withResolvers;
  beforeAll(() => {
    fs.copyFileSync(fixture('media-h264.ts'), path.join(dir, 'seg.ts'));
    fs.writeFileSync(
      path.join(dir, 'media.m3u8'),
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:1.0,\nseg.ts\n#EXTINF:1.5,\nseg.ts\n#EXT-X-ENDLIST\n',
    );
    fs.writeFileSync(
      path.join(dir, 'master.m3u8'),
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=100000,RESOLUTION=64x36\nmedia.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=32x18\nmedia.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=100000,AVERAGE-BANDWIDTH=150000,RESOLUTION=64x36\nmedia.m3u8\n',
    );
    fs.writeFileSync(path.join(dir, 'nores.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=100000\nmedia.m3u8\n');
    // Node.js 20 lacks Promise.withResolvers(), which the HLS code needs (Node.js 22 has it)
    if (!withResolvers) {
      (Promise as unknown as {withResolvers: unknown}).withResolvers = () => {
        let resolve: unknown;
        let reject: unknown;
        const promise = new Promise((a, b) => {
          resolve = a;
          reject = b;
        });
        return {promise, resolve, reject};
      };
    }
  });
  afterAll(() => {
    if (!withResolvers) delete (Promise as unknown as {withResolvers?: unknown}).withResolvers;
    fs.rmSync(dir, {recursive: true, force: true});
  });
  const hls = (file: string, o: Obj) =>
    mp.parseMedia({
      src: path.join(dir, file),
      reader: nodeReader,
      acknowledgeRemotionLicense: true,
      logLevel: 'error',
      ...o,
    });

  it('Node.js 20 has no Promise.withResolvers, which HLS playlists need: parsing one fails with "Promise.withResolvers is not a function"', () => {
    expect(process.versions.node.startsWith('20.')).toBe(true);
    expect(withResolvers).toBeUndefined();
    const out = runNode(
      'cjs',
      `const fs = require('node:fs'); const path = require('node:path'); const os = require('node:os');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-claims-hls-'));
fs.copyFileSync(${JSON.stringify(fixture('media-h264.ts'))}, path.join(dir, 'seg.ts'));
fs.writeFileSync(path.join(dir, 'media.m3u8'), '#EXTM3U\\n#EXTINF:1.0,\\nseg.ts\\n#EXT-X-ENDLIST\\n');
const {parseMedia} = require('@remotion/media-parser');
const {nodeReader} = require('@remotion/media-parser/node');
parseMedia({src: path.join(dir, 'media.m3u8'), reader: nodeReader, fields: {durationInSeconds: true}, acknowledgeRemotionLicense: true}).then(
  () => process.stdout.write('resolved'),
  (e) => process.stdout.write(e.message),
).finally(() => { fs.rmSync(dir, {recursive: true, force: true}); process.exit(0); });`,
    );
    expect(out).toBe('Promise.withResolvers is not a function');
  });

  it('a media playlist: container m3u8, m3uStreams null, durationInSeconds the sum of the #EXTINF durations', async () => {
    expect(await hls('media.m3u8', {fields: {container: true, m3uStreams: true, durationInSeconds: true}})).toEqual({
      container: 'm3u8',
      m3uStreams: null,
      durationInSeconds: 2.5,
    });
  });

  it('a master playlist: streams sorted by resolution, then AVERAGE-BANDWIDTH (or BANDWIDTH), highest first; id is the position after sorting', async () => {
    const {m3uStreams} = (await hls('master.m3u8', {fields: {m3uStreams: true}})) as {
      m3uStreams: {id: number; bandwidth: number; averageBandwidth: number | null; resolution: {width: number}}[];
    };
    expect(m3uStreams.map((s) => [s.id, s.resolution.width, s.averageBandwidth, s.bandwidth])).toEqual([
      [0, 64, 150000, 100000],
      [1, 64, null, 100000],
      [2, 32, null, 200000],
    ]);
  });

  it('selectM3uStream returning an id that is not in the list throws "No stream with the id … found"; a variant without RESOLUTION throws "Stream does not have a resolution"', async () => {
    await expect(hls('master.m3u8', {fields: {durationInSeconds: true}, selectM3uStream: () => 99})).rejects.toThrow(
      'No stream with the id 99 found',
    );
    await expect(hls('nores.m3u8', {fields: {durationInSeconds: true}})).rejects.toThrow(
      'Stream does not have a resolution',
    );
  });

  it('defaultSelectM3uStreamFn returns a promise of the id of streams[0]; defaultSelectM3uAssociatedPlaylists returns the only one, or all marked DEFAULT=YES, or []', async () => {
    const m = mp as unknown as {
      defaultSelectM3uStreamFn: (o: Obj) => unknown;
      defaultSelectM3uAssociatedPlaylists: (o: Obj) => unknown;
    };
    const picked = m.defaultSelectM3uStreamFn({streams: [{id: 4}, {id: 0}]});
    expect(picked).toBeInstanceOf(Promise);
    expect(await picked).toBe(4);
    const a = {src: 'a', default: false};
    const b = {src: 'b', default: true};
    const c = {src: 'c', default: false};
    expect(m.defaultSelectM3uAssociatedPlaylists({associatedPlaylists: [a]})).toEqual([a]);
    expect(m.defaultSelectM3uAssociatedPlaylists({associatedPlaylists: [a, b, c]})).toEqual([b]);
    expect(m.defaultSelectM3uAssociatedPlaylists({associatedPlaylists: [a, c]})).toEqual([]);
  });

  it('a selectM3uAssociatedPlaylists result not from the list throws "cannot be selected because it was not in the list of selectable playlists"; a non-array "Expected an array of associated playlists"', async () => {
    const {selectAssociatedPlaylists} = requireInstalled(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/media-parser/dist/containers/m3u/select-stream.js'),
    ) as {
      selectAssociatedPlaylists: (o: Obj) => Promise<unknown>;
    };
    const playlists = [{src: 'a'}];
    await expect(selectAssociatedPlaylists({playlists, fn: () => [{src: 'z'}]})).rejects.toThrow(
      'The associated playlist [{"src":"z"}] cannot be selected because it was not in the list of selectable playlists',
    );
    await expect(selectAssociatedPlaylists({playlists, fn: () => 'a'})).rejects.toThrow(
      'Expected an array of associated playlists',
    );
  });
});

describe('Worker errors', () => {
  it('IsAnImageError, IsAGifError, IsAPdfError and MediaParserAbortError keep their class across the worker boundary; IsAnUnsupportedFileTypeError arrives as a plain Error "Unknown file format"', () => {
    const {serializeError, deserializeError} = requireInstalled(
      path.join(PROJECT_ROOT, 'node_modules/@remotion/media-parser/dist/worker/serialize-error.js'),
    ) as {
      serializeError: (e: Error, l: string) => Obj;
      deserializeError: (o: Obj) => Error;
    };
    const base = {mimeType: null, sizeInBytes: 10, fileName: 'x'};
    const E = mp as unknown as Record<string, new (o: Obj) => Error>;
    const round = (e: Error) => deserializeError(serializeError(e, 'error'));
    expect(
      round(
        new E.IsAnImageError({...base, message: 'Image files are not supported', imageType: 'png', dimensions: null}),
      ),
    ).toBeInstanceOf(mp.IsAnImageError);
    expect(round(new E.IsAGifError({...base, message: 'GIF files are not yet supported'}))).toBeInstanceOf(
      mp.IsAGifError,
    );
    expect(round(new E.IsAPdfError({...base, message: 'GIF files are not supported'}))).toBeInstanceOf(mp.IsAPdfError);
    expect(round(new mp.MediaParserAbortError('Aborted'))).toBeInstanceOf(mp.MediaParserAbortError);
    const unknown = round(new E.IsAnUnsupportedFileTypeError({...base, message: 'Unknown file format'}));
    expect(unknown).not.toBeInstanceOf(mp.IsAnUnsupportedFileTypeError);
    expect([unknown.constructor.name, unknown.message]).toEqual(['Error', 'Unknown file format']);
  });
});

describe('Module formats and workers', () => {
  it('every entry point loads as CommonJS and as an ES module; the main entry exports exactly the listed names and MediaParserInternals; /worker functions throw "is not available in CJS mode" in CommonJS; VERSION is 4.0.278', () => {
    const names = {
      '@remotion/media-parser': [
        'parseMedia',
        'downloadAndParseMedia',
        'mediaParserController',
        'hasBeenAborted',
        'MediaParserAbortError',
        'IsAnImageError',
        'IsAGifError',
        'IsAPdfError',
        'IsAnUnsupportedFileTypeError',
        'defaultSelectM3uStreamFn',
        'defaultSelectM3uAssociatedPlaylists',
        'VERSION',
      ],
      '@remotion/media-parser/web': ['webReader'],
      '@remotion/media-parser/node': ['nodeReader'],
      '@remotion/media-parser/universal': ['universalReader'],
      '@remotion/media-parser/node-writer': ['nodeWriter'],
      '@remotion/media-parser/worker': ['parseMediaOnWebWorker', 'parseMediaOnServerWorker'],
    };
    const check = `const missing = []; for (const [p, ns] of Object.entries(${JSON.stringify(names)})) { const m = MODS[p]; for (const n of ns) if (m[n] === undefined) missing.push(p + ' ' + n); }`;
    const cjs = runNode(
      'cjs',
      `const MODS = {}; for (const p of ${JSON.stringify(Object.keys(names))}) MODS[p] = require(p);
${check}
const workerErrors = [];
for (const n of ['parseMediaOnWebWorker', 'parseMediaOnServerWorker']) { try { MODS['@remotion/media-parser/worker'][n]({src: 'x'}); } catch (e) { workerErrors.push(e.message); } }
const main = Object.keys(MODS['@remotion/media-parser']).sort();
process.stdout.write(JSON.stringify({missing, workerErrors, version: MODS['@remotion/media-parser'].VERSION, main}));`,
    );
    expect(JSON.parse(cjs)).toEqual({
      missing: [],
      workerErrors: [
        'parseMediaOnWebWorker is not available in CJS mode. Load this function using ESM to use it.',
        'parseMediaOnServerWorker is not available in CJS mode. Load this function using ESM to use it.',
      ],
      version: '4.0.278',
      main: [...names['@remotion/media-parser'], 'MediaParserInternals'].sort(),
    });
    const esm = runNode(
      'esm',
      `const MODS = {}; for (const p of ${JSON.stringify(Object.keys(names))}) MODS[p] = await import(p);
${check}
let workerError = '';
try { await MODS['@remotion/media-parser/worker'].parseMediaOnServerWorker({src: 'x'}); } catch (e) { workerError = e.message; }
process.stdout.write(JSON.stringify({missing, workerError}));`,
    );
    expect(JSON.parse(esm)).toEqual({
      missing: [],
      workerError: '"Worker" is not available. Cannot call workerClient()',
    });
  });

  it("the ES module build locates the worker with new URL('./worker-web-entry', import.meta.url); the CommonJS build has no worker entry", () => {
    expect(installedFile('@remotion/media-parser/dist/esm/worker.mjs')).toContain(
      'new URL("./worker-web-entry", import.meta.url)',
    );
    expect(installedFile('@remotion/media-parser/dist/worker.js')).not.toContain('./worker-web-entry');
  });

  it('@remotion/media-parser has no dependencies and no peer dependencies', () => {
    const pkg = JSON.parse(installedFile('@remotion/media-parser/package.json')) as Obj;
    expect([pkg.dependencies, pkg.peerDependencies]).toEqual([undefined, undefined]);
  });

  it('a script that awaits parseMedia() at top level fails as CommonJS; wrapped in const main = async () => {…}; main(); it runs', () => {
    const head = `const {parseMedia} = require('@remotion/media-parser');\nconst {nodeReader} = require('@remotion/media-parser/node');\n`;
    const call = `await parseMedia({src: ${JSON.stringify(fixture('media-h264-aac.mp4'))}, reader: nodeReader, fields: {durationInSeconds: true}, acknowledgeRemotionLicense: true})`;
    expect(() =>
      runNode('cjs', `${head}const r = ${call};\nprocess.stdout.write(String(r.durationInSeconds));`),
    ).toThrow('await is only valid in async functions');
    const out = runNode(
      'cjs',
      `${head}const main = async () => {\n  const r = ${call};\n  process.stdout.write(String(r.durationInSeconds));\n  process.exit(0);\n};\n\nmain();`,
    );
    expect(out).toBe('1');
  });

  it('where a Worker constructor exists, the worker functions reject a reader option with "`reader` should not be provided to"', () => {
    const out = runNode(
      'esm',
      `globalThis.Worker = class {};
const w = await import('@remotion/media-parser/worker');
const {nodeReader} = await import('@remotion/media-parser/node');
const msgs = [];
for (const fn of [w.parseMediaOnWebWorker, w.parseMediaOnServerWorker]) { try { await fn({src: 'x', reader: nodeReader}); msgs.push('resolved'); } catch (e) { msgs.push(e.message); } }
process.stdout.write(JSON.stringify(msgs));`,
    );
    const msgs = JSON.parse(out) as string[];
    expect(msgs[0]).toContain('`reader` should not be provided to `parseMediaOnWebWorker`');
    expect(msgs[1]).toContain('`reader` should not be provided to `parseMediaOnServerWorker`');
  });
});
