/**
 * Executed claims of a second read of the Player guide pages and core API pages
 * (get-remotion-environment, player/autoplay): the installed packages run in child Node.js
 * processes, with React's hooks reduced to what runs the code under test once, and the Player's
 * contexts and the media element replaced by stand-ins that record what is called.
 */
import {lastJson, pageSays, runNode} from './lib';

/** Replaces React's hooks before the packages load: effects run at once, contexts can be overridden. */
const stubReact = `const path = require('path');
const React = require('react');
const overrides = new Map();
const layoutCleanups = [];
Object.assign(React, {
  useContext: (ctx) => (overrides.has(ctx) ? overrides.get(ctx) : ctx._currentValue),
  useState: (v) => [typeof v === 'function' ? v() : v, () => {}],
  useRef: (v) => ({current: v}),
  useCallback: (fn) => fn,
  useMemo: (fn) => fn(),
  useEffect: (fn) => { fn(); },
  useLayoutEffect: (fn) => { layoutCleanups.push(fn()); },
  useImperativeHandle: () => {},
});
`;

describe('getRemotionEnvironment()', () => {
  it('isRendering is true without any render when window.process.env.NODE_ENV is "test"', () => {
    const out = runNode(
      'cjs',
      `const {getRemotionEnvironment} = require('remotion');
const node = getRemotionEnvironment();
globalThis.window = {process: {env: {NODE_ENV: 'test'}}};
const testRunner = getRemotionEnvironment();
globalThis.window = {process: {env: {NODE_ENV: 'development'}}};
const development = getRemotionEnvironment();
console.log(JSON.stringify({node: node.isRendering, testRunner: testRunner.isRendering, development: development.isRendering}));
`,
    );
    expect(lastJson(out)).toEqual({node: false, testRunner: true, development: false});
    expect(pageSays('get-remotion-environment')).toContain(
      'except when `window.process.env.NODE_ENV` is `"test"`: then `isRendering` is `true`',
    );
  });

  it('isPlayer becomes true when a Player or a Thumbnail mounts, and their layout effects return no cleanup that resets it', () => {
    const out = runNode(
      'cjs',
      `${stubReact}
globalThis.window = {};
const {getRemotionEnvironment} = require('remotion');
const {Player, Thumbnail} = require('@remotion/player');
const mount = (C, props) => { try { C.render(props, null); } catch {} };
const props = {component: () => null, durationInFrames: 10, fps: 30, compositionWidth: 100, compositionHeight: 100, acknowledgeRemotionLicense: true};
const result = {before: getRemotionEnvironment().isPlayer ?? null};
mount(Player, props);
result.player = getRemotionEnvironment().isPlayer;
result.playerCleanup = typeof layoutCleanups[0];
globalThis.window = {};
layoutCleanups.length = 0;
mount(Thumbnail, {...props, frameToDisplay: 0});
result.thumbnail = getRemotionEnvironment().isPlayer;
result.thumbnailCleanup = typeof layoutCleanups[0];
console.log(JSON.stringify(result));
`,
    );
    expect(lastJson(out)).toEqual({
      before: null,
      player: true,
      playerCleanup: 'undefined',
      thumbnail: true,
      thumbnailCleanup: 'undefined',
    });
    expect(pageSays('get-remotion-environment')).toContain('Unmounting them does not reset the flag');
  });
});

describe('Player play() with an event', () => {
  it('plays the shared audio tags inside the call, while the mounted media elements skip it because the Player does not count as playing yet', () => {
    const out = runNode(
      'cjs',
      `${stubReact}
globalThis.window = {};
const core = (f) => require(path.join(process.cwd(), 'node_modules/remotion/dist/cjs', f));
const player = (f) => require(path.join(process.cwd(), 'node_modules/@remotion/player/dist/cjs', f));
const {Internals} = require('remotion');
core('use-video-config.js').useVideoConfig = () => ({durationInFrames: 300, fps: 30, width: 100, height: 100, id: 'x'});
const {useMediaInTimeline} = core('use-media-in-timeline.js');
const {PlayerEventEmitterContext} = player('emitter-context.js');
const {PlayerEmitter} = player('event-emitter.js');
const {usePlayer} = player('use-player.js');
const calls = [];
const imperativePlaying = {current: false};
const audioAndVideoTags = {current: []};
overrides.set(Internals.Timeline.TimelineContext, {frame: {}, playing: false, rootId: '', playbackRate: 1, imperativePlaying, audioAndVideoTags, setPlaybackRate: () => {}});
overrides.set(Internals.Timeline.SetTimelineContext, {setFrame: () => {}, setPlaying: () => calls.push('playing state set')});
overrides.set(Internals.SequenceManager, {registerSequence: () => {}, unregisterSequence: () => {}, sequences: []});
overrides.set(Internals.SharedAudioContext, {numberOfAudioTags: 5, playAllAudios: () => calls.push('shared audio tags played')});
overrides.set(PlayerEventEmitterContext, new PlayerEmitter());
overrides.set(Internals.BufferingContextReact, {buffering: {current: false}});
const media = {src: 'https://example.com/voice.mp3', play: () => { calls.push('media element play()'); return Promise.resolve(); }};
useMediaInTimeline({volume: 1, mediaVolume: 1, mediaRef: {current: media}, src: media.src, mediaType: 'audio', playbackRate: 1, displayName: null, id: 'a', stack: null, showInTimeline: false, premountDisplay: null, onAutoPlayError: null, isPremounting: false});
usePlayer().play({type: 'click'});
const duringPlay = [...calls];
// The same registered element does play once the Player counts as playing.
audioAndVideoTags.current.forEach((t) => t.play('later'));
console.log(JSON.stringify({registered: audioAndVideoTags.current.length, duringPlay, afterwards: calls.slice(duringPlay.length)}));
`,
    );
    expect(lastJson(out)).toEqual({
      registered: 1,
      duringPlay: ['shared audio tags played', 'playing state set'],
      afterwards: ['media element play()'],
    });
    expect(pageSays('player/autoplay')).toContain(
      'Each of them skips this call, though, because at that moment the Player does not count as playing yet.',
    );
  });
});
