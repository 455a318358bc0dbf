/**
 * Executed claims of the animation pages (interpolate, interpolate-colors, easing, animating-properties,
 * animation-math, api): the pure functions of the installed `remotion` package, called in Node.js
 * with the arguments the pages use, asserting the values and error texts the pages print.
 */
import {requireInstalled, type SpringArgs} from './lib';

type Extrapolate = 'extend' | 'clamp' | 'wrap' | 'identity';
type InterpolateOptions = {
  easing?: (t: number) => number;
  extrapolateLeft?: Extrapolate;
  extrapolateRight?: Extrapolate;
};
type Curve = (t: number) => number;
type Remotion = {
  interpolate: (
    input: unknown,
    inputRange?: readonly unknown[],
    outputRange?: readonly unknown[],
    options?: InterpolateOptions,
  ) => number;
  interpolateColors: (input: number, inputRange: readonly number[], outputRange: readonly string[]) => string;
  spring: (args: SpringArgs) => number;
  Easing: Record<string, Curve> & {
    poly: (n: number) => Curve;
    elastic: (b?: number) => Curve;
    back: (s?: number) => Curve;
    bezier: (x1: number, y1: number, x2: number, y2: number) => Curve;
    in: (c: Curve) => Curve;
    out: (c: Curve) => Curve;
    inOut: (c: Curve) => Curve;
  };
};

const {interpolate, interpolateColors, spring, Easing} = requireInstalled('remotion') as Remotion;
const noReact = requireInstalled('remotion/no-react') as {interpolate: Remotion['interpolate']};

describe('interpolate()', () => {
  it('interpolate(-10, [0, 30], [0, 1]) returns -0.333… (extend by default)', () => {
    expect(interpolate(-10, [0, 30], [0, 1])).toBeCloseTo(-1 / 3, 10);
  });

  it("with extrapolateLeft: 'wrap', interpolate(-10, [0, 30], [0, 1]) returns 0.666…", () => {
    expect(interpolate(-10, [0, 30], [0, 1], {extrapolateLeft: 'wrap'})).toBeCloseTo(2 / 3, 10);
  });

  it("input 45 over [0, 30] → [0, 1]: 'extend' 1.5, 'clamp' 1, 'wrap' 0.5, 'identity' 45", () => {
    const at = (extrapolateRight: Extrapolate) => interpolate(45, [0, 30], [0, 1], {extrapolateRight});
    expect(at('extend')).toBe(1.5);
    expect(at('clamp')).toBe(1);
    expect(at('wrap')).toBe(0.5);
    expect(at('identity')).toBe(45);
  });

  it("the default of extrapolateLeft and extrapolateRight is 'extend': no options equals {extrapolate…: 'extend'}", () => {
    for (const input of [-17, 3, 44.5]) {
      expect(interpolate(input, [0, 30], [0, 1])).toBe(
        interpolate(input, [0, 30], [0, 1], {extrapolateLeft: 'extend', extrapolateRight: 'extend'}),
      );
    }
  });

  it('an opacity over [0, 20] → [0, 1] reaches 2 at frame 40, 0.5 at frame 10, and is clamped to 1 with extrapolateRight: clamp', () => {
    expect(interpolate(40, [0, 20], [0, 1])).toBe(2);
    expect(interpolate(10, [0, 20], [0, 1], {extrapolateRight: 'clamp'})).toBe(0.5);
    expect(interpolate(40, [0, 20], [0, 1], {extrapolateRight: 'clamp'})).toBe(1);
  });

  it('equal or descending neighbours throw "inputRange must be strictly monotonically increasing"', () => {
    expect(() => interpolate(5, [0, 0], [0, 1])).toThrow('inputRange must be strictly monotonically increasing');
    // A short composition: durationInFrames - 20 is smaller than an earlier entry.
    const durationInFrames = 30;
    expect(() => interpolate(5, [0, 20, durationInFrames - 20, durationInFrames - 1], [0, 1, 1, 0])).toThrow(
      'inputRange must be strictly monotonically increasing but got [0,20,10,29]',
    );
  });

  it('throws for different lengths, fewer than 2 elements, non-finite entries, undefined arguments and a non-number input', () => {
    expect(() => interpolate(1, [0, 1, 2], [0, 1])).toThrow(
      'inputRange (3) and outputRange (2) must have the same length',
    );
    expect(() => interpolate(1, [0], [0])).toThrow('inputRange must have at least 2 elements');
    expect(() => interpolate(1, [0, Infinity], [0, 1])).toThrow('inputRange must contain only finite numbers');
    expect(() => interpolate(1, [0, 1], [0, NaN])).toThrow('outputRange must contain only finite numbers');
    expect(() => interpolate(undefined, [0, 1], [0, 1])).toThrow('input can not be undefined');
    expect(() => interpolate(1, undefined, [0, 1])).toThrow('inputRange can not be undefined');
    expect(() => interpolate('1', [0, 1], [0, 1])).toThrow('Cannot interpolate an input which is not a number');
  });

  it('an outputRange may go up and down: [0, 20, 70, 90] → [0, 1, 1, 0] holds 1 in the middle and is 0.5 at frame 80', () => {
    expect(interpolate(45, [0, 20, 70, 90], [0, 1, 1, 0])).toBe(1);
    expect(interpolate(80, [0, 20, 70, 90], [0, 1, 1, 0])).toBe(0.5);
  });

  it('easing applies to each segment separately: Easing.quad at the middle of the first segment gives 0.25', () => {
    expect(interpolate(10, [0, 20, 70, 90], [0, 1, 1, 0], {easing: Easing.quad})).toBe(0.25);
    expect(interpolate(80, [0, 20, 70, 90], [0, 1, 1, 0], {easing: Easing.quad})).toBe(0.75);
  });

  it('interpolate is also exported by remotion/no-react (an entry point without React)', () => {
    const fromNoReact = noReact.interpolate;
    expect(typeof fromNoReact).toBe('function');
    expect(fromNoReact(15, [0, 30], [0, 1])).toBe(0.5);
  });
});

