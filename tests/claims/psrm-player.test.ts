/**
 * Executed claims of the Player pages (docs/player/*). The Player is rendered with react-dom/server:
 * its prop validation, the audio tag pool, the sizing styles and what the render props receive all
 * happen during render, so they run in Node.js. Playback itself (effects, timers, events of a mounted
 * Player) needs a browser; those claims are marked unexecutable in the ledger. Pure helpers (the next
 * frame calculation, the event emitter) are loaded from the package's own files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  type AnyProps,
  type Component,
  errorsMovedToClient,
  h,
  installedFile,
  pageSays,
  React,
  renderToString,
  requireInstalled,
  runNode,
} from './lib';

const {Player, Thumbnail, PlayerInternals} = requireInstalled('@remotion/player') as {
  Player: unknown;
  Thumbnail: unknown;
  PlayerInternals: {PlayerEmitter: new () => Emitter};
};
const remotion = requireInstalled('remotion') as Record<string, unknown> & {
  useCurrentFrame: () => number;
  useBufferState: () => {delayPlayback: () => {unblock: () => void}};
  useCurrentScale: () => number;
  staticFile: (p: string) => string;
};
const {Audio, Composition, Sequence, useCurrentFrame} = remotion;

type Emitter = {
  addEventListener: (name: string, cb: (e: {detail: unknown}) => void) => void;
  removeEventListener: (name: string, cb: (e: {detail: unknown}) => void) => void;
  dispatchSeek: (f: number) => void;
  dispatchPlay: () => void;
  dispatchPause: () => void;
  dispatchEnded: () => void;
  dispatchRateChange: (r: number) => void;
  dispatchVolumeChange: (v: number) => void;
  dispatchScaleChange: (s: number) => void;
  dispatchError: (e: Error) => void;
  dispatchWaiting: (e: object) => void;
};

const playerFile = (file: string) => path.join(PROJECT_ROOT, 'node_modules/@remotion/player/dist/cjs', file);
const {calculateNextFrame} = requireInstalled(playerFile('calculate-next-frame.js')) as {
  calculateNextFrame: (o: {
    time: number;
    currentFrame: number;
    playbackSpeed: number;
    fps: number;
    actualFirstFrame: number;
    actualLastFrame: number;
    framesAdvanced: number;
    shouldLoop: boolean;
  }) => {nextFrame: number; framesToAdvance: number; hasEnded: boolean};
};

const Blank: Component = () => h('div', null, `frame ${useCurrentFrame()}`);
const base = {
  component: Blank,
  durationInFrames: 30,
  fps: 30,
  compositionWidth: 1920,
  compositionHeight: 1080,
  acknowledgeRemotionLicense: true,
};

/** Renders an element to HTML; `thrown` is the error of the render, `errors` the errors React moved to the client. */
const ssr = (element: unknown) => {
  const errors: string[] = [];
  try {
    const html = renderToString(element, {onError: (e) => errors.push(e.message)});
    errors.push(...errorsMovedToClient(html));
    return {html, errors, thrown: null as null | {name: string; message: string}};
  } catch (e) {
    return {html: '', errors, thrown: {name: (e as Error).constructor.name, message: (e as Error).message}};
  }
};
const renderPlayer = (props: AnyProps = {}) => ssr(h(Player, {...base, ...props}));
const thrownBy = (props: AnyProps) => renderPlayer(props).thrown;
/** The error of a render, whether React threw it or moved it to the client (errors inside the Suspense boundary). */
const failureOf = (props: AnyProps) => {
  const {thrown, errors} = renderPlayer(props);
  return thrown?.message ?? errors[0] ?? null;
};

