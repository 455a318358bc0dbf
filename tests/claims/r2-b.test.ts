/**
 * Executed claims of the second reading of the media and asset pages (video, offthreadvideo, audio,
 * staticfile). Each describe runs one Node.js script against the installed `remotion` package and
 * asserts on the JSON it prints. The media tests replace the preview component that <Video>,
 * <OffthreadVideo> and <Audio> hand their props to with a probe, so that the props that reach the
 * Studio's timeline track can be read; the onError test renders <OffthreadVideo> in the rendering
 * environment with react-dom/client on a minimal fake DOM, with a fetch() that fails.
 */
import {FAKE_DOM_SCRIPT, lastJson, runNode} from './lib';

type Seen = {name: string | null; showInTimeline: unknown; onError: string};

const PREVIEW_PROPS_SCRIPT = `
const React = require('react');
const {renderToString} = require('react-dom/server');
const remotion = require('remotion');
const base = require.resolve('remotion').replace(/index\\.js$/, '');
const userOnError = () => {};
const seen = [];
const probe = React.forwardRef((p, _ref) => {
  seen.push({name: p.name ?? null, showInTimeline: p.showInTimeline, onError: p.onError === userOnError ? 'user' : typeof p.onError});
  return null;
});
require(base + 'video/VideoForPreview.js').VideoForPreview = probe;
require(base + 'audio/AudioForPreview.js').AudioForPreview = probe;
const {Thumbnail} = require('@remotion/player');
const mp4 = 'https://example.com/clip.mp4';
const mp3 = 'https://example.com/music.mp3';
const cases = {
  videoPlain: [remotion.Video, {src: mp4, name: 'Clip', showInTimeline: false}],
  videoStartFrom: [remotion.Video, {src: mp4, name: 'Clip', showInTimeline: false, startFrom: 10}],
  offthreadPlain: [remotion.OffthreadVideo, {src: mp4, name: 'Clip', showInTimeline: false}],
  offthreadEndAt: [remotion.OffthreadVideo, {src: mp4, name: 'Clip', showInTimeline: false, endAt: 20}],
  audioPlain: [remotion.Audio, {src: mp3, name: 'Music', showInTimeline: false, onError: userOnError}],
  audioStartFrom: [remotion.Audio, {src: mp3, name: 'Music', showInTimeline: false, startFrom: 10, onError: userOnError}],
};
const out = {};
for (const [key, [Comp, props]] of Object.entries(cases)) {
  seen.length = 0;
  const errors = [];
  renderToString(
    React.createElement(Thumbnail, {component: () => React.createElement(Comp, props), compositionWidth: 100, compositionHeight: 100, durationInFrames: 30, fps: 30, frameToDisplay: 0}),
    {onError: (e) => errors.push(e.message)},
  );
  out[key] = {seen: [...seen], errors};
}
console.log(JSON.stringify(out));
`;

describe('the props that reach the timeline track of <Video>, <OffthreadVideo> and <Audio>', () => {
  const out = lastJson<Record<string, {seen: Seen[]; errors: string[]}>>(runNode('cjs', PREVIEW_PROPS_SCRIPT));
  const only = (key: string) => {
    expect(out[key].errors).toEqual([]);
    expect(out[key].seen).toHaveLength(1);
    return out[key].seen[0];
  };

  test('<Video> never passes name on to its track, and showInTimeline={false} is lost once startFrom is set', () => {
    expect(only('videoPlain')).toMatchObject({name: null, showInTimeline: false});
    expect(only('videoStartFrom')).toMatchObject({name: null, showInTimeline: true});
  });

  test('<OffthreadVideo> never passes name on to its track, and showInTimeline={false} is lost once endAt is set', () => {
    expect(only('offthreadPlain')).toMatchObject({name: null, showInTimeline: false});
    expect(only('offthreadEndAt')).toMatchObject({name: null, showInTimeline: true});
  });

  test('<Audio> replaces an onError prop with its own handler, and loses name and showInTimeline once startFrom is set', () => {
    // onError: 'function' is Remotion's own handler; the one that was passed would read 'user'.
    expect(only('audioPlain')).toEqual({name: 'Music', showInTimeline: false, onError: 'function'});
    expect(only('audioStartFrom')).toEqual({name: null, showInTimeline: true, onError: 'function'});
  });
});

