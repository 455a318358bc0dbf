/**
 * Executed claims of the @remotion/paths pages (docs/paths/*): the values, strings and errors the
 * functions return for the inputs the pages name, the export list, and the module formats.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {installedFile, pageSays, requireInstalled, runNode} from './lib';

type Pt = {x: number; y: number};
type Instr = {type: string} & Record<string, number | boolean>;
type Paths = {
  evolvePath: (p: number, d: string) => {strokeDasharray: string; strokeDashoffset: number};
  extendViewBox: (v: string, s: number) => string;
  getBoundingBox: (d: string) => {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    width: number;
    height: number;
    viewBox: string;
  };
  getInstructionIndexAtLength: (d: string, l: number) => {index: number; lengthIntoInstruction: number};
  getLength: (d: string) => number;
  getPointAtLength: (d: string, l: number) => Pt;
  getSubpaths: (d: string) => string[];
  getTangentAtLength: (d: string, l: number) => Pt;
  interpolatePath: (v: number, a: string, b: string) => string;
  normalizePath: (d: string) => string;
  parsePath: (d: string) => Instr[];
  reduceInstructions: (i: unknown[]) => Instr[];
  resetPath: (d: string) => string;
  reversePath: (d: string) => string;
  scalePath: (d: string, x: number, y: number) => string;
  serializeInstructions: (i: unknown[]) => string;
  translatePath: (d: string, x: number, y: number) => string;
  warpPath: (d: string, f: (p: Pt) => Pt, o?: {interpolationThreshold?: number}) => string;
};
const P = requireInstalled('@remotion/paths') as Paths & Record<string, unknown>;
const letters = (d: string) => [...new Set(d.split(' ').filter((t) => /^[A-Za-z]+$/.test(t)))].sort().join('');
const MIXED = 'M 0 0 H 10 V 10 Q 20 20 30 10 A 5 5 0 0 1 40 10 Z';

describe('@remotion/paths overview', () => {
  it('the overview lists every exported function, and the package exports nothing else but PathInternals', () => {
    const exported = Object.keys(P).filter((k) => k !== '__esModule' && k !== 'PathInternals');
    const page = pageSays('paths/index');
    const listed = [...page.matchAll(/\| \[`(\w+)\(\)`\]\(\/docs\/paths\/[\w-]+\) \|/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(exported.sort());
    expect(Object.keys(P.PathInternals as object).sort()).toEqual([
      'cutPath',
      'debugPath',
      'getBoundingBoxFromInstructions',
    ]);
  });

  it('the package has no dependencies and no peer dependencies, and is MIT-licensed', () => {
    const pkg = JSON.parse(installedFile('@remotion/paths/package.json')) as Record<string, unknown>;
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.license).toBe('MIT');
  });

  it('the output is reformatted: commas disappear and z becomes Z', () => {
    expect(P.translatePath('M0,0 L10,10 z', 1, 1)).toBe('M 1 1 L 11 11 Z');
  });

  it('scalePath, reversePath, warpPath and interpolatePath return only M, L, C and Z', () => {
    expect(letters(P.scalePath(MIXED, 1, 1))).toBe('CLMZ');
    expect(letters(P.reversePath(MIXED).replace('Z', ' Z'))).toBe('CLMZ');
    expect(letters(P.warpPath(MIXED, (p) => p))).toBe('CLMZ');
    expect(letters(P.interpolatePath(0.5, MIXED, 'M 0 0 L 10 0 L 10 10 C 1 1 2 2 3 3 L 5 5 L 6 6 Z'))).toBe('CLMZ');
  });

  it('an empty string throws "No path provided"; a wrong number of values "Malformed path data"', () => {
    expect(() => P.getLength('')).toThrow('No path provided');
    expect(() => P.parsePath('M 0 0 L 10')).toThrow(/^Malformed path data/);
  });

  it('ESM import and CJS require both load the functions the samples import', () => {
    const names = [
      'evolvePath',
      'getLength',
      'getPointAtLength',
      'getTangentAtLength',
      'interpolatePath',
      'parsePath',
      'warpPath',
    ];
    const check = `console.log(JSON.stringify([${names.map((n) => `typeof p.${n}`).join(', ')}]), p.getLength('M 0 0 L 3 4'))`;
    const esm = runNode('esm', `import * as p from '@remotion/paths'; ${check};`);
    const cjs = runNode('cjs', `const p = require('@remotion/paths'); ${check};`);
    const expected = `${JSON.stringify(names.map(() => 'function'))} 5\n`;
    expect(esm).toBe(expected);
    expect(cjs).toBe(expected);
  });
});

describe('@remotion/paths evolvePath', () => {
  it("length 100 at 0.25 gives {strokeDasharray: '100 100', strokeDashoffset: 75}", () => {
    expect(P.evolvePath(0.25, 'M 0 0 L 100 0')).toEqual({strokeDasharray: '100 100', strokeDashoffset: 75});
  });

  it("at exactly 0 the values are one and a half times the length: {strokeDasharray: '150 150', strokeDashoffset: 150}", () => {
    expect(P.evolvePath(0, 'M 0 0 L 100 0')).toEqual({strokeDasharray: '150 150', strokeDashoffset: 150});
    expect(P.evolvePath(1e-9, 'M 0 0 L 100 0').strokeDasharray).toBe('100 100');
  });

  it('progress is not clamped: above 1 the offset is negative, below 0 larger than the length', () => {
    expect(P.evolvePath(1.5, 'M 0 0 L 100 0').strokeDashoffset).toBe(-50);
    expect(P.evolvePath(2, 'M 0 0 L 100 0').strokeDashoffset).toBe(-100);
    expect(P.evolvePath(-0.5, 'M 0 0 L 100 0').strokeDashoffset).toBe(150);
  });

  it('an empty path throws "No path provided"', () => {
    expect(() => P.evolvePath(0.5, '')).toThrow('No path provided');
  });
});

describe('@remotion/paths extendViewBox', () => {
  it('the logo box 10 10 80 80 extended by 1.2 becomes 2.0000000000000018 2.0000000000000018 96 96', () => {
    const box = P.getBoundingBox('M 10 90 L 50 10 L 90 90 L 50 65 Z').viewBox;
    expect(box).toBe('10 10 80 80');
    expect(P.extendViewBox(box, 1.2)).toBe('2.0000000000000018 2.0000000000000018 96 96');
  });

  it("extendViewBox('-10 20 200 100', 1.1) returns -20.000000000000007 14.999999999999996 220.00000000000003 110.00000000000001", () => {
    expect(P.extendViewBox('-10 20 200 100', 1.1)).toBe(
      '-20.000000000000007 14.999999999999996 220.00000000000003 110.00000000000001',
    );
  });

  it('currentViewBox must be 4 valid numbers, but got "0,0,100,50": also for 3 or 5 values and non-finite ones', () => {
    for (const bad of ['0,0,100,50', '0 0 100', '0 0 100 50 3', '0 0 100 Infinity', '0 0 100 abc']) {
      expect(() => P.extendViewBox(bad, 1.5)).toThrow(`currentViewBox must be 4 valid numbers, but got "${bad}"`);
    }
  });

  it('extra spaces are ignored; 0 gives a box of width and height 0 at the center; negative scales negative sizes', () => {
    expect(P.extendViewBox('  0  0 100   50 ', 1)).toBe('0 0 100 50');
    expect(P.extendViewBox('0 0 100 50', 0)).toBe('50 25 0 0');
    expect(P.extendViewBox('0 0 100 50', -1)).toBe('100 50 -100 -50');
  });
});

describe('@remotion/paths getBoundingBox', () => {
  it("M 60 200 C 60 40 260 40 260 200 Q 160 260 60 200 Z gives {x1: 60, y1: 80, x2: 260, y2: 230, viewBox: '60 80 200 150', width: 200, height: 150}", () => {
    expect(P.getBoundingBox('M 60 200 C 60 40 260 40 260 200 Q 160 260 60 200 Z')).toEqual({
      x1: 60,
      y1: 80,
      x2: 260,
      y2: 230,
      viewBox: '60 80 200 150',
      width: 200,
      height: 150,
    });
  });

  it('a path of only a move such as M 10 10 has its corners at that point; every M point is included', () => {
    expect(P.getBoundingBox('M 10 10')).toMatchObject({x1: 10, y1: 10, x2: 10, y2: 10, width: 0, height: 0});
    expect(P.getBoundingBox('M 0 0 L 10 10 M 400 400')).toMatchObject({x2: 400, y2: 400});
  });

  it('an empty path throws "No path provided"', () => {
    expect(() => P.getBoundingBox('')).toThrow('No path provided');
  });
});

describe('@remotion/paths getInstructionIndexAtLength', () => {
  const chart = 'M 0 240 L 200 150 L 400 195 L 600 80';

  it('the chart path is M 0 240 L 200 150 L 400 195 L 600 80, with segments of about 219, 205 and 231', () => {
    const revenue = [12, 30, 21, 44];
    expect(revenue.map((value, i) => `${i === 0 ? 'M' : 'L'} ${i * 200} ${300 - value * 5}`).join(' ')).toBe(chart);
    const total = P.getLength(chart);
    const first = P.getLength('M 0 240 L 200 150');
    const second = P.getLength('M 200 150 L 400 195');
    expect([Math.round(first), Math.round(second), Math.round(total - first - second)]).toEqual([219, 205, 231]);
  });

  it('at 300 the result is {index: 1, lengthIntoInstruction: 80.68…}; at the end the index is 2', () => {
    const at300 = P.getInstructionIndexAtLength(chart, 300);
    expect(at300.index).toBe(1);
    expect(at300.lengthIntoInstruction.toFixed(2)).toBe('80.68');
    expect(P.getInstructionIndexAtLength(chart, P.getLength(chart)).index).toBe(2);
  });

  it('at length 0 the result is {index: 0, lengthIntoInstruction: 0}; exactly on a boundary it belongs to the earlier segment', () => {
    expect(P.getInstructionIndexAtLength(chart, 0)).toEqual({index: 0, lengthIntoInstruction: 0});
    expect(P.getInstructionIndexAtLength('M 0 0 L 100 0 L 100 100', 100)).toEqual({
      index: 0,
      lengthIntoInstruction: 100,
    });
  });

  it('"A length of 201 was passed to getInstructionIndexAtLength() but the total length of the path is only 200"', () => {
    expect(() => P.getInstructionIndexAtLength('M 0 0 L 200 0', 201)).toThrow(
      'A length of 201 was passed to getInstructionIndexAtLength() but the total length of the path is only 200',
    );
  });

  it('a negative length throws "Length less than 0 was passed"', () => {
    expect(() => P.getInstructionIndexAtLength('M 0 0 L 200 0', -1)).toThrow('Length less than 0 was passed');
  });

  it('on the closing line, parsePath(path)[index + 1] is the Z instruction; where a subpath ends it points at its last segment', () => {
    const square = 'M 0 0 L 100 0 L 100 100 Z';
    const {index} = P.getInstructionIndexAtLength(square, 250);
    expect(P.parsePath(square)[index + 1]).toEqual({type: 'Z'});
    const two = 'M 0 0 L 100 0 M 0 50 L 100 50';
    expect(P.getInstructionIndexAtLength(two, 100)).toEqual({index: 0, lengthIntoInstruction: 100});
  });

  it('an M with extra coordinate pairs counts as one M and one L per pair', () => {
    expect(P.parsePath('M 0 0 100 0 100 100').map((i) => i.type)).toEqual(['M', 'L', 'L']);
    expect(P.getInstructionIndexAtLength('M 0 0 100 0 100 100', 150).index).toBe(1);
  });
});

describe('@remotion/paths getLength', () => {
  it('the sample logs 700, 59 and 90', () => {
    const framesToDraw = (d: string) => Math.ceil(P.getLength(d) / 12);
    expect(P.getLength('M 100 100 L 400 100 L 400 500')).toBe(700);
    expect(framesToDraw('M 100 100 L 400 100 L 400 500')).toBe(59);
    expect(framesToDraw('M 100 600 C 300 300 700 900 1100 600')).toBe(90);
  });

  it('a move alone has length 0; moves between subpaths do not count, the closing line of Z does', () => {
    expect(P.getLength('M 10 10')).toBe(0);
    expect(P.getLength('M 0 0 L 10 0 M 100 100 L 110 100')).toBe(20);
    expect(P.getLength('M 0 0 L 10 0 L 10 10 Z')).toBeCloseTo(20 + Math.SQRT2 * 10, 12);
  });

  it('"No path provided" for an empty string, "No path elements found in string …" without a command letter', () => {
    expect(() => P.getLength('')).toThrow('No path provided');
    expect(() => P.getLength('100 200')).toThrow('No path elements found in string 100 200');
    expect(() => P.getLength('M 0 0 L 1')).toThrow(/^Malformed path data/);
  });

  it('quadratic curves are measured exactly (closed form)', () => {
    // Exact length of M 0 0 Q 50 50 100 0.
    const exact = 50 * (Math.SQRT2 + Math.log(1 + Math.SQRT2));
    expect(P.getLength('M 0 0 Q 50 50 100 0')).toBeCloseTo(exact, 12);
  });
});

describe('@remotion/paths getParts', () => {
  it('getParts is not exported: require() gives undefined and a native ES module import fails', () => {
    expect(P.getParts).toBeUndefined();
    expect(() => runNode('esm', `import {getParts} from '@remotion/paths'; console.log(typeof getParts);`)).toThrow(
      "SyntaxError: The requested module '@remotion/paths' does not provide an export named 'getParts'",
    );
  });

  it("webpack warns export 'getParts' (imported as 'getParts') was not found in '@remotion/paths' and leaves it undefined", async () => {
    const webpack = requireInstalled('webpack') as (
      config: unknown,
      cb: (
        err: Error | null,
        stats: {toJson: (o: unknown) => {errors: {message: string}[]; warnings: {message: string}[]}},
      ) => void,
    ) => void;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ttps-getparts-'));
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      "import {getParts} from '@remotion/paths';\nconsole.log(typeof getParts);\n",
    );
    const stats = await new Promise<{errors: {message: string}[]; warnings: {message: string}[]}>((resolve, reject) =>
      webpack(
        {
          mode: 'development',
          devtool: false,
          target: 'node',
          entry: path.join(dir, 'entry.js'),
          output: {path: path.join(dir, 'out'), filename: 'bundle.js'},
          resolve: {modules: [path.join(PROJECT_ROOT, 'node_modules')]},
        },
        (err, s) => (err ? reject(err) : resolve(s.toJson({all: false, errors: true, warnings: true}))),
      ),
    );
    expect(stats.errors).toEqual([]);
    expect(stats.warnings.map((w) => w.message).join('\n')).toContain(
      "export 'getParts' (imported as 'getParts') was not found in '@remotion/paths'",
    );
    const output: string[] = [];
    const log = console.log;
    console.log = (...a: unknown[]) => output.push(a.join(' '));
    try {
      requireInstalled(path.join(dir, 'out', 'bundle.js'));
    } finally {
      console.log = log;
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(output).toEqual(['undefined']);
  });

  it('the drop-in helper gives three parts of 100, about 114.8 and about 141.4 for M 0 0 L 100 0 Q 150 50 100 100 Z', () => {
    const getSegments = (d: string) => {
      const parts: {length: number}[] = [];
      let current = {x: 0, y: 0};
      let subpathStart = current;
      for (const instruction of P.reduceInstructions(P.parsePath(d))) {
        if (instruction.type === 'M') {
          current = {x: instruction.x as number, y: instruction.y as number};
          subpathStart = current;
          continue;
        }
        const end = instruction.type === 'Z' ? subpathStart : {x: instruction.x as number, y: instruction.y as number};
        const drawn =
          instruction.type === 'Z'
            ? P.serializeInstructions([{type: 'L', ...end}])
            : P.serializeInstructions([instruction]);
        parts.push({length: P.getLength(`M ${current.x} ${current.y} ${drawn}`)});
        current = end;
      }
      return parts;
    };
    const lengths = getSegments('M 0 0 L 100 0 Q 150 50 100 100 Z').map((p) => p.length);
    expect(lengths).toHaveLength(3);
    expect(lengths[0]).toBe(100);
    expect(lengths[1].toFixed(1)).toBe('114.8');
    expect(lengths[2].toFixed(1)).toBe('141.4');
  });
});

describe('@remotion/paths getPointAtLength and getTangentAtLength', () => {
  const flight = 'M 80 620 C 240 200 520 180 640 360 S 1040 620 1200 140';
  const road = 'M 100 500 L 400 500 C 550 500 600 400 600 250';

  it('halfway along the flight path the plane is at about {x: 645.7, y: 368.3}; at the end at 1200, 140', () => {
    const length = P.getLength(flight);
    const half = P.getPointAtLength(flight, length / 2);
    expect([half.x.toFixed(1), half.y.toFixed(1)]).toEqual(['645.7', '368.3']);
    const end = P.getPointAtLength(flight, length);
    expect([end.x, end.y].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([1200, 140]);
  });

  it('a length beyond the end returns the end point and does not throw; a move alone returns that point', () => {
    const length = P.getLength(flight);
    expect(P.getPointAtLength(flight, length + 100)).toEqual(P.getPointAtLength(flight, length));
    expect(P.getPointAtLength('M 10 20', 0)).toEqual({x: 10, y: 20});
  });

  it('corners are reached exactly; after the end of a subpath the point jumps to the start of the next', () => {
    expect(P.getPointAtLength('M 0 0 L 100 0 L 100 100', 100)).toEqual({x: 100, y: 0});
    const next = P.getPointAtLength('M 0 0 L 100 0 M 0 50 L 100 50', 100.001);
    expect(next.y).toBe(50);
    expect(next.x).toBeCloseTo(0.001, 9);
  });

  it('a negative length throws "Length less than 0 was passed" in both functions', () => {
    expect(() => P.getPointAtLength(flight, -1)).toThrow('Length less than 0 was passed');
    expect(() => P.getTangentAtLength(road, -1)).toThrow('Length less than 0 was passed');
  });

  it('road tangents: {x: 1, y: 0} on the straight, about {x: 0.72, y: -0.70} (−44°) at 450, {x: 0, y: -1} at the end', () => {
    expect(P.getTangentAtLength(road, 100)).toEqual({x: 1, y: 0});
    const bend = P.getTangentAtLength(road, 450);
    expect([bend.x.toFixed(2), bend.y.toFixed(2)]).toEqual(['0.72', '-0.70']);
    expect(Math.round((Math.atan2(bend.y, bend.x) * 180) / Math.PI)).toBe(-44);
    const end = P.getTangentAtLength(road, P.getLength(road));
    expect([end.x, end.y]).toEqual([0, -1]);
    expect(P.getTangentAtLength(road, P.getLength(road) + 50)).toEqual(end);
  });

  it('a move alone gives {x: 0, y: 0}; on a corner, the segment that ends there; a zero-length segment NaN', () => {
    expect(P.getTangentAtLength('M 10 20', 0)).toEqual({x: 0, y: 0});
    expect(P.getTangentAtLength('M 0 0 L 100 0 L 100 100', 100)).toEqual({x: 1, y: 0});
    expect(P.getTangentAtLength('M 0 0 L 100 0 L 100 100', 0)).toEqual({x: 1, y: 0});
    const none = P.getTangentAtLength('M 0 0 L 0 0 L 100 0', 0);
    expect(none.x).toBeNaN();
    expect(none.y).toBeNaN();
  });
});

describe('@remotion/paths getSubpaths', () => {
  it('the icon splits into M 40 40 L 120 40 L 120 120 Z, M 200 40 L 280 40 L 240 120 Z and the two arcs', () => {
    expect(
      P.getSubpaths(
        'M 40 40 L 120 40 L 120 120 Z M 200 40 L 280 40 L 240 120 Z M 320 80 a 40 40 0 1 0 80 0 a 40 40 0 1 0 -80 0',
      ),
    ).toEqual([
      'M 40 40 L 120 40 L 120 120 Z',
      'M 200 40 L 280 40 L 240 120 Z',
      'M 320 80 a 40 40 0 1 0 80 0 a 40 40 0 1 0 -80 0',
    ]);
  });

  it('M 0 0 L 10 0 m 20 0 l 10 0 gives M 0 0 L 10 0 and M 30 0 l 10 0', () => {
    expect(P.getSubpaths('M 0 0 L 10 0 m 20 0 l 10 0')).toEqual(['M 0 0 L 10 0', 'M 30 0 l 10 0']);
  });

  it('commands before the first move are dropped; no move at all returns an empty array', () => {
    expect(P.getSubpaths('L 5 5 M 0 0 L 1 1')).toEqual(['M 0 0 L 1 1']);
    expect(P.getSubpaths('L 5 5')).toEqual([]);
  });

  it('a Z stays in its subpath, commands after it without a move too; strings are reformatted; M 0 0 10 0 is one subpath', () => {
    expect(P.getSubpaths('M 0 0 L 1 1 Z L 5 5')).toEqual(['M 0 0 L 1 1 Z L 5 5']);
    expect(P.getSubpaths('M0,0 l1,1 z')).toEqual(['M 0 0 l 1 1 Z']);
    expect(P.getSubpaths('M 0 0 10 0')).toEqual(['M 0 0 L 10 0']);
  });
});

describe('@remotion/paths interpolatePath', () => {
  it('at exactly 0 and 1 the inputs come back character for character, without parsing', () => {
    expect(P.interpolatePath(0, 'not a path', 'M 0 0')).toBe('not a path');
    expect(P.interpolatePath(1, 'M 0 0', 'not a path either')).toBe('not a path either');
    expect(() => P.interpolatePath(0.5, '', 'M 0 0 L 1 1')).toThrow('No path provided');
  });

  it('the play triangle gets a fourth point: halfway the shape has four corners', () => {
    const half = P.interpolatePath(0.5, 'M 36 24 L 80 50 L 36 76 Z', 'M 28 28 L 72 28 L 72 72 L 28 72 Z');
    expect(half).toBe('M 32 26 L 65 32.5 L 76 61 L 32 74 Z');
  });

  it('the Z is dropped when only one path ends with Z and kept when both do', () => {
    expect(P.interpolatePath(0.5, 'M 0 0 L 10 0 L 10 10 Z', 'M 0 0 L 20 0 L 20 20')).toBe('M 0 0 L 15 0 L 15 15');
    expect(P.interpolatePath(0.5, 'M 0 0 L 10 0 L 10 10 Z', 'M 0 0 L 20 0 L 20 20 Z')).toBe('M 0 0 L 15 0 L 15 15 Z');
  });

  it('values outside 0 to 1 are not clamped: the points keep moving', () => {
    expect(P.interpolatePath(1.5, 'M 0 0 L 10 0', 'M 0 0 L 20 0')).toBe('M 0 0 L 25 0');
    expect(P.interpolatePath(-0.5, 'M 0 0 L 10 0', 'M 0 0 L 20 0')).toBe('M 0 0 L 5 0');
  });

  it('a curve of the first path paired with a line becomes a line as soon as value is above 0; a line paired with a curve becomes a curve', () => {
    const curve = 'M 0 0 C 0 50 100 50 100 0';
    expect(P.interpolatePath(0.001, curve, 'M 0 0 L 100 0')).toBe('M 0 0 L 100 0');
    expect(P.interpolatePath(0.999, curve, 'M 0 0 L 100 0')).toBe('M 0 0 L 100 0');
    expect(P.interpolatePath(0.001, 'M 0 0 L 100 0', curve)).toBe('M 0 0 C 0 0.05 100 0.05 100 0');
  });

  it('subpaths that do not line up throw "mismatch" or "unexpected"', () => {
    expect(() => P.interpolatePath(0.5, 'M 0 0 L 1 1 M 5 5 L 6 6 L 7 7', 'M 0 0 L 1 1 L 2 2 M 5 5 L 6 6')).toThrow(
      'mismatch',
    );
    expect(() => P.interpolatePath(0.5, 'M 0 0 L 10 10 Z M 20 20 L 30 30 Z', 'M 0 0 C 1 1 2 2 10 10')).toThrow(
      'unexpected',
    );
  });
});

describe('@remotion/paths normalizePath and parsePath', () => {
  it('the exported icon becomes M 10 10 L 40 10 Q 50 10 50 20 T 50 40 A 5 5 0 0 1 40 40 H 20 V 20 Z, corners [[10, 10], [40, 10], [50, 20], [50, 40], [40, 40]]', () => {
    const exported = 'M 10 10 l 30 0 q 10 0 10 10 t 0 20 a 5 5 0 0 1 -10 0 h -20 v -20 z';
    const absolute = P.normalizePath(exported);
    expect(absolute).toBe('M 10 10 L 40 10 Q 50 10 50 20 T 50 40 A 5 5 0 0 1 40 40 H 20 V 20 Z');
    const corners = P.parsePath(absolute).flatMap((i) => ('x' in i && 'y' in i ? [[i.x, i.y]] : []));
    expect(corners).toEqual([
      [10, 10],
      [40, 10],
      [50, 20],
      [50, 40],
      [40, 40],
    ]);
    expect(P.getLength(absolute)).toBe(P.getLength(exported));
  });

  it('m 5 5 l 10 0 z m 20 0 l 10 0 becomes M 5 5 L 15 5 Z M 25 5 L 35 5; arc radii and flags stay; M with pairs gives L', () => {
    expect(P.normalizePath('m 5 5 l 10 0 z m 20 0 l 10 0')).toBe('M 5 5 L 15 5 Z M 25 5 L 35 5');
    expect(P.normalizePath('M 10 10 a 5 6 30 1 0 10 0')).toBe('M 10 10 A 5 6 30 1 0 20 10');
    expect(P.normalizePath('M 0 0 10 10 20 0')).toBe('M 0 0 L 10 10 L 20 0');
  });

  it('M 0 0 L 10 10 m 5 5 l 5 0 z l 1 1 ends in L 6 6 instead of L 16 16, also in reduceInstructions and getBoundingBox', () => {
    const tricky = 'M 0 0 L 10 10 m 5 5 l 5 0 z l 1 1';
    expect(P.normalizePath(tricky).endsWith('Z L 6 6')).toBe(true);
    expect(P.serializeInstructions(P.reduceInstructions(P.parsePath(tricky))).endsWith('Z L 6 6')).toBe(true);
    expect(P.getBoundingBox(tricky).x2).toBe(20);
  });

  it("parsePath('M10,20 l30-5 h10 a5 5 0 0 1 10 0 z') gives the five objects of the sample; 2 curves in the second sample", () => {
    expect(P.parsePath('M10,20 l30-5 h10 a5 5 0 0 1 10 0 z')).toEqual([
      {type: 'M', x: 10, y: 20},
      {type: 'l', dx: 30, dy: -5},
      {type: 'h', dx: 10},
      {type: 'a', rx: 5, ry: 5, xAxisRotation: 0, largeArcFlag: false, sweepFlag: true, dx: 10, dy: 0},
      {type: 'Z'},
    ]);
    const curves = P.parsePath('M 0 0 C 10 10 20 10 30 0 S 50 -10 60 0 L 60 40').filter(
      (i) => i.type === 'C' || i.type === 'S',
    );
    expect(curves.length).toBe(2);
  });

  it('the field names per command letter are those of the table', () => {
    const all = P.parsePath(
      'M 0 0 H 1 V 2 C 1 2 3 4 5 6 S 1 2 3 4 Q 1 2 3 4 T 1 2 A 1 2 3 1 0 4 5 h 1 v 2 c 1 2 3 4 5 6 s 1 2 3 4 q 1 2 3 4 t 1 2 a 1 2 3 0 1 4 5 m 1 1 l 1 1 L 1 1 Z',
    );
    const fields = Object.fromEntries(
      all.map((i) => [
        i.type,
        Object.keys(i)
          .filter((k) => k !== 'type')
          .join(','),
      ]),
    );
    expect(fields).toEqual({
      M: 'x,y',
      L: 'x,y',
      T: 'x,y',
      H: 'x',
      V: 'y',
      C: 'cp1x,cp1y,cp2x,cp2y,x,y',
      S: 'cpx,cpy,x,y',
      Q: 'cpx,cpy,x,y',
      A: 'rx,ry,xAxisRotation,largeArcFlag,sweepFlag,x,y',
      m: 'dx,dy',
      l: 'dx,dy',
      t: 'dx,dy',
      h: 'dx',
      v: 'dy',
      c: 'cp1dx,cp1dy,cp2dx,cp2dy,dx,dy',
      s: 'cpdx,cpdy,dx,dy',
      q: 'cpdx,cpdy,dx,dy',
      a: 'rx,ry,xAxisRotation,largeArcFlag,sweepFlag,dx,dy',
      Z: '',
    });
  });

  it('repeated values repeat the instruction; m with pairs gives m and l; numbers .5, 0.5.5 and 1e2 are read', () => {
    expect(P.parsePath('L 10 10 20 20').map((i) => i.type)).toEqual(['L', 'L']);
    expect(P.parsePath('m 0 0 10 10').map((i) => i.type)).toEqual(['m', 'l']);
    expect(P.parsePath('M 0.5.5 .5 1e2')).toEqual([
      {type: 'M', x: 0.5, y: 0.5},
      {type: 'L', x: 0.5, y: 100},
    ]);
  });

  it('"xyz" parses as [{type: \'Z\'}]; the error messages of the table', () => {
    expect(P.parsePath('xyz')).toEqual([{type: 'Z'}]);
    expect(() => P.parsePath('')).toThrow('No path provided');
    expect(() => P.parsePath('100 200')).toThrow('No path elements found in string 100 200');
    expect(() => P.parsePath('M 0 0 L')).toThrow('Malformed path data: L was expected to have numbers afterwards');
    expect(() => P.parsePath('M 0 0 L 10')).toThrow(
      'Malformed path data: L was expected to have a multiple of 2 numbers, but got "L 10 instead"',
    );
  });

  it('arc flags written together (a5 5 0 1110 0) throw a Malformed path data error', () => {
    expect(() => P.parsePath('M 0 0 a5 5 0 1110 0')).toThrow(/^Malformed path data/);
  });
});

describe('@remotion/paths reduceInstructions', () => {
  const d = 'M 10 10 h 80 v 40 q 0 20 -20 20 t -40 0 A 10 10 0 0 1 10 50 Z';

  it('the 7 instructions become 8: M, two L, a C for q, a C for t, two C for the arc, Z', () => {
    expect(P.parsePath(d)).toHaveLength(7);
    expect(P.reduceInstructions(P.parsePath(d)).map((i) => i.type)).toEqual(['M', 'L', 'L', 'C', 'C', 'C', 'C', 'Z']);
  });

  it('the arc ends at 10.000000059005584, 49.999999940994414 instead of 10, 50; the input array is not modified', () => {
    const input = P.parsePath(d);
    const copy = JSON.stringify(input);
    const reduced = P.reduceInstructions(input);
    expect([reduced[6].x, reduced[6].y]).toEqual([10.000000059005584, 49.999999940994414]);
    expect(JSON.stringify(input)).toBe(copy);
  });

  it('an arc with radius 0 or the same start and end point becomes an L; up to four C per arc', () => {
    expect(P.reduceInstructions(P.parsePath('M 0 0 A 0 0 0 0 1 10 10'))[1]).toEqual({type: 'L', x: 10, y: 10});
    expect(P.reduceInstructions(P.parsePath('M 0 0 A 5 5 0 0 1 0 0'))[1].type).toBe('L');
    expect(P.reduceInstructions(P.parsePath('M 0 50 A 50 50 0 1 1 50 100')).filter((i) => i.type === 'C')).toHaveLength(
      3,
    );
  });

  it('a type that is not an SVG command letter throws "Unknown instruction type: " and the type', () => {
    expect(() => P.reduceInstructions([{type: 'M', x: 0, y: 0}, {type: 'X'}])).toThrow('Unknown instruction type: X');
  });
});

describe('@remotion/paths resetPath, translatePath and scalePath', () => {
  it('the drop becomes M 0 21 C 18 -7 58 -7 76 21 L 38 83 Z with its box at 0, 0', () => {
    const drop = P.resetPath('M 412 318 C 430 290 470 290 488 318 L 450 380 Z');
    expect(drop).toBe('M 0 21 C 18 -7 58 -7 76 21 L 38 83 Z');
    expect(P.getBoundingBox(drop)).toMatchObject({x1: 0, y1: 0});
  });

  it("resetPath('m 110 220 l 40 0 l 0 80 z') and translatePath('m 10 10 l 40 0', 100, 50) do not move a path that starts with m", () => {
    expect(P.resetPath('m 110 220 l 40 0 l 0 80 z')).toBe('m 110 220 l 40 0 l 0 80 Z');
    expect(P.translatePath('m 10 10 l 40 0', 100, 50)).toBe('m 10 10 l 40 0');
    expect(P.translatePath(P.normalizePath('m 10 10 l 40 0'), 100, 50)).toBe('M 110 60 L 150 60');
  });

  it('the circle moved by 140, 0 becomes M 160 0 a 20 20 0 1 1 0 40 a 20 20 0 1 1 0 -40 Z', () => {
    const dot = 'M 20 0 a 20 20 0 1 1 0 40 a 20 20 0 1 1 0 -40 Z';
    expect(P.translatePath(dot, 140, 0)).toBe('M 160 0 a 20 20 0 1 1 0 40 a 20 20 0 1 1 0 -40 Z');
  });

  it('translatePath shifts the points of M, L, T, C, S, Q, A, H and V and keeps the command letters', () => {
    expect(
      P.translatePath('M 0 0 L 1 1 T 2 2 C 1 1 2 2 3 3 S 1 1 2 2 Q 1 1 2 2 A 5 5 0 0 1 3 3 H 4 V 5 Z', 10, 100),
    ).toBe(
      'M 10 100 L 11 101 T 12 102 C 11 101 12 102 13 103 S 11 101 12 102 Q 11 101 12 102 A 5 5 0 0 1 13 103 H 14 V 105 Z',
    );
  });

  it('the star icon scaled by 10 starts M 102 2 L 132 72 L 202 72; NaN and Infinity end up in the result', () => {
    const big = P.scalePath('M 12 2 L 15 9 L 22 9 L 16 14 L 18 21 L 12 17 L 6 21 L 8 14 L 2 9 L 9 9 Z', 10, 10);
    expect(big.startsWith('M 102 2 L 132 72 L 202 72 ')).toBe(true);
    expect(P.scalePath('M 0 0 L 10 10', NaN, Infinity)).toBe('M NaN NaN L NaN Infinity');
  });

  it('scaleAroundCenter of the triangle by 0.5 logs M 125 125 L 175 125 L 175 175 Z', () => {
    const scaleAroundCenter = (d: string, factor: number) => {
      const before = P.getBoundingBox(d);
      const scaled = P.scalePath(d, factor, factor);
      const after = P.getBoundingBox(scaled);
      return P.translatePath(
        scaled,
        (before.x1 + before.x2) / 2 - (after.x1 + after.x2) / 2,
        (before.y1 + before.y2) / 2 - (after.y1 + after.y2) / 2,
      );
    };
    expect(scaleAroundCenter('M 100 100 L 200 100 L 200 200 Z', 0.5)).toBe('M 125 125 L 175 125 L 175 175 Z');
  });

  it('scalePath keeps the top-left corner: factor 0 collapses, negative mirrors left of it; letters are not kept even with 1', () => {
    expect(P.scalePath('M 10 10 L 20 20', 0, 1)).toBe('M 10 10 L 10 20');
    expect(P.scalePath('M 10 10 L 20 20', -1, 1)).toBe('M 10 10 L 0 20');
    expect(P.scalePath('M 0 0 H 10', 1, 1)).toBe('M 0 0 L 10 0');
  });
});

describe('@remotion/paths reversePath and serializeInstructions', () => {
  it('the underline becomes M 40 50 C 200 10 400 70 560 40', () => {
    expect(P.reversePath('M 560 40 C 400 70 200 10 40 50')).toBe('M 40 50 C 200 10 400 70 560 40');
  });

  it('M 0 0 L 100 0 L 100 100 Z becomes M 100 100 L 100 0 L 0 0Z; subpaths keep their order', () => {
    expect(P.reversePath('M 0 0 L 100 0 L 100 100 Z')).toBe('M 100 100 L 100 0 L 0 0Z');
    expect(P.reversePath('M 0 0 L 100 0 M 0 50 L 100 50')).toBe('M 100 0 L 0 0 M 100 50 L 0 50');
  });

  it('with amount 0.5 the wave is M 0 100 C 50 50 100 50 150 100 S 250 150 300 100; the sparkline M 0 50 L 40 20 L 80 35 L 120 10', () => {
    const wave = P.parsePath('M 0 100 C 50 0 100 0 150 100 S 250 200 300 100');
    const scaleY = (y: number) => 100 + (y - 100) * 0.5;
    const changed = wave.map((i) =>
      i.type === 'C'
        ? {...i, cp1y: scaleY(i.cp1y as number), cp2y: scaleY(i.cp2y as number)}
        : i.type === 'S'
          ? {...i, cpy: scaleY(i.cpy as number)}
          : i,
    );
    expect(P.serializeInstructions(changed)).toBe('M 0 100 C 50 50 100 50 150 100 S 250 150 300 100');
    const values = [50, 20, 35, 10];
    expect(
      P.serializeInstructions(values.map((v, i) => (i === 0 ? {type: 'M', x: 0, y: v} : {type: 'L', x: i * 40, y: v}))),
    ).toBe('M 0 50 L 40 20 L 80 35 L 120 10');
  });

  it('an empty array returns an empty string; flags as 1/0; "Unknown instruction type: X"; undefined and NaN are written', () => {
    expect(P.serializeInstructions([])).toBe('');
    expect(
      P.serializeInstructions([
        {type: 'M', x: 0, y: 0},
        {type: 'a', rx: 5, ry: 5, xAxisRotation: 0, largeArcFlag: true, sweepFlag: false, dx: 10, dy: 0},
        {type: 'Z'},
      ]),
    ).toBe('M 0 0 a 5 5 0 1 0 10 0 Z');
    expect(() => P.serializeInstructions([{type: 'X'}])).toThrow('Unknown instruction type: X');
    expect(
      P.serializeInstructions([
        {type: 'M', x: 1.4e-14},
        {type: 'L', x: NaN, y: 1},
      ]),
    ).toBe('M 1.4e-14 undefined L NaN 1');
  });
});

describe('@remotion/paths warpPath', () => {
  it('the flag: with the default threshold each of the 4 lines becomes 128 pieces, 514 instructions in all', () => {
    const warped = P.parsePath(P.warpPath('M 0 0 L 300 0 L 300 200 L 0 200 Z', (p) => p));
    expect(warped).toHaveLength(514);
    expect(warped.filter((i) => i.type === 'L')).toHaveLength(512);
  });

  it('for 400 × 200 the default threshold is 4: a line of length 400 becomes 128 pieces', () => {
    expect(P.parsePath(P.warpPath('M 0 0 L 400 0', (p) => p, {interpolationThreshold: 4}))).toHaveLength(129);
    // The default (1% of the longer side, 400) gives the same split as 4 on the same 400 × 200 path.
    const withDefault = P.warpPath('M 0 0 L 400 0 L 400 200', (p) => p);
    expect(withDefault).toBe(P.warpPath('M 0 0 L 400 0 L 400 200', (p) => p, {interpolationThreshold: 4}));
    expect(P.parsePath(withDefault)).toHaveLength(1 + 128 + 64);
  });

  it('the transformer is called for every M, L and C end point and both control points of every C', () => {
    let calls = 0;
    P.warpPath('M 0 0 C 10 10 20 10 30 0 L 40 0', (p) => (calls++, p), {interpolationThreshold: 1000});
    expect(calls).toBe(5);
  });

  it('for every Z, an explicit line back to the start of the subpath is added before it', () => {
    expect(P.warpPath('M 0 0 L 10 0 L 10 10 Z', (p) => p, {interpolationThreshold: 1000})).toBe(
      'M 0 0 L 10 0 L 10 10 L 0 0 Z',
    );
  });

  it('what the transformer returns is not checked: NaN and a missing y end up in the path', () => {
    expect(P.warpPath('M 0 0 L 1 1', () => ({x: NaN}) as Pt).startsWith('M NaN undefined L NaN undefined')).toBe(true);
  });
});
