/**
 * Executed claims of the @remotion/shapes pages (docs/shapes/*): the paths, sizes and origins the
 * make…() functions return, their error texts, and the markup the components render (server-side
 * with react-dom/server, which needs no browser).
 */
import {requireInstalled, runNode} from './lib';

type ShapeInfo = {path: string; width: number; height: number; transformOrigin: string; instructions: {type: string}[]};
type Maker = (options: Record<string, unknown>) => ShapeInfo;
type Shapes = Record<string, unknown> & {
  makeRect: Maker;
  makeTriangle: Maker;
  makeCircle: Maker;
  makeEllipse: Maker;
  makeStar: Maker;
  makePie: Maker;
  makePolygon: Maker;
};
const shapes = requireInstalled('@remotion/shapes') as Shapes;
const {makeRect, makeTriangle, makeCircle, makeEllipse, makeStar, makePie, makePolygon} = shapes;
const React = requireInstalled('react') as {createElement: (t: unknown, p?: Record<string, unknown>) => unknown};
const {renderToString} = requireInstalled('react-dom/server') as {renderToString: (el: unknown) => string};
const render = (name: string, props: Record<string, unknown>) =>
  renderToString(React.createElement(shapes[name], props));
const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;
const BOTH = '"cornerRadius" and "edgeRoundness" cannot be specified at the same time.';

describe('@remotion/shapes components', () => {
  const all: [string, Record<string, unknown>][] = [
    ['Rect', {width: 100, height: 50}],
    ['Triangle', {length: 100, direction: 'up'}],
    ['Circle', {radius: 50}],
    ['Ellipse', {rx: 50, ry: 30}],
    ['Star', {points: 5, innerRadius: 50, outerRadius: 100}],
    ['Pie', {radius: 50, progress: 0.3}],
    ['Polygon', {points: 6, radius: 100}],
  ];

  it('each component renders one <svg> with one <path> inside it', () => {
    for (const [name, props] of all) {
      const html = render(name, props);
      expect(count(html, 'svg')).toBe(1);
      expect(count(html, 'path')).toBe(1);
    }
  });

  it("style is merged over {overflow: 'visible'}, and pathStyle over {transformBox: 'fill-box'}", () => {
    const plain = render('Rect', {width: 100, height: 50});
    expect(plain).toContain('style="overflow:visible"');
    expect(plain).toContain('style="transform-box:fill-box"');
    const own = render('Rect', {width: 100, height: 50, style: {overflow: 'hidden'}, pathStyle: {opacity: 0.5}});
    expect(own).toContain('style="overflow:hidden"');
    expect(own).toContain('style="transform-box:fill-box;opacity:0.5"');
  });

  it('the <svg> gets width, height and viewBox "0 0 width height"; other props such as fill go to the <path>', () => {
    const html = render('Rect', {width: 100, height: 50, fill: 'red', className: 'bar'});
    expect(html).toMatch(/^<svg width="100" height="50" viewBox="0 0 100 50"/);
    expect(html).toMatch(/<path [^>]*fill="red" class="bar"/);
    expect(html).toContain('transform-origin="50 25"');
  });

  it('debug draws white circles at the control points of Bézier segments only', () => {
    const triangle = render('Triangle', {length: 100, direction: 'up', cornerRadius: 5, debug: true});
    expect(count(triangle, 'circle')).toBe(6);
    expect(triangle).toContain('fill="white"');
    const rectRound = render('Rect', {width: 100, height: 50, edgeRoundness: 0.5, debug: true});
    expect(count(rectRound, 'circle')).toBe(8);
    // Arcs and straight lines: nothing to show.
    expect(count(render('Circle', {radius: 50, debug: true}), 'circle')).toBe(0);
    expect(count(render('Ellipse', {rx: 50, ry: 30, debug: true}), 'circle')).toBe(0);
    expect(count(render('Pie', {radius: 50, progress: 0.7, debug: true}), 'circle')).toBe(0);
    expect(count(render('Rect', {width: 100, height: 50, cornerRadius: 10, debug: true}), 'circle')).toBe(0);
    expect(count(render('Rect', {width: 100, height: 50, debug: true}), 'circle')).toBe(0);
  });

  it('Star and Polygon set the transform origin "outerRadius outerRadius" / "radius radius" on the path', () => {
    expect(render('Star', {points: 5, innerRadius: 50, outerRadius: 100})).toContain('transform-origin="100 100"');
    expect(render('Polygon', {points: 6, radius: 100})).toContain('transform-origin="100 100"');
  });

  it('Star debug markers are drawn from the instructions before the path was moved to 0, 0', () => {
    const props = {points: 5, innerRadius: 50, outerRadius: 100, edgeRoundness: 0.5};
    const html = render('Star', {...props, debug: true});
    const {instructions, path} = makeStar(props);
    const c = instructions.find((i) => i.type === 'C') as unknown as {cp1x: number; cp1y: number};
    expect(html).toContain(`cx="${c.cp1x}" cy="${c.cp1y}"`);
    expect(path).not.toContain(String(c.cp1x));
  });
});

