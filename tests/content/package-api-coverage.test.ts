import path from 'node:path';
import {listMarkdownFiles} from '../../scripts/lib/markdown';
import {pageFor, sectionFor, valueExportsOfAll} from '../../scripts/lib/apiCoverage';

/**
 * Every public value export of the add-on packages has a reference page (titled <Name>, name()
 * or NAME) or a section in that package's docs (### `name()`). Add a package here when its
 * docs land.
 */
const PACKAGES: {module: string; docs: string[]}[] = [
  {module: '@remotion/shapes', docs: ['docs/shapes']},
  {module: '@remotion/noise', docs: ['docs/noise']},
  {module: '@remotion/paths', docs: ['docs/paths']},
  {module: '@remotion/motion-blur', docs: ['docs/motion-blur']},
  {module: '@remotion/transitions', docs: ['docs/transitions']},
  {module: '@remotion/transitions/fade', docs: ['docs/transitions']},
  {module: '@remotion/transitions/slide', docs: ['docs/transitions']},
  {module: '@remotion/transitions/wipe', docs: ['docs/transitions']},
  {module: '@remotion/transitions/flip', docs: ['docs/transitions']},
  {module: '@remotion/transitions/clock-wipe', docs: ['docs/transitions']},
  {module: '@remotion/transitions/none', docs: ['docs/transitions']},
  {module: '@remotion/media-parser', docs: ['docs/media-parser']},
  {module: '@remotion/webcodecs', docs: ['docs/webcodecs']},
  {module: '@remotion/lambda', docs: ['docs/lambda']},
  {module: '@remotion/lambda/client', docs: ['docs/lambda']},
  {module: '@remotion/cloudrun', docs: ['docs/cloudrun']},
  {module: '@remotion/cloudrun/client', docs: ['docs/cloudrun']},
  {module: '@remotion/captions', docs: ['docs/captions']},
  {module: '@remotion/install-whisper-cpp', docs: ['docs/install-whisper-cpp']},
  {module: '@remotion/openai-whisper', docs: ['docs/openai-whisper']},
  {module: '@remotion/google-fonts', docs: ['docs/google-fonts']},
  {module: '@remotion/google-fonts/Roboto', docs: ['docs/google-fonts']},
  {module: '@remotion/fonts', docs: ['docs/fonts-api']},
  {module: '@remotion/layout-utils', docs: ['docs/layout-utils']},
  {module: '@remotion/zod-types', docs: ['docs/zod-types']},
  {module: '@remotion/animated-emoji', docs: ['docs/animated-emoji']},
  {module: '@remotion/animation-utils', docs: ['docs/animation-utils']},
  {module: '@remotion/enable-scss', docs: ['docs/enable-scss']},
  {module: '@remotion/gif', docs: ['docs/gif']},
  {module: '@remotion/licensing', docs: ['docs/licensing']},
  {module: '@remotion/lottie', docs: ['docs/lottie', 'docs/after-effects.mdx']},
  {module: '@remotion/rive', docs: ['docs/rive']},
  {module: '@remotion/tailwind', docs: ['docs/tailwind', 'docs/tailwind.mdx']},
  {module: '@remotion/tailwind-v4', docs: ['docs/tailwind-v4']},
  {
    module: '@remotion/three',
    docs: [
      'docs/three.mdx',
      'docs/three-canvas.mdx',
      'docs/use-video-texture.mdx',
      'docs/use-offthread-video-texture.mdx',
    ],
  },
];

/** Exports that are public in the types but are not API for users, with the reason. */
const NOT_DOCUMENTED: Record<string, string> = {
  '@remotion/media-parser:MediaParserInternals': 'private bridge to @remotion/webcodecs',
  '@remotion/paths:PathInternals': 'private helpers (cutPath and others) used by @remotion/shapes',
  '@remotion/webcodecs:WebCodecsInternals': 'private helpers, marked "Not public API" in the package',
  '@remotion/lambda:LambdaInternals': 'private helpers for the CLI and the functions',
  '@remotion/lambda/client:LambdaClientInternals': 'private helpers shared by the client and the functions',
  '@remotion/cloudrun:CloudrunInternals': 'private helpers for the CLI and the service',
  '@remotion/captions:CaptionsInternals': 'private helpers shared with @remotion/install-whisper-cpp',
  '@remotion/zod-types:ZodZypesInternals': 'private helpers for the Studio (the typo is in the export name)',
};

describe('API coverage of the add-on packages', () => {
  let exportsByModule = new Map<string, string[]>();
  beforeAll(() => {
    exportsByModule = valueExportsOfAll(PACKAGES.map((p) => p.module));
  }, 240_000);

  it.each(PACKAGES)('every public export of $module has a page or a section', ({module, docs}) => {
    const exports = exportsByModule.get(module) ?? [];
    expect(exports.length).toBeGreaterThan(0);
    const files = [
      ...listMarkdownFiles(docs.filter((d) => !d.endsWith('.mdx')).map((d) => path.normalize(d))),
      ...docs.filter((d) => d.endsWith('.mdx')),
    ];
    expect(files.length, `no docs in ${docs.join(', ')}`).toBeGreaterThan(0);
    const missing = exports.filter(
      (name) => !NOT_DOCUMENTED[`${module}:${name}`] && !pageFor(name) && !sectionFor(name, files),
    );
    expect(missing, `exports of ${module} without a page or a section`).toEqual([]);
  });
});
