/**
 * Executed claims of a second read of the shapes/* pages and of terminology/entry-point, public-dir,
 * root-file and sequence: the installed @remotion/shapes, @remotion/paths, @remotion/bundler and
 * @remotion/cli run in Node.js; for the Studio's front end, the installed files are read.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {type Component, h, installedFile, lastJson, pageSays, renderToString, requireInstalled, runNode} from './lib';

type Instruction = {type: string; x?: number; y?: number};
type ShapeInfo = {path: string; width: number; height: number; transformOrigin: string; instructions: Instruction[]};
type Shapes = {
  makePie: (o: {radius: number; progress: number; closePath?: boolean; rotation?: number}) => ShapeInfo;
  makeStar: (o: {
    points: number;
    innerRadius: number;
    outerRadius: number;
    cornerRadius?: number;
    edgeRoundness?: number | null;
  }) => ShapeInfo;
  makePolygon: (o: {points: number; radius: number; cornerRadius?: number; edgeRoundness?: number | null}) => ShapeInfo;
  makeTriangle: (o: {length: number; direction: string; edgeRoundness?: number | null}) => ShapeInfo;
  Pie: Component;
};
type BoundingBox = {x1: number; y1: number; x2: number; y2: number; width: number; height: number};

const shapes = requireInstalled('@remotion/shapes') as Shapes;
const {getBoundingBox} = requireInstalled('@remotion/paths') as {getBoundingBox: (d: string) => BoundingBox};

/** Distances from the centre (c, c) to the end points of the C instructions of a make…() result. */
const curveEndDistances = (shape: ShapeInfo, c: number) =>
  shape.instructions.filter((i) => i.type === 'C').map((i) => Math.hypot((i.x ?? 0) - c, (i.y ?? 0) - c));

/** The first and the last coordinate pair of an SVG path without Z. */
const firstAndLastPoint = (d: string) => {
  const numbers = d.match(/-?[\d.]+(e-?\d+)?/g)?.map(Number) ?? [];
  return {first: numbers.slice(0, 2), last: numbers.slice(-2)};
};

describe('@remotion/shapes transform origin with fill-box', () => {
  it('a <Pie /> quarter slice has its bounding box at 50, 0 (not 0, 0) while the path gets transform-origin "50 50" and transform-box fill-box; from progress 0.75 the box starts at 0, 0', () => {
    const quarter = shapes.makePie({radius: 50, progress: 0.25});
    expect(quarter.transformOrigin).toBe('50 50');
    const box = getBoundingBox(quarter.path);
    expect([box.x1, box.y1, box.width, box.height]).toEqual([50, 0, 50, 50]);
    // fill-box measures transform-origin from the box's top-left corner: the pivot is 50 + 50, 0 + 50.
    expect(getBoundingBox(shapes.makePie({radius: 50, progress: 0.74}).path).x1).toBeGreaterThan(0);
    const threeQuarters = getBoundingBox(shapes.makePie({radius: 50, progress: 0.75}).path);
    expect([threeQuarters.x1, threeQuarters.y1]).toEqual([0, 0]);
    const html = renderToString(h(shapes.Pie, {radius: 50, progress: 0.25, pathStyle: {transform: 'rotate(180deg)'}}));
    expect(html).toContain('transform-origin="50 50"');
    expect(html).toContain('transform-box:fill-box');
    expect(pageSays('shapes/pie')).toContain('(with `rotation` 0, from `progress` `0.75`)');
    expect(pageSays('shapes/index')).toContain('(with `rotation` 0, any `progress` below `0.75`)');
  });
});

