/**
 * Executed claims of the @remotion/media-utils pages (docs/media-utils/*, get-audio-data and the
 * visualizeAudio() options on audio/visualization). The pure functions run as they are;
 * getAudioData() runs against minimal stand-ins for `document`, `window`, `fetch` and
 * `AudioContext` that record what the function asks of the browser.
 */
import {type AudioData, requireInstalled, runNode} from './lib';

type Obj = Record<string, unknown>;
type MediaUtils = {
  createSmoothSvgPath: (o: {points: {x: number; y: number}[]}) => string;
  visualizeAudioWaveform: (o: Obj) => number[];
  visualizeAudio: (o: Obj) => number[];
  getAudioData: (src: string, options?: {sampleRate?: number}) => Promise<AudioData>;
};
const mu = requireInstalled('@remotion/media-utils') as MediaUtils;

let nextId = 0;
/** Decoded audio as getAudioData() would return it. */
const audio = (channels: number[][], sampleRate: number): AudioData => ({
  channelWaveforms: channels.map((c) => Float32Array.from(c)),
  sampleRate,
  durationInSeconds: channels[0].length / sampleRate,
  numberOfChannels: channels.length,
  resultId: `test-${nextId++}`,
  isRemote: false,
});
const constant = (value: number, seconds: number, sampleRate = 1000) =>
  audio([new Array(seconds * sampleRate).fill(value)], sampleRate);

describe('createSmoothSvgPath()', () => {
  it('three points give "M 0,50 C 20,40 …" ending in "C 140,0 180,40 200,50", with full-precision numbers such as 4.898587196589413e-15 and no Z', () => {
    const d = mu.createSmoothSvgPath({
      points: [
        {x: 0, y: 50},
        {x: 100, y: 0},
        {x: 200, y: 50},
      ],
    });
    expect(d).toBe('M 0,50 C 20,40 60,4.898587196589413e-15 100,0 C 140,0 180,40 200,50');
    expect(d.startsWith('M 0,50 C 20,40 ')).toBe(true);
    expect(d.endsWith('C 140,0 180,40 200,50')).toBe(true);
    expect(d).not.toContain('Z');
  });

  it('an empty array returns an empty string and a single point only the move command M 0,50', () => {
    expect(mu.createSmoothSvgPath({points: []})).toBe('');
    expect(mu.createSmoothSvgPath({points: [{x: 0, y: 50}]})).toBe('M 0,50');
  });

  it('control points lie at 20% of the distance between the neighbours, and the ends use themselves as the missing neighbour', () => {
    const d = mu.createSmoothSvgPath({
      points: [
        {x: 0, y: 0},
        {x: 100, y: 0},
      ],
    });
    expect(d).toBe('M 0,0 C 20,0 80,2.4492935982947065e-15 100,0');
  });
});