describe('interpolateColors()', () => {
  it('at frame 30 the Sunrise blend is rgba(132, 69, 32, 1)', () => {
    // The page's Sunrise: #0f172a (dark blue) to #f97316 (orange) over frames 0 to 60.
    expect(interpolateColors(30, [0, 60], ['#0f172a', '#f97316'])).toBe('rgba(132, 69, 32, 1)');
  });

  it("interpolateColors(15, [0, 30], ['#ff000000', '#ff0000']) returns rgba(255, 0, 0, 0.5)", () => {
    expect(interpolateColors(15, [0, 30], ['#ff000000', '#ff0000'])).toBe('rgba(255, 0, 0, 0.5)');
  });

  it('red to blue has the darker purple rgba(128, 0, 128, 1) as its midpoint', () => {
    expect(interpolateColors(15, [0, 30], ['red', 'blue'])).toBe('rgba(128, 0, 128, 1)');
  });

  it('is always clamped: before the range the first color, after it the last one', () => {
    expect(interpolateColors(-5, [0, 30], ['red', 'blue'])).toBe('rgba(255, 0, 0, 1)');
    expect(interpolateColors(40, [0, 30], ['red', 'blue'])).toBe('rgba(0, 0, 255, 1)');
  });

  it("'transparent' is black with alpha 0, so red to transparent darkens: rgba(128, 0, 0, 0.5) halfway", () => {
    expect(interpolateColors(15, [0, 30], ['red', 'transparent'])).toBe('rgba(128, 0, 0, 0.5)');
  });

  it('rounds red, green and blue to whole numbers and alpha to three decimals', () => {
    expect(interpolateColors(10, [0, 30], ['#000', '#fff'])).toBe('rgba(85, 85, 85, 1)');
    expect(interpolateColors(1, [0, 3], ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 1)'])).toBe('rgba(0, 0, 0, 0.333)');
  });

  it('oklch() and space-separated rgb(255 0 0) throw "invalid color string … provided"', () => {
    expect(() => interpolateColors(1, [0, 2], ['red', 'oklch(0.7 0.1 30)'])).toThrow(
      'invalid color string oklch(0.7 0.1 30) provided',
    );
    expect(() => interpolateColors(1, [0, 2], ['red', 'rgb(255 0 0)'])).toThrow(
      'invalid color string rgb(255 0 0) provided',
    );
  });

  it('accepts hsl() and hsla() and 4-digit hex', () => {
    expect(interpolateColors(0, [0, 1], ['hsl(120, 100%, 50%)', 'red'])).toBe('rgba(0, 255, 0, 1)');
    expect(interpolateColors(0, [0, 1], ['hsla(240, 100%, 50%, 0.5)', 'red'])).toBe('rgba(0, 0, 255, 0.502)');
    expect(interpolateColors(0, [0, 1], ['#f008', 'red'])).toBe('rgba(255, 0, 0, 0.533)');
  });

  it('validates the input range like interpolate() and throws for mismatched lengths', () => {
    expect(() => interpolateColors(1, [0, 0], ['red', 'blue'])).toThrow(
      'inputRange must be strictly monotonically increasing',
    );
    expect(() => interpolateColors(1, [0, 1], ['red'])).toThrow(
      'inputRange (2 values provided) and outputRange (1 values provided) must have the same length',
    );
  });
});

describe('Easing', () => {
  it('Easing.ease is Easing.bezier(0.42, 0, 1, 1), the CSS ease-in curve', () => {
    const easeIn = Easing.bezier(0.42, 0, 1, 1);
    for (const t of [0.1, 0.3, 0.5, 0.8]) {
      expect(Easing.ease(t)).toBe(easeIn(t));
    }
  });

  it('Easing.bezier(0.25, 0.1, 0.25, 1) (CSS ease) is 0.8024 at t = 0.5', () => {
    expect(Easing.bezier(0.25, 0.1, 0.25, 1)(0.5)).toBeCloseTo(0.8024, 4);
  });

  it("x values outside 0–1 throw 'bezier x values must be in [0, 1] range'; y values outside 0–1 overshoot", () => {
    expect(() => Easing.bezier(1.2, 0, 0.5, 1)).toThrow('bezier x values must be in [0, 1] range');
    expect(Easing.bezier(0.3, 1.6, 0.6, 1)(0.5)).toBeGreaterThan(1);
  });

  it('quad is t * t, cubic is t * t * t and poly(n) is t ** n', () => {
    expect(Easing.quad(0.5)).toBe(0.25);
    expect(Easing.cubic(0.5)).toBe(0.125);
    expect(Easing.poly(5)(0.5)).toBe(0.5 ** 5);
  });

  it('sin is 1 - cos(t * π / 2) and circle is 1 - sqrt(1 - t * t)', () => {
    expect(Easing.sin(0.5)).toBeCloseTo(1 - Math.cos(Math.PI / 4), 12);
    expect(Easing.circle(0.6)).toBeCloseTo(0.2, 12);
  });

  it('Easing.exp is 2 ** (10 * (t - 1)) and returns about 0.001 at t = 0', () => {
    expect(Easing.exp(0)).toBe(2 ** -10);
    expect(Easing.exp(0)).toBeCloseTo(0.001, 3);
    expect(Easing.exp(1)).toBe(1);
  });

  it('elastic() defaults to bounciness 1 and elastic(0) does not oscillate', () => {
    expect(Easing.elastic()(0.3)).toBe(Easing.elastic(1)(0.3));
    let previous = -Infinity;
    for (let t = 0; t <= 1.0001; t += 0.01) {
      const v = Easing.elastic(0)(t);
      expect(v).toBeGreaterThanOrEqual(previous);
      previous = v;
    }
  });

  it('back() defaults to s = 1.70158 and pulls back below 0 first', () => {
    expect(Easing.back()(0.3)).toBe(Easing.back(1.70158)(0.3));
    expect(Easing.back()(0.3)).toBeLessThan(0);
  });

  it('step0 returns 1 for any input greater than 0; step1 only for 1 or more', () => {
    expect([Easing.step0(0), Easing.step0(0.001), Easing.step0(1)]).toEqual([0, 1, 1]);
    expect([Easing.step1(0.999), Easing.step1(1), Easing.step1(1.5)]).toEqual([0, 1, 1]);
  });

  it('in() returns the curve unchanged; out() is t => 1 - easing(1 - t); inOut() is symmetric', () => {
    expect(Easing.in(Easing.quad)).toBe(Easing.quad);
    expect(Easing.out(Easing.quad)(0.3)).toBeCloseTo(1 - Easing.quad(0.7), 12);
    const gentle = Easing.inOut(Easing.sin);
    expect(gentle(0.5)).toBe(0.5);
    expect(gentle(0.2) + gentle(0.8)).toBeCloseTo(1, 12);
  });

  it('linear is t and is what interpolate() uses without easing', () => {
    expect(Easing.linear(0.37)).toBe(0.37);
    expect(interpolate(7, [0, 20], [0, 1])).toBe(interpolate(7, [0, 20], [0, 1], {easing: Easing.linear}));
  });
});

describe('spring()', () => {
  it('returns 0 for negative frames, so staggered items wait for their turn', () => {
    expect(spring({frame: -5, fps: 30})).toBe(0);
    expect(spring({frame: -1, fps: 30, config: {damping: 200}})).toBe(0);
  });

  it('the delay option does the same subtraction as frame - delay', () => {
    for (const frame of [0, 4, 10, 33]) {
      expect(spring({frame, fps: 30, delay: 4})).toBe(spring({frame: frame - 4, fps: 30}));
    }
  });

  it('the default configuration is stiffness: 100, damping: 10, mass: 1 and overshoots visibly (above 1.16)', () => {
    let max = 0;
    for (let frame = 0; frame < 60; frame++) {
      const a = spring({frame, fps: 30});
      expect(a).toBe(spring({frame, fps: 30, config: {stiffness: 100, damping: 10, mass: 1}}));
      max = Math.max(max, a);
    }
    expect(max).toBeGreaterThan(1.16);
  });

  it('starts at 0 on frame 0 and durationInFrames stretches it to end at 1 on that frame', () => {
    expect(spring({frame: 0, fps: 30})).toBe(0);
    expect(spring({frame: 30, fps: 30, config: {damping: 200}, durationInFrames: 30})).toBeCloseTo(1, 2);
  });

  it('an overshooting exit spring makes enter - exit dip below 0, which a negative scale() would mirror', () => {
    let min = 1;
    for (let frame = 0; frame < 150; frame++) {
      const enter = spring({frame, fps: 30, config: {damping: 12}});
      const exit = spring({frame, fps: 30, config: {damping: 12}, delay: 150 - 30});
      min = Math.min(min, enter - exit);
    }
    expect(min).toBeLessThan(0);
  });
});
