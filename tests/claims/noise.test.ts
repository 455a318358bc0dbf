import {requireInstalled} from './lib';

type Noise = {
  noise2D: (seed: unknown, x: number, y: number) => number;
  noise3D: (seed: unknown, x: number, y: number, z: number) => number;
  noise4D: (seed: unknown, x: number, y: number, z: number, w: number) => number;
};
const {noise2D, noise3D, noise4D} = requireInstalled('@remotion/noise') as Noise;

describe('@remotion/noise', () => {
  it('noise2D is 0 at 0, 0 for every seed', () => {
    for (const seed of ['a', 'seed1', 1, 42]) {
      expect(noise2D(seed, 0, 0)).toBe(0);
    }
  });

  it('seeds that are neither numbers nor strings throw "random() argument must be a number or a string"', () => {
    expect(() => noise2D(undefined, 1, 1)).toThrow('random() argument must be a number or a string');
    expect(() => noise4D({}, 1, 1, 1, 1)).toThrow('random() argument must be a number or a string');
  });

  it('a null seed does not throw: it draws a new field on every call', () => {
    const a = noise4D(null, 0.3, 0.2, 0.1, 0.5);
    const b = noise4D(null, 0.3, 0.2, 0.1, 0.5);
    expect(a).not.toBe(b);
  });

  it('NaN coordinates give 0 in noise2D and NaN in noise3D and noise4D', () => {
    expect(noise2D('x', NaN, 1)).toBe(0);
    expect(noise3D('x', NaN, 1, 1)).toBeNaN();
    expect(noise4D('x', NaN, 1, 1, 1)).toBeNaN();
  });
});