describe('<Player> props', () => {
  it('a fractional durationInFrames throws "must be an integer, but got 1.5"', () => {
    expect(thrownBy({durationInFrames: 1.5})?.message).toBe(
      'The "durationInFrames" prop of the <Player/> component must be an integer, but got 1.5.',
    );
  });

  it('compositionWidth and compositionHeight must be positive integers; fps 29.97 is accepted, fps 0 is not', () => {
    expect(thrownBy({compositionWidth: 0})?.message).toContain('must be positive, but got 0');
    expect(thrownBy({compositionHeight: 10.5})?.message).toContain('must be an integer, but is 10.5');
    expect(thrownBy({fps: 29.97})).toBeNull();
    expect(thrownBy({fps: 0})?.message).toContain('"fps" must be positive, but got 0');
  });

  it('playbackRate: 0 throws, values from -4 to 4 are allowed, 4.5 and -4.5 throw', () => {
    expect(thrownBy({playbackRate: 0})?.message).toBe('A playback rate of 0 is not supported.');
    expect(thrownBy({playbackRate: 4})).toBeNull();
    expect(thrownBy({playbackRate: -4})).toBeNull();
    expect(thrownBy({playbackRate: 4.5})?.message).toBe('The highest possible playback rate is 4. You passed: 4.5');
    expect(thrownBy({playbackRate: -4.5})?.message).toBe('The lowest possible playback rate is -4. You passed: -4.5');
  });

  it('initialFrame must be an integer no greater than durationInFrames - 1 (a negative one is not rejected)', () => {
    expect(thrownBy({initialFrame: 30})?.message).toBe(
      '`initialFrame` must be less or equal than `durationInFrames - 1`, but is 30',
    );
    expect(thrownBy({initialFrame: 2.5})?.message).toBe('`initialFrame` must be an integer, but is 2.5');
    expect(thrownBy({initialFrame: 29})).toBeNull();
    expect(thrownBy({initialFrame: -3})).toBeNull();
  });

  it('inFrame is an integer from 0 to durationInFrames - 1; outFrame is greater than 0 and than inFrame', () => {
    expect(thrownBy({inFrame: 30})?.message).toBe('inFrame must be less than (durationInFrames - 1), but is 30');
    expect(thrownBy({inFrame: -1})?.message).toBe('inFrame must be greater than 0, but is -1');
    expect(thrownBy({outFrame: 0})?.message).toBe(
      'outFrame must be greater than 0, but is 0. If you want to render a single frame, use <Thumbnail /> instead.',
    );
    expect(thrownBy({inFrame: 10, outFrame: 10})?.message).toBe(
      'outFrame must be greater than inFrame, but is 10 <= 10',
    );
    expect(thrownBy({inFrame: 0, outFrame: 29})).toBeNull();
  });

  it('passing defaultProps throws "The <Player /> component does not accept `defaultProps`"', () => {
    expect(thrownBy({defaultProps: {}})?.message).toBe(
      'The <Player /> component does not accept `defaultProps`, but some were passed. Use `inputProps` instead.',
    );
  });

  it("Composition as component throws a TypeError \"'component' must not be the 'Composition' component\"", () => {
    const thrown = thrownBy({component: Composition});
    expect(thrown?.name).toBe('TypeError');
    expect(thrown?.message).toContain("'component' must not be the 'Composition' component");
    expect(thrownBy({component: h(Composition, {})})?.message).toContain(
      "'component' should not be an instance of <Composition/>",
    );
  });

  it("without component and lazyComponent it throws \"You must pass either 'component' or 'lazyComponent'\"; with both, component is used", () => {
    const {component: _component, ...withoutComponent} = base;
    expect(ssr(h(Player, withoutComponent)).thrown?.message).toBe(
      "You must pass either 'component' or 'lazyComponent'",
    );
    let loaderCalls = 0;
    const both = ssr(
      h(Player, {
        ...base,
        lazyComponent: () => {
          loaderCalls++;
          return Promise.resolve({default: () => h('i', null, 'lazy')});
        },
      }),
    );
    expect(both.html).toContain('frame 0');
    expect(loaderCalls).toBe(0);
  });

  it('numberOfSharedAudioTags defaults to 5 silent <audio> tags; 0 mounts none; -1 throws', () => {
    const count = (html: string) => (html.match(/<audio /g) ?? []).length;
    expect(count(renderPlayer().html)).toBe(5);
    expect(count(renderPlayer({numberOfSharedAudioTags: 8}).html)).toBe(8);
    expect(count(renderPlayer({numberOfSharedAudioTags: 0}).html)).toBe(0);
    expect(thrownBy({numberOfSharedAudioTags: -1})?.message).toBe(
      "'numberOfSharedAudioTags' must be an integer but got '-1' instead",
    );
  });

  it('more simultaneous <Audio> than numberOfSharedAudioTags throws an error that names the limit 5', () => {
    const SixAudios: Component = () =>
      h(
        React.Fragment,
        null,
        ...[1, 2, 3, 4, 5, 6].map((i) => h(Audio, {key: i, src: `https://example.com/${i}.mp3`})),
      );
    const {errors} = renderPlayer({component: SixAudios});
    expect(errors.join('\n')).toContain(
      'Tried to simultaneously mount 6 <Audio /> tags at the same time. With the current settings, the maximum amount of <Audio /> tags is limited to 5 at the same time.',
    );
    expect(renderPlayer({component: SixAudios, numberOfSharedAudioTags: 6}).errors).toEqual([]);
  });

  it('controls default to false: the control bar and its "Play video" button only render with controls', () => {
    expect(renderPlayer().html).not.toContain('aria-label="Play video"');
    expect(renderPlayer({controls: true}).html).toContain('aria-label="Play video"');
  });

  it('renderPlayPauseButton returning null falls back to the default icon', () => {
    const custom = renderPlayer({controls: true, renderPlayPauseButton: () => h('b', null, 'MINE')}).html;
    expect(custom).toContain('MINE');
    const fallback = renderPlayer({controls: true, renderPlayPauseButton: () => null}).html;
    expect(fallback).toContain('<svg width="25" height="25" viewBox="0 0 25 25"');
  });

  it('initiallyShowControls must be a positive integer or a boolean: 0 and 1.5 throw', () => {
    expect(failureOf({controls: true, initiallyShowControls: 0})).toBe(
      'initiallyShowControls must be a positive integer',
    );
    expect(failureOf({controls: true, initiallyShowControls: 1.5})).toBe(
      'initiallyShowControls must be an integer or a boolean',
    );
    expect(failureOf({controls: true, initiallyShowControls: 500})).toBeNull();
  });

  it('every item of a showPlaybackRateControl array must be a positive number', () => {
    expect(failureOf({controls: true, showPlaybackRateControl: [1, 0]})).toBe(
      'Every item in showPlaybackRateControl must be positive',
    );
    expect(failureOf({controls: true, showPlaybackRateControl: [0.5, 1, 2]})).toBeNull();
  });

  it('renderPoster returning undefined throws a TypeError, also without a showPosterWhen* prop', () => {
    const thrown = thrownBy({renderPoster: () => undefined});
    expect(thrown?.name).toBe('TypeError');
    expect(thrown?.message).toBe('renderPoster() must return a React element, but undefined was returned');
  });

  it('the poster only shows with a showPosterWhen* prop: showPosterWhenUnplayed shows it before the first play', () => {
    const poster = () => h('b', null, 'POSTER');
    expect(renderPlayer({renderPoster: poster}).html).not.toContain('POSTER');
    expect(renderPlayer({renderPoster: poster, showPosterWhenUnplayed: true}).html).toContain('POSTER');
  });

  it("renderPoster and renderLoading get the style's width and height, or the composition size when style has neither", () => {
    const calls: AnyProps[] = [];
    const record = (p: AnyProps) => {
      calls.push(p);
      return null;
    };
    renderPlayer({renderPoster: record, renderLoading: record, style: {width: '100%'}});
    expect(calls).toEqual([
      {width: '100%', isBuffering: false},
      {width: '100%', isBuffering: false},
    ]);
    calls.length = 0;
    renderPlayer({renderPoster: record, renderLoading: record, style: {width: 400, height: 300}});
    expect(calls).toEqual([
      {width: 400, height: 300, isBuffering: false},
      {width: 400, height: 300, isBuffering: false},
    ]);
    calls.length = 0;
    renderPlayer({renderPoster: record});
    expect(calls).toEqual([{width: 1920, height: 1080, isBuffering: false}]);
    calls.length = 0;
    renderPlayer({renderPoster: record, style: {width: '100%'}, posterFillMode: 'composition-size'});
    expect(calls).toEqual([{width: 1920, height: 1080, isBuffering: false}]);
  });
});

