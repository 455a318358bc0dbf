/**
 * Executed module-format claims of the top-level pages: every named import that the pages' samples
 * use resolves to a value both from a Node.js ES module (`import`) and from CommonJS (`require`), and
 * a script with top-level `await` does not compile to CommonJS, which is why the pages' Node.js
 * samples wrap their `await`s in `main()`.
 */
import {requireInstalled, runNode} from './lib';

/** The named imports of the pages' samples, per module specifier. */
const IMPORTS: Record<string, string> = {
  remotion:
    'AbsoluteFill AnimatedImage Artifact Audio Composition Config Easing Experimental Folder Freeze IFrame Img OffthreadVideo Sequence Still cancelRender continueRender delayRender getInputProps getRemotionEnvironment getStaticFiles interpolate interpolateColors measureSpring registerRoot spring staticFile useBufferState useCurrentFrame useVideoConfig',
  '@remotion/renderer': 'openBrowser renderMedia renderStill selectComposition',
  '@remotion/bundler': 'bundle webpack',
  '@remotion/media-utils':
    'audioBufferToDataUrl getAudioData getAudioDurationInSeconds getImageDimensions getVideoMetadata getWaveformPortion useAudioData visualizeAudio',
  '@remotion/player': 'Player',
  '@remotion/cli/config': 'Config',
  '@remotion/transitions': 'TransitionSeries linearTiming',
  '@remotion/transitions/fade': 'fade',
  '@remotion/lambda/client': 'getRenderProgress renderMediaOnLambda',
  '@remotion/lambda': 'deployFunction renderMediaOnLambda',
  '@remotion/studio': 'getStaticFiles',
  '@remotion/paths': 'evolvePath',
  '@remotion/lottie': 'Lottie',
  '@remotion/google-fonts/Montserrat': 'loadFont',
  '@remotion/google-fonts': 'getAvailableFonts',
  '@remotion/fonts': 'loadFont',
  '@remotion/captions': 'serializeSrt',
};

// One ES module process checks both ways: require() (through createRequire, the CommonJS loader)
// and import() (the "import" condition of each package's exports). One process instead of two keeps
// the test fast; the two loaders still resolve each specifier separately.
const bothScript = `
import {createRequire} from 'node:module';
const require = createRequire(import.meta.url);
const spec = ${JSON.stringify(IMPORTS)};
const missing = async (load) => {
  const out = {};
  for (const [pkg, names] of Object.entries(spec)) {
    try {
      const m = await load(pkg);
      out[pkg] = names.split(' ').filter((n) => typeof m[n] === 'undefined');
    } catch (e) {
      out[pkg] = 'cannot load: ' + e.message;
    }
  }
  return out;
};
const cjs = await missing((p) => Promise.resolve(require(p)));
const esm = await missing((p) => import(p));
console.log(JSON.stringify({esm, cjs}));
`;
const noneMissing = Object.fromEntries(Object.keys(IMPORTS).map((k) => [k, []]));

describe('imports used by the samples', () => {
  let result: {esm: unknown; cjs: unknown};
  beforeAll(() => {
    result = JSON.parse(runNode('esm', bothScript).trim().split('\n').at(-1) ?? '{}');
  }, 120_000);

  it('every named import of the samples (remotion, @remotion/renderer, @remotion/bundler, @remotion/cli/config, @remotion/media-utils, …) resolves from an ES module', () => {
    expect(result.esm).toEqual(noneMissing);
  });

  it('every named import of the samples resolves from CommonJS with require()', () => {
    expect(result.cjs).toEqual(noneMissing);
  });
});

describe('top-level await in Node.js scripts', () => {
  const {BundlerInternals} = requireInstalled('@remotion/bundler') as {
    BundlerInternals: {esbuild: {transformSync: (code: string, o: Record<string, unknown>) => {code: string}}};
  };
  const sample = "import {renderMedia} from '@remotion/renderer';\nawait renderMedia({} as never);\n";

  it('compiled to CommonJS (what tsx does in a project without "type": "module"), top-level await is an error; wrapped in main() it compiles', () => {
    expect(() => BundlerInternals.esbuild.transformSync(sample, {format: 'cjs', loader: 'ts'})).toThrow(
      'Top-level await is currently not supported with the "cjs" output format',
    );
    const wrapped =
      "import {renderMedia} from '@remotion/renderer';\nconst main = async () => {\n  await renderMedia({} as never);\n};\nmain();\n";
    expect(BundlerInternals.esbuild.transformSync(wrapped, {format: 'cjs', loader: 'ts'}).code).toContain('main()');
  });
});
