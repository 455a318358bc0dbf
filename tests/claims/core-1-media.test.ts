/**
 * Executed claims of the @remotion/media-utils, font and Player-notice pages (get-audio-data,
 * get-audio-duration-in-seconds, get-image-dimensions, get-video-metadata, get-waveform-portion,
 * audio-buffer-to-data-url, cors-issues, font-picker, fonts, license, buy-a-video-editor, audio).
 * Browser objects (document, Image, <audio>/<video> elements, AudioContext, fetch, FontFace) are
 * replaced by small stand-ins in a separate Node.js process, so the installed functions run their
 * real code paths: defaults, caches, the three-at-a-time queue, error texts.
 */
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {requireInstalled, runNode} from './lib';

const SCRIPT = String.raw`
const results = {};
const tick = () => new Promise((r) => setImmediate(r));
const mu = require('@remotion/media-utils');
const main = async () => {
  // Outside a browser: no document.
  const reason = (p) => p.then(() => 'resolved', (e) => e.message);
  results.noDocument = {
    audioData: await reason(mu.getAudioData('/a.mp3')),
    duration: await reason(mu.getAudioDurationInSeconds('/a.mp3')),
    image: await reason(mu.getImageDimensions('/a.png')),
    video: await reason(mu.getVideoMetadata('/a.mp4')),
  };
  let bufferError = null;
  try { mu.audioBufferToDataUrl({numberOfChannels: 1, sampleRate: 8000, getChannelData: () => new Float32Array(1)}); } catch (e) { bufferError = e.message; }
  results.bufferWithoutWindow = bufferError;

  // A page on http://localhost:3000.
  globalThis.document = {};
  globalThis.window = {origin: 'http://localhost:3000', location: {origin: 'http://localhost:3000'}, btoa: (s) => Buffer.from(s, 'latin1').toString('base64')};

  // getAudioData(): AudioContext and fetch stand-ins.
  const contexts = [];
  globalThis.AudioContext = class {
    constructor(opts) { this.sampleRate = opts.sampleRate; contexts.push(opts); }
    async decodeAudioData() { return {numberOfChannels: 2, sampleRate: this.sampleRate, duration: 1, getChannelData: () => new Float32Array(4)}; }
  };
  globalThis.fetch = (url) => {
    if (String(url).includes('blocked')) return Promise.reject(new TypeError('Failed to fetch'));
    if (String(url).includes('node-error')) return Promise.reject(new TypeError('fetch failed'));
    if (String(url).includes('slow')) return new Promise(() => {});
    return Promise.resolve({status: 200, arrayBuffer: async () => new ArrayBuffer(8)});
  };
  const first = await mu.getAudioData('http://localhost:3000/song.mp3');
  const second = await mu.getAudioData('http://localhost:3000/song.mp3', {sampleRate: 8000});
  results.audioData = {
    requestedRates: contexts.map((c) => c.sampleRate),
    sampleRate: first.sampleRate,
    cachedSame: first === second,
    secondRate: second.sampleRate,
    keys: Object.keys(first).sort(),
    isRemoteLocal: first.isRemote,
    isRemoteData: (await mu.getAudioData('data:audio/wav;base64,AAAA')).isRemote,
    isRemoteCdn: (await mu.getAudioData('https://cdn.example.com/b.mp3', {sampleRate: 22050})).isRemote,
    ownRate: contexts.at(-1).sampleRate,
    cors: await reason(mu.getAudioData('https://cdn.example.com/blocked.mp3')),
    nodeError: await reason(mu.getAudioData('https://cdn.example.com/node-error.mp3')),
  };
  const before = contexts.length;
  for (let i = 0; i < 5; i++) mu.getAudioData('https://cdn.example.com/slow-' + i + '.mp3');
  await tick(); await tick();
  results.audioData.concurrent = contexts.length - before;

  // Media elements for getAudioDurationInSeconds() and getVideoMetadata().
  const created = [];
  globalThis.document.createElement = (tag) => {
    const el = {tag, handlers: {}, addEventListener(t, fn) { this.handlers[t] = fn; }, removeEventListener() {}, remove() {}};
    created.push(el);
    return el;
  };
  const fire = (el, type) => el.handlers[type]();
  const d1 = mu.getAudioDurationInSeconds('http://localhost:3000/voice.mp3');
  await tick();
  created.at(-1).duration = 12.4; fire(created.at(-1), 'loadedmetadata');
  const d1v = await d1;
  const count = created.length;
  const d2v = await mu.getAudioDurationInSeconds('http://localhost:3000/voice.mp3');
  const newElements = created.length - count;
  const live = mu.getAudioDurationInSeconds('https://example.com/live');
  await tick();
  created.at(-1).duration = Infinity; fire(created.at(-1), 'loadedmetadata');
  // A missing file on the same origin: the element reports MEDIA_ERR_SRC_NOT_SUPPORTED and a HEAD request answers 404.
  globalThis.fetch = async () => ({status: 404});
  const missing = reason(mu.getAudioDurationInSeconds('/missing.mp3'));
  await tick();
  created.at(-1).error = {code: 4, MEDIA_ERR_SRC_NOT_SUPPORTED: 4, message: ''}; fire(created.at(-1), 'error');
  const decodeError = reason(mu.getAudioDurationInSeconds('/broken.mp3'));
  await tick();
  created.at(-1).error = {code: 3, MEDIA_ERR_SRC_NOT_SUPPORTED: 4, message: 'DEMUXER_ERROR'}; fire(created.at(-1), 'error');
  results.duration = {first: d1v, cached: d2v, newElements, live: String(await live), missing: await missing, decodeError: await decodeError};
  const beforeQueue = created.length;
  for (let i = 0; i < 5; i++) mu.getAudioDurationInSeconds('https://example.com/queued-' + i + '.mp3');
  await tick(); await tick();
  results.duration.concurrent = created.length - beforeQueue;

  const video = (src, props) => { const p = mu.getVideoMetadata(src); return tick().then(() => { Object.assign(created.at(-1), props); fire(created.at(-1), 'loadedmetadata'); return p.then((m) => JSON.stringify(m), (e) => e.message); }); };
  results.video = {
    portrait: await video('http://localhost:3000/clip.mp4', {videoWidth: 1080, videoHeight: 1920, duration: 8.5}),
    noPicture: await video('/audio-only.mp4', {videoWidth: 0, videoHeight: 0, duration: 3}),
    infinite: await video('/stream.mp4', {videoWidth: 640, videoHeight: 360, duration: Infinity}),
  };

  // getImageDimensions(): an Image stand-in.
  const images = [];
  globalThis.Image = class {
    set src(v) { images.push(v); setImmediate(() => { if (v.includes('bad')) { this.onerror({type: 'error'}); } else if (!v.includes('slow')) { this.width = 2000; this.height = 3000; this.onload(); } }); }
  };
  const dims = await mu.getImageDimensions('/poster.png');
  await mu.getImageDimensions('/poster.png');
  const badOnce = await mu.getImageDimensions('/bad.png').catch((e) => e);
  await mu.getImageDimensions('/bad.png').catch(() => null);
  results.image = {dims, loads: images.filter((s) => s === '/poster.png').length, badType: typeof badOnce, badIsError: badOnce instanceof Error, badEventType: badOnce.type, badHasMessage: 'message' in badOnce, badLoads: images.filter((s) => s === '/bad.png').length};
  const beforeImages = images.length;
  for (let i = 0; i < 5; i++) mu.getImageDimensions('/slow-' + i + '.png');
  await tick(); await tick(); await tick();
  results.image.concurrent = images.length - beforeImages;

  // audioBufferToDataUrl()
  const buffer = (channels, length, sampleRate) => ({numberOfChannels: channels, sampleRate, length, getChannelData: (c) => new Float32Array(length).fill(c === 0 ? 0.25 : c === 1 ? -0.5 : 0.75)});
  const url = mu.audioBufferToDataUrl(buffer(2, 44100, 44100));
  const bytes = Buffer.from(url.replace('data:audio/wav;base64,', ''), 'base64');
  const small = Buffer.from(mu.audioBufferToDataUrl(buffer(2, 2, 48000)).split(',')[1], 'base64');
  const three = Buffer.from(mu.audioBufferToDataUrl(buffer(3, 10, 48000)).split(',')[1], 'base64');
  results.wav = {
    prefix: url.slice(0, 22),
    length: url.length,
    format: bytes.readUInt16LE(20), channels: bytes.readUInt16LE(22), rate: bytes.readUInt32LE(24), bits: bytes.readUInt16LE(34),
    interleaved: [small.readFloatLE(44), small.readFloatLE(48), small.readFloatLE(52), small.readFloatLE(56)],
    threeChannelHeader: three.readUInt16LE(22), threeChannelDataBytes: three.readUInt32LE(40), threeChannelFirst: three.readFloatLE(44),
  };

  // @remotion/google-fonts in the browser: a FontFace stand-in.
  const {loadFont} = require('@remotion/google-fonts/Montserrat');
  const err = (fn) => { try { fn(); return 'no error'; } catch (e) { return e.message; } };
  results.fontsServer = err(() => loadFont('oblique'));
  const faces = [];
  globalThis.FontFace = class { constructor(family, src, d) { faces.push({family, d}); } load() { return Promise.resolve(this); } };
  globalThis.document.fonts = {add() {}};
  window.remotion_delayRenderTimeouts = {};
  results.fontsBrowser = {
    style: err(() => loadFont('oblique')),
    weight: err(() => loadFont('normal', {weights: ['950'], subsets: ['latin']})),
    subset: err(() => loadFont('normal', {weights: ['400'], subsets: ['klingon']})),
  };
  loadFont('normal', {weights: ['400'], subsets: ['latin']});
  const afterOne = faces.length;
  loadFont('normal', {weights: ['400'], subsets: ['latin']});
  results.fontsBrowser.reused = faces.length - afterOne;
  const everything = faces.length;
  loadFont('normal');
  results.fontsBrowser.allFilesOfStyle = faces.length - everything;
  const withItalic = faces.length;
  loadFont();
  results.fontsBrowser.noArguments = faces.length - withItalic;
};
main().then(() => console.log(JSON.stringify(results)), (e) => { console.log(JSON.stringify({crash: e.stack})); });
`;