describe('@remotion/shapes makeRect', () => {
  it('sharp corners give M 0 0 L 200 0 L 200 100 L 0 100 L 0 0 Z for a 200 × 100 rectangle', () => {
    expect(makeRect({width: 200, height: 100}).path).toBe('M 0 0 L 200 0 L 200 100 L 0 100 L 0 0 Z');
  });

  it('cornerRadius adds one arc command (a) per corner, edgeRoundness turns each corner into a C command', () => {
    const arcs = makeRect({width: 200, height: 100, cornerRadius: 10});
    expect(arcs.instructions.filter((i) => i.type === 'a')).toHaveLength(4);
    expect(arcs.instructions.filter((i) => i.type === 'C')).toHaveLength(0);
    const curves = makeRect({width: 200, height: 100, edgeRoundness: 0.5});
    expect(curves.instructions.filter((i) => i.type === 'C')).toHaveLength(4);
  });

  it('edgeRoundness 0 gives a diamond through the middle of each side; the width and height stay those passed', () => {
    const diamond = makeRect({width: 200, height: 100, edgeRoundness: 0});
    expect(diamond.path).toBe(
      'M 100 0 C 100 0 200 50 200 50 C 200 50 100 100 100 100 C 100 100 0 50 0 50 C 0 50 100 0 100 0 Z',
    );
    const wide = makeRect({width: 200, height: 100, edgeRoundness: 2});
    expect([wide.width, wide.height]).toEqual([200, 100]);
  });

  it('about 0.55 turns a square into a circle: the control points sit 0.55 × half a side from the midpoints', () => {
    const {instructions} = makeRect({width: 200, height: 200, edgeRoundness: 0.5523});
    const first = instructions[1] as unknown as {cp1x: number; cp1y: number; x: number; y: number};
    // From the top midpoint (100, 0) towards the corner by 0.5523 × 100: the circle approximation.
    expect(first.cp1x).toBeCloseTo(155.23, 5);
    expect(first.cp1y).toBe(0);
    expect([first.x, first.y]).toEqual([200, 100]);
  });

  it('transformOrigin is the centre, "{width / 2} {height / 2}"', () => {
    expect(makeRect({width: 200, height: 100}).transformOrigin).toBe('100 50');
    expect(makeRect({width: 31, height: 7}).transformOrigin).toBe('15.5 3.5');
  });

  it('a non-zero cornerRadius with an edgeRoundness that is not null throws; edgeRoundness 0 counts as set', () => {
    expect(() => makeRect({width: 200, height: 100, cornerRadius: 10, edgeRoundness: 0})).toThrow(BOTH);
    expect(() => makeRect({width: 200, height: 100, cornerRadius: 10, edgeRoundness: 1})).toThrow(BOTH);
    expect(() => makeRect({width: 200, height: 100, cornerRadius: 0, edgeRoundness: 1})).not.toThrow();
    expect(() => makeRect({width: 200, height: 100, cornerRadius: 10, edgeRoundness: null})).not.toThrow();
  });
});