describe('<Player> defaults', () => {
  it('inputProps defaults to {}: the component receives no props', () => {
    let received: AnyProps | null = null;
    const Probe: Component = (props) => {
      received = props;
      return null;
    };
    renderPlayer({component: Probe});
    expect(received).toEqual({});
  });

  it('initialFrame defaults to 0', () => {
    expect(renderPlayer().html).toContain('frame 0');
    expect(renderPlayer({initialFrame: 12}).html).toContain('frame 12');
  });

  it('showVolumeControls defaults to true: with controls, the mute button renders', () => {
    expect(renderPlayer({controls: true}).html).toContain('aria-label="Mute sound"');
    expect(renderPlayer({controls: true, showVolumeControls: false}).html).not.toContain('aria-label="Mute sound"');
  });

  it('noSuspense defaults to false: the composition is wrapped in a Suspense boundary, and noSuspense removes it', () => {
    expect(renderPlayer().html).toContain('<!--$-->');
    expect(renderPlayer({noSuspense: true}).html).not.toContain('<!--$-->');
  });

  it('showPosterWhenUnplayed, showPosterWhenPaused, showPosterWhenEnded and showPosterWhenBuffering default to false', () => {
    const poster = () => h('b', null, 'POSTER');
    expect(renderPlayer({renderPoster: poster}).html).not.toContain('POSTER');
    expect(renderPlayer({renderPoster: poster, showPosterWhenPaused: true}).html).toContain('POSTER');
  });

  it('validation errors are thrown while rendering: wrong number types, a fractional durationInFrames, a bad initialFrame, inFrame or outFrame, a playbackRate outside -4…4', () => {
    const during = (props: AnyProps) => ssr(h(Player, {...base, ...props})).thrown?.message ?? '';
    expect(during({compositionWidth: '100'})).toBe("'compositionWidth' must be a number but got 'string' instead");
    expect(during({durationInFrames: 2.5})).toContain('durationInFrames');
    expect(during({initialFrame: 99})).toContain('initialFrame');
    expect(during({inFrame: 99})).toContain('inFrame');
    expect(during({outFrame: 99})).toContain('outFrame');
    expect(during({playbackRate: 8})).toBe('The highest possible playback rate is 4. You passed: 8');
  });
});