const OFFTHREAD_ON_ERROR_SCRIPT = `
${FAKE_DOM_SCRIPT}// What the renderer sets in its tabs: the rendering environment, attempt 1, video and audio on.
process.env.NODE_ENV = 'production';
Object.assign(window, {remotion_puppeteerTimeout: 30000, remotion_attempt: 1, remotion_videoEnabled: true, remotion_audioEnabled: true, remotion_proxyPort: 3000});
// The <Thumbnail> only provides the composition context; keep the environment "rendering".
Object.defineProperty(window, 'remotion_isPlayer', {get: () => undefined, set: noop, configurable: true});
const fetched = [];
globalThis.fetch = async (url) => { fetched.push(url); throw new Error('the frame could not be extracted'); };
const React = require('react');
const {createRoot} = require('react-dom/client');
const remotion = require('remotion');
const {Thumbnail} = require('@remotion/player');
const onErrorCalls = [];
const Comp = () => React.createElement(remotion.OffthreadVideo, {src: 'https://example.com/clip.mp4', onError: (e) => onErrorCalls.push(e.message)});
const open = () => Object.values(window.remotion_delayRenderTimeouts).map((t) => t.label);
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const uncaught = [];
  const root = createRoot(container, {onUncaughtError: (e) => uncaught.push(e.message)});
  root.render(React.createElement(Thumbnail, {component: Comp, compositionWidth: 100, compositionHeight: 100, durationInFrames: 30, fps: 30, frameToDisplay: 0}));
  await wait(200);
  const afterError = {isRendering: remotion.getRemotionEnvironment().isRendering, fetched: fetched.length, onErrorCalls: [...onErrorCalls], open: open(), renderReady: window.remotion_renderReady, cancelled: window.remotion_cancelledError !== undefined};
  root.unmount();
  await wait(100);
  console.log(JSON.stringify({uncaught, afterError, afterUnmount: {open: open(), renderReady: window.remotion_renderReady}}));
  process.exit(0);
})();
`;

describe('<OffthreadVideo> onError during rendering', () => {
  test('a failed frame extraction calls onError but leaves the delayRender() handle open, even after unmounting', () => {
    const out = lastJson<{
      uncaught: string[];
      afterError: {
        isRendering: boolean;
        fetched: number;
        onErrorCalls: string[];
        open: string[];
        renderReady: boolean;
        cancelled: boolean;
      };
      afterUnmount: {open: string[]; renderReady: boolean};
    }>(runNode('cjs', OFFTHREAD_ON_ERROR_SCRIPT));
    expect(out.uncaught).toEqual([]);
    expect(out.afterError.isRendering).toBe(true);
    expect(out.afterError.fetched).toBe(1);
    expect(out.afterError.onErrorCalls).toEqual(['the frame could not be extracted']);
    // Not cancelled, and not released: the frame waits for the delayRender() timeout.
    expect(out.afterError.cancelled).toBe(false);
    expect(out.afterError.open).toHaveLength(1);
    expect(out.afterError.open[0]).toMatch(/^Fetching http:\/\/localhost:3000\/proxy\?src=/);
    expect(out.afterError.renderReady).toBe(false);
    expect(out.afterUnmount.open).toEqual(out.afterError.open);
    expect(out.afterUnmount.renderReady).toBe(false);
  });
});

const STATIC_FILE_SCRIPT = `
globalThis.window = {remotion_staticBase: '/static-abc123'};
const {staticFile} = require('remotion');
const out = {once: staticFile('logo.png')};
try { staticFile(staticFile('logo.png')); } catch (e) { out.twice = e.message; }
console.log(JSON.stringify(out));
`;

describe('staticFile() in a bundle', () => {
  test("staticFile(staticFile('logo.png')) throws: the value already has the static prefix", () => {
    const out = lastJson<{once: string; twice?: string}>(runNode('cjs', STATIC_FILE_SCRIPT));
    expect(out.once).toBe('/static-abc123/logo.png');
    expect(out.twice).toBe(
      'The value "/static-abc123/logo.png" is already prefixed with the static base /static-abc123. You don\'t need to call staticFile() on it.',
    );
  });
});
