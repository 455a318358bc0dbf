/**
 * Executed claims of the @remotion/noise pages (docs/noise/*): values, distributions, seeds, the
 * seed cache and the module formats, run against the installed @remotion/noise.
 */
import {requireInstalled, runNode} from './lib';

type Noise = {
  noise2D: (seed: unknown, x: number, y: number) => number;
  noise3D: (seed: unknown, x: number, y: number, z: number) => number;
  noise4D: (seed: unknown, x: number, y: number, z: number, w: number) => number;
};
const {noise2D, noise3D, noise4D} = requireInstalled('@remotion/noise') as Noise;

/** A fixed pseudo-random sequence, so the sampled statistics are the same on every run. */
const sequence = (seed: number) => {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Share of values within ±limit, the share beyond ±outer, the standard deviation and the largest |value|. */
const stats = (sample: (next: () => number) => number, n = 100_000) => {
  const next = sequence(7);
  let within = 0;
  let beyond = 0;
  let squares = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = sample(() => (next() - 0.5) * 2000);
    if (Math.abs(v) <= 0.5) within++;
    if (Math.abs(v) > 0.9) beyond++;
    squares += v * v;
    max = Math.max(max, Math.abs(v));
  }
  return {within: within / n, beyond: beyond / n, sd: Math.sqrt(squares / n), max};
};

describe('@remotion/noise values', () => {
  it('noise3D and noise4D return 0 at the origin', () => {
    for (const seed of ['a', 'line', 3, 99]) {
      expect(noise3D(seed, 0, 0, 0)).toBe(0);
      expect(noise4D(seed, 0, 0, 0, 0)).toBe(0);
    }
  });

  it('noise2D: about 65% of values within ±0.5, fewer than 1% beyond ±0.9, all between -1 and 1', () => {
    const s = stats((r) => noise2D('dist', r(), r()));
    expect(s.within).toBeGreaterThan(0.63);
    expect(s.within).toBeLessThan(0.68);
    expect(s.beyond).toBeLessThan(0.01);
    expect(s.max).toBeLessThanOrEqual(1);
  });

  it('noise3D: about 70% of values within ±0.5', () => {
    const s = stats((r) => noise3D('dist', r(), r(), r()));
    expect(s.within).toBeGreaterThan(0.68);
    expect(s.within).toBeLessThan(0.74);
    expect(s.max).toBeLessThanOrEqual(1);
  });

  it('noise4D: about 89% of values within ±0.5, standard deviation about 0.3 (about 0.45 for noise2D)', () => {
    const s4 = stats((r) => noise4D('dist', r(), r(), r(), r()));
    const s2 = stats((r) => noise2D('dist', r(), r()));
    expect(s4.within).toBeGreaterThan(0.87);
    expect(s4.within).toBeLessThan(0.91);
    expect(s4.sd).toBeGreaterThan(0.27);
    expect(s4.sd).toBeLessThan(0.33);
    expect(s2.sd).toBeGreaterThan(0.42);
    expect(s2.sd).toBeLessThan(0.48);
    expect(s4.max).toBeLessThanOrEqual(1);
  });

  it('noise2D: stepping x by 0.01 changes the value by at most about 0.06, stepping by 0.1 by up to about 0.6', () => {
    const next = sequence(3);
    let small = 0;
    let large = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = (next() - 0.5) * 1000;
      const y = (next() - 0.5) * 1000;
      small = Math.max(small, Math.abs(noise2D('step', x + 0.01, y) - noise2D('step', x, y)));
      large = Math.max(large, Math.abs(noise2D('step', x + 0.1, y) - noise2D('step', x, y)));
    }
    expect(small).toBeGreaterThan(0.05);
    expect(small).toBeLessThan(0.065);
    expect(large).toBeGreaterThan(0.5);
    expect(large).toBeLessThan(0.65);
  });

  it('noise3D at whole-number coordinates gives only 0, ±0.108, ±0.652, ±0.760 and ±0.868', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 7]) {
      for (let x = -10; x < 10; x++) {
        for (let y = -5; y < 5; y++) {
          for (let z = 0; z < 15; z++) {
            seen.add(Math.abs(noise3D(seed, x, y, z)).toFixed(3));
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(['0.000', '0.108', '0.652', '0.760', '0.868']);
  });

  it('noise4D: a loop of z = cos(angle) × r, w = sin(angle) × r ends where it started, up to rounding', () => {
    const r = 0.6;
    for (let i = 0; i < 24; i++) {
      const start = noise4D('fireflies', i * 10, 5, Math.cos(0) * r, Math.sin(0) * r);
      const end = noise4D('fireflies', i * 10, 5, Math.cos(2 * Math.PI) * r, Math.sin(2 * Math.PI) * r);
      expect(Math.abs(end - start)).toBeLessThan(1e-12);
    }
    expect(Math.sin(2 * Math.PI)).not.toBe(0);
  });

  it('a call takes well under a microsecond once the seed is cached (noise2D and noise4D)', () => {
    const perCall = (f: (t: number) => number) => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const start = process.hrtime.bigint();
        let sum = 0;
        for (let i = 0; i < 50_000; i++) sum += f(i * 0.013);
        best = Math.min(best, Number(process.hrtime.bigint() - start) / 50_000);
        expect(Number.isFinite(sum)).toBe(true);
      }
      return best;
    };
    expect(perCall((t) => noise2D('speed', t, 0.3))).toBeLessThan(1000);
    expect(perCall((t) => noise4D('speed', t, 0.3, 0.2, 0.1))).toBeLessThan(1000);
  });
});

