/**
 * Executed claims of a second read of the @remotion/paths measuring pages (get-length,
 * get-point-at-length, get-tangent-at-length): how arcs are measured, walked and given a direction.
 */
import {pageSays, requireInstalled} from './lib';

type Pt = {x: number; y: number};
type Paths = {
  getLength: (d: string) => number;
  getPointAtLength: (d: string, l: number) => Pt;
  getTangentAtLength: (d: string, l: number) => Pt;
  parsePath: (d: string) => unknown[];
  reduceInstructions: (i: unknown[]) => unknown[];
  serializeInstructions: (i: unknown[]) => string;
};

const P = requireInstalled('@remotion/paths') as Paths;
const toCurves = (d: string) => P.serializeInstructions(P.reduceInstructions(P.parsePath(d)));

describe('@remotion/paths getLength()', () => {
  it('measures an arc as 300 straight pieces: a half circle of radius 50 gives 157.0789… instead of 50π, about 5 millionths short', () => {
    // helpers/arc.js: makeArc() calls approximateArcLengthOfCurve(300, …), a polyline of 300 chords.
    const length = P.getLength('M 0 0 A 50 50 0 0 1 100 0');
    expect(length.toFixed(4)).toBe('157.0789');
    expect((50 * Math.PI).toFixed(4)).toBe('157.0796');
    const relativeGap = (50 * Math.PI - length) / (50 * Math.PI);
    expect(relativeGap).toBeGreaterThan(4e-6);
    expect(relativeGap).toBeLessThan(5.5e-6);
    // The same share for a bigger arc: the gap grows with the arc.
    const big = P.getLength('M 0 0 A 1000 1000 0 0 1 2000 0');
    expect((1000 * Math.PI - big) / (1000 * Math.PI)).toBeCloseTo(relativeGap, 7);
    expect(pageSays('paths/get-length')).toContain('An arc is measured as a chain of 300 straight pieces');
    expect(pageSays('paths/get-length')).toContain('measures `157.0789…` instead of 50π = `157.0796…`');
  });
});

describe('@remotion/paths getPointAtLength()', () => {
  it('on an elliptical arc, ten equal length steps cover 11.6 to 61.8 units each, and about 40 after reduceInstructions()', () => {
    // helpers/arc.js getPointAtLength(): t: fractionLength / length, a share of the angle, not of the distance.
    const steps = (d: string) => {
      const total = P.getLength(d);
      const out: number[] = [];
      let prev = P.getPointAtLength(d, 0);
      for (let i = 1; i <= 10; i++) {
        const next = P.getPointAtLength(d, (total * i) / 10);
        out.push(Math.hypot(next.x - prev.x, next.y - prev.y));
        prev = next;
      }
      return out;
    };
    const arc = 'M 0 0 A 200 20 0 0 1 400 0';
    const onArc = steps(arc);
    expect(Math.min(...onArc).toFixed(1)).toBe('11.6');
    expect(Math.max(...onArc).toFixed(1)).toBe('61.8');
    const onCurves = steps(toCurves(arc));
    for (const s of onCurves) {
      expect(Math.abs(s - 40)).toBeLessThan(1.5);
    }
    // A circular arc keeps an even speed.
    const circle = steps('M 0 0 A 50 50 0 0 1 100 0');
    expect(Math.max(...circle) - Math.min(...circle)).toBeLessThan(0.01);
    expect(pageSays('paths/get-point-at-length')).toContain(
      'On `M 0 0 A 200 20 0 0 1 400 0`, ten equal steps cover between 11.6 and 61.8 units each',
    );
  });
});

describe('@remotion/paths getTangentAtLength()', () => {
  it('on an arc returns about {x: 0, y: 1} at the start of an arc drawn upwards, and {x: 0, y: -1} once the arc is reduced to curves', () => {
    // helpers/arc.js getTangentAtLength(): return { x: -xDist / dist, y: -yDist / dist } while a point
    // 0.05 further on exists (xDist pointing forward), xDist / dist with a point behind near the end.
    const arc = 'M 0 0 A 50 50 0 0 1 100 0';
    // The arc does start upwards: the point 10 units in has a negative y.
    expect(P.getPointAtLength(arc, 10).y).toBeLessThan(-9);
    const atStart = P.getTangentAtLength(arc, 0);
    expect(atStart.x).toBeCloseTo(0, 2);
    expect(atStart.y).toBeCloseTo(1, 3);
    // Relative arcs behave the same; at the top of the arc, which is drawn to the right, it points left.
    const relative = P.getTangentAtLength('M 0 0 a 50 50 0 0 1 100 0', 0);
    expect(relative.y).toBeCloseTo(1, 3);
    const top = P.getTangentAtLength(arc, P.getLength(arc) / 2);
    expect(top.x).toBeCloseTo(-1, 3);
    const reduced = P.getTangentAtLength(toCurves(arc), 0);
    expect(reduced.x).toBeCloseTo(0, 6);
    expect(reduced.y).toBeCloseTo(-1, 6);
    expect(pageSays('paths/get-tangent-at-length')).toContain(
      "`getTangentAtLength('M 0 0 A 50 50 0 0 1 100 0', 0)` returns about `{x: 0, y: 1}`",
    );
    expect(pageSays('paths/get-tangent-at-length')).toContain('which gives `{x: 0, y: -1}` at the same length');
  });
});