describe('@remotion/shapes makeTriangle', () => {
  it("{length: 100, direction: 'up'} gives M 50 0 L 0 86.60254037844386 L 100 86.60254037844386 L 50 0 Z, origin 50 57.735026918962575", () => {
    const t = makeTriangle({length: 100, direction: 'up'});
    expect(t.path).toBe('M 50 0 L 0 86.60254037844386 L 100 86.60254037844386 L 50 0 Z');
    expect(t.transformOrigin).toBe('50 57.735026918962575');
    expect([t.width, t.height]).toEqual([100, 86.60254037844386]);
  });

  it("without a direction the triangle points 'right', and left/right swap width and height", () => {
    const t = makeTriangle({length: 100});
    expect(t.path).toBe('M 0 0 L 0 100 L 86.60254037844386 50 L 0 0 Z');
    expect(t).toEqual(makeTriangle({length: 100, direction: 'right'}));
    expect([t.width, t.height]).toEqual([86.60254037844386, 100]);
  });

  it('the centroid of a right-pointing triangle is a sixth of the box width left of the box centre', () => {
    const t = makeTriangle({length: 120, direction: 'right'});
    const [cx] = t.transformOrigin.split(' ').map(Number);
    expect(t.width / 2 - cx).toBeCloseTo(t.width / 6, 10);
  });

  it('a length that is not a number throws "\\"length\\" of a triangle must be a number, got" plus the JSON of the value', () => {
    expect(() => makeTriangle({length: '100', direction: 'up'})).toThrow(
      '"length" of a triangle must be a number, got "100"',
    );
    expect(() => makeTriangle({direction: 'up'})).toThrow('"length" of a triangle must be a number, got undefined');
  });

  it('cornerRadius uses Bézier curves with both control points on the corner; it cannot be combined with edgeRoundness', () => {
    const t = makeTriangle({length: 100, direction: 'up', cornerRadius: 5});
    const c = t.instructions.find((i) => i.type === 'C') as unknown as Record<string, number>;
    expect([c.cp1x, c.cp1y, c.cp2x, c.cp2y]).toEqual([0, 86.60254037844386, 0, 86.60254037844386]);
    expect(() => makeTriangle({length: 100, direction: 'up', cornerRadius: 5, edgeRoundness: 0.5})).toThrow(BOTH);
  });

  it('rounding up to edgeRoundness 1 or with cornerRadius keeps the outline inside width × height', () => {
    const {getBoundingBox} = requireInstalled('@remotion/paths') as {
      getBoundingBox: (p: string) => {x1: number; y1: number; x2: number; y2: number};
    };
    for (const options of [{edgeRoundness: 0.5}, {edgeRoundness: 1}, {cornerRadius: 10}]) {
      const t = makeTriangle({length: 100, direction: 'up', ...options});
      const box = getBoundingBox(t.path);
      expect(box.x1).toBeGreaterThanOrEqual(0);
      expect(box.y1).toBeGreaterThanOrEqual(-1e-9);
      expect(box.x2).toBeLessThanOrEqual(t.width);
      expect(box.y2).toBeLessThanOrEqual(t.height + 1e-9);
    }
  });
});

describe('@remotion/shapes makeCircle and makeEllipse', () => {
  it('{radius: 50} gives M 50 0 a 50 50 0 1 1 0 100 a 50 50 0 1 1 0 -100 Z: a move, two relative arcs and a close', () => {
    const c = makeCircle({radius: 50});
    expect(c.path).toBe('M 50 0 a 50 50 0 1 1 0 100 a 50 50 0 1 1 0 -100 Z');
    expect(c.instructions.map((i) => i.type)).toEqual(['M', 'a', 'a', 'Z']);
    expect([c.width, c.height, c.transformOrigin]).toEqual([100, 100, '50 50']);
  });

  it('a missing radius gives undefined and NaN in the path and NaN sizes; a negative one negative sizes', () => {
    const missing = makeCircle({});
    expect(missing.path).toContain('undefined');
    expect(missing.path).toContain('NaN');
    expect(missing.width).toBeNaN();
    expect(missing.height).toBeNaN();
    const negative = makeCircle({radius: -5});
    expect([negative.width, negative.height]).toEqual([-10, -10]);
  });

  it('{rx: 50, ry: 30} gives M 50 0 a 50 30 0 1 0 1 0 Z: one relative arc with sweep flag 0 ending 1 pixel right of the start', () => {
    const e = makeEllipse({rx: 50, ry: 30});
    expect(e.path).toBe('M 50 0 a 50 30 0 1 0 1 0 Z');
    expect(e.instructions.map((i) => i.type)).toEqual(['M', 'a', 'Z']);
    expect([e.width, e.height, e.transformOrigin]).toEqual([100, 60, '50 30']);
  });
});