describe('<Player> sizing', () => {
  it('without width and height in style, the Player element is compositionWidth × compositionHeight pixels, and transparent until measured', () => {
    expect(renderPlayer().html).toContain(
      'style="position:relative;overflow:hidden;width:1920px;height:1080px;opacity:0"',
    );
  });

  it('with only a width in style, the Player sets aspect-ratio to compositionWidth / compositionHeight', () => {
    expect(renderPlayer({style: {width: '100%'}}).html).toContain('aspect-ratio:1920/1080;opacity:0;width:100%');
    expect(renderPlayer({style: {height: 500}}).html).toContain('aspect-ratio:1920/1080;opacity:0;height:500px');
  });

  it('overflowVisible defaults to false: content outside the composition is clipped', () => {
    expect(renderPlayer().html).toContain('overflow:hidden');
    expect(renderPlayer({overflowVisible: true}).html).toContain('overflow:visible');
  });
});

describe('<Player> playback arithmetic', () => {
  const next = (o: Partial<Parameters<typeof calculateNextFrame>[0]>) =>
    calculateNextFrame({
      time: 0,
      currentFrame: 0,
      playbackSpeed: 1,
      fps: 30,
      actualFirstFrame: 0,
      actualLastFrame: 29,
      framesAdvanced: 0,
      shouldLoop: false,
      ...o,
    });

  it('the Player advances fps × playbackRate frames per second of playback', () => {
    expect(next({time: 1000, fps: 25, actualLastFrame: 299}).framesToAdvance).toBe(25);
    expect(next({time: 1000, fps: 25, playbackSpeed: 2, actualLastFrame: 299}).framesToAdvance).toBe(50);
    expect(next({time: 1000, fps: 25, playbackSpeed: -2, currentFrame: 200, actualLastFrame: 299}).nextFrame).toBe(150);
    expect(next({time: 2000, fps: 29.97, actualLastFrame: 299}).framesToAdvance).toBe(59);
  });

  it('reaching the last frame (or outFrame) without loop ends playback and goes back to the first frame (or inFrame)', () => {
    const atEnd = next({time: 100, currentFrame: 29});
    expect(atEnd.hasEnded).toBe(true);
    expect(atEnd.nextFrame).toBe(0);
    const range = next({time: 100, currentFrame: 20, actualFirstFrame: 10, actualLastFrame: 20});
    expect(range).toMatchObject({hasEnded: true, nextFrame: 10});
    const looping = next({time: 100, currentFrame: 20, actualFirstFrame: 10, actualLastFrame: 20, shouldLoop: true});
    expect(looping).toMatchObject({hasEnded: false, nextFrame: 10});
  });
});

