/**
 * Executed claims of a second read of the integration and guide pages (brownfield, studio-into-app,
 * react-18, react-19, javascript, clipper, accessibility, detect-remotion, noise-visualization,
 * animation-math): the installed packages run in Node.js, in child processes where a test replaces
 * React's hooks or the module resolver.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {fileLanguageService} from '../../scripts/lib/typeHover';
import {installedFile, lastJson, pageSays, requireInstalled, runNode} from './lib';

type RenderInternals = {
  resolveConcurrency: (userPreference: number | string | null) => number;
  getRealFrameRange: (durationInFrames: number, frameRange: null) => [number, number];
};

/** Replaces React's hooks before the packages load: every effect runs once, as on mount. */
const stubReact = `const path = require('path');
const React = require('react');
const focusCalls = [];
const fakeElement = {focus: (o) => focusCalls.push(o), addEventListener() {}, removeEventListener() {}};
Object.assign(React, {
  useContext: (ctx) => ctx._currentValue,
  useState: (v) => [typeof v === 'function' ? v() : v, () => {}],
  useRef: (v) => ({current: v === null ? fakeElement : v}),
  useCallback: (fn) => fn,
  useMemo: (fn) => fn(),
  useEffect: (fn) => { fn(); },
  useLayoutEffect: (fn) => { fn(); },
  useImperativeHandle: () => {},
});
`;

describe('the Studio Props panel without a schema', () => {
  it('shows only a hint to install zod or to add a schema prop, no field to edit', () => {
    const out = runNode(
      'cjs',
      `const path = require('path');
const React = require('react');
const {renderToString} = require('react-dom/server');
const m = require(path.join(process.cwd(), 'node_modules/@remotion/studio/dist/components/RenderModal/SchemaEditor/SchemaErrorMessages.js'));
const text = (k) => renderToString(React.createElement(m[k])).replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\\s+/g, ' ').trim();
console.log(JSON.stringify({noSchema: text('NoSchemaDefined'), noZod: text('ZodNotInstalled')}));
`,
    );
    const {noSchema, noZod} = lastJson<{noSchema: string; noZod: string}>(out);
    expect(noSchema).toContain('by adding a schema prop to the <Composition> component');
    expect(noZod).toContain('Install zod as a dependency');
    expect(pageSays('brownfield')).toContain('The Props panel does not offer `name` for editing yet');
  });
});

describe('renderMedia() without a concurrency option', () => {
  it('renders in half as many tabs as the CPU cores, rounded, at least 1 and at most 8', () => {
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: RenderInternals};
    // get-cpu-count.js takes the smaller of os.cpus().length and what `nproc` prints.
    let nproc: number | null = null;
    try {
      nproc = parseInt(execFileSync('nproc', {encoding: 'utf8'}).trim(), 10);
    } catch {
      nproc = null;
    }
    const cores = nproc === null ? os.cpus().length : Math.min(nproc, os.cpus().length);
    const resolved = RenderInternals.resolveConcurrency(null);
    expect(resolved).toBe(Math.round(Math.min(8, Math.max(1, cores / 2))));
    expect(resolved).toBeLessThanOrEqual(8);
    // renderMedia() passes `concurrency ?? null` on to resolveConcurrency().
    expect(installedFile('@remotion/renderer/dist/render-media.js')).toContain(
      'concurrency: concurrency !== null && concurrency !== void 0 ? concurrency : null',
    );
    expect(pageSays('studio-into-app')).toContain("half the machine's CPU cores, rounded, at least 1 and at most 8");
  });
});

describe('a project without react-dom', () => {
  it('fails with Node\'s "Cannot find module \'react-dom\'", not with the bundler\'s "Could not find" message', () => {
    // The resolver is told to look for react-dom where it is not, as if it were not installed.
    const out = runNode(
      'cjs',
      `const Module = require('module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, isMain, options) {
  if (request === 'react-dom' || request.startsWith('react-dom/')) {
    return resolve.call(this, request, parent, isMain, {paths: ['/nonexistent']});
  }
  return resolve.call(this, request, parent, isMain, options);
};
const result = {};
for (const pkg of ['@remotion/bundler', '@remotion/cli']) {
  try { require(pkg); result[pkg] = 'loaded'; } catch (e) { result[pkg] = e.message.split('\\n').slice(0, 3).join(' | '); }
}
console.log(JSON.stringify(result));
`,
    );
    const result = lastJson<Record<string, string>>(out);
    for (const pkg of ['@remotion/bundler', '@remotion/cli']) {
      expect(result[pkg]).toMatch(/^Cannot find module 'react-dom'/);
      expect(result[pkg]).toContain('node_modules/remotion/dist/cjs/');
      expect(result[pkg]).not.toContain('Could not find "react-dom" package');
    }
    expect(pageSays('react-18')).toContain(
      "**`Cannot find module 'react-dom'`** when starting the Studio or rendering",
    );
  });
});