describe('@remotion/shapes makePie', () => {
  it('{radius: 50, progress: 0.25} gives M 50 0 A 50 50 0 0 1 100 50 L 50 50 Z, and without closePath only the arc', () => {
    expect(makePie({radius: 50, progress: 0.25}).path).toBe('M 50 0 A 50 50 0 0 1 100 50 L 50 50 Z');
    expect(makePie({radius: 50, progress: 0.25, closePath: false}).path).toBe('M 50 0 A 50 50 0 0 1 100 50');
  });

  it('progress is clamped to 0 … 1; at 0 the arc starts and ends at the same point', () => {
    expect(makePie({radius: 50, progress: 1.5}).path).toBe(makePie({radius: 50, progress: 1}).path);
    expect(makePie({radius: 50, progress: -1}).path).toBe(makePie({radius: 50, progress: 0}).path);
    expect(makePie({radius: 50, progress: 0}).path).toBe('M 50 0 A 50 50 0 0 1 50 0 Z');
  });

  it('at progress 1 the path is a full circle (two arcs) without the line to the centre even with closePath true', () => {
    const full = makePie({radius: 50, progress: 1, closePath: true});
    expect(full.path).toBe('M 50 0 A 50 50 0 0 1 50 100 A 50 50 0 0 1 50 0 Z');
    expect(full.instructions.map((i) => i.type)).toEqual(['M', 'A', 'A', 'Z']);
    expect(makePie({radius: 50, progress: 0.75}).instructions.map((i) => i.type)).toEqual(['M', 'A', 'A', 'L', 'Z']);
    expect(makePie({radius: 50, progress: 0.5}).instructions.map((i) => i.type)).toEqual(['M', 'A', 'L', 'Z']);
  });

  it("rotation 0 starts at 12 o'clock, Math.PI / 2 at 3 o'clock, Math.PI at 6 o'clock; counterClockwise runs to the left", () => {
    expect(makePie({radius: 50, progress: 0.25}).path.startsWith('M 50 0 ')).toBe(true);
    expect(makePie({radius: 50, progress: 0.25, rotation: Math.PI / 2}).path.startsWith('M 100 50 ')).toBe(true);
    expect(makePie({radius: 50, progress: 0.25, rotation: Math.PI}).path.startsWith('M 50 100 ')).toBe(true);
    expect(makePie({radius: 50, progress: 0.25, counterClockwise: true}).path).toBe(
      'M 50 0 A 50 50 0 0 0 0 50 L 50 50 Z',
    );
  });

  it('width and height are 2 × radius whatever the progress; the points on the circle are rounded to five decimals', () => {
    for (const progress of [0, 0.1, 0.5, 1]) {
      const pie = makePie({radius: 50, progress});
      expect([pie.width, pie.height, pie.transformOrigin]).toEqual([100, 100, '50 50']);
    }
    expect(makePie({radius: 50, progress: 1 / 3}).path).toBe('M 50 0 A 50 50 0 0 1 93.30127 75 L 50 50 Z');
    expect(makePie({radius: 1 / 3, progress: 0.25}).path).toBe(
      `M 0.33333 0 A ${1 / 3} ${1 / 3} 0 0 1 0.66667 0.33333 L ${1 / 3} ${1 / 3} Z`,
    );
  });
});