describe('<Player> events', () => {
  it('every callback receives one object with a detail property: seeked {frame}, ratechange {playbackRate}, volumechange {volume}, scalechange {scale}, error {error}, waiting {}; play, pause and ended undefined', () => {
    const emitter = new PlayerInternals.PlayerEmitter();
    const got: [string, unknown][] = [];
    for (const name of [
      'seeked',
      'ratechange',
      'volumechange',
      'scalechange',
      'error',
      'waiting',
      'play',
      'pause',
      'ended',
    ]) {
      emitter.addEventListener(name, (e) => got.push([name, e.detail]));
    }
    const error = new Error('boom');
    emitter.dispatchSeek(12);
    emitter.dispatchRateChange(2);
    emitter.dispatchVolumeChange(0.5);
    emitter.dispatchScaleChange(0.25);
    emitter.dispatchError(error);
    emitter.dispatchWaiting({});
    emitter.dispatchPlay();
    emitter.dispatchPause();
    emitter.dispatchEnded();
    expect(got).toEqual([
      ['seeked', {frame: 12}],
      ['ratechange', {playbackRate: 2}],
      ['volumechange', {volume: 0.5}],
      ['scalechange', {scale: 0.25}],
      ['error', {error}],
      ['waiting', {}],
      ['play', undefined],
      ['pause', undefined],
      ['ended', undefined],
    ]);
  });

  it('removeEventListener only removes the same function reference', () => {
    const emitter = new PlayerInternals.PlayerEmitter();
    let calls = 0;
    const cb = () => calls++;
    emitter.addEventListener('seeked', cb);
    emitter.removeEventListener('seeked', () => calls++);
    emitter.dispatchSeek(1);
    emitter.removeEventListener('seeked', cb);
    emitter.dispatchSeek(2);
    expect(calls).toBe(1);
  });
});

describe('<Player> license note', () => {
  it('the Player logs its license note once per page, in two lines, and acknowledgeRemotionLicense hides it', () => {
    const out = runNode(
      'cjs',
      `const React = require('react');
const {renderToString} = require('react-dom/server');
const {Player} = require('@remotion/player');
const lines = [];
console.warn = (...a) => lines.push(a.join(' '));
const C = () => null;
const p = {component: C, durationInFrames: 10, fps: 30, compositionWidth: 10, compositionHeight: 10};
renderToString(React.createElement(Player, {...p, acknowledgeRemotionLicense: true}));
const afterAcknowledged = lines.length;
renderToString(React.createElement(Player, p));
renderToString(React.createElement(Player, p));
console.log(JSON.stringify({afterAcknowledged, lines}));`,
    );
    const {afterAcknowledged, lines} = JSON.parse(out) as {afterAcknowledged: number; lines: string[]};
    expect(afterAcknowledged).toBe(0);
    expect(lines).toEqual([
      'Note: Some companies are required to obtain a license to use Remotion. See: https://remotion.dev/license',
      'Pass the `acknowledgeRemotionLicense` prop to `<Player />` function to make this message disappear.',
    ]);
  });
});

describe('@remotion/player buffer state', () => {
  it('delayPlayback() outside a Player or composition throws an error that mentions the buffer state', () => {
    const Outside: Component = () => {
      remotion.useBufferState().delayPlayback();
      return null;
    };
    const {thrown} = ssr(h(Outside));
    expect(thrown?.message).toContain('Tried to enable the buffering state, but a Remotion context was not found.');
    expect(thrown?.message).toContain('This error is thrown by the buffer state');
  });

  it('calling unblock() twice is harmless', () => {
    let result = '';
    const Twice: Component = () => {
      const handle = remotion.useBufferState().delayPlayback();
      handle.unblock();
      handle.unblock();
      result = 'unblocked twice';
      return null;
    };
    const {errors, thrown} = ssr(h(Thumbnail, {...base, component: Twice, frameToDisplay: 0}));
    expect(thrown).toBeNull();
    expect(errors).toEqual([]);
    expect(result).toBe('unblocked twice');
  });
});

