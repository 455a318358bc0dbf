/**
 * Executed claims of the second reading of the media pages (media-playback-error, using-audio,
 * video-manipulation, use-offthread-video-texture, use-windowed-audio-data, iframe, animatedimage,
 * buffer-state). Each describe runs the installed packages in a Node.js script or in this process:
 * components with react-dom (on a minimal fake DOM where effects must run), internal modules of
 * `remotion` by their file path where the browser API they wrap (ImageDecoder,
 * requestVideoFrameCallback) is replaced by a stand-in, and @remotion/media-utils against a local
 * HTTP server that answers range requests.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  AUDIO_PROPS_RECORDER,
  FAKE_DOM_SCRIPT,
  installedFile,
  lastJson,
  pageSays,
  requireInstalled,
  runNode,
} from './lib';

/** The shared document, plus a navigator and a wait() for the scripts below. */
const FAKE_DOM = `
${FAKE_DOM_SCRIPT}if (typeof navigator === 'undefined') globalThis.navigator = {userAgent: 'Node.js'};
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
`;

const AUDIO_SCRIPT = `
${AUDIO_PROPS_RECORDER}const userOnError = () => {};
const src = 'https://cdn.example.com/jingle.ogg';
const thumbnail = (props) => React.createElement(Thumbnail, {component: () => React.createElement(remotion.Audio, props), compositionWidth: 100, compositionHeight: 100, durationInFrames: 30, fps: 30, frameToDisplay: 0});
const describe = (p) => ({onError: p.onError === userOnError ? 'user' : typeof p.onError});

// Preview (no rendering environment): the element gets Remotion's handler, also when onError is passed.
renderToString(thumbnail({src, loop: true, onError: userOnError}));
const previewProps = [...audioProps];
globalThis.window = {};
let thrown = null;
try { previewProps[0].onError({currentTarget: {error: '[object MediaError]'}}); } catch (e) { thrown = e.message; }
delete globalThis.window;

// Rendering: mount with react-dom/client so that the layout effects run.
${FAKE_DOM}
// remotion was loaded without a window, so its table of open delayRender() handles is created here.
Object.assign(window, {remotion_puppeteerTimeout: 30000, remotion_attempt: 1, remotion_videoEnabled: true, remotion_audioEnabled: true, remotion_proxyPort: 3000, remotion_delayRenderTimeouts: {}});
// The <Thumbnail> only provides the composition context; keep the environment "rendering".
Object.defineProperty(window, 'remotion_isPlayer', {get: () => undefined, set: noop, configurable: true});
const {createRoot} = require('react-dom/client');
(async () => {
  audioProps.length = 0;
  const uncaught = [];
  const root = createRoot(container, {onUncaughtError: (e) => uncaught.push(e.message)});
  root.render(thumbnail({src, loop: true, onError: userOnError}));
  await wait(200);
  console.log(JSON.stringify({
    uncaught,
    preview: previewProps.map(describe),
    thrown,
    isRendering: remotion.getRemotionEnvironment().isRendering,
    rendering: audioProps.map(describe),
    open: Object.values(window.remotion_delayRenderTimeouts).map((t) => t.label),
  }));
  process.exit(0);
})();
`;

describe('<Audio> and a file that fails to load', () => {
  const out = lastJson<{
    uncaught: string[];
    preview: {onError: string}[];
    thrown: string;
    isRendering: boolean;
    rendering: {onError: string}[];
    open: string[];
  }>(runNode('cjs', AUDIO_SCRIPT));

  it('in the preview, the <audio> element of <Audio loop> gets Remotion\'s handler, which throws "Could not play audio with src …"; during rendering it gets no handler and the frame waits on "Loading <Audio> duration with src=…"', () => {
    expect(out.uncaught).toEqual([]);
    expect(out.preview).toEqual([{onError: 'function'}]);
    expect(out.thrown).toBe(
      'Could not play audio with src https://cdn.example.com/jingle.ogg: [object MediaError]. See https://remotion.dev/docs/media-playback-error for help.',
    );
    expect(out.isRendering).toBe(true);
    expect(out.rendering.length).toBeGreaterThan(0);
    expect(out.rendering.every((p) => p.onError === 'undefined')).toBe(true);
    expect(out.open).toEqual(['Loading <Audio> duration with src=https://cdn.example.com/jingle.ogg']);
    expect(pageSays('media-playback-error')).toContain(
      'During rendering, `<Audio>` never shows this message, because its `<audio>` element gets no error handler there.',
    );
  });

  it('an onError prop passed to <Audio> reaches the <audio> element neither in the preview nor during rendering', () => {
    expect(out.preview.map((p) => p.onError)).not.toContain('user');
    expect(out.rendering.map((p) => p.onError)).not.toContain('user');
    expect(pageSays('using-audio')).toContain('An `onError` handler is accepted but never called');
  });
});