describe('peer dependency ranges for React 19', () => {
  it('@remotion/rive 4.0.215 asks for react ^18.2.0, which excludes React 19; the React packages built on remotion ask for >=16.8.0', () => {
    const semver = requireInstalled('semver') as {satisfies: (v: string, range: string) => boolean};
    const peers = (pkg: string) =>
      JSON.parse(installedFile(`${pkg}/package.json`)) as {version: string; peerDependencies?: Record<string, string>};
    const rive = peers('@remotion/rive');
    expect(rive.version).toBe('4.0.215');
    expect(rive.peerDependencies).toMatchObject({react: '^18.2.0', 'react-dom': '^18.2.0'});
    expect(semver.satisfies('19.0.0', rive.peerDependencies?.react ?? '')).toBe(false);
    for (const pkg of [
      'remotion',
      '@remotion/player',
      '@remotion/bundler',
      '@remotion/cli',
      '@remotion/renderer',
      '@remotion/studio',
    ]) {
      expect(peers(pkg).peerDependencies).toMatchObject({react: '>=16.8.0', 'react-dom': '>=16.8.0'});
    }
    expect(pageSays('react-19')).toContain('its 4.0.215 release asks for `^18.2.0`, which excludes React 19');
  });
});

describe("Remotion's Webpack configuration", () => {
  it('runs .ts and .tsx files inside node_modules through esbuild, but not .js and .jsx files there', () => {
    const out = runNode(
      'cjs',
      `const {BundlerInternals} = require('@remotion/bundler');
(async () => {
  const [, conf] = await BundlerInternals.webpackConfig({entry: '/tmp/x.ts', userDefinedComponent: '/tmp/x.ts', outDir: '/tmp/out', environment: 'production', webpackOverride: (c) => c, onProgress: () => {}, enableCaching: false, maxTimelineTracks: 15, remotionRoot: process.cwd(), keyboardShortcutsEnabled: true, bufferStateDelayInMilliseconds: 300, poll: null});
  const esbuildRules = conf.module.rules.filter((r) => Array.isArray(r.use) && r.use.some((u) => u && typeof u.loader === 'string' && u.loader.includes('esbuild-loader')));
  const transpiled = (p) => esbuildRules.some((r) => r.test.test(p) && !(r.exclude && r.exclude.test(p)));
  const rules = esbuildRules.map((r) => ({test: String(r.test), exclude: r.exclude ? String(r.exclude) : null}));
  console.log(JSON.stringify({rules, transpiled: Object.fromEntries(['/p/node_modules/lib/a.ts', '/p/node_modules/lib/a.tsx', '/p/node_modules/lib/a.js', '/p/node_modules/lib/a.jsx', '/p/src/a.js', '/p/src/a.jsx'].map((p) => [p, transpiled(p)]))}));
})();
`,
    );
    const {rules, transpiled} = lastJson<{rules: unknown; transpiled: unknown}>(out);
    // The TypeScript rule has no exclude; only the JavaScript rule excludes node_modules.
    expect(rules).toEqual([
      {test: String(/\.tsx?$/), exclude: null},
      {test: String(/\.jsx?$/), exclude: String(/node_modules/)},
    ]);
    expect(transpiled).toEqual({
      '/p/node_modules/lib/a.ts': true,
      '/p/node_modules/lib/a.tsx': true,
      '/p/node_modules/lib/a.js': false,
      '/p/node_modules/lib/a.jsx': false,
      '/p/src/a.js': true,
      '/p/src/a.jsx': true,
    });
    expect(pageSays('javascript')).toContain(
      '`.js` and `.jsx` files inside `node_modules` are **not** transpiled (`.ts` and `.tsx` files are, wherever they are)',
    );
  });
});