describe('@remotion/player with two copies of remotion', () => {
  it('a Player hook without the buffering context throws "Missing the buffering context. Most likely you have a Remotion version mismatch."', () => {
    const internals = PlayerInternals as unknown as {
      PlayerEventEmitterContext: {Provider: unknown};
      PlayerEmitter: new () => Emitter;
      usePlayer: () => unknown;
    };
    const UsesPlayer: Component = () => {
      internals.usePlayer();
      return null;
    };
    const {thrown} = ssr(
      h(internals.PlayerEventEmitterContext.Provider, {value: new internals.PlayerEmitter()}, h(UsesPlayer)),
    );
    expect(thrown?.message).toBe('Missing the buffering context. Most likely you have a Remotion version mismatch.');
  });

  it('useCurrentFrame() outside the component of a Player, on a page with a Player, throws "useCurrentFrame can only be called inside a component that was passed to <Player>"', () => {
    const out = runNode(
      'cjs',
      `globalThis.window = {remotion_isPlayer: true};
const React = require('react');
const {renderToString} = require('react-dom/server');
const {useCurrentFrame} = require('remotion');
try { renderToString(React.createElement(() => { useCurrentFrame(); return null; })); } catch (e) { console.log(e.message); }`,
    );
    expect(out.trim()).toBe(
      'useCurrentFrame can only be called inside a component that was passed to <Player>. See: https://www.remotion.dev/docs/player/examples',
    );
  });
});

describe('<Thumbnail>', () => {
  const thumb = (props: AnyProps) => ssr(h(Thumbnail, {...base, frameToDisplay: 0, ...props}));

  it('mounts no shared <audio> tags', () => {
    expect(thumb({}).html).not.toContain('<audio');
  });

  it('does not check frameToDisplay: frame 500 of a 30-frame video renders its last frame, frame -5 renders as -5', () => {
    const {html, thrown, errors} = thumb({frameToDisplay: 500});
    expect(thrown).toBeNull();
    expect(errors).toEqual([]);
    expect(html).toContain('frame 29');
    expect(thumb({frameToDisplay: -5}).html).toContain('frame -5');
  });

  it('a thumbnail 200 pixels wide keeps the 16:9 ratio of the composition', () => {
    expect(thumb({style: {width: 200}}).html).toContain('aspect-ratio:1920/1080;opacity:0;width:200px');
  });
});

describe('Premounting', () => {
  const Probe: Component = () => h('span', null, `inner frame ${useCurrentFrame()}`);
  const Story: Component = (props) => h(Sequence, {from: 120, premountFor: 45, ...props}, h(Probe));
  const at = (frame: number, props: AnyProps = {}) =>
    ssr(h(Thumbnail, {...base, durationInFrames: 300, component: () => h(Story, props), frameToDisplay: frame})).html;

  it('premountFor={45} mounts a sequence from frame 75 instead of 120, invisible and frozen at its first frame', () => {
    expect(at(74)).not.toContain('inner frame');
    const premounted = at(80);
    expect(premounted).toContain('inner frame 0');
    expect(premounted).toContain('opacity:0');
    expect(premounted).toContain('pointer-events:none');
    const visible = at(125);
    expect(visible).toContain('inner frame 5');
    expect(visible).toContain('opacity:1');
  });

  it('layout="none" ignores premountFor without an error and mounts the content only at from', () => {
    const premountTime = ssr(
      h(Thumbnail, {...base, durationInFrames: 300, component: () => h(Story, {layout: 'none'}), frameToDisplay: 80}),
    );
    expect(premountTime.thrown).toBeNull();
    expect(premountTime.errors).toEqual([]);
    expect(premountTime.html).not.toContain('inner frame');
    expect(at(125, {layout: 'none'})).toContain('inner frame 5');
  });

  it('the opacity in style is replaced while premounted and afterwards; styleWhilePremounted is applied last', () => {
    expect(at(125, {style: {opacity: 0.5}})).toContain('opacity:1');
    const premounted = at(80, {style: {opacity: 0.5}, styleWhilePremounted: {display: 'none', opacity: 0.3}});
    expect(premounted).toContain('display:none');
    expect(premounted).toContain('opacity:0.3');
  });
});