describe('@remotion/shapes makePolygon and makeStar', () => {
  it('{points: 3, radius: 100} gives M 86.60254037844385 0 L 173.20508075688772 150 L 0 150.00000000000003 L 86.60254037844385 0, without Z', () => {
    const p = makePolygon({points: 3, radius: 100});
    expect(p.path).toBe('M 86.60254037844385 0 L 173.20508075688772 150 L 0 150.00000000000003 L 86.60254037844385 0');
    expect(p.path).not.toContain('Z');
    expect(p.height).toBeCloseTo(150, 10);
    expect(p.transformOrigin).toBe('100 100');
  });

  it('bounding boxes: hexagon of radius 100 is 173.2 × 200, pentagon 190.2 × 180.9; odd corner counts are wider than tall', () => {
    const hex = makePolygon({points: 6, radius: 100});
    expect(hex.width).toBeCloseTo(173.2, 1);
    expect(hex.height).toBeCloseTo(200, 6);
    const penta = makePolygon({points: 5, radius: 100});
    expect(penta.width).toBeCloseTo(190.2, 1);
    expect(penta.height).toBeCloseTo(180.9, 1);
    for (const points of [3, 5, 7, 9, 11]) {
      const p = makePolygon({points, radius: 100});
      expect(p.height).toBeLessThan(p.width);
    }
  });

  it('instructions keep the coordinates before the move; the unrounded centre of path is at half the width and radius from the top', () => {
    const hex = makePolygon({points: 6, radius: 100});
    expect(hex.instructions[0]).toEqual({type: 'M', x: 100, y: 0});
    expect(hex.path.startsWith('M 86.6')).toBe(true);
    const {getBoundingBox} = requireInstalled('@remotion/paths') as {
      getBoundingBox: (p: string) => {x1: number; y1: number; x2: number; y2: number};
    };
    const box = getBoundingBox(hex.path);
    expect([box.x1, box.y1]).toEqual([0, 0]);
    expect(hex.width / 2).toBeCloseTo(86.6, 1);
  });

  it('"points" below 3 throws "\\"points\\" should be minimum 3, got 2"; a fraction throws a RangeError "Invalid array length"', () => {
    expect(() => makePolygon({points: 2, radius: 100})).toThrow('"points" should be minimum 3, got 2');
    expect(() => makePolygon({points: 3.5, radius: 100})).toThrow(RangeError);
    expect(() => makePolygon({points: 3.5, radius: 100})).toThrow('Invalid array length');
    expect(() => makePolygon({points: 5, radius: 100, cornerRadius: 4, edgeRoundness: 1})).toThrow(BOTH);
  });

  it('{points: 5, innerRadius: 50, outerRadius: 100}: width 190.21…, height 180.90…, transformOrigin "100 100"', () => {
    const s = makeStar({points: 5, innerRadius: 50, outerRadius: 100});
    expect(s.width.toFixed(2)).toBe('190.21');
    expect(s.height.toFixed(2)).toBe('180.90');
    expect(s.transformOrigin).toBe('100 100');
    expect(s.instructions[0]).toEqual({type: 'M', x: 100, y: 0});
  });

  it('a five-pointed star of outerRadius 100 is about 190 × 181 for an innerRadius up to about 81, taller beyond', () => {
    for (const innerRadius of [20, 50, 80]) {
      const s = makeStar({points: 5, innerRadius, outerRadius: 100});
      expect(Math.round(s.width)).toBe(190);
      expect(Math.round(s.height)).toBe(181);
    }
    expect(Math.round(makeStar({points: 5, innerRadius: 95, outerRadius: 100}).height)).toBe(195);
  });

  it('an unrounded star starts at the top tip and runs clockwise; 2 points give a rhombus', () => {
    const s = makeStar({points: 5, innerRadius: 50, outerRadius: 100});
    expect(s.path.startsWith('M 95.10565162951536 0 L 124.49491424413901 59.54915028125263')).toBe(true);
    expect(makeStar({points: 2, innerRadius: 40, outerRadius: 100}).path).toBe(
      'M 40 0 L 80 100 L 40 200 L 0 100 L 40 0 Z',
    );
    expect(() => makeStar({points: 5, innerRadius: 40, outerRadius: 100, cornerRadius: 5, edgeRoundness: 1})).toThrow(
      BOTH,
    );
  });

  it('an innerRadius equal to outerRadius gives a polygon with 2 × points corners', () => {
    const s = makeStar({points: 4, innerRadius: 100, outerRadius: 100});
    const octagon = makePolygon({points: 8, radius: 100});
    expect(s.width).toBeCloseTo(octagon.width, 9);
    expect(s.height).toBeCloseTo(octagon.height, 9);
  });
});

describe('@remotion/shapes module formats', () => {
  it('ESM and CJS both export the seven components and seven make…() functions, and no remotion import is needed', () => {
    const names = [
      'Circle',
      'Ellipse',
      'Pie',
      'Polygon',
      'Rect',
      'Star',
      'Triangle',
      'makeCircle',
      'makeEllipse',
      'makePie',
      'makePolygon',
      'makeRect',
      'makeStar',
      'makeTriangle',
    ];
    const esm = runNode(
      'esm',
      `import * as s from '@remotion/shapes'; console.log(JSON.stringify(Object.keys(s).sort()));`,
    );
    const cjs = runNode(
      'cjs',
      `const s = require('@remotion/shapes'); console.log(JSON.stringify(Object.keys(s).filter((k) => k !== '__esModule').sort()),
        Object.keys(require.cache).some((f) => /node_modules[\\\\/]remotion[\\\\/]/.test(f)));`,
    );
    expect(JSON.parse(esm)).toEqual(names);
    expect(cjs.trim()).toBe(`${JSON.stringify(names)} false`);
  });
});