describe('onVideoFrame in the Studio and the Player', () => {
  it('without requestVideoFrameCallback() the hook calls onVideoFrame once and then throws "ref.current.requestVideoFrameCallback is not a function"', () => {
    const out = lastJson<{error: string; calls: number; callsWithRvfc: number}>(
      runNode(
        'cjs',
        `
const path = require('node:path');
const React = require('react');
// Run effects when they are declared, so that the hook can be called outside a React renderer.
React.useEffect = (fn) => { fn(); };
const {useEmitVideoFrame} = require(path.join(path.dirname(require.resolve('remotion')), 'video/emit-video-frame.js'));
let calls = 0;
let error = null;
try {
  useEmitVideoFrame({ref: {current: {cancelVideoFrameCallback() {}}}, onVideoFrame: () => calls++});
} catch (e) { error = e.constructor.name + ': ' + e.message; }
// With the API, the next call comes from the browser's frame callback.
const pending = [];
let callsWithRvfc = 0;
useEmitVideoFrame({ref: {current: {requestVideoFrameCallback: (cb) => pending.push(cb), cancelVideoFrameCallback() {}}}, onVideoFrame: () => callsWithRvfc++});
pending.shift()();
console.log(JSON.stringify({error, calls, callsWithRvfc}));
`,
      ),
    );
    expect(out).toEqual({
      error: 'TypeError: ref.current.requestVideoFrameCallback is not a function',
      calls: 1,
      callsWithRvfc: 2,
    });
    expect(pageSays('video-manipulation')).toContain(
      '`onVideoFrame` calls your function once and then fails when it asks for the next frame.',
    );
  });
});

describe('useOffthreadVideoTexture() and a frame that cannot be loaded', () => {
  it("TextureLoader.loadAsync() rejects with the image's error event, not an Error, and cancelRender() turns it into 'Rendering was cancelled'; the frame server logs 'Could not extract frame from compositor'", () => {
    const out = lastJson<{isError: boolean; type: string; message: string}>(
      runNode(
        'esm',
        `
import {createRequire} from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const {cancelRender} = require('remotion');
globalThis.window = {};
// A document whose <img> fails to load, reported as browsers do: with an 'error' event.
globalThis.document = {
  createElementNS: () => {
    const listeners = {};
    const img = {
      addEventListener: (t, fn) => { listeners[t] = fn; },
      removeEventListener: () => {},
      set src(v) { setTimeout(() => listeners.error.call(img, new Event('error'))); },
    };
    return img;
  },
};
// The loader the hook imports (three/src/loaders/TextureLoader.js), and what its .catch() does with the rejection.
const {TextureLoader} = await import('three/src/loaders/TextureLoader.js');
const rejection = await new TextureLoader().loadAsync('http://localhost:3000/proxy?src=missing.mp4').then(() => null, (e) => e);
let message = null;
try { cancelRender(rejection); } catch (e) { message = e.message; }
console.log(JSON.stringify({isError: rejection instanceof Error, type: rejection.type, message}));
`,
      ),
    );
    expect(out).toEqual({isError: false, type: 'error', message: 'Rendering was cancelled'});
    // The frame server logs the cause itself when it cannot answer.
    expect(installedFile('@remotion/renderer/dist/offthread-video-server.js')).toContain(
      "Log.error({ indent, logLevel }, 'Could not extract frame from compositor', err)",
    );
    expect(pageSays('use-offthread-video-texture')).toContain(
      'so the render fails with the generic message `Rendering was cancelled`',
    );
  });
});