type Results = Record<string, Record<string, unknown> & {concurrent?: number}> & {
  bufferWithoutWindow: string;
  fontsServer: string;
};
let results: Results;
beforeAll(() => {
  const out = runNode('cjs', SCRIPT).trim().split('\n').at(-1) ?? '{}';
  results = JSON.parse(out) as Results;
  expect(results.crash).toBeUndefined();
}, 120_000);

describe('getAudioData()', () => {
  it('outside the browser the promise rejects with "getAudioData() is only available in the browser."', () => {
    expect(results.noDocument.audioData).toBe('getAudioData() is only available in the browser.');
  });

  it('options.sampleRate defaults to 48000, and AudioData.sampleRate equals the rate the audio was decoded at', () => {
    expect((results.audioData.requestedRates as number[])[0]).toBe(48000);
    expect(results.audioData.sampleRate).toBe(48000);
    expect(results.audioData.ownRate).toBe(22050);
  });

  it('resolves with channelWaveforms, sampleRate, durationInSeconds, numberOfChannels, resultId and isRemote', () => {
    expect(results.audioData.keys).toEqual([
      'channelWaveforms',
      'durationInSeconds',
      'isRemote',
      'numberOfChannels',
      'resultId',
      'sampleRate',
    ]);
  });

  it('isRemote is false for the page origin and for data URLs, true otherwise', () => {
    expect([results.audioData.isRemoteLocal, results.audioData.isRemoteData, results.audioData.isRemoteCdn]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('is cached by URL only: a second call with another sampleRate returns the first result, with the first sample rate', () => {
    expect(results.audioData.cachedSame).toBe(true);
    expect(results.audioData.secondRate).toBe(48000);
  });

  it('a blocked download rejects with "Failed to read from …: Failed to fetch. Does the resource support CORS?"', () => {
    expect(results.audioData.cors).toBe(
      'Failed to read from https://cdn.example.com/blocked.mp3: Failed to fetch. Does the resource support CORS?',
    );
  });

  it("the CORS hint is only added for the browsers' own texts; Node.js's 'fetch failed' passes through unchanged", () => {
    expect(results.audioData.nodeError).toBe('fetch failed');
  });

  it('at most three loads run at once; further calls wait in a queue', () => {
    expect(results.audioData.concurrent).toBe(3);
  });
});

describe('getAudioDurationInSeconds()', () => {
  it('outside a browser it rejects with "getAudioDuration() is only available in the browser." (the old name)', () => {
    expect(results.noDocument.duration).toBe('getAudioDuration() is only available in the browser.');
  });

  it('resolves with the element duration and caches it per URL (no second <audio> element): the first duration measured is kept', () => {
    expect(results.duration.first).toBe(12.4);
    expect(results.duration.cached).toBe(12.4);
    expect(results.duration.newElements).toBe(0);
  });

  it('passes Infinity on for files without a known length', () => {
    expect(results.duration.live).toBe('Infinity');
  });

  it('a missing file on the same origin rejects with "Received a 404 error loading … Correct the URL of the file."', () => {
    expect(results.duration.missing).toBe(
      'Failed to execute getAudioDurationInSeconds(): Received a 404 error loading "/missing.mp3". Correct the URL of the file.',
    );
  });

  it('other media errors reject with "Received a MediaError loading …" and the browser message', () => {
    expect(results.duration.decodeError).toMatch(
      /^Failed to execute getAudioDurationInSeconds\(\), Received a MediaError loading "\/broken\.mp3"\./,
    );
    expect(results.duration.decodeError).toContain('Browser error message: DEMUXER_ERROR');
  });

  it('at most three measurements run in parallel', () => {
    expect(results.duration.concurrent).toBe(3);
  });

  it('getAudioDuration() is still exported as a deprecated alias', () => {
    const mu = requireInstalled('@remotion/media-utils') as Record<string, unknown>;
    expect(typeof mu.getAudioDuration).toBe('function');
    expect(mu.getAudioDuration).not.toBe(mu.getAudioDurationInSeconds);
  });
});

describe('getVideoMetadata() of @remotion/media-utils', () => {
  it('a 1080 × 1920 video of 8.5 seconds resolves with durationInSeconds, width, height, aspectRatio and isRemote', () => {
    expect(JSON.parse(results.video.portrait as string)).toEqual({
      durationInSeconds: 8.5,
      width: 1080,
      height: 1920,
      aspectRatio: 1080 / 1920,
      isRemote: false,
    });
  });

  it('rejects with "Unable to determine video metadata for …" without a picture and "… got Infinity. Re-encoding this video may fix this issue." for an infinite duration', () => {
    expect(results.video.noPicture).toBe('Unable to determine video metadata for /audio-only.mp4');
    expect(results.video.infinite).toBe(
      'Unable to determine video duration for /stream.mp4 - got Infinity. Re-encoding this video may fix this issue.',
    );
  });

  it('outside the browser it rejects with "getVideoMetadata() is only available in the browser."', () => {
    expect(results.noDocument.video).toBe('getVideoMetadata() is only available in the browser.');
  });
});

describe('getImageDimensions()', () => {
  it('outside a browser it rejects with "getImageDimensions() is only available in the browser."', () => {
    expect(results.noDocument.image).toBe('getImageDimensions() is only available in the browser.');
  });

  it('resolves with {width, height} of the Image and caches per src', () => {
    expect(results.image.dims).toEqual({width: 2000, height: 3000});
    expect(results.image.loads).toBe(1);
  });

  it('a failed load rejects with the error event, not an Error with a message, and is not cached', () => {
    expect(results.image.badIsError).toBe(false);
    expect(results.image.badEventType).toBe('error');
    expect(results.image.badHasMessage).toBe(false);
    expect(results.image.badLoads).toBe(2);
  });

  it('at most three images are loaded in parallel', () => {
    expect(results.image.concurrent).toBe(3);
  });
});

describe('audioBufferToDataUrl()', () => {
  it('uses window.btoa(), so without a window it throws "window is not defined"', () => {
    expect(results.bufferWithoutWindow).toBe('window is not defined');
  });

  it('returns data:audio/wav;base64,… with 32-bit floating-point samples (format 3) and the buffer rate and channel count', () => {
    expect(results.wav.prefix).toBe('data:audio/wav;base64,');
    expect([results.wav.format, results.wav.bits, results.wav.channels, results.wav.rate]).toEqual([3, 32, 2, 44100]);
  });

  it('stereo samples are interleaved', () => {
    expect(results.wav.interleaved).toEqual([0.25, -0.5, 0.25, -0.5]);
  });

  it('one second of 44.1 kHz stereo audio becomes a string of about 470 KB', () => {
    expect(results.wav.length).toBe(22 + 4 * Math.ceil((44 + 44100 * 2 * 4) / 3));
    expect(Math.round((results.wav.length as number) / 1000)).toBe(470);
  });

  it('with more than two channels only the first channel is written while the header announces all of them', () => {
    expect(results.wav.threeChannelHeader).toBe(3);
    expect(results.wav.threeChannelDataBytes).toBe(10 * 4);
    expect(results.wav.threeChannelFirst).toBe(0.25);
  });
});

describe('getWaveformPortion()', () => {
  type Bar = {index: number; amplitude: number};
  const {getWaveformPortion} = requireInstalled('@remotion/media-utils') as {
    getWaveformPortion: (o: Record<string, unknown>) => Bar[];
  };
  // 2 channels, 100 samples per second, 2 seconds: channel 0 alternates 0.5 / -0.5.
  const left = Float32Array.from({length: 200}, (_, i) => (i % 2 === 0 ? 0.5 : -0.5));
  const audioData = {
    channelWaveforms: [left, new Float32Array(200)],
    sampleRate: 100,
    durationInSeconds: 2,
    numberOfChannels: 2,
    resultId: 'x',
    isRemote: false,
  };

  it("outputRange defaults to 'zero-to-one': the average absolute level of each block", () => {
    const bars = getWaveformPortion({audioData, startTimeInSeconds: 0, durationInSeconds: 1, numberOfSamples: 4});
    expect(bars).toEqual([0, 1, 2, 3].map((index) => ({index, amplitude: 0.5})));
  });

  it("'minus-one-to-one' makes every bar at an even index negative", () => {
    const bars = getWaveformPortion({
      audioData,
      startTimeInSeconds: 0,
      durationInSeconds: 1,
      numberOfSamples: 4,
      outputRange: 'minus-one-to-one',
    });
    expect(bars.map((b) => b.amplitude)).toEqual([-0.5, 0.5, -0.5, 0.5]);
  });

  it('if the range has fewer samples than numberOfSamples, it returns an empty array', () => {
    expect(
      getWaveformPortion({audioData, startTimeInSeconds: 0, durationInSeconds: 0.05, numberOfSamples: 10}),
    ).toEqual([]);
  });

  it('a negative start and a range past the end count as silence', () => {
    const before = getWaveformPortion({audioData, startTimeInSeconds: -1, durationInSeconds: 2, numberOfSamples: 2});
    expect(before.map((b) => b.amplitude)).toEqual([0, 0.5]);
    const after = getWaveformPortion({audioData, startTimeInSeconds: 1, durationInSeconds: 2, numberOfSamples: 2});
    expect(after.map((b) => b.amplitude)).toEqual([0.5, 0]);
  });

  it('blocks are Math.floor(samplesInRange / numberOfSamples) long; the leftover samples are ignored', () => {
    // 7 samples of 1, then 0.5 …: 3 bars of floor(7 / 3) = 2 samples; the 7th sample is ignored.
    const data = {
      ...audioData,
      channelWaveforms: [Float32Array.from([1, 1, 1, 1, 1, 1, 0.2, 0, 0, 0]), new Float32Array(10)],
      sampleRate: 10,
      durationInSeconds: 1,
    };
    const bars = getWaveformPortion({
      audioData: data,
      startTimeInSeconds: 0,
      durationInSeconds: 0.7,
      numberOfSamples: 3,
    });
    expect(bars.map((b) => b.amplitude)).toEqual([1, 1, 1]);
  });

  it('a channel out of range throws a TypeError such as "channel" must be 1 or lower. The audio has 2 channels', () => {
    expect(() =>
      getWaveformPortion({audioData, startTimeInSeconds: 0, durationInSeconds: 1, numberOfSamples: 2, channel: 2}),
    ).toThrow(new TypeError('"channel" must be 1 or lower. The audio has 2 channels'));
    expect(() =>
      getWaveformPortion({audioData, startTimeInSeconds: 0, durationInSeconds: 1, numberOfSamples: 2, channel: 0.5}),
    ).toThrow(TypeError);
  });
});

describe('visualizeAudio()', () => {
  type Visualize = (o: Record<string, unknown>) => number[];
  const {visualizeAudio} = requireInstalled('@remotion/media-utils') as {visualizeAudio: Visualize};
  const wave = Float32Array.from({length: 4096}, (_, i) => Math.sin(i * 0.3) * 0.5 + Math.sin(i * 1.7) * 0.2);
  let id = 0;
  // visualizeAudio() caches by resultId, frame, fps and numberOfSamples (not optimizeFor): a new resultId per call.
  const audioData = () => ({
    channelWaveforms: [wave],
    sampleRate: 1000,
    durationInSeconds: 4.096,
    numberOfChannels: 1,
    resultId: `wave-${id++}`,
    isRemote: false,
  });

  it('in Remotion 4, optimizeFor defaults to "accuracy", not "speed"', () => {
    const run = (extra: Record<string, unknown>) =>
      visualizeAudio({audioData: audioData(), frame: 30, fps: 30, numberOfSamples: 32, ...extra});
    const byDefault = run({});
    expect(byDefault).toEqual(run({optimizeFor: 'accuracy'}));
    expect(byDefault).not.toEqual(run({optimizeFor: 'speed'}));
  });
});

describe('@remotion/google-fonts', () => {
  it('getAvailableFonts() lists 1575 families, each {fontFamily, importName, load}', () => {
    const {getAvailableFonts} = requireInstalled('@remotion/google-fonts') as {
      getAvailableFonts: () => Record<string, unknown>[];
    };
    const fonts = getAvailableFonts();
    expect(fonts).toHaveLength(1575);
    expect(Object.keys(fonts[0]).sort()).toEqual(['fontFamily', 'importName', 'load']);
    expect(fonts.find((f) => f.fontFamily === 'Open Sans')?.importName).toBe('OpenSans');
  });

  it('in the browser, loadFont() throws for a style, weight or subset the family does not have; on the server it checks nothing', () => {
    expect(results.fontsServer).toBe('no error');
    expect(results.fontsBrowser.style).toBe('The font Montserrat does not have a style oblique');
    expect(results.fontsBrowser.weight).toBe('The font Montserrat does not  have a weight 950 in style normal');
    expect(results.fontsBrowser.subset).toBe("weight: 400 subset: klingon is not available for 'Montserrat'");
  });

  it('loading the same style, weight and subset again reuses the first request', () => {
    expect(results.fontsBrowser.reused).toBe(0);
  });

  it('without weights and subsets, loadFont() loads every weight in every subset of the style (dozens of files for Montserrat)', () => {
    expect(results.fontsBrowser.allFilesOfStyle as number).toBeGreaterThan(40);
  });

  it('without arguments, loadFont() loads every style (normal and italic), weight and subset of the family', () => {
    // Without arguments: the normal files are already loaded, so only the italic ones are new.
    expect(results.fontsBrowser.noArguments as number).toBeGreaterThan(40);
  });
});

describe('@remotion/fonts loadFont()', () => {
  const {getFontFormat} = require(
    path.join(PROJECT_ROOT, 'node_modules/@remotion/fonts/dist/cjs/get-font-format.js'),
  ) as {
    getFontFormat: (url: string) => string;
  };

  it('derives the format from the extension: woff2, woff, otf → opentype, ttf → truetype', () => {
    expect(['a.woff2', 'a.WOFF', 'a.otf', 'a.ttf'].map(getFontFormat)).toEqual([
      'woff2',
      'woff',
      'opentype',
      'truetype',
    ]);
  });

  it('an unknown extension, also one with a query string, throws "Could not automatically derive font format from extension"', () => {
    expect(() => getFontFormat('/fonts/brand')).toThrow('Could not automatically derive font format from extension');
    expect(() => getFontFormat('/fonts/brand.woff2?v=2')).toThrow(
      'Could not automatically derive font format from extension: woff2?v=2. Pass the "format" parameter explicitly.',
    );
  });
});

describe('The license notice of the Player', () => {
  it('prints "Note: Some companies are required to obtain a license to use Remotion." once, and nothing with acknowledgeRemotionLicense', () => {
    const out = runNode(
      'cjs',
      `
const warnings = [];
console.warn = (...a) => warnings.push(a.join(' '));
const {acknowledgeRemotionLicenseMessage} = require(process.cwd() + '/node_modules/@remotion/player/dist/cjs/use-remotion-license-acknowledge.js');
acknowledgeRemotionLicenseMessage(true, 'info');
const silent = warnings.length;
acknowledgeRemotionLicenseMessage(false, 'info');
acknowledgeRemotionLicenseMessage(false, 'info');
console.log(JSON.stringify({silent, warnings}));
`,
    );
    const {silent, warnings} = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      silent: number;
      warnings: string[];
    };
    expect(silent).toBe(0);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain(
      'Note: Some companies are required to obtain a license to use Remotion. See: https://remotion.dev/license',
    );
    expect(warnings[1]).toContain('Pass the `acknowledgeRemotionLicense` prop to `<Player />`');
  });
});
