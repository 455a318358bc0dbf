/**
 * Executed claims of a second read of the animation and timing pages (use-current-frame,
 * use-video-config, interpolate, spring, measure-spring, easing, freeze): the installed `remotion`
 * functions called in Node.js, and components rendered in the Player's <Thumbnail>.
 */
import {type Component, h, renderThumbnail, requireInstalled, type SpringArgs} from './lib';

type Curve = (t: number) => number;
type Remotion = {
  Sequence: Component;
  Freeze: Component;
  useCurrentFrame: () => number;
  useVideoConfig: () => Record<string, unknown>;
  interpolate: (input: number, inputRange: number[], outputRange: number[], options?: {easing?: Curve}) => number;
  spring: (args: SpringArgs) => number;
  measureSpring: (args: {fps: number; config?: SpringArgs['config']; threshold?: number}) => number;
  Easing: {bounce: Curve; in: (c: Curve) => Curve; out: (c: Curve) => Curve};
};

const {Sequence, Freeze, useCurrentFrame, useVideoConfig, interpolate, spring, measureSpring, Easing} =
  requireInstalled('remotion') as Remotion;

/** Renders `component` in a <Thumbnail> at `frame`; returns what the <i> probes printed and the errors. */
const renderAt = (component: Component, frame: number, inputProps?: Record<string, unknown>) => {
  const {html, errors} = renderThumbnail({
    component,
    inputProps,
    compositionWidth: 100,
    compositionHeight: 100,
    durationInFrames: 300,
    fps: 30,
    frameToDisplay: frame,
  });
  return {probes: [...html.matchAll(/<i>([^<]*)<\/i>/g)].map((m) => m[1].replace(/&quot;/g, '"')), errors};
};

const FrameProbe: Component = () => h('i', null, String(useCurrentFrame()));

describe('<Freeze> in nested sequences', () => {
  it('a <Freeze frame={5}> in a <Sequence from={20}> inside a <Sequence from={10}> makes useCurrentFrame() return -5', () => {
    const nested = (frame: number) => () =>
      h(Sequence, {from: 10}, h(Sequence, {from: 20}, h(Freeze, {frame}, h(FrameProbe))));
    expect(renderAt(nested(5), 100)).toEqual({probes: ['-5'], errors: []});
    // Adding the start of the outer sequence (10) gives the intended frame.
    expect(renderAt(nested(15), 100).probes).toEqual(['5']);
    // At the top level and in a single sequence, the children see the frozen frame.
    expect(renderAt(() => h(Freeze, {frame: 5}, h(FrameProbe)), 100).probes).toEqual(['5']);
    expect(renderAt(() => h(Sequence, {from: 30}, h(Freeze, {frame: 5}, h(FrameProbe))), 100).probes).toEqual(['5']);
  });
});

describe('useVideoConfig() in the Player', () => {
  it("props and defaultProps are {} and id is 'player-comp'; the inputProps only arrive as React props", () => {
    const Probe: Component = (props) => {
      const {id, props: configProps, defaultProps, width, durationInFrames} = useVideoConfig();
      return h('i', null, JSON.stringify({react: props, id, configProps, defaultProps, width, durationInFrames}));
    };
    const {probes, errors} = renderAt(Probe, 0, {title: 'Hi'});
    expect(errors).toEqual([]);
    expect(JSON.parse(probes[0])).toEqual({
      react: {title: 'Hi'},
      id: 'player-comp',
      configProps: {},
      defaultProps: {},
      width: 100,
      durationInFrames: 300,
    });
  });
});

describe('interpolate() with an easing', () => {
  it("'extend' passes progress outside 0-1 to the easing: with (t) => t * t, interpolate(-10, [0, 30], [0, 1], {easing}) is 0.111…, not -0.333…", () => {
    const seen: number[] = [];
    const easing = (t: number) => {
      seen.push(t);
      return t * t;
    };
    expect(interpolate(-10, [0, 30], [0, 1], {easing})).toBeCloseTo(1 / 9, 10);
    expect(seen).toEqual([-1 / 3]);
    expect(interpolate(-10, [0, 30], [0, 1])).toBeCloseTo(-1 / 3, 10);
  });
});

describe('spring() overshootClamping', () => {
  it('clamps only with from: 0 and to: 1; with to: 100 it still reaches 116.3 at frame 11, with to: 0.5 it stops at 0.25', () => {
    const overshootClamping = true;
    expect(spring({frame: 11, fps: 30, config: {overshootClamping}})).toBe(1);
    expect(spring({frame: 11, fps: 30, to: 100, config: {overshootClamping}})).toBeCloseTo(116.29, 2);
    expect(spring({frame: 11, fps: 30, to: 0.5, config: {overshootClamping}})).toBe(0.25);
    expect(spring({frame: 11, fps: 30, from: 1, to: 0, config: {overshootClamping}})).toBeCloseTo(-0.163, 3);
  });
});

describe('measureSpring() with a soft spring', () => {
  it('{damping: 4, mass: 2, stiffness: 5} at 30 fps returns 126, but the spring is more than 0.005 off again until frame 166', () => {
    const config = {damping: 4, mass: 2, stiffness: 5};
    expect(measureSpring({fps: 30, config})).toBe(126);
    const off = (frame: number) => Math.abs(spring({frame, fps: 30, config}) - 1) >= 0.005;
    const offAfter = Array.from({length: 300}, (_, i) => 126 + i).filter(off);
    expect(offAfter.at(-1)).toBe(166);
    // A smaller threshold measures past that point.
    expect(measureSpring({fps: 30, config, threshold: 0.001})).toBeGreaterThan(166);
  });
});

describe('Easing.bounce', () => {
  it('bounces at the end by itself: 1 at t = 1 / 2.75, back to 0.75; Easing.out(Easing.bounce) bounces at the start', () => {
    expect(Easing.bounce(1 / 2.75)).toBeCloseTo(1, 10);
    expect(Easing.bounce(1.5 / 2.75)).toBeCloseTo(0.75, 10);
    expect(Easing.in(Easing.bounce)).toBe(Easing.bounce);
    const out = Easing.out(Easing.bounce);
    // Near the start, the mirrored curve rises and falls back (a bounce off 0) …
    expect(out(0.1)).toBeLessThan(out(0.05));
    // … and near the end it rises without bouncing.
    expect(out(0.8)).toBeGreaterThan(out(0.7));
    expect(out(0.9)).toBeGreaterThan(out(0.8));
  });
});