describe('visualizeAudioWaveform()', () => {
  it('values alternate in sign, negative at even indices, each the average absolute level of its block; numberOfSamples need not be a power of two', () => {
    const data = audio([Array.from({length: 1000}, (_, i) => (i % 2 === 0 ? 0.5 : -0.5))], 1000);
    const values = mu.visualizeAudioWaveform({
      audioData: data,
      frame: 15,
      fps: 30,
      windowInSeconds: 0.5,
      numberOfSamples: 4,
    });
    expect(values).toEqual([-0.5, 0.5, -0.5, 0.5]);
    // not a power of two
    expect(
      mu.visualizeAudioWaveform({audioData: data, frame: 15, fps: 30, windowInSeconds: 0.5, numberOfSamples: 3}),
    ).toEqual([-0.5, 0.5, -0.5]);
  });

  it('the window is centered on frame / fps; parts before the start of the audio are filled with zeros', () => {
    const data = constant(0.8, 1);
    const atStart = mu.visualizeAudioWaveform({
      audioData: data,
      frame: 0,
      fps: 30,
      windowInSeconds: 0.5,
      numberOfSamples: 4,
    });
    expect(atStart.map(Math.abs)).toEqual([0, 0, 0.800000011920929, 0.800000011920929]);
    const inside = mu.visualizeAudioWaveform({
      audioData: data,
      frame: 15,
      fps: 30,
      windowInSeconds: 0.5,
      numberOfSamples: 4,
    });
    expect(inside.map(Math.abs).every((v) => v > 0.79)).toBe(true);
  });

  it('more values than samples in the window throw "… audiodata does not have … bars. Increase windowInSeconds or decrease numberOfSamples"', () => {
    expect(() =>
      mu.visualizeAudioWaveform({
        audioData: constant(0.1, 1),
        frame: 0,
        fps: 30,
        windowInSeconds: 0.004,
        numberOfSamples: 8,
      }),
    ).toThrow('0.004s audiodata does not have 8 bars. Increase windowInSeconds or decrease numberOfSamples');
  });

  it('channel defaults to 0; a channel outside 0 to numberOfChannels - 1 or not an integer throws a TypeError', () => {
    const stereo = audio([new Array(1000).fill(0.2), new Array(1000).fill(0.6)], 1000);
    const base = {audioData: stereo, frame: 15, fps: 30, windowInSeconds: 0.5, numberOfSamples: 2};
    expect(mu.visualizeAudioWaveform(base).map((v) => Math.abs(Math.round(v * 10) / 10))).toEqual([0.2, 0.2]);
    expect(mu.visualizeAudioWaveform({...base, channel: 1}).map((v) => Math.abs(Math.round(v * 10) / 10))).toEqual([
      0.6, 0.6,
    ]);
    expect(() => mu.visualizeAudioWaveform({...base, channel: 2})).toThrow(TypeError);
    expect(() => mu.visualizeAudioWaveform({...base, channel: 0.5})).toThrow(TypeError);
    expect(() => mu.visualizeAudioWaveform({...base, channel: -1})).toThrow(TypeError);
  });

  it('dataOffsetInSeconds shifts where audioData starts in the file', () => {
    const data = audio([[...new Array(500).fill(0), ...new Array(500).fill(0.5)]], 1000);
    const at = (dataOffsetInSeconds: number) =>
      mu
        .visualizeAudioWaveform({
          audioData: data,
          frame: 30,
          fps: 30,
          windowInSeconds: 0.2,
          numberOfSamples: 2,
          dataOffsetInSeconds,
        })
        .map(Math.abs);
    expect(at(0)).toEqual([0.5, 0]);
    expect(at(0.5)).toEqual([0, 0.5]);
  });
});

describe('visualizeAudio()', () => {
  const tone = audio([Array.from({length: 48000}, (_, i) => Math.sin((i / 48000) * 2 * Math.PI * 440) * 0.5)], 48000);

  it('numberOfSamples must be a power of two: 12 throws "The argument "bars" must be a power of two", 1, 2, 4, 8, 16, 32 work', () => {
    expect(() => mu.visualizeAudio({audioData: tone, frame: 10, fps: 30, numberOfSamples: 12})).toThrow(
      'The argument "bars" must be a power of two',
    );
    for (const n of [1, 2, 4, 8, 16, 32]) {
      expect(mu.visualizeAudio({audioData: tone, frame: 10, fps: 30, numberOfSamples: n})).toHaveLength(n);
    }
  });

  it("smoothing defaults to true (the average of the previous, current and next frame); optimizeFor defaults to 'accuracy'", () => {
    const opts = {audioData: tone, fps: 30, numberOfSamples: 16};
    const byDefault = mu.visualizeAudio({...opts, frame: 10});
    const single = (frame: number) => mu.visualizeAudio({...opts, frame, smoothing: false});
    const averaged = single(10).map((_, i) => (single(9)[i] + single(10)[i] + single(11)[i]) / 3);
    byDefault.forEach((v, i) => expect(v).toBeCloseTo(averaged[i], 12));
    expect(mu.visualizeAudio({...opts, frame: 10, smoothing: false})).toEqual(
      mu.visualizeAudio({...opts, frame: 10, smoothing: false, optimizeFor: 'accuracy'}),
    );
  });

  it('the first value is the lowest band: a 440 Hz tone puts its energy into the low bands', () => {
    const bars = mu.visualizeAudio({audioData: tone, frame: 10, fps: 30, numberOfSamples: 32, smoothing: false});
    expect(bars.indexOf(Math.max(...bars))).toBeLessThan(4);
  });
});