describe('Player pages: other APIs', () => {
  it("in the Player, staticFile('logo.png') resolves to /logo.png", () => {
    expect(remotion.staticFile('logo.png')).toBe('/logo.png');
  });

  it('useCurrentScale() outside a component rendered by the Player throws', () => {
    const Outside: Component = () => {
      remotion.useCurrentScale();
      return null;
    };
    expect(ssr(h(Outside)).thrown?.message).toContain('useCurrentScale()');
  });

  it('props for a render are serialized as JSON: Date objects come back, Map and Set become empty objects, functions are dropped', () => {
    const {NoReactInternals} = requireInstalled('remotion/no-react') as {
      NoReactInternals: {
        serializeJSONWithDate: (o: {data: unknown; indent: undefined; staticBase: null}) => {serializedString: string};
        deserializeJSONWithCustomFields: (s: string) => Record<string, unknown>;
      };
    };
    const {serializedString} = NoReactInternals.serializeJSONWithDate({
      data: {date: new Date(0), map: new Map([[1, 2]]), set: new Set([1]), fn: () => 1},
      indent: undefined,
      staticBase: null,
    });
    const back = NoReactInternals.deserializeJSONWithCustomFields(serializedString);
    expect(back.date).toBeInstanceOf(Date);
    expect(back.map).toEqual({});
    expect(back.set).toEqual({});
    expect('fn' in back).toBe(false);
    expect(installedFile('@remotion/renderer/dist/render-media.js')).toContain('serializeJSONWithDate');
  });

  it('called outside a browser, preloadVideo(), preloadAudio(), preloadImage() and preloadFont() log a warning and return a function that does nothing', () => {
    const out = runNode(
      'cjs',
      `const preload = require('@remotion/preload');
const warnings = [];
console.warn = (...a) => warnings.push(a.join(' '));
const results = ['preloadVideo', 'preloadAudio', 'preloadImage', 'preloadFont'].map((n) => typeof preload[n]('https://example.com/a.mp4'));
console.log(JSON.stringify({results, warnings}));`,
    );
    const {results, warnings} = JSON.parse(out) as {results: string[]; warnings: string[]};
    expect(results).toEqual(['function', 'function', 'function', 'function']);
    expect(warnings.length).toBe(4);
    expect(warnings[0]).toBe('preloadVideo() was called outside the browser. Doing nothing.');
  });

  it('@remotion/player 4.0.278 depends on remotion 4.0.278 exactly and has react and react-dom >=16.8.0 as peer dependencies', () => {
    const pkg = JSON.parse(installedFile('@remotion/player/package.json')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    expect(pkg.dependencies.remotion).toBe('4.0.278');
    expect(pkg.peerDependencies).toEqual({react: '>=16.8.0', 'react-dom': '>=16.8.0'});
  });

  it('Player, Thumbnail and the PlayerRef types import from @remotion/player in ESM and CommonJS', () => {
    const esm = runNode(
      'esm',
      `import {Player, Thumbnail} from '@remotion/player';
console.log(typeof Player.render, typeof Thumbnail.render);`,
    );
    const cjs = runNode(
      'cjs',
      `const {Player, Thumbnail} = require('@remotion/player');
console.log(typeof Player.render, typeof Thumbnail.render);`,
    );
    expect(esm.trim()).toBe('function function');
    expect(cjs.trim()).toBe('function function');
    expect(
      fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules/@remotion/player/dist/cjs/index.d.ts'), 'utf8'),
    ).toContain('PlayerRef');
  });
});

describe('Player API page', () => {
  it('the <Player> page has a section for every prop the Player reads', () => {
    const source = installedFile('@remotion/player/dist/cjs/Player.js');
    const signature = /const PlayerFn = \(\{([^}]*(?:\{[^}]*\}[^}]*)*)\}, ref\)/.exec(source)?.[1] ?? '';
    const props = signature
      .split(',')
      .map((p) => p.trim().split(/[\s:=]/)[0])
      .filter((p) => p && !p.startsWith('...'));
    expect(props.length).toBeGreaterThan(40);
    const page = pageSays('player/api');
    const missing = props.filter((p) => !page.includes(`### \`${p}\``));
    expect(missing).toEqual([]);
    expect(page).toContain('### `component`');
    expect(page).toContain('### `lazyComponent`');
  });
});