describe('@remotion/shapes makeStar rounding', () => {
  it('edgeRoundness 0 puts every curve end of a star on one circle well inside outerRadius (a polygon through the edge midpoints: 10 corners for 5 points, 12 for 6); the box grows back towards the sharp star around 1 and past it above 1', () => {
    const five = shapes.makeStar({points: 5, innerRadius: 50, outerRadius: 100, edgeRoundness: 0});
    const fiveEnds = curveEndDistances(five, 100);
    expect(fiveEnds).toHaveLength(10);
    expect(Math.max(...fiveEnds) - Math.min(...fiveEnds)).toBeLessThan(1e-9);
    expect(fiveEnds[0]).toBeCloseTo(71.746, 3);
    const six = shapes.makeStar({points: 6, innerRadius: 150, outerRadius: 260, edgeRoundness: 0});
    const sixEnds = curveEndDistances(six, 260);
    expect(sixEnds).toHaveLength(12);
    expect(Math.max(...sixEnds) - Math.min(...sixEnds)).toBeLessThan(1e-9);
    const heights = [null, 0, 0.5, 1, 1.5].map(
      (edgeRoundness) => shapes.makeStar({points: 5, innerRadius: 50, outerRadius: 100, edgeRoundness}).height,
    );
    expect(heights.map((x) => Math.round(x))).toEqual([181, 136, 150, 168, 188]);
    // The badge sample's star with edgeRoundness 0.2 would also have no tips; cornerRadius 10 keeps them.
    const badgeOld = curveEndDistances(
      shapes.makeStar({points: 5, innerRadius: 55, outerRadius: 120, edgeRoundness: 0.2}),
      120,
    );
    expect(Math.max(...badgeOld)).toBeLessThan(85);
    expect(shapes.makeStar({points: 5, innerRadius: 55, outerRadius: 120, cornerRadius: 10}).height).toBeGreaterThan(
      210,
    );
    expect(pageSays('shapes/star')).toContain(
      '`0` draws a polygon through the edge midpoints (a decagon for five points)',
    );
    expect(pageSays('shapes/make-star')).toContain('draws a twelve-cornered polygon for these six points');
    expect(pageSays('shapes/make-star')).toContain('cornerRadius: rounding,');
    expect(pageSays('shapes/index')).toContain('innerRadius={55} outerRadius={120} cornerRadius={10}');
  });

  it('cornerRadius 0 gives the same path as the sharp star, and cornerRadius 60 on the 6-point sample shrinks its box only slightly', () => {
    const sharp = shapes.makeStar({points: 6, innerRadius: 150, outerRadius: 260});
    expect(shapes.makeStar({points: 6, innerRadius: 150, outerRadius: 260, cornerRadius: 0}).path).toBe(sharp.path);
    const rounded = shapes.makeStar({points: 6, innerRadius: 150, outerRadius: 260, cornerRadius: 60});
    expect(rounded.width / sharp.width).toBeGreaterThan(0.95);
    expect(rounded.width).toBeLessThan(sharp.width);
  });
});

describe('@remotion/shapes makePolygon without Z', () => {
  it('with cornerRadius the path ends where the rounding of the top corner ends, not at its first point; without rounding and with edgeRoundness it returns to its first point; no Z either way', () => {
    const rounded = shapes.makePolygon({points: 6, radius: 44, cornerRadius: 6});
    const {first, last} = firstAndLastPoint(rounded.path);
    expect(rounded.path).not.toContain('Z');
    expect(Math.hypot(first[0] - last[0], first[1] - last[1])).toBeGreaterThan(30);
    for (const shape of [
      shapes.makePolygon({points: 6, radius: 44}),
      shapes.makePolygon({points: 6, radius: 100, edgeRoundness: 0.5}),
    ]) {
      const ends = firstAndLastPoint(shape.path);
      expect(shape.path).not.toContain('Z');
      expect(Math.hypot(ends.first[0] - ends.last[0], ends.first[1] - ends.last[1])).toBeLessThan(1e-9);
    }
    expect(pageSays('shapes/make-polygon')).toContain(
      'with a `cornerRadius`, it ends where the rounding of the top corner ends, so most of the first side is missing from the outline.',
    );
    expect(pageSays('shapes/polygon')).toContain(
      'The path has no closing `Z` command, so with a `cornerRadius` a `stroke`',
    );
  });
});

describe('@remotion/shapes makeTriangle with edgeRoundness', () => {
  it('{length: 28, direction: down, edgeRoundness: 0.3} covers about 15 × 15 of its 28 × 24.25 box, its tip 9.4 short; the sharp one reaches the box height', () => {
    const round = shapes.makeTriangle({length: 28, direction: 'down', edgeRoundness: 0.3});
    const box = getBoundingBox(round.path);
    expect([round.width, Math.round(round.height * 100) / 100]).toEqual([28, 24.25]);
    expect(Math.round(box.width)).toBe(15);
    expect(Math.round(box.height)).toBe(15);
    expect(round.height - box.y2).toBeCloseTo(9.4, 1);
    // Pointing down, the sharp tip is [longerDimension / 2, shorterSize]: on the bottom edge of the box.
    const sharp = shapes.makeTriangle({length: 28, direction: 'down'});
    expect(getBoundingBox(sharp.path).y2).toBeCloseTo(sharp.height, 9);
    expect(pageSays('shapes/make-triangle')).toContain('covers only about 15 × 15 pixels of its 28 × 24 box');
    expect(pageSays('shapes/make-triangle')).toContain('${58 - marker.height}');
  });
});