describe('<Experimental.Clipper>', () => {
  it('is not marked as deprecated where readers reach it, and its hover text describes the old behaviour', () => {
    // The sample file sits inside the project, so 'remotion' resolves to the installed package.
    const dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules/.cache/clipper-'));
    try {
      const file = path.join(dir, 'uses-clipper.tsx');
      const prefix = "import {Experimental} from 'remotion';\nexport const A = () => <Experimental.Cl";
      fs.writeFileSync(file, `${prefix}ipper />;\n`);
      const service = fileLanguageService(
        [file],
        {
          jsx: ts.JsxEmit.ReactJSX,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          strict: true,
          skipLibCheck: true,
        },
        PROJECT_ROOT,
      );
      const info = service.getQuickInfoAtPosition(file, prefix.length);
      const tags = info?.tags ?? [];
      expect({
        errors: service.getSemanticDiagnostics(file).length,
        deprecatedWarnings: service.getSuggestionDiagnostics(file).filter((d) => d.reportsDeprecated).length,
        tags: tags.map((t) => t.name),
        description: ts.displayPartsToString(tags.find((t) => t.name === 'description')?.text ?? []),
      }).toEqual({
        errors: 0,
        deprecatedWarnings: 0,
        tags: ['description', 'see'],
        description:
          'This is a special component that will cause Remotion to only partially capture the frame of the video.',
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    expect(pageSays('clipper')).toContain('They are not marked as deprecated there');
  });

  it("throws inside the Player's error boundary, which shows the errorFallback, by default ⚠️, and reports the error", () => {
    const out = runNode(
      'cjs',
      `${stubReact}
globalThis.window = {};
const {Experimental} = require('remotion');
const {Player} = require('@remotion/player');
const {ErrorBoundary} = require(path.join(process.cwd(), 'node_modules/@remotion/player/dist/cjs/error-boundary.js'));
// The errorFallback the Player hands down when none is passed.
const find = (node, key) => {
  if (!node || typeof node !== 'object') return undefined;
  if (node.props && key in node.props) return node.props[key];
  const children = node.props && node.props.children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = find(child, key);
    if (found !== undefined) return found;
  }
  return undefined;
};
const tree = Player.render({component: Experimental.Clipper, durationInFrames: 10, fps: 30, compositionWidth: 100, compositionHeight: 100, acknowledgeRemotionLicense: true}, null);
const defaultFallback = find(tree, 'errorFallback');
let thrown = null;
try { Experimental.Clipper({}); } catch (e) { thrown = e; }
const reported = [];
const boundary = new ErrorBoundary({onError: (e) => reported.push(e.message), errorFallback: defaultFallback, children: null});
boundary.state = ErrorBoundary.getDerivedStateFromError(thrown);
boundary.componentDidCatch(thrown);
const shown = boundary.render();
console.log(JSON.stringify({fallback: shown.props.children, reported: reported.map((m) => m.slice(0, 50))}));
`,
    );
    expect(lastJson(out)).toEqual({
      fallback: '⚠️',
      reported: ['<Clipper> has been removed as of Remotion v4.0.228'],
    });
    expect(pageSays('clipper')).toContain('shows the `errorFallback` (by default ⚠️) instead of the video');
  });
});

describe('Player controls and focus', () => {
  it('focus the play button when they mount, with spaceKeyToPlayOrPause at its default; not with spaceKeyToPlayOrPause={false}', () => {
    const out = runNode(
      'cjs',
      `${stubReact}
globalThis.window = {addEventListener() {}, removeEventListener() {}};
globalThis.document = {addEventListener() {}, removeEventListener() {}};
const {Controls} = require(path.join(process.cwd(), 'node_modules/@remotion/player/dist/cjs/PlayerControls.js'));
const props = {durationInFrames: 30, fps: 30, isFullscreen: false, showVolumeControls: true, allowFullscreen: true, onFullscreenButtonClick() {}, onExitFullscreenButtonClick() {}, onSeekEnd() {}, onSeekStart() {}, inFrame: null, outFrame: null, initiallyShowControls: true, canvasSize: {width: 500, height: 300}, renderPlayPauseButton: null, renderFullscreenButton: null, alwaysShowControls: false, showPlaybackRateControl: false, containerRef: {current: fakeElement}, buffering: false, hideControlsWhenPointerDoesntMove: true, onPointerDown: null, onDoubleClick: null, renderMuteButton: null, renderVolumeSlider: null, toggle() {}, playing: false};
const result = {};
for (const [name, spaceKeyToPlayOrPause] of [['default', true], ['optedOut', false]]) {
  focusCalls.length = 0;
  Controls({...props, spaceKeyToPlayOrPause});
  result[name] = focusCalls.length;
}
console.log(JSON.stringify(result));
`,
    );
    // The Player passes spaceKeyToPlayOrPause = true when the prop is left out (Player.js).
    expect(installedFile('@remotion/player/dist/cjs/Player.js')).toContain('spaceKeyToPlayOrPause = true');
    expect(lastJson(out)).toEqual({default: 1, optedOut: 0});
    expect(pageSays('accessibility')).toContain('the Player focuses its play button as soon as it mounts');
  });
});

describe('detecting the Player', () => {
  it('getRemotionEnvironment().isPlayer turns true for code outside the Player once a Player mounts', () => {
    const out = runNode(
      'cjs',
      `${stubReact}
globalThis.window = {};
const {getRemotionEnvironment} = require('remotion');
const {Player} = require('@remotion/player');
const before = getRemotionEnvironment().isPlayer ?? null;
try { Player.render({component: () => null, durationInFrames: 10, fps: 30, compositionWidth: 100, compositionHeight: 100, acknowledgeRemotionLicense: true}, null); } catch {}
// Called outside of any React tree, as a button elsewhere on the page would.
console.log(JSON.stringify({before, after: getRemotionEnvironment().isPlayer}));
`,
    );
    expect(lastJson(out)).toEqual({before: null, after: true});
    expect(pageSays('detect-remotion')).toContain('a button outside the Player sees `true` as well');
  });

  it('Experimental.useIsPlayer() is true inside a Player and false next to it', () => {
    const out = runNode(
      'cjs',
      `const React = require('react');
const {renderToString} = require('react-dom/server');
const {Player} = require('@remotion/player');
const {Experimental} = require('remotion');
const seen = {};
const Inside = () => { seen.inside = Experimental.useIsPlayer(); return null; };
const Outside = () => { seen.outside = Experimental.useIsPlayer(); return null; };
renderToString(React.createElement(React.Fragment, null,
  React.createElement(Player, {component: Inside, durationInFrames: 10, fps: 30, compositionWidth: 100, compositionHeight: 100, noSuspense: true, acknowledgeRemotionLicense: true}),
  React.createElement(Outside)));
console.log(JSON.stringify(seen));
`,
    );
    expect(lastJson(out)).toEqual({inside: true, outside: false});
    expect(pageSays('detect-remotion')).toContain('const inPlayer = Experimental.useIsPlayer();');
  });
});

describe('noise2D() offsets of the floating circle', () => {
  it('stay within 40 px on each axis, while the distance from the center exceeds 40 px within 12 seconds at 30 fps', () => {
    const {noise2D} = requireInstalled('@remotion/noise') as {
      noise2D: (seed: string, x: number, y: number) => number;
    };
    let maxAxis = 0;
    let maxDistance = 0;
    let firstFrameOver40: number | null = null;
    for (let frame = 0; frame < 20000; frame++) {
      const dx = noise2D('float', frame * 0.01, 0) * 40;
      const dy = noise2D('float', frame * 0.01, 100) * 40;
      maxAxis = Math.max(maxAxis, Math.abs(dx), Math.abs(dy));
      const distance = Math.hypot(dx, dy);
      maxDistance = Math.max(maxDistance, distance);
      if (distance > 40 && firstFrameOver40 === null) {
        firstFrameOver40 = frame;
      }
    }
    expect(maxAxis).toBeLessThanOrEqual(40);
    expect(firstFrameOver40).not.toBeNull();
    expect(firstFrameOver40).toBeLessThan(12 * 30);
    expect(maxDistance).toBeLessThanOrEqual(40 * Math.SQRT2);
    expect(pageSays('noise-visualization')).toContain(
      'never more than 40 pixels away along either axis (diagonally the distance from the center can exceed 40 pixels',
    );
  });
});

describe('playing an animation backwards', () => {
  it('durationInFrames - 1 - frame reaches 0 on the last frame, durationInFrames - frame stops at 1', () => {
    const {RenderInternals} = requireInstalled('@remotion/renderer') as {RenderInternals: RenderInternals};
    const {interpolate} = requireInstalled('remotion') as {
      interpolate: (input: number, inputRange: number[], outputRange: number[]) => number;
    };
    const durationInFrames = 90;
    const [first, last] = RenderInternals.getRealFrameRange(durationInFrames, null);
    expect([first, last]).toEqual([0, 89]);
    expect(durationInFrames - 1 - last).toBe(0);
    expect(durationInFrames - last).toBe(1);
    // A fade-in over 20 frames, played backwards, is fully transparent only with the - 1.
    expect(interpolate(durationInFrames - 1 - last, [0, 20], [0, 1])).toBe(0);
    expect(interpolate(durationInFrames - last, [0, 20], [0, 1])).toBe(0.05);
    expect(pageSays('animation-math')).toContain(
      '| `durationInFrames - 1 - frame` | Plays it backwards, reaching frame 0',
    );
  });
});