describe('useWindowedAudioData(): the samples getPartialWaveData() reads', () => {
  type Read = (o: Record<string, unknown>) => Promise<Float32Array>;
  const {getPartialWaveData} = requireInstalled('@remotion/media-utils') as {getPartialWaveData: Read};

  /** Serves `body` with range requests and records each requested range. */
  const serve = async (body: Buffer, fn: (url: string, ranges: string[]) => Promise<void>) => {
    const ranges: string[] = [];
    const server = http.createServer((req, res) => {
      const range = req.headers.range ?? 'bytes=0-0';
      ranges.push(range);
      const [start, end] = range.replace('bytes=', '').split('-').map(Number);
      res.writeHead(206, {'Content-Type': 'audio/wav'});
      res.end(body.subarray(start, end + 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/a.wav`, ranges);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };

  it('8-bit samples come out between 0 and 2: 128 (silence) as 1, 0 as 0, 255 as 1.99', async () => {
    const body = Buffer.concat([Buffer.alloc(44), Buffer.from([128, 0, 255, 128])]);
    await serve(body, async (src) => {
      const samples = await getPartialWaveData({
        dataOffset: 44,
        src,
        bitsPerSample: 8,
        channelIndex: 0,
        sampleRate: 4,
        fromSeconds: 0,
        toSeconds: 1,
        blockAlign: 1,
        fileSize: body.length,
        signal: new AbortController().signal,
      });
      expect([...samples]).toEqual([1, 0, 255 / 128, 1]);
    });
    expect(pageSays('use-windowed-audio-data')).toContain(
      '8-bit samples are divided by 128 without removing the offset of unsigned 8-bit audio: their values come out between 0 and 2, with silence at 1 instead of 0',
    );
  });

  it('a window of a 16-bit stereo file is requested up to the first byte of its last sample frame, with both channels: channel 0 reads, channel 1 fails with "Tried to read a 16-bit integer from offset 31998 but the array length is 31997"', async () => {
    // Two seconds of 16-bit stereo at 8000 Hz; the first one-second window, as the hook requests it.
    const body = Buffer.alloc(44 + 2 * 8000 * 4);
    await serve(body, async (src, ranges) => {
      const read = (channelIndex: number) =>
        getPartialWaveData({
          dataOffset: 44,
          src,
          bitsPerSample: 16,
          channelIndex,
          sampleRate: 8000,
          fromSeconds: 0,
          toSeconds: 1,
          blockAlign: 4,
          fileSize: body.length - 8,
          signal: new AbortController().signal,
        });
      expect((await read(0)).length).toBe(7999);
      await expect(read(1)).rejects.toThrow(
        'Tried to read a 16-bit integer from offset 31998 but the array length is 31997',
      );
      // 16000 bytes would be one channel; the range spans the interleaved samples of both, minus 3 bytes.
      expect(ranges).toEqual(['bytes=44-32040', 'bytes=44-32040']);
    });
    const page = pageSays('use-windowed-audio-data');
    expect(page).toContain(
      'Only this one channel is returned, but every request downloads the samples of all channels',
    );
    expect(page).toContain('In 4.0.278, only channel `0` can be read reliably');
  });
});

describe('<IFrame> delayRenderTimeoutInMilliseconds', () => {
  it('5000 times out after 3000 ms, and without it the handle times out after 28000 ms of a 30000 ms render timeout', () => {
    const out = lastJson<{isRendering: boolean; delays: number[]; messages: string[]}>(
      runNode(
        'cjs',
        `
// What the renderer sets in its tabs, before remotion is loaded.
globalThis.window = {process: {env: {NODE_ENV: 'production'}}, remotion_puppeteerTimeout: 30000, remotion_attempt: 1};
const timers = [];
const realSetTimeout = setTimeout;
globalThis.setTimeout = (fn, ms) => { timers.push({fn, ms}); return realSetTimeout(() => {}, 0); };
const React = require('react');
const {renderToString} = require('react-dom/server');
const {IFrame, getRemotionEnvironment} = require('remotion');
// <IFrame> calls delayRender() in its state initializer, which runs during server rendering too.
renderToString(React.createElement(IFrame, {src: 'https://example.com/a', delayRenderTimeoutInMilliseconds: 5000}));
renderToString(React.createElement(IFrame, {src: 'https://example.com/b'}));
const messages = timers.map((t) => { try { t.fn(); return null; } catch (e) { return e.message.split(' See ')[0]; } });
console.log(JSON.stringify({isRendering: getRemotionEnvironment().isRendering, delays: timers.map((t) => t.ms), messages}));
`,
      ),
    );
    expect(out.isRendering).toBe(true);
    expect(out.delays).toEqual([3000, 28000]);
    expect(out.messages).toEqual([
      'A delayRender() "Loading <IFrame> with source https://example.com/a" was called but not cleared after 3000ms.',
      'A delayRender() "Loading <IFrame> with source https://example.com/b" was called but not cleared after 28000ms.',
    ]);
    expect(pageSays('iframe')).toContain('so `5000` gives up after 3000 ms');
  });
});

describe('<AnimatedImage>: which frame is shown', () => {
  it('with three frames of 1 s: frame 0 at 0.4 s, frame 1 at 0.6 s, with loop frame 2 from 1.6 s to 2.9 s and frame 0 again at 3.2 s; pause-after-finish keeps frame 2 at 3.6 s', () => {
    const out = lastJson<Record<string, Record<string, number | null>>>(
      runNode(
        'cjs',
        `
const path = require('node:path');
const {decodeImage} = require(path.join(path.dirname(require.resolve('remotion')), 'animated-image/decode-image.js'));
// A GIF with three frames of one second each (timestamps and durations in microseconds).
globalThis.ImageDecoder = class {
  constructor() { this.completed = Promise.resolve(); this.tracks = {selectedTrack: {frameCount: 3}}; }
  async decode({frameIndex}) { return {image: {timestamp: frameIndex * 1e6, duration: 1e6}}; }
};
globalThis.fetch = async () => ({body: {}, headers: {get: () => 'image/gif'}});
(async () => {
  const out = {};
  for (const loopBehavior of ['loop', 'pause-after-finish']) {
    const decoder = await decodeImage({resolvedSrc: 'https://example.com/a.gif', signal: new AbortController().signal, currentTime: 0, initialLoopBehavior: loopBehavior});
    out[loopBehavior] = {};
    for (const t of [0, 0.4, 0.6, 1.4, 1.6, 2.6, 2.9, 3.2, 3.6]) {
      const f = await decoder.getFrame(t, loopBehavior);
      out[loopBehavior][t] = f === null ? null : f.frameIndex;
    }
  }
  console.log(JSON.stringify(out));
})();
`,
      ),
    );
    expect(out.loop).toEqual({
      '0': 0,
      '0.4': 0,
      '0.6': 1,
      '1.4': 1,
      '1.6': 2,
      '2.6': 2,
      '2.9': 2,
      '3.2': 0,
      '3.6': 1,
    });
    expect(out['pause-after-finish']['0.6']).toBe(1);
    expect(out['pause-after-finish']['3.6']).toBe(2);
    expect(pageSays('animatedimage')).toContain(
      'in a GIF with one frame per second, the first frame shows for only 0.5 seconds, the second from 0.5 seconds on, and with `loop` the last frame stays for 1.5 seconds',
    );
  });
});

describe('the buffer state events', () => {
  it("two elements that start waiting and then finish one after the other bring three 'waiting' callbacks and one 'resume'", () => {
    const out = lastJson<{events: string[]}>(
      runNode(
        'cjs',
        `
${FAKE_DOM}
const React = require('react');
const {createRoot} = require('react-dom/client');
const {Internals} = require('remotion');
const events = [];
let manager = null;
// Subscribes like the Player does (use-buffer-state-emitter.js dispatches 'waiting' and 'resume' from these callbacks).
const Probe = () => {
  manager = React.useContext(Internals.BufferingContextReact);
  React.useEffect(() => {
    const a = manager.listenForBuffering(() => events.push('waiting'));
    const b = manager.listenForResume(() => events.push('resume'));
    return () => { a.remove(); b.remove(); };
  }, []);
  return null;
};
(async () => {
  createRoot(container).render(React.createElement(Internals.BufferingProvider, null, React.createElement(Probe)));
  await wait(50);
  const video = manager.addBlock({id: 'video'});
  await wait(20);
  const image = manager.addBlock({id: 'image'});
  await wait(20);
  video.unblock();
  await wait(20);
  image.unblock();
  await wait(20);
  console.log(JSON.stringify({events}));
  process.exit(0);
})();
`,
      ),
    );
    expect(out.events).toEqual(['waiting', 'waiting', 'waiting', 'resume']);
    const page = pageSays('buffer-state');
    expect(page).toContain('one buffering phase can bring several `waiting` events before its single `resume`');
    expect(page).toContain('if (timeout === null) { timeout = setTimeout(() => setIsBuffering(true), delayInMs); }');
  });
});