describe('@remotion/noise seeds', () => {
  it("the string '1' and the number 1 are different seeds (and '7' and 7 in noise3D)", () => {
    expect(noise2D('1', 0.3, 0.7)).not.toBe(noise2D(1, 0.3, 0.7));
    expect(noise3D('7', 0.3, 0.7, 0.1)).not.toBe(noise3D(7, 0.3, 0.7, 0.1));
  });

  it("'seed1' and 'seed2' give exactly the same noise2D value at about two thirds of the points of a grid", () => {
    let same = 0;
    for (let i = 0; i < 60; i++) {
      for (let j = 0; j < 60; j++) {
        if (noise2D('seed1', i * 0.1, j * 0.1) === noise2D('seed2', i * 0.1, j * 0.1)) same++;
      }
    }
    expect(same / 3600).toBeGreaterThan(0.6);
    expect(same / 3600).toBeLessThan(0.72);
  });

  it("one seed read on rows 0 and 100 gives unrelated movements, while the seeds 'float-x' and 'float-y' are correlated", () => {
    const correlation = (a: number[], b: number[]) => {
      const mean = (x: number[]) => x.reduce((sum, v) => sum + v, 0) / x.length;
      const [ma, mb] = [mean(a), mean(b)];
      let c = 0;
      let va = 0;
      let vb = 0;
      a.forEach((v, i) => {
        c += (v - ma) * (b[i] - mb);
        va += (v - ma) ** 2;
        vb += (b[i] - mb) ** 2;
      });
      return c / Math.sqrt(va * vb);
    };
    const frames = Array.from({length: 3000}, (_, f) => f * 0.01);
    const oneSeed = correlation(
      frames.map((x) => noise2D('float', x, 0)),
      frames.map((x) => noise2D('float', x, 100)),
    );
    const twoSeeds = correlation(
      frames.map((x) => noise2D('float-x', x, 0)),
      frames.map((x) => noise2D('float-y', x, 0)),
    );
    expect(Math.abs(oneSeed)).toBeLessThan(0.2);
    expect(twoSeeds).toBeGreaterThan(0.4);
  });

  it("some pairs of seeds give identical noise2D fields: 43 and 138, 'seed84' and 'seed105'", () => {
    const next = sequence(11);
    for (let i = 0; i < 500; i++) {
      const x = (next() - 0.5) * 200;
      const y = (next() - 0.5) * 200;
      expect(noise2D(43, x, y)).toBe(noise2D(138, x, y));
      expect(noise2D('seed84', x, y)).toBe(noise2D('seed105', x, y));
    }
    expect(noise2D(43, 0.5, 0.25)).not.toBe(noise2D(44, 0.5, 0.25));
  });

  it('other seeds, such as undefined or an object, throw "random() argument must be a number or a string" in noise3D too', () => {
    expect(() => noise3D(undefined, 1, 1, 1)).toThrow('random() argument must be a number or a string');
    expect(() => noise3D({}, 1, 1, 1)).toThrow('random() argument must be a number or a string');
  });

  it('a null seed does not throw in noise3D and noise4D: the result changes from call to call', () => {
    expect(noise3D(null, 0.3, 0.2, 0.1)).not.toBe(noise3D(null, 0.3, 0.2, 0.1));
    expect(noise4D(null, 0.3, 0.2, 0.1, 0.5)).not.toBe(noise4D(null, 0.3, 0.2, 0.1, 0.5));
  });

  it('a null seed in noise2D is built from Math.random() once and then kept while it stays cached', () => {
    const flush = `flush-${Math.random()}`;
    for (let i = 0; i < 11; i++) noise2D(`${flush}-${i}`, 0.1, 0.1);
    const first = noise2D(null, 0.3, 0.2);
    expect(noise2D(null, 0.3, 0.2)).toBe(first);
  });

  it('each function caches up to 11 seeds and drops the oldest when a new seed arrives', () => {
    // A null seed's field comes from Math.random(): it stays the same exactly as long as it is cached.
    const tag = `cache-${Math.random()}`;
    for (let i = 0; i < 11; i++) noise2D(`${tag}-fill-${i}`, 0.1, 0.1);
    const first = noise2D(null, 0.3, 0.2);
    for (let i = 0; i < 10; i++) noise2D(`${tag}-new-${i}`, 0.1, 0.1);
    // null plus 10 newer seeds: 11 cached, null still among them.
    expect(noise2D(null, 0.3, 0.2)).toBe(first);
    noise2D(`${tag}-new-10`, 0.1, 0.1);
    // The 12th seed pushed the oldest (null) out: its field is built again from new random numbers.
    expect(noise2D(null, 0.3, 0.2)).not.toBe(first);
  });
});

describe('@remotion/noise module formats', () => {
  it('ESM import and CJS require both give exactly noise2D, noise3D and noise4D', () => {
    const esm = runNode(
      'esm',
      `import * as n from '@remotion/noise'; console.log(JSON.stringify(Object.keys(n).sort()), n.noise2D('a', 0.5, 0.25));`,
    );
    const cjs = runNode(
      'cjs',
      `const n = require('@remotion/noise'); console.log(JSON.stringify(Object.keys(n).filter((k) => k !== '__esModule').sort()), n.noise2D('a', 0.5, 0.25));`,
    );
    const expected = JSON.stringify(['noise2D', 'noise3D', 'noise4D']);
    expect(esm.split(' ')[0]).toBe(expected);
    expect(cjs.split(' ')[0]).toBe(expected);
    expect(esm.split(' ')[1]).toBe(cjs.split(' ')[1]);
  });
});