describe('npx remotion bundle with an entry point that does not exist', () => {
  it('stops with "Entry point was specified as src/typo.ts, but it was not found." instead of falling through', () => {
    const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
    try {
      fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"typo"}');
      const cli = path.join(PROJECT_ROOT, 'node_modules/@remotion/cli/remotion-cli.js');
      const result = spawnSync(process.execPath, [cli, 'bundle', 'src/typo.ts'], {cwd: dir, encoding: 'utf8'});
      expect(result.status).toBe(1);
      expect(result.stdout + result.stderr).toContain(
        'Entry point was specified as src/typo.ts, but it was not found.',
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('terminology/entry-point')).toContain(
      '`bundle` is the exception: it stops with "Entry point was specified as …, but it was not found."',
    );
  });
});

describe('bundle() and symbolic links in the public folder', () => {
  it('without onSymlinkDetected, bundle() prints no warning and forwards the link; with it, the callback gets the path', () => {
    const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/claims-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.mkdirSync(path.join(dir, 'public'));
      fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"symlinks"}');
      fs.writeFileSync(path.join(dir, 'target.txt'), 'hi');
      fs.symlinkSync(path.join(dir, 'target.txt'), path.join(dir, 'public/linked.txt'));
      fs.writeFileSync(
        path.join(dir, 'src/index.ts'),
        "import {registerRoot} from 'remotion';\nregisterRoot(() => null);\n",
      );
      const out = runNode(
        'cjs',
        `
const fs = require('node:fs');
const path = require('node:path');
const {bundle} = require('@remotion/bundler');
const dir = ${JSON.stringify(dir)};
const warnings = [];
console.warn = (...args) => warnings.push(args.join(' '));
(async () => {
  const plain = await bundle({entryPoint: path.join(dir, 'src/index.ts'), rootDir: dir, enableCaching: false, outDir: path.join(dir, 'out1')});
  const seen = [];
  await bundle({entryPoint: path.join(dir, 'src/index.ts'), rootDir: dir, enableCaching: false, outDir: path.join(dir, 'out2'), onSymlinkDetected: (p) => seen.push(p)});
  console.log(JSON.stringify({warnings, seen, link: fs.lstatSync(path.join(plain, 'public/linked.txt')).isSymbolicLink()}));
})();
`,
      );
      const result = lastJson<{warnings: string[]; seen: string[]; link: boolean}>(out);
      expect(result.warnings.filter((w) => w.includes('symbolic link'))).toEqual([]);
      expect(result.link).toBe(true);
      expect(result.seen).toEqual([path.join(dir, 'public/linked.txt')]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('terminology/public-dir')).toContain(
      '`bundle()` prints nothing about them and only reports them to an `onSymlinkDetected` callback if you pass one.',
    );
  });
});

describe('The Studio and the root file, and sequence names in the timeline', () => {
  it('the root-file watch sends root-file-changed, and the Studio only re-checks whether it can save default props on it', () => {
    expect(installedFile('@remotion/studio-server/dist/watch-root-file.js')).toContain(
      "listener.sendEventToClient({ type: 'root-file-changed' })",
    );
    const previewEntry = installedFile('@remotion/studio/dist/esm/previewEntry.mjs');
    const subscriptions = previewEntry.match(/subscribeToEvent\("root-file-changed", [^)]*\)/g);
    expect(subscriptions).toEqual(['subscribeToEvent("root-file-changed", checkIfCanSaveDefaultProps)']);
    expect(pageSays('terminology/root-file')).toContain('the props panel checks again whether it can save into it');
  });

  it('a <Sequence> registers name ?? "" as its display name and the timeline shows <Sequence> for an empty one', () => {
    expect(installedFile('remotion/dist/cjs/Sequence.js')).toContain(
      "return name !== null && name !== void 0 ? name : '';",
    );
    expect(installedFile('@remotion/studio/dist/components/Timeline/TimelineStack/index.js')).toContain(
      "children: text || '<Sequence>'",
    );
    expect(pageSays('terminology/sequence')).toContain('or with `<Sequence>` when it has no name.');
  });
});
