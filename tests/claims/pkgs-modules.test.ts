/**
 * Executed claims about how the add-on packages load: every named import that the samples of the
 * add-on package pages use is imported once as an ES module (.mjs) and once with require() (.cjs),
 * each in one real Node.js process. The CommonJS process also starts transcribe() against a
 * whisper.cpp folder without the executable, because the resulting uncaught exception would end
 * the test runner's own process.
 */
import {runNode} from './lib';

/** package → the named exports that the pages' samples import from it */
const IMPORTS: Record<string, string[]> = {
  '@remotion/animated-emoji': ['AnimatedEmoji', 'getAvailableEmojis'],
  '@remotion/animation-utils': [
    'interpolateStyles',
    'makeTransform',
    'rotate',
    'translate',
    'translateX',
    'translateY',
  ],
  '@remotion/captions': ['createTikTokStyleCaptions', 'parseSrt', 'serializeSrt'],
  '@remotion/enable-scss': ['enableScss'],
  '@remotion/fonts': ['loadFont'],
  '@remotion/gif': ['Gif', 'getGifDurationInSeconds', 'preloadGif'],
  '@remotion/google-fonts': ['getAvailableFonts'],
  '@remotion/google-fonts/Anton': ['loadFont'],
  '@remotion/google-fonts/Montserrat': ['getInfo', 'loadFont'],
  '@remotion/google-fonts/PlayfairDisplay': ['fontFamily', 'loadFont'],
  '@remotion/google-fonts/Roboto': ['loadFont'],
  '@remotion/google-fonts/NotoSansJP': ['loadFont'],
  '@remotion/google-fonts/ADLaMDisplay': ['loadFont'],
  '@remotion/install-whisper-cpp': [
    'convertToCaptions',
    'downloadWhisperModel',
    'installWhisperCpp',
    'toCaptions',
    'transcribe',
  ],
  '@remotion/layout-utils': ['fillTextBox', 'fitText', 'measureText'],
  '@remotion/licensing': ['getUsage', 'registerUsageEvent'],
  '@remotion/lottie': ['Lottie', 'getLottieMetadata'],
  '@remotion/motion-blur': ['CameraMotionBlur', 'Trail'],
  '@remotion/openai-whisper': ['openAiWhisperApiToCaptions'],
  '@remotion/preload': ['preloadAudio', 'preloadFont', 'preloadImage', 'preloadVideo', 'resolveRedirect'],
  '@remotion/rive': ['RemotionRiveCanvas'],
  '@remotion/tailwind': ['enableTailwind'],
  '@remotion/tailwind-v4': ['enableTailwind'],
  '@remotion/three': ['ThreeCanvas', 'useOffthreadVideoTexture', 'useVideoTexture'],
  '@remotion/zod-types': ['zColor', 'zTextarea'],
  // Entry points named on the contributing pages
  'remotion/no-react': ['NoReactInternals'],
  '@remotion/renderer/client': ['BrowserSafeApis'],
};

/** @remotion/three (React Three Fiber) takes a second to load; its CommonJS build is loaded by the core tests. */
const {'@remotion/three': _skipped, ...CJS_IMPORTS} = IMPORTS;

const expected = Object.fromEntries(
  Object.entries(IMPORTS).map(([pkg, names]) => [pkg, Object.fromEntries(names.map((n) => [n, 'ok']))]),
);

describe('Module formats of the add-on packages', () => {
  it('every named export that the samples import loads as an ES module; getAvailableEmoji (without s) is not an export, getLottieMetadata runs in Node.js, and useOffthreadVideoTexture() outside a render throws "can only be used during rendering"', () => {
    const imports = Object.entries(IMPORTS)
      .map(([pkg, names], i) => `import {${names.map((n) => `${n} as m${i}_${n}`).join(', ')}} from '${pkg}';`)
      .join('\n');
    const checks = Object.entries(IMPORTS)
      .map(
        ([pkg, names], i) =>
          `out[${JSON.stringify(pkg)}] = {${names.map((n) => `${n}: m${i}_${n} === undefined ? 'missing' : 'ok'`).join(', ')}};`,
      )
      .join('\n');
    const code = `${imports}
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
const out = {};
${checks}
const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe.mjs');
fs.writeFileSync(probe, "import {getAvailableEmoji} from '@remotion/animated-emoji';\\nexport default getAvailableEmoji;");
let misspelled = 'imported';
try { await import(probe); } catch (e) { misspelled = e.name + ': ' + e.message; }
const meta = m${Object.keys(IMPORTS).indexOf('@remotion/lottie')}_getLottieMetadata({w: 512, h: 512, fr: 60, op: 120});
let three = '';
try { m${Object.keys(IMPORTS).indexOf('@remotion/three')}_useOffthreadVideoTexture({src: '/screen-recording.mp4'}); } catch (e) { three = e.message; }
console.log(JSON.stringify({out, misspelled, meta, three}));
`;
    const result = JSON.parse(runNode('esm', code));
    expect(result.out).toEqual(expected);
    expect(result.misspelled).toMatch(/^SyntaxError: .*does not provide an export named 'getAvailableEmoji'/);
    expect(result.meta).toEqual({durationInFrames: 120, durationInSeconds: 2, fps: 60, height: 512, width: 512});
    expect(result.three).toBe(
      'useOffthreadVideoTexture() can only be used during rendering. Use getRemotionEnvironment().isRendering to render it conditionally.',
    );
  });

  it('every named export except those of @remotion/three loads with require(); transcribe() with a whisperCppVersion whose executable is missing ends in an uncaught ENOENT error and its promise never settles', () => {
    const code = `
const out = {};
for (const [pkg, names] of Object.entries(${JSON.stringify(CJS_IMPORTS)})) {
  const mod = require(pkg);
  out[pkg] = Object.fromEntries(names.map((n) => [n, mod[n] === undefined ? 'missing' : 'ok']));
}
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkgs-enoent-'));
const whisperPath = path.join(dir, 'whisper.cpp');
fs.mkdirSync(whisperPath);
fs.writeFileSync(path.join(whisperPath, 'ggml-tiny.bin'), '');
fs.writeFileSync(path.join(dir, 'a.wav'), '');
process.chdir(dir);
let uncaught = null;
let settled = false;
process.on('uncaughtException', (e) => { uncaught = e.code + ' ' + e.path; });
require('@remotion/install-whisper-cpp')
  .transcribe({inputPath: path.join(dir, 'a.wav'), whisperPath, whisperCppVersion: '1.7.4', model: 'tiny', tokenLevelTimestamps: true, printOutput: false})
  .then(() => { settled = true; }, () => { settled = true; });
setTimeout(() => {
  console.log(JSON.stringify({out, uncaught, settled, executable: path.join(whisperPath, 'build', 'bin', 'whisper-cli')}));
  process.exit(0);
}, 400);
`;
    const result = JSON.parse(runNode('cjs', code));
    const {'@remotion/three': _three, ...cjsExpected} = expected;
    expect(result.out).toEqual(cjsExpected);
    expect(result.uncaught).toBe(`ENOENT ${result.executable}`);
    expect(result.settled).toBe(false);
  });
});
