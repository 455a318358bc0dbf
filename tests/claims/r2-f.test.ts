/**
 * Executed claims of a second read of load-font, measure-text, create-tiktok-style-captions,
 * parse-srt, transcribe, evolve-path and interpolate-path: the installed packages run in Node.js
 * (in a child process where they need browser globals or a process to abort), and in Debian's
 * Chromium where only a real layout engine shows the behaviour.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {launchChromium} from '../../scripts/lib/chromium';
import {installedFile, lastJson, pageSays, requireInstalled, runNode} from './lib';

type Caption = {text: string; startMs: number; endMs: number; timestampMs: number | null; confidence: number | null};
type TikTokPage = {text: string; startMs: number; tokens: {text: string; fromMs: number; toMs: number}[]};

describe('@remotion/google-fonts loadFont()', () => {
  it('an invalid weight after a valid one throws, but only after the valid weight has started loading', () => {
    expect(pageSays('google-fonts/load-font')).toContain(
      'The combinations that came before it in the same call have already started loading',
    );
    const out = runNode(
      'cjs',
      `
const loads = [];
globalThis.FontFace = class {
  constructor(family, source, descriptors) { this.descriptors = descriptors; }
  load() { loads.push(this.descriptors.style + ' ' + this.descriptors.weight); return new Promise(() => {}); }
};
globalThis.document = {fonts: {add() {}}};
// A rendering page, so that delayRender() records its open handles with their labels.
globalThis.window = {process: {env: {NODE_ENV: 'production'}}, remotion_puppeteerTimeout: 30000, remotion_attempt: 1};
const {loadFont} = require('@remotion/google-fonts/Lobster');
let message = null;
try { loadFont('normal', {weights: ['400', '700'], subsets: ['latin']}); } catch (e) { message = e.message; }
const handles = Object.values(window.remotion_delayRenderTimeouts).map((h) => h.label);
console.log(JSON.stringify({message, loads, handles}));
process.exit(0);
`,
    );
    const {message, loads, handles} = lastJson<{message: string; loads: string[]; handles: string[]}>(out);
    expect(message).toBe('The font Lobster does not  have a weight 700 in style normal');
    expect(loads).toEqual(['normal 400']);
    // The delayRender() handle of the file that started loading stays open.
    expect(handles).toEqual(['Fetching Lobster font {"style":"normal","weight":"400","subset":"latin"}']);
  });
});

describe('@remotion/captions', () => {
  const {createTikTokStyleCaptions, parseSrt} = requireInstalled('@remotion/captions') as {
    createTikTokStyleCaptions: (o: {captions: Partial<Caption>[]; combineTokensWithinMilliseconds: number}) => {
      pages: TikTokPage[];
    };
    parseSrt: (o: {input: string}) => {captions: Caption[]};
  };

  it('with combineTokensWithinMilliseconds 0, a word after a page that spans 0 ms joins it: A (0-0 ms) and B (0-200 ms) give the page A B', () => {
    // The texts of the pages made, with no time allowed between words, from [text, startMs, endMs] words.
    const pageTexts = (words: [string, number, number][]) =>
      createTikTokStyleCaptions({
        captions: words.map(([text, startMs, endMs]) => ({text, startMs, endMs})),
        combineTokensWithinMilliseconds: 0,
      }).pages.map((p) => p.text);
    expect(
      pageTexts([
        ['A', 0, 0],
        [' B', 0, 200],
        [' C', 200, 400],
      ]),
    ).toEqual(['A B', 'C']);
    expect(
      pageTexts([
        ['Ready', 0, 300],
        [' to', 300, 420],
        [' launch', 420, 900],
      ]),
    ).toEqual(['Ready', 'to', 'launch']);
  });

  it('parseSrt() removes leading whitespace only when an empty line follows the cue: the last cue of a file without a final line break keeps it', () => {
    const cue = '1\n00:00:01,000 --> 00:00:02,000\n  Hi there  ';
    expect(parseSrt({input: cue}).captions[0].text).toBe('  Hi there');
    expect(parseSrt({input: `${cue}\n`}).captions[0].text).toBe('Hi there');
    expect(parseSrt({input: `${cue}\n\n2\n00:00:03,000 --> 00:00:04,000\nNext`}).captions[0].text).toBe('Hi there');
  });
});

describe('@remotion/install-whisper-cpp transcribe()', () => {
  it('aborting the signal raises an uncaught AbortError that ends a plain script; with a handler, the promise rejects with Process was killed with signal SIGTERM', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whisper-abort-'));
    try {
      // A stand-in for whisper.cpp 1.5.5 (the executable `main`) that reports progress and then hangs.
      fs.writeFileSync(path.join(dir, 'main'), '#!/bin/sh\necho "progress = 10%" 1>&2\nexec sleep 5\n', {mode: 0o755});
      fs.writeFileSync(path.join(dir, 'ggml-tiny.bin'), '');
      fs.writeFileSync(path.join(dir, 'speech.wav'), '');
      const script = (handle: boolean) => `
${handle ? "process.on('uncaughtException', (e) => console.log('uncaught ' + e.name));" : ''}
const {transcribe} = require('@remotion/install-whisper-cpp');
const controller = new AbortController();
transcribe({
  inputPath: ${JSON.stringify(path.join(dir, 'speech.wav'))},
  whisperPath: ${JSON.stringify(dir)},
  whisperCppVersion: '1.5.5',
  model: 'tiny',
  tokenLevelTimestamps: true,
  printOutput: false,
  signal: controller.signal,
}).then(() => console.log('resolved'), (e) => console.log('rejected ' + e.message.split(':')[0]));
setTimeout(() => controller.abort(), 300);
`;
      let crash = '';
      try {
        runNode('cjs', script(false));
      } catch (e) {
        crash = String((e as {stderr?: string}).stderr);
      }
      expect(crash).toContain('AbortError');
      expect(crash).not.toContain('rejected');
      const handled = runNode('cjs', script(true)).trim().split('\n');
      expect(handled).toEqual(['uncaught AbortError', 'rejected Process was killed with signal SIGTERM']);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('@remotion/paths interpolatePath()', () => {
  const {interpolatePath} = requireInstalled('@remotion/paths') as {
    interpolatePath: (value: number, a: string, b: string) => string;
  };
  const curved = 'M 0 0 C 10 -10 20 -10 30 0 C 20 10 10 10 0 0 Z';

  it('a curved first path stays curved when the straight lines of the second path are written as C curves', () => {
    const straight = 'M 0 0 L 30 0 L 0 0 Z';
    const straightAsC = 'M 0 0 C 0 0 30 0 30 0 C 30 0 0 0 0 0 Z';
    expect(interpolatePath(0.001, curved, straight)).toBe('M 0 0 L 30 0 L 0 0 Z');
    const smooth = interpolatePath(0.001, curved, straightAsC);
    expect(smooth.startsWith('M 0 0 C 9.99 -9.99 20.01 -9.99 30 0')).toBe(true);
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('evolvePath() on a path with two subpaths: the dash pattern restarts at every M, so both subpaths show their own first progress * L units at once', async () => {
    const {evolvePath} = requireInstalled('@remotion/paths') as {
      evolvePath: (p: number, d: string) => {strokeDasharray: string; strokeDashoffset: number};
    };
    const d = 'M 0 20 L 100 20 M 0 60 L 100 60';
    const {strokeDasharray, strokeDashoffset} = evolvePath(0.25, d);
    expect(strokeDasharray).toBe('200 200');
    const page = await browser.newPage({viewport: {width: 120, height: 80}});
    await page.setContent(
      `<body style="margin:0"><canvas id="c" width="120" height="80"></canvas><svg id="s" xmlns="http://www.w3.org/2000/svg" width="120" height="80"><path d="${d}" stroke="black" stroke-width="10" fill="none" stroke-dasharray="${strokeDasharray}" stroke-dashoffset="${strokeDashoffset}"/></svg></body>`,
    );
    // Which x positions of each subpath are painted, read from the SVG drawn onto a canvas.
    const painted = await page.evaluate(async () => {
      const svg = new XMLSerializer().serializeToString(document.getElementById('s') as Element);
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await img.decode();
      const ctx = (document.getElementById('c') as HTMLCanvasElement).getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const at = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[3] > 128;
      return [20, 60].map((y) => [10, 40, 60, 90].map((x) => at(x, y)));
    });
    await page.close();
    // progress * L = 0.25 * 200 = 50 units of each 100-unit subpath.
    expect(painted).toEqual([
      [true, true, false, false],
      [true, true, false, false],
    ]);
  });

  it('measureText() with validateFontIsLoaded: the second measurement inherits the <body> font, so a missing font is only detected when <body> has no font-family', async () => {
    const source = installedFile('@remotion/layout-utils/dist/cjs/layouts/measure-text.js');
    const run = async (bodyStyle: string) => {
      const page = await browser.newPage();
      await page.setContent(`<html><body style="${bodyStyle}"></body></html>`);
      await page.addScriptTag({
        content: `(() => { const exports = {}; ${source}; window.measureText = exports.measureText; })()`,
      });
      const result = await page.evaluate(() => {
        try {
          (window as unknown as {measureText: (o: object) => unknown}).measureText({
            text: 'Hello world',
            fontFamily: 'Not Loaded Font',
            fontSize: 40,
            validateFontIsLoaded: true,
          });
          return 'measured';
        } catch (e) {
          return (e as Error).message;
        }
      });
      await page.close();
      return result;
    };
    expect(await run('')).toContain('but it looks like the font is not loaded at the time of calling.');
    expect(await run('font-family: monospace')).toBe('measured');
  });
});