describe('getAudioData()', () => {
  it('outside the browser the promise rejects with "getAudioData() is only available in the browser."', () => {
    const out = runNode(
      'cjs',
      `require('@remotion/media-utils').getAudioData('https://example.com/a.mp3').catch((e) => process.stdout.write(e.message));`,
    );
    expect(out).toBe('getAudioData() is only available in the browser.');
  });

  it('with stand-ins for the browser: sampleRate defaults to 48000, the cache is keyed by src only, at most 3 loads run at once, isRemote is false for the origin and data: URLs', () => {
    const out = runNode(
      'cjs',
      `const contexts = []; let active = 0; let maxActive = 0;
globalThis.document = {};
globalThis.window = {origin: 'http://localhost:3000'};
globalThis.fetch = async () => ({arrayBuffer: async () => new ArrayBuffer(8)});
globalThis.AudioContext = class {
  constructor(o) { this.sampleRate = o.sampleRate; contexts.push(o.sampleRate); }
  async decodeAudioData() {
    active++; maxActive = Math.max(maxActive, active);
    await new Promise((r) => setTimeout(r, 20));
    active--;
    const sampleRate = this.sampleRate;
    return {numberOfChannels: 2, sampleRate, duration: 1, getChannelData: () => new Float32Array(sampleRate)};
  }
};
const {getAudioData} = require('@remotion/media-utils');
(async () => {
  const first = await getAudioData('http://localhost:3000/song.mp3');
  const again = await getAudioData('http://localhost:3000/song.mp3', {sampleRate: 16000});
  const low = await getAudioData('data:audio/wav;base64,AAAA', {sampleRate: 16000});
  const relative = await getAudioData('/public/beat.mp3');
  await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => getAudioData('https://cdn.example.com/' + n + '.mp3')));
  process.stdout.write(JSON.stringify({
    contexts, maxActive,
    first: first.sampleRate, sameObject: again === first, againRate: again.sampleRate,
    low: low.sampleRate, bytesPerSecondAndChannel: first.channelWaveforms[0].byteLength,
    isRemote: [first.isRemote, low.isRemote, relative.isRemote],
  }));
})();`,
    );
    expect(JSON.parse(out)).toEqual({
      contexts: [48000, 16000, 48000, 48000, 48000, 48000, 48000, 48000, 48000],
      maxActive: 3,
      first: 48000,
      sameObject: true,
      againRate: 48000,
      low: 16000,
      bytesPerSecondAndChannel: 192000,
      isRemote: [false, false, true],
    });
  });

  it('a fetch that fails as in Chrome ("Failed to fetch") rejects with "Failed to read from … Does the resource support CORS?"', () => {
    const out = runNode(
      'cjs',
      `globalThis.document = {};
globalThis.window = {origin: 'http://localhost:3000'};
globalThis.AudioContext = class { constructor() {} };
globalThis.fetch = async () => { throw new TypeError('Failed to fetch'); };
require('@remotion/media-utils').getAudioData('https://other.example.com/a.mp3').catch((e) => process.stdout.write(e.message));`,
    );
    expect(out).toBe(
      'Failed to read from https://other.example.com/a.mp3: Failed to fetch. Does the resource support CORS?',
    );
  });
});

describe('module formats', () => {
  it('@remotion/media-utils loads as CommonJS and as an ES module and exports exactly the functions the overview lists', () => {
    const names = [
      'getAudioData',
      'useAudioData',
      'useWindowedAudioData',
      'visualizeAudio',
      'visualizeAudioWaveform',
      'createSmoothSvgPath',
      'getWaveformPortion',
      'getAudioDurationInSeconds',
      'getAudioDuration',
      'getVideoMetadata',
      'getImageDimensions',
      'audioBufferToDataUrl',
      'probeWaveFile',
      'getPartialWaveData',
    ];
    const check = (m: string) =>
      `process.stdout.write(JSON.stringify(Object.keys(${m}).filter((n) => n !== 'default' && n !== 'module.exports' && n !== '__esModule').sort()));`;
    expect(JSON.parse(runNode('cjs', `const m = require('@remotion/media-utils');\n${check('m')}`))).toEqual(
      [...names].sort(),
    );
    expect(JSON.parse(runNode('esm', `const m = await import('@remotion/media-utils');\n${check('m')}`))).toEqual(
      [...names].sort(),
    );
  });
});
