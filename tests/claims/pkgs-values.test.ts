/**
 * Executed claims of the add-on package pages: values, error texts, defaults and callback counts of
 * @remotion/animation-utils, captions, install-whisper-cpp, openai-whisper, lottie, animated-emoji,
 * motion-blur, gif, licensing, zod-types, rive, the Webpack overrides (enable-scss, tailwind,
 * tailwind-v4) and the contributing guides. Components are rendered with react-dom/server inside the
 * Player's <Thumbnail>; network calls are answered by a stubbed fetch(); whisper.cpp is replaced by a
 * small shell script that records the arguments it receives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {type AnyProps, h, pageSays, renderThumbnail, renderToString, requireInstalled} from './lib';

type Fn = (...args: never[]) => unknown;

const remotion = requireInstalled('remotion') as {useCurrentFrame: () => number; Sequence: unknown};

/** Renders `component` at `frame` in a <Thumbnail>; returns the HTML and the errors React reported. */
const renderAt = (component: () => unknown, frame = 0) =>
  renderThumbnail({
    component,
    durationInFrames: 300,
    fps: 30,
    compositionWidth: 640,
    compositionHeight: 360,
    frameToDisplay: frame,
  });

/** A child that prints the frame it sees, as <i>frame</i>. */
const FrameProbe = () => h('i', null, String(remotion.useCurrentFrame()));
const printedFrames = (html: string) => [...html.matchAll(/<i>([^<]*)<\/i>/g)].map((m) => Number(m[1]));

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('did not throw');
};

/** A file inside an installed package, for internals that its `exports` map does not list. */
const nm = (file: string) => path.join(PROJECT_ROOT, 'node_modules', file);

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `pkgs-${name}-`));

/**
 * Answers fetch() with `fake` while the tests of the enclosing describe block run, so that no request
 * leaves the machine, and puts the real fetch() back after them.
 */
const stubFetchForBlock = (fake: (url: string, init: RequestInit) => Response) => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (async (url: string, init: RequestInit) => fake(String(url), init)) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
};

describe('@remotion/animation-utils', () => {
  const au = requireInstalled('@remotion/animation-utils') as Record<string, Fn> & {
    makeTransform: (t: string[]) => string;
    interpolateStyles: (i: number, r: number[], s: AnyProps[], o?: AnyProps) => AnyProps;
  };
  const call = (name: string, ...args: unknown[]) => (au[name] as (...a: unknown[]) => string)(...args);
  const {Easing} = requireInstalled('remotion') as {Easing: {out: (f: Fn) => Fn; cubic: Fn}};

  it('every example call of the transform table returns the documented string', () => {
    const table: [string, unknown[], string][] = [
      ['rotate', [90], 'rotate(90deg)'],
      ['rotate', ['0.5turn'], 'rotate(0.5turn)'],
      ['rotateY', [1.2, 'rad'], 'rotateY(1.2rad)'],
      ['rotate3d', [0, 1, 0, 30], 'rotate3d(0, 1, 0, 30deg)'],
      ['translate', [40], 'translate(40px)'],
      ['translate', [40, 10], 'translate(40px, 10px)'],
      ['translate', [10, '%'], 'translate(10%)'],
      ['translate', [-50, '%', 20, 'px'], 'translate(-50%, 20px)'],
      ['translate', ['2em', '1vh'], 'translate(2em, 1vh)'],
      ['translateY', [-5, 'vh'], 'translateY(-5vh)'],
      ['translateZ', [200], 'translateZ(200px)'],
      ['translate3d', [10, '2em', 0], 'translate3d(10px, 2em, 0px)'],
      ['translate3d', [1, 'vw', 2, 'vh', 3, 'px'], 'translate3d(1vw, 2vh, 3px)'],
      ['scale', [1.5], 'scale(1.5, 1.5)'],
      ['scaleX', [-1], 'scaleX(-1)'],
      ['scale3d', [1, 1, 2], 'scale3d(1, 1, 2)'],
      ['skew', [10], 'skew(10deg, 10deg)'],
      ['skew', [10, 5], 'skew(10deg, 5deg)'],
      ['skew', [0.1, 'rad'], 'skew(0.1rad, 0.1rad)'],
      ['skew', ['5deg', '0.1turn'], 'skew(5deg, 0.1turn)'],
      ['skewX', [-8], 'skewX(-8deg)'],
      ['perspective', [800], 'perspective(800px)'],
      ['matrix', [1, 0, 0, 1, 20, 0], 'matrix(1, 0, 0, 1, 20, 0)'],
    ];
    for (const [name, args, result] of table) {
      expect(call(name, ...args)).toBe(result);
    }
  });

  it('makeTransform() joins with one space, gives an empty string for [] and the needle is translate(-50%, -100%) rotate(0deg) at frame 30', () => {
    expect(au.makeTransform([call('translate', -50, '%', -100, '%'), call('rotate', 0)])).toBe(
      'translate(-50%, -100%) rotate(0deg)',
    );
    expect(au.makeTransform([])).toBe('');
    expect(au.makeTransform(['a(1)', 'b(2)'])).toBe('a(1) b(2)');
  });

  it('rotate() without an argument throws: Argument passed to "rotate" for param "angle" is undefined; NaN and Infinity end in "is null (must be finite)"', () => {
    const e = errorOf(() => call('rotate'));
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe('Argument passed to "rotate" for param "angle" is undefined');
    expect(errorOf(() => call('rotate', NaN)).message).toBe(
      'Argument passed to "rotate" for param "angle" is null (must be finite)',
    );
    expect(errorOf(() => call('translateX', Infinity)).message).toMatch(/is null \(must be finite\)$/);
  });

  it("rotate('45') throws: input 45 does not end with a valid unit. Valid units are: rad, deg, grad, turn", () => {
    expect(() => call('rotate', '45')).toThrow(
      'input 45 does not end with a valid unit. Valid units are: rad, deg, grad, turn',
    );
  });

  it("a string with the unit Q is rejected (input 2Q is not a valid transform…) while translateX(2, 'Q') gives translateX(2Q)", () => {
    expect(() => call('translateX', '2Q')).toThrow('input 2Q is not a valid transform');
    expect(call('translateX', 2, 'Q')).toBe('translateX(2Q)');
  });

  it('translate(1, 2, 3) throws a TypeError starting with "translate() supports only the following signatures:"', () => {
    const e = errorOf(() => call('translate', 1, 2, 3));
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message.startsWith('translate() supports only the following signatures:')).toBe(true);
  });

  it("the four-argument skew(angleX, unitX, angleY, unitY) always throws, as does skew(10, 'deg', 5, 'deg')", () => {
    expect(() => call('skew', 10, 'deg', 5, 'deg')).toThrow('input deg is not a valid transform');
  });

  it('scale(x, y) checks only x: scale(1, NaN) gives scale(1, NaN)', () => {
    expect(call('scale', 1, NaN)).toBe('scale(1, NaN)');
  });

  it("interpolateStyles(): the toast at frame 10 is about {opacity: 0.875, transform: 'translateY(10px) scale(0.9875)', boxShadow: '0px 14px 35px rgba(0, 0, 0, 0.175)'}", () => {
    const style = au.interpolateStyles(
      10,
      [0, 20, 90, 110],
      [
        {opacity: 0, transform: 'translateY(80px) scale(0.9)', boxShadow: '0px 0px 0px rgba(0, 0, 0, 0)'},
        {opacity: 1, transform: 'translateY(0px) scale(1)', boxShadow: '0px 16px 40px rgba(0, 0, 0, 0.35)'},
        {opacity: 1, transform: 'translateY(0px) scale(1)', boxShadow: '0px 16px 40px rgba(0, 0, 0, 0.35)'},
        {opacity: 0, transform: 'translateY(0px) scale(0.95)', boxShadow: '0px 0px 0px rgba(0, 0, 0, 0)'},
      ],
      {easing: Easing.out(Easing.cubic), extrapolateLeft: 'clamp', extrapolateRight: 'clamp'},
    );
    expect(style.opacity).toBe(0.875);
    expect(style.transform).toBe('translateY(10px) scale(0.9875)');
    expect(style.boxShadow).toBe('0px 14px 35px rgba(0, 0, 0, 0.175)');
  });

  it("with the default 'extend', an opacity of 0 → 1 over frames 0–30 becomes 3 at frame 90; colors stay clamped", () => {
    expect(au.interpolateStyles(90, [0, 30], [{opacity: 0}, {opacity: 1}]).opacity).toBe(3);
    // without easing the values change linearly: halfway is 0.5
    expect(au.interpolateStyles(15, [0, 30], [{opacity: 0}, {opacity: 1}]).opacity).toBe(0.5);
    expect(au.interpolateStyles(90, [0, 30], [{color: 'red'}, {color: 'blue'}]).color).toBe('rgba(0, 0, 255, 1)');
  });

  it('a key only in the later keyframe is not in the result, and a null later value returns the earlier one unchanged', () => {
    const style = au.interpolateStyles(
      5,
      [0, 10],
      [
        {opacity: 0, left: '10px'},
        {opacity: 1, width: '10px', left: null},
      ],
    );
    expect(Object.keys(style).sort()).toEqual(['left', 'opacity']);
    expect(style.left).toBe('10px');
  });

  it("0 → '100px' works and takes the unit of the other side", () => {
    expect(au.interpolateStyles(5, [0, 10], [{left: 0}, {left: '100px'}]).left).toBe('50px');
  });

  it('argument errors: at least 2 elements, only numbers, only objects, same length, non-decreasing, finite', () => {
    expect(() => au.interpolateStyles(0, [0], [{}])).toThrow('inputRange must have at least 2 elements');
    expect(() => au.interpolateStyles(0, [0, '1' as unknown as number], [{}, {}])).toThrow(
      'inputRange must contain only numbers',
    );
    expect(() => au.interpolateStyles(0, [0, 1], [{}, 3 as unknown as AnyProps])).toThrow(
      'outputStyles must contain only objects',
    );
    expect(() => au.interpolateStyles(0, [0, 1, 2], [{}, {}])).toThrow(
      'inputRange (3) and outputStylesRange (2) must have the same length',
    );
    expect(() => au.interpolateStyles(0, [10, 0], [{}, {}])).toThrow(
      'inputRange must be strictly monotonically non-decreasing but got [10,0]',
    );
    expect(() => au.interpolateStyles(0, [0, Infinity], [{}, {}])).toThrow(
      'inputRange must contain only finite numbers, but got [0,Infinity]',
    );
  });

  it('mismatched values throw a TypeError naming both values (units, structure, type, non-animatable)', () => {
    const at = (a: unknown, b: unknown) => errorOf(() => au.interpolateStyles(5, [0, 10], [{p: a}, {p: b}]));
    expect(at('10px', '10%').message).toBe(
      'The units of the start and end values must match. Start value: 10px, end value: 10%',
    );
    expect(at('scale(1) rotate(2deg)', 'rotate(3deg)').message).toBe(
      'The start and end values must have the same structure. Start value: scale(1) rotate(2deg), end value: rotate(3deg)',
    );
    expect(at('scale(1)', 'rotate(3deg)').message).toBe(
      'The start and end values must be of the same type. Start value: scale(1), end value: rotate(3deg)',
    );
    const e = at('solid', 'dashed');
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe('Non-animatable values cannot be interpolated. Start value: solid, end value: dashed');
  });
});

describe('@remotion/captions', () => {
  const captions = requireInstalled('@remotion/captions') as {
    createTikTokStyleCaptions: (o: AnyProps) => {pages: {text: string; startMs: number; tokens: AnyProps[]}[]};
    parseSrt: (o: {input: string}) => {captions: AnyProps[]};
    serializeSrt: (o: {lines: AnyProps[][]}) => string;
  };
  const c = (text: string, startMs: number, endMs: number) => ({
    text,
    startMs,
    endMs,
    timestampMs: null,
    confidence: null,
  });
  const words = [
    {text: 'Ready', startMs: 0, endMs: 300, timestampMs: 150, confidence: 0.97},
    {text: ' to', startMs: 300, endMs: 420, timestampMs: 360, confidence: 0.99},
    {text: ' launch', startMs: 420, endMs: 900, timestampMs: 660, confidence: 0.95},
    {text: ' the', startMs: 1000, endMs: 1100, timestampMs: 1050, confidence: 0.99},
    {text: ' rocket?', startMs: 1100, endMs: 1700, timestampMs: 1400, confidence: 0.91},
  ];

  it('the sample with 800 ms gives the pages "Ready to launch" and "the rocket?", tokens with fromMs/toMs and without timestampMs or confidence', () => {
    const {pages} = captions.createTikTokStyleCaptions({captions: words, combineTokensWithinMilliseconds: 800});
    expect(pages).toEqual([
      {
        text: 'Ready to launch',
        startMs: 0,
        tokens: [
          {text: 'Ready', fromMs: 0, toMs: 300},
          {text: ' to', fromMs: 300, toMs: 420},
          {text: ' launch', fromMs: 420, toMs: 900},
        ],
      },
      {
        text: 'the rocket?',
        startMs: 1000,
        tokens: [
          {text: 'the', fromMs: 1000, toMs: 1100},
          {text: ' rocket?', fromMs: 1100, toMs: 1700},
        ],
      },
    ]);
  });

  it('with combineTokensWithinMilliseconds: 0 each of five words lasting over 0 ms is its own page; left out, all captions end up in a single page', () => {
    expect(
      captions.createTikTokStyleCaptions({captions: words, combineTokensWithinMilliseconds: 0}).pages,
    ).toHaveLength(5);
    const {pages} = captions.createTikTokStyleCaptions({captions: words});
    expect(pages).toHaveLength(1);
    expect(pages[0].text).toBe('Ready to launch the rocket?');
  });

  it("captions without leading spaces end up in one page 'Readytolaunchtherocket?'", () => {
    const noSpaces = words.map((w) => ({...w, text: w.text.trim()}));
    const {pages} = captions.createTikTokStyleCaptions({captions: noSpaces, combineTokensWithinMilliseconds: 800});
    expect(pages.map((p) => p.text)).toEqual(['Readytolaunchtherocket?']);
  });

  it("a pause does not end a page: 'Hi' (0–300 ms) and ' there' (5000–5300 ms) form one page with a limit of 1200", () => {
    const {pages} = captions.createTikTokStyleCaptions({
      captions: [c('Hi', 0, 300), c(' there', 5000, 5300)],
      combineTokensWithinMilliseconds: 1200,
    });
    expect(pages).toHaveLength(1);
  });

  it("a whitespace-only caption adds no token but stays in the text: 'Hi', ' ', 'x' give 'Hi x' and the tokens 'Hi' and 'x'", () => {
    const {pages} = captions.createTikTokStyleCaptions({
      captions: [c('Hi', 0, 300), c(' ', 300, 310), c('x', 310, 400), c('', 400, 400)],
      combineTokensWithinMilliseconds: 1000,
    });
    expect(pages[0].text).toBe('Hi x');
    expect(pages[0].tokens.map((t) => t.text)).toEqual(['Hi', 'x']);
  });

  it("the overview sample prints ['Doors open at nine.Bring your ticket.']", () => {
    const srt =
      '1\n00:00:00,000 --> 00:00:01,800\nDoors open at nine.\n\n2\n00:00:02,100 --> 00:00:04,000\nBring your ticket.\n';
    const {pages} = captions.createTikTokStyleCaptions({
      captions: captions.parseSrt({input: srt}).captions,
      combineTokensWithinMilliseconds: 1200,
    });
    expect(pages.map((p) => p.text)).toEqual(['Doors open at nine.Bring your ticket.']);
  });

  it('parseSrt() of the interview file: text joined with \\n, startMs 500, endMs 2250, timestampMs 1375, confidence always 1', () => {
    const srt =
      '1\n00:00:00,500 --> 00:00:02,250\nWelcome to the\nharbour tour.\n\n2\n00:00:02,900 --> 00:00:05,000\nThe ferry leaves at noon.';
    expect(captions.parseSrt({input: srt}).captions).toEqual([
      {text: 'Welcome to the\nharbour tour.', startMs: 500, endMs: 2250, confidence: 1, timestampMs: 1375},
      {text: 'The ferry leaves at noon.', startMs: 2900, endMs: 5000, confidence: 1, timestampMs: 3950},
    ]);
  });

  it('00:00:01,001 is parsed as 1000.9999999999999 and serializeSrt() rounds it down to 00:00:01,000', () => {
    const [cue] = captions.parseSrt({input: '1\n00:00:01,001 --> 00:00:02,000\nA'}).captions;
    expect(cue.startMs).toBe(1000.9999999999999);
    expect(captions.serializeSrt({lines: [[cue]]})).toContain('00:00:01,000 --> 00:00:02,000');
  });

  it("with \\r\\n line endings the \\r stays inside a multi-line cue: 'Welcome to the\\r\\nharbour tour.'", () => {
    const srt = '1\r\n00:00:00,500 --> 00:00:02,250\r\nWelcome to the\r\nharbour tour.\r\n\r\n';
    expect(captions.parseSrt({input: srt}).captions[0].text).toBe('Welcome to the\r\nharbour tour.');
  });

  it("text after an empty line that does not start a new cue is glued to the previous cue: 'HelloWorld'", () => {
    const srt = '1\n00:00:00,000 --> 00:00:01,000\nHello\n\nWorld\n\n2\n00:00:02,000 --> 00:00:03,000\nNext';
    expect(captions.parseSrt({input: srt}).captions.map((x) => x.text)).toEqual(['HelloWorld', 'Next']);
  });

  it('a dot instead of a comma throws "Invalid timestamp:00:00:02.900"', () => {
    expect(() => captions.parseSrt({input: '1\n00:00:00,000 --> 00:00:02.900\nA'})).toThrow(
      'Invalid timestamp:00:00:02.900',
    );
  });

  it('a blank first line, a WEBVTT header and an empty string throw "Cannot read properties of undefined (reading \'text\')"', () => {
    for (const input of [
      '\n1\n00:00:00,000 --> 00:00:01,000\nA',
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nA',
      '',
    ]) {
      const e = errorOf(() => captions.parseSrt({input}));
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toBe("Cannot read properties of undefined (reading 'text')");
    }
  });

  it('serializeSrt(): the grouped sample gives two cues, text joined without a separator, no trailing newline', () => {
    const cues = [
      words.slice(0, 4).map((w, j) => (j === 0 ? {...w, text: w.text.trimStart()} : w)),
      [{...words[4], text: 'rocket?'}],
    ];
    expect(captions.serializeSrt({lines: cues})).toBe(
      '1\n00:00:00,000 --> 00:00:01,100\nReady to launch the\n\n2\n00:00:01,100 --> 00:00:01,700\nrocket?',
    );
  });

  it('serializeSrt(): [[a], [], [b]] produces cues 1 and 3, and 7039.999961853027 is written as 00:00:07,039', () => {
    const out = captions.serializeSrt({lines: [[c('a', 0, 1000)], [], [c('b', 7039.999961853027, 8000)]]});
    expect(out).toBe('1\n00:00:00,000 --> 00:00:01,000\na\n\n3\n00:00:07,039 --> 00:00:08,000\nb');
  });
});

describe('@remotion/install-whisper-cpp', () => {
  const iw = requireInstalled('@remotion/install-whisper-cpp') as Record<string, (o: AnyProps) => unknown>;
  const transcription = {
    transcription: [
      {text: '', offsets: {from: 0, to: 0}, tokens: [{t_dtw: -1, p: 0.5}]},
      {text: ' Welcome', offsets: {from: 60, to: 410}, tokens: [{t_dtw: 25, p: 0.93}]},
      {text: ' back', offsets: {from: 410, to: 630}, tokens: [{t_dtw: 52, p: 0.98}]},
      {text: ',', offsets: {from: 630, to: 700}, tokens: [{t_dtw: -1, p: 0.71}]},
    ],
  };

  it('toCaptions(): startMs/endMs from offsets, timestampMs = t_dtw × 10 or null for -1, confidence = p, empty items skipped, first leading space removed', () => {
    const {captions} = iw.toCaptions({whisperCppOutput: transcription}) as {captions: AnyProps[]};
    expect(captions).toEqual([
      {text: 'Welcome', startMs: 60, endMs: 410, timestampMs: 250, confidence: 0.93},
      {text: ' back', startMs: 410, endMs: 630, timestampMs: 520, confidence: 0.98},
      {text: ',', startMs: 630, endMs: 700, timestampMs: null, confidence: 0.71},
    ]);
  });

  it('convertToCaptions(): startInSeconds is t_dtw / 100 of the first item; without DTW every phrase gets -0.01', () => {
    const {captions} = iw.convertToCaptions({
      transcription: transcription.transcription.slice(1),
      combineTokensWithinMilliseconds: 500,
    }) as {captions: AnyProps[]};
    expect(captions).toEqual([{text: 'Welcome back,', startInSeconds: 0.25}]);
    const noDtw = transcription.transcription.slice(1).map((i) => ({...i, tokens: [{t_dtw: -1, p: 1}]}));
    const r = iw.convertToCaptions({transcription: noDtw, combineTokensWithinMilliseconds: 0}) as {
      captions: AnyProps[];
    };
    expect(r.captions.every((x) => x.startInSeconds === -0.01)).toBe(true);
  });

  it("downloadWhisperModel() with 'large' throws: Invalid whisper model large. Available: tiny, tiny.en, … large-v3-turbo", async () => {
    await expect(iw.downloadWhisperModel({model: 'large', folder: os.tmpdir()})).rejects.toThrow(
      'Invalid whisper model large. Available: tiny, tiny.en, base, base.en, small, small.en, medium, medium.en, large-v1, large-v2, large-v3, large-v3-turbo',
    );
  });

  describe('downloadWhisperModel() with a stubbed fetch()', () => {
    let requested: string[] = [];
    let respond: () => Response = () => new Response('');
    stubFetchForBlock((url) => {
      requested.push(url);
      return respond();
    });
    beforeEach(() => {
      requested = [];
    });

    it('downloads https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-<model>.bin to <folder>/ggml-<model>.bin, calling onProgress once per written chunk', async () => {
      const folder = tempDir('model');
      respond = () => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(3));
            controller.enqueue(new Uint8Array(5));
            controller.close();
          },
        });
        return new Response(body, {headers: {'content-length': '8'}});
      };
      const progress: [number, number][] = [];
      const result = await iw.downloadWhisperModel({
        model: 'tiny.en',
        folder,
        printOutput: false,
        onProgress: (d: number, t: number) => progress.push([d, t]),
      });
      expect(result).toEqual({alreadyExisted: false});
      expect(requested).toEqual(['https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-tiny.en.bin']);
      expect(fs.statSync(path.join(folder, 'ggml-tiny.en.bin')).size).toBe(8);
      expect(progress).toHaveLength(2);
      expect(progress.at(-1)).toEqual([8, 8]);
    });

    it('an existing file of the expected size (77,691,713 bytes for tiny) is not downloaded again: {alreadyExisted: true}', async () => {
      const folder = tempDir('model');
      fs.writeFileSync(path.join(folder, 'ggml-tiny.bin'), '');
      fs.truncateSync(path.join(folder, 'ggml-tiny.bin'), 77691713);
      expect(await iw.downloadWhisperModel({model: 'tiny', folder, printOutput: false})).toEqual({
        alreadyExisted: true,
      });
      expect(requested).toEqual([]);
    });

    it('a file of another size throws "Model small already exists at …, but the size is … bytes (expected 487601967 bytes)", and with printOutput: false resolves {alreadyExisted: false} without downloading', async () => {
      const folder = tempDir('model');
      const file = path.join(folder, 'ggml-small.bin');
      fs.writeFileSync(file, 'abc');
      await expect(iw.downloadWhisperModel({model: 'small', folder})).rejects.toThrow(
        `Model small already exists at ${file}, but the size is 3 bytes (expected 487601967 bytes). Delete ${file} and try again.`,
      );
      expect(await iw.downloadWhisperModel({model: 'small', folder, printOutput: false})).toEqual({
        alreadyExisted: false,
      });
      expect(requested).toEqual([]);
    });

    it('no Content-Length header: "Content-Length header not found"; no body: "Failed to download whisper model"', async () => {
      respond = () => {
        const r = new Response(new ReadableStream({start: (c) => c.close()}));
        r.headers.delete('content-length');
        return r;
      };
      await expect(
        iw.downloadWhisperModel({model: 'base', folder: tempDir('model'), printOutput: false}),
      ).rejects.toThrow('Content-Length header not found');
      respond = () => new Response(null, {headers: {'content-length': '0'}});
      await expect(
        iw.downloadWhisperModel({model: 'base', folder: tempDir('model'), printOutput: false}),
      ).rejects.toThrow('Failed to download whisper model');
    });
  });

  describe('installWhisperCpp() on an existing folder', () => {
    it('without the executable: throws "Whisper folder … exists but the executable (…/main) is missing. Delete … and try again." for 1.5.5, …/build/bin/whisper-cli for 1.7.4; with printOutput: false it resolves {alreadyExisted: false}', async () => {
      const to = tempDir('whisper');
      await expect(iw.installWhisperCpp({to, version: '1.5.5'})).rejects.toThrow(
        `Whisper folder ${to} exists but the executable (${path.join(to, 'main')}) is missing. Delete ${to} and try again.`,
      );
      await expect(iw.installWhisperCpp({to, version: '1.7.4'})).rejects.toThrow(
        `(${path.join(to, 'build', 'bin', 'whisper-cli')}) is missing`,
      );
      expect(await iw.installWhisperCpp({to, version: '1.5.5', printOutput: false})).toEqual({alreadyExisted: false});
    });

    it('with the executable for the version: {alreadyExisted: true} without installing', async () => {
      const to = tempDir('whisper');
      fs.writeFileSync(path.join(to, 'main'), '');
      expect(await iw.installWhisperCpp({to, version: '1.5.5', printOutput: false})).toEqual({alreadyExisted: true});
    });

    it("a version such as 'v1.5.5' or a branch name throws 'Invalid version format. Expected x.x.x' once the folder exists", async () => {
      const to = tempDir('whisper');
      await expect(iw.installWhisperCpp({to, version: 'v1.5.5'})).rejects.toThrow(
        'Invalid version format. Expected x.x.x',
      );
      await expect(iw.installWhisperCpp({to, version: 'master'})).rejects.toThrow(
        'Invalid version format. Expected x.x.x',
      );
    });

    it("on another platform it throws 'Unsupported platform: ' followed by process.platform; on Windows a non-release version throws 'Non-semantic version provided…' before downloading", async () => {
      const original = Object.getOwnPropertyDescriptor(process, 'platform')!;
      const missing = path.join(tempDir('whisper'), 'not-there');
      try {
        Object.defineProperty(process, 'platform', {value: 'aix'});
        await expect(iw.installWhisperCpp({to: missing, version: '1.5.5'})).rejects.toThrow(
          'Unsupported platform: aix',
        );
        Object.defineProperty(process, 'platform', {value: 'win32'});
        await expect(iw.installWhisperCpp({to: missing, version: 'master'})).rejects.toThrow(
          'Non-semantic version provided. Only releases of Whisper.cpp are supported on Windows (e.g., 1.5.4). Provided version:',
        );
      } finally {
        Object.defineProperty(process, 'platform', original);
      }
    });
  });

  describe('transcribe() with a stand-in whisper.cpp', () => {
    const originalCwd = process.cwd();
    let dir = '';
    let whisperPath = '';
    let input = '';
    beforeAll(() => {
      dir = tempDir('transcribe');
      whisperPath = path.join(dir, 'whisper.cpp');
      fs.mkdirSync(whisperPath);
      input = path.join(dir, 'voice.wav');
      fs.writeFileSync(input, '');
      fs.writeFileSync(path.join(whisperPath, 'ggml-large-v3-turbo.bin'), '');
      fs.writeFileSync(path.join(whisperPath, 'ggml-base.bin'), '');
      // Records its arguments, prints one progress line and writes <--output-file>.json, then exits with 3.
      fs.writeFileSync(
        path.join(whisperPath, 'main'),
        [
          '#!/bin/sh',
          'printf "%s\\n" "$@" > "$(dirname "$0")/args.txt"',
          'echo "whisper_print_progress_callback: progress =  50" 1>&2',
          'out=""; prev=""',
          'for a in "$@"; do if [ "$prev" = "--output-file" ]; then out="$a"; fi; prev="$a"; done',
          'printf \'{"result":{"language":"de"},"transcription":[]}\' > "$out.json"',
          'exit 3',
        ].join('\n'),
        {mode: 0o755},
      );
      process.chdir(dir);
    });
    afterAll(() => {
      process.chdir(originalCwd);
    });
    const args = () => fs.readFileSync(path.join(whisperPath, 'args.txt'), 'utf8').trim().split('\n');

    it('passes -f, --output-file <cwd>/tmp, --output-json, --max-len 1, -ojf, --dtw large.v3.turbo, -m, -pp, -tr, -l de (lower-cased) and --split-on-word true; reads and deletes tmp.json although the exit code is 3; onProgress gets 0.5 and then 1', async () => {
      const progress: number[] = [];
      const output = (await iw.transcribe({
        inputPath: input,
        whisperPath,
        whisperCppVersion: '1.5.5',
        model: 'large-v3-turbo',
        tokenLevelTimestamps: true,
        translateToEnglish: true,
        language: 'DE',
        splitOnWord: true,
        printOutput: false,
        onProgress: (p: number) => progress.push(p),
      })) as {result: {language: string}};
      expect(output.result.language).toBe('de');
      expect(args()).toEqual([
        '-f',
        input,
        '--output-file',
        path.join(dir, 'tmp'),
        '--output-json',
        '--max-len',
        '1',
        '-ojf',
        '--dtw',
        'large.v3.turbo',
        '-m',
        path.join(whisperPath, 'ggml-large-v3-turbo.bin'),
        '-pp',
        '-tr',
        '-l',
        'de',
        '--split-on-word',
        'true',
      ]);
      expect(progress).toEqual([0.5, 1]);
      expect(fs.existsSync(path.join(dir, 'tmp.json'))).toBe(false);
    });

    it('with tokenLevelTimestamps: false and tokensPerItem: 0 there is no --max-len and no --dtw; without language no -l', async () => {
      await iw.transcribe({
        inputPath: input,
        whisperPath,
        whisperCppVersion: '1.5.5',
        model: 'base',
        tokenLevelTimestamps: false,
        tokensPerItem: 0,
        printOutput: false,
      });
      expect(args()).toEqual([
        '-f',
        input,
        '--output-file',
        path.join(dir, 'tmp'),
        '--output-json',
        '-ojf',
        '-m',
        path.join(whisperPath, 'ggml-base.bin'),
        '-pp',
      ]);
    });

    it('input checks in order: missing whisperPath, missing input, not a .wav file, missing model', async () => {
      const base = {whisperCppVersion: '1.5.5', model: 'tiny', tokenLevelTimestamps: true, printOutput: false};
      await expect(
        iw.transcribe({...base, inputPath: 'nope.wav', whisperPath: path.join(dir, 'nope')}),
      ).rejects.toThrow(`Whisper does not exist at ${path.join(dir, 'nope')}. Double-check the passed whisperPath.`);
      await expect(iw.transcribe({...base, inputPath: path.join(dir, 'nope.wav'), whisperPath})).rejects.toThrow(
        `Input file does not exist at ${path.join(dir, 'nope.wav')}`,
      );
      const mp3 = path.join(dir, 'voice.WAV');
      fs.writeFileSync(mp3, '');
      await expect(iw.transcribe({...base, inputPath: mp3, whisperPath})).rejects.toThrow(
        'Invalid inputFile type. The provided file is not a wav file! Convert the file to a 16KHz wav file first: "ffmpeg -i input.mp4 -ar 16000 output.wav -y"',
      );
      await expect(iw.transcribe({...base, inputPath: input, whisperPath})).rejects.toThrow(
        `Error: Model tiny does not exist at ${path.join(whisperPath, 'ggml-tiny.bin')}.`,
      );
    });
  });
});

describe('@remotion/openai-whisper', () => {
  const {openAiWhisperApiToCaptions} = requireInstalled('@remotion/openai-whisper') as {
    openAiWhisperApiToCaptions: (o: AnyProps) => {captions: AnyProps[]};
  };

  it('a response without words throws "The transcription does need to be been generated with `timestamp_granularities: ["word"]`"', () => {
    expect(() => openAiWhisperApiToCaptions({transcription: {text: 'Hi', task: 'transcribe'}})).toThrow(
      'The transcription does need to be been generated with `timestamp_granularities: ["word"]`',
    );
  });

  it('startMs = start × 1000, timestampMs is the middle (850.0000000000001 for 0.8–0.9 s), confidence always null', () => {
    const {captions} = openAiWhisperApiToCaptions({
      transcription: {
        text: 'That is',
        words: [
          {word: 'That', start: 0.6, end: 0.8},
          {word: 'is', start: 0.8, end: 0.9},
        ],
      },
    });
    expect(captions[1]).toEqual({
      text: ' is',
      startMs: 800,
      endMs: 900,
      timestampMs: 850.0000000000001,
      confidence: null,
    });
    expect(captions.every((x) => x.confidence === null)).toBe(true);
  });

  it('a word that is not in the transcript throws an error beginning "Unable to parse punctuation from OpenAI Whisper output."', () => {
    expect(() =>
      openAiWhisperApiToCaptions({transcription: {text: 'Hello', words: [{word: 'Bye', start: 0, end: 1}]}}),
    ).toThrow(/^Unable to parse punctuation from OpenAI Whisper output\. Could not find word "Bye"/);
  });
});

describe('@remotion/lottie', () => {
  const lottie = requireInstalled('@remotion/lottie') as {
    getLottieMetadata: (d: AnyProps) => AnyProps | null;
    Lottie: unknown;
  };
  const {getLottieFrame} = requireInstalled(nm('@remotion/lottie/dist/cjs/utils.js')) as {
    getLottieFrame: (o: AnyProps) => number;
  };

  it('getLottieMetadata(): 60 fps, op 90 → {durationInFrames: 90, durationInSeconds: 1.5, fps: 60, height: 1080, width: 1080}; op is floored, durationInSeconds is op / fr', () => {
    expect(lottie.getLottieMetadata({w: 1080, h: 1080, fr: 60, op: 90, ip: 0})).toEqual({
      durationInFrames: 90,
      durationInSeconds: 1.5,
      fps: 60,
      height: 1080,
      width: 1080,
    });
    const m = lottie.getLottieMetadata({w: 512, h: 512, fr: 60, op: 120.5})!;
    expect(m.durationInFrames).toBe(120);
    expect(m.durationInSeconds).toBeCloseTo(2.0083, 4);
  });

  it('getLottieMetadata() returns null if w, h, fr or op is missing or 0, and measures from frame 0 even when ip is not 0', () => {
    for (const k of ['w', 'h', 'fr', 'op']) {
      expect(lottie.getLottieMetadata({w: 1, h: 1, fr: 30, op: 30, [k]: 0})).toBeNull();
      const data: AnyProps = {w: 1, h: 1, fr: 30, op: 30};
      delete data[k];
      expect(lottie.getLottieMetadata(data)).toBeNull();
    }
    expect(lottie.getLottieMetadata({w: 1, h: 1, fr: 30, op: 60, ip: 30})!.durationInFrames).toBe(60);
  });

  it('frame mapping: without loop frames past the end are clamped to totalFrames (the out point), with loop they wrap, backward counts from the end', () => {
    expect(getLottieFrame({currentFrame: 150, totalFrames: 100, loop: false})).toBe(100);
    // loop omitted, as when the prop is not set
    expect(getLottieFrame({currentFrame: 150, totalFrames: 100})).toBe(100);
    expect(getLottieFrame({currentFrame: 150, totalFrames: 100, loop: true})).toBe(50);
    expect(getLottieFrame({currentFrame: 30, totalFrames: 100, loop: false, direction: 'backward'})).toBe(70);
  });

  it('a string as animationData throws "animationData should be provided as an object…"; null passes that check', () => {
    const bad = renderAt(() => h(lottie.Lottie, {animationData: 'spinner.json'}));
    expect(bad.errors[0]).toBe(
      'animationData should be provided as an object. If you only have the path to the JSON file, load it and pass it as animationData. See https://remotion.dev/docs/lottie/lottie#example for more information.',
    );
    expect(renderAt(() => h(lottie.Lottie, {animationData: null})).errors).toEqual([]);
  });

  it('invalid playbackRate and loop values throw the documented TypeErrors', () => {
    const err = (props: AnyProps) => renderAt(() => h(lottie.Lottie, {animationData: {}, ...props})).errors[0];
    expect(err({playbackRate: 'fast'})).toBe('The "playbackRate" prop must be a number or undefined, but is "fast"');
    expect(err({playbackRate: 0})).toBe('The "playbackRate" props must be positive, but is 0');
    expect(err({loop: 'yes'})).toBe('The "loop" prop must be a boolean or undefined, but is ""yes""');
    expect(err({playbackRate: NaN})).toBe('The "playbackRate" props must be a real number, but is NaN');
    expect(err({playbackRate: Infinity})).toBe('The "playbackRate" props must be a real number, but is Infinity');
  });
});

describe('Components that read the frame of their enclosing Sequence', () => {
  it('a component rendered only from frame 40 on still sees the frame counted from the start of its Sequence (45, not 5)', () => {
    const Late = () => (remotion.useCurrentFrame() >= 40 ? h(FrameProbe) : null);
    expect(printedFrames(renderAt(Late, 45).html)).toEqual([45]);
    const Delayed = () => h(remotion.Sequence, {from: 40, layout: 'none'}, h(FrameProbe));
    expect(printedFrames(renderAt(Delayed, 45).html)).toEqual([5]);
  });
});

describe('@remotion/animated-emoji', () => {
  const ae = requireInstalled('@remotion/animated-emoji') as {
    AnimatedEmoji: unknown;
    getAvailableEmojis: () => {
      name: string;
      categories: string[];
      tags: string[];
      durationInSeconds: number;
      codepoint: string;
    }[];
  };
  const list = ae.getAvailableEmojis();

  it('getAvailableEmojis() returns 411 entries, smileys first, the same array every call', () => {
    expect(list).toHaveLength(411);
    expect(list.slice(0, 3).map((e) => e.name)).toEqual(['smile', 'smile-with-big-eyes', 'grin']);
    expect(ae.getAvailableEmojis()).toBe(list);
  });

  it("every entry has exactly one of nine categories; 228 are in 'Smileys and emotions'", () => {
    const counts: Record<string, number> = {};
    for (const e of list) {
      expect(e.categories).toHaveLength(1);
      counts[e.categories[0]] = (counts[e.categories[0]] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(
      [
        'Smileys and emotions',
        'People',
        'Animals and nature',
        'Food and drink',
        'Travel and places',
        'Activities and events',
        'Objects',
        'Symbols',
        'Flags',
      ].sort(),
    );
    expect(counts['Smileys and emotions']).toBe(228);
  });

  it("tags: ':muscle:' first for muscle-skin-tone-1, ':Aries:' for aries, ':piñata:' for pinata, ':+1:' for thumbs-up, ':lit:' for fire", () => {
    const by = (n: string) => list.find((e) => e.name === n)!;
    expect(by('muscle-skin-tone-1').tags[0]).toBe(':muscle:');
    expect(by('aries').tags[0]).toBe(':Aries:');
    expect(by('pinata').tags[0]).toBe(':piñata:');
    expect(by('thumbs-up').tags).toContain(':+1:');
    expect(by('fire').tags).toContain(':lit:');
    expect(by('thumbs-up').tags[0]).toBe(':thumbs-up:');
  });

  it("durations between about 0.32 and 7 seconds; 🔥 is 'fire' with 1f525 and 32 loop frames at 30 fps; face-in-clouds is 1f636_200d_1f32b_fe0f", () => {
    const d = list.map((e) => e.durationInSeconds);
    expect(Math.min(...d)).toBeCloseTo(0.3167, 3);
    expect(Math.max(...d)).toBe(7);
    const fire = list.find((e) => e.codepoint === [...'🔥'].map((c) => c.codePointAt(0)!.toString(16)).join('_'))!;
    expect({name: fire.name, loopFrames: Math.floor(fire.durationInSeconds * 30)}).toEqual({
      name: 'fire',
      loopFrames: 32,
    });
    expect(list.find((e) => e.name === 'face-in-clouds')!.codepoint).toBe('1f636_200d_1f32b_fe0f');
    expect(list.find((e) => e.name === 'rocket')!.codepoint).toBe('1f680');
  });

  it('an unknown name throws "Emoji <name> not found. Available emojis: smile, smile-with-big-eyes, grin, …" listing all 411 names', () => {
    const {errors} = renderAt(() => h(ae.AnimatedEmoji, {emoji: 'unicorn-cat'}));
    expect(
      errors[0].startsWith('Emoji unicorn-cat not found. Available emojis: smile, smile-with-big-eyes, grin, '),
    ).toBe(true);
    expect(errors[0].split('Available emojis: ')[1].split(', ')).toHaveLength(411);
  });

  it("the default scale is '1' and the default source is staticFile(`${emoji}-${scale}x.webm`) outside Safari", () => {
    expect(renderAt(() => h(ae.AnimatedEmoji, {emoji: 'rocket'})).html).toContain('src="/rocket-1x.webm');
    expect(renderAt(() => h(ae.AnimatedEmoji, {emoji: 'thumbs-up', scale: '2'})).html).toContain(
      'src="/thumbs-up-2x.webm',
    );
  });

  it('one loop lasts Math.floor(durationInSeconds × fps / playbackRate) frames: fire at 30 fps and playbackRate 2 restarts after 16 frames', () => {
    const fire = list.find((e) => e.name === 'fire')!;
    expect(Math.floor((fire.durationInSeconds * 30) / 2)).toBe(16);
    const probe = renderAt(() => h(ae.AnimatedEmoji, {emoji: 'fire', playbackRate: 2}), 17).html;
    expect(probe).toContain('src="/fire-1x.webm');
  });
});

describe('@remotion/motion-blur', () => {
  const mb = requireInstalled('@remotion/motion-blur') as {CameraMotionBlur: unknown; Trail: unknown};
  const blur = (props: AnyProps, frame: number) => renderAt(() => h(mb.CameraMotionBlur, props, h(FrameProbe)), frame);

  it('<CameraMotionBlur> defaults (shutterAngle 180, samples 10): at frame 30 the samples show 30.95, 30.9, … 30.5', () => {
    expect(printedFrames(blur({}, 30).html)).toEqual([30.95, 30.9, 30.85, 30.8, 30.75, 30.7, 30.65, 30.6, 30.55, 30.5]);
  });

  it('frames 0 to 4 use 1, 2, 4, 6 and 8 samples, from frame 5 on all 10', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((f) => printedFrames(blur({}, f).html).length)).toEqual([1, 2, 4, 6, 8, 10, 10]);
  });

  it('each layer is drawn with mix-blend-mode: plus-lighter and filter: opacity(1 / samples) inside isolation: isolate', () => {
    const {html} = blur({samples: 4}, 30);
    expect(html).toContain('isolation:isolate');
    expect(html.match(/mix-blend-mode:plus-lighter;filter:opacity\(0\.25\)/g)).toHaveLength(4);
  });

  it('samples={0} and shutterAngle={0} fail at frame 0 with "Invalid array length"; later, samples={0} behaves like 1 and shutterAngle={0} shows frame + 1', () => {
    expect(blur({samples: 0}, 0).errors[0]).toBe('Invalid array length');
    expect(blur({shutterAngle: 0}, 0).errors[0]).toBe('Invalid array length');
    expect(printedFrames(blur({samples: 0}, 3).html)).toEqual([3.5]);
    expect(new Set(printedFrames(blur({shutterAngle: 0}, 3).html))).toEqual(new Set([4]));
  });

  it('invalid props throw the documented TypeErrors with the value as JSON', () => {
    expect(blur({samples: 1.5}, 10).errors[0]).toBe('"samples" must be an integer, but got 1.5');
    expect(blur({samples: -1}, 10).errors[0]).toBe('"samples" must be non-negative, but got -1');
    expect(blur({samples: NaN}, 10).errors[0]).toBe('"samples" must be a number, but got null');
    expect(blur({shutterAngle: '90'}, 10).errors[0]).toBe('"shutterAngle" must be a number, but got "90"');
    expect(blur({shutterAngle: 400}, 10).errors[0]).toBe('"shutterAngle" must be between 0 and 360, but got 400');
  });

  it('<Trail layers={4} lagInFrames={2} trailOpacity={1}> at frame 10: copies at 2, 4, 6, 8 (oldest first) with opacities 0, 0.25, 0.5, 0.75, then the children at 10', () => {
    const {html} = renderAt(() => h(mb.Trail, {layers: 4, lagInFrames: 2, trailOpacity: 1}, h(FrameProbe)), 10);
    expect(printedFrames(html)).toEqual([2, 4, 6, 8, 10]);
    expect([...html.matchAll(/style="[^"]*opacity:([0-9.]+)[^"]*"><i>/g)].map((m) => Number(m[1]))).toEqual([
      0, 0.25, 0.5, 0.75,
    ]);
  });

  it('<Trail> prop errors: layers number/integer/non-negative, trailOpacity and lagInFrames must be numbers', () => {
    const err = (props: AnyProps) =>
      renderAt(() => h(mb.Trail, {layers: 2, lagInFrames: 1, trailOpacity: 0.5, ...props}, h(FrameProbe)), 5).errors[0];
    expect(err({layers: Infinity})).toBe('"layers" must be a number, but got null');
    expect(err({layers: 2.5})).toBe('"layers" must be an integer, but got 2.5');
    expect(err({layers: -1})).toBe('"layers" must be non-negative, but got -1');
    expect(err({trailOpacity: '1'})).toBe('"trailOpacity" must be a number, but got "1"');
    expect(err({lagInFrames: undefined})).toBe('"lagInFrames" must be a number, but got undefined');
    expect(err({trailOpacity: 3})).toBeUndefined();
  });
});

describe('@remotion/gif', () => {
  /** A 1×1 GIF; each entry is a frame's delay in hundredths of a second, or null for a frame without timing. */
  const makeGif = (frames: (number | null)[]) => {
    const bytes = [...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
    for (const delay of frames) {
      if (delay !== null) {
        bytes.push(0x21, 0xf9, 4, 0, delay & 255, delay >> 8, 0, 0);
      }
      bytes.push(0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0);
    }
    bytes.push(0x3b);
    return `data:image/gif;base64,${Buffer.from(bytes).toString('base64')}`;
  };
  const {getGifDurationInSeconds} = requireInstalled('@remotion/gif') as {
    getGifDurationInSeconds: (s: string) => Promise<number>;
  };

  it('<Gif> draws into a <canvas> with the width and height as attributes and style applied; id is not passed on', () => {
    const {Gif} = requireInstalled('@remotion/gif') as {Gif: unknown};
    const {html, errors} = renderAt(() =>
      h(Gif, {src: '/mind-blown.gif', id: 'reaction', width: 720, height: 540, style: {borderRadius: 32}}),
    );
    expect(errors).toEqual([]);
    expect(html).toContain('<canvas style="border-radius:32px" width="720" height="540"></canvas>');
    expect(html).not.toContain('reaction');
  });

  it('in Node.js the function rejects with "ImageData is not defined": it needs browser APIs', async () => {
    await expect(getGifDurationInSeconds(makeGif([3, 4]))).rejects.toThrow('ImageData is not defined');
  });

  describe('with ImageData provided', () => {
    beforeAll(() => {
      (globalThis as AnyProps).ImageData = class {
        data: Uint8ClampedArray;
        constructor(w: number, h: number) {
          this.data = new Uint8ClampedArray(w * h * 4);
        }
      };
    });
    afterAll(() => {
      delete (globalThis as AnyProps).ImageData;
    });

    it('the duration is the sum of all frame delays / 1000; frames without timing count as 100 ms only if no earlier frame has timing, otherwise they take the earlier delay', async () => {
      expect(await getGifDurationInSeconds(makeGif([null, null, null]))).toBe(0.3);
      expect(await getGifDurationInSeconds(makeGif([25, null]))).toBe(0.5);
      expect(await getGifDurationInSeconds(makeGif([null, 7]))).toBe(0.17);
    });

    it('another content type rejects with Wrong content type: "text/html"', async () => {
      await expect(getGifDurationInSeconds(makeGif([5]).replace('image/gif', 'text/html'))).rejects.toThrow(
        'Wrong content type: "text/html"',
      );
    });

    it('a second call with the same URL is answered from the cache without downloading again', async () => {
      const src = makeGif([40, 40]);
      const realFetch = globalThis.fetch;
      let calls = 0;
      globalThis.fetch = ((...a: Parameters<typeof fetch>) => {
        calls++;
        return realFetch(...a);
      }) as typeof fetch;
      try {
        expect(await getGifDurationInSeconds(src)).toBe(0.8);
        expect(await getGifDurationInSeconds(src)).toBe(0.8);
      } finally {
        globalThis.fetch = realFetch;
      }
      expect(calls).toBe(1);
    });
  });
});

describe('@remotion/licensing', () => {
  const lic = requireInstalled('@remotion/licensing') as {
    registerUsageEvent: (o: AnyProps) => Promise<AnyProps>;
    getUsage: (o: AnyProps) => Promise<AnyProps>;
  };
  let calls: {url: string; init: RequestInit}[] = [];
  let reply: () => Response = () => Response.json({});
  stubFetchForBlock((url, init) => {
    calls.push({url, init});
    return reply();
  });
  beforeEach(() => {
    calls = [];
  });

  it('registerUsageEvent() sends POST https://www.remotion.pro/api/track/register-usage-point with event, apiKey, host and succeeded and resolves {billable, classification}', async () => {
    reply = () => Response.json({success: true, billable: true, classification: 'billable', extra: 1});
    const r = await lic.registerUsageEvent({apiKey: 'rm_pub_x', event: 'cloud-render', host: null, succeeded: false});
    expect(r).toEqual({billable: true, classification: 'billable'});
    expect(calls[0].url).toBe('https://www.remotion.pro/api/track/register-usage-point');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      event: 'cloud-render',
      apiKey: 'rm_pub_x',
      host: null,
      succeeded: false,
    });
  });

  it("an error status rejects with the server's error message; failure with a success status rejects with a TypeError about the body being used", async () => {
    reply = () => Response.json({success: false, error: 'Invalid API key'}, {status: 400});
    await expect(
      lic.registerUsageEvent({apiKey: 'x', event: 'cloud-render', host: null, succeeded: true}),
    ).rejects.toThrow('Invalid API key');
    reply = () => Response.json({success: false, error: 'Invalid API key'}, {status: 200});
    const e = await lic
      .registerUsageEvent({apiKey: 'x', event: 'cloud-render', host: null, succeeded: true})
      .catch((err: Error) => err);
    expect(e).toBeInstanceOf(TypeError);
    expect((e as Error).message).toMatch(/Body is unusable|already been read|used/);
  });

  it('getUsage() sends POST https://www.remotion.pro/api/track/get-usage with {apiKey, since}, a missing since as null, and returns cloudRenders and webcodecConversions', async () => {
    const counts = {billable: 1, failed: 2, development: 3};
    reply = () => Response.json({success: true, cloudRenders: counts, webcodecConversions: counts});
    expect(await lic.getUsage({apiKey: 'rm_sec_x'})).toEqual({cloudRenders: counts, webcodecConversions: counts});
    expect(calls[0].url).toBe('https://www.remotion.pro/api/track/get-usage');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({apiKey: 'rm_sec_x', since: null});
  });

  it('getUsage() rejects with the server message whenever success is not true, whatever the status', async () => {
    reply = () => Response.json({success: false, error: 'Pass a secret key'}, {status: 200});
    await expect(lic.getUsage({apiKey: 'rm_pub_x', since: 1})).rejects.toThrow('Pass a secret key');
    reply = () => new Response('<html>proxy error</html>', {status: 502});
    await expect(lic.getUsage({apiKey: 'rm_sec_x'})).rejects.toThrow(SyntaxError);
  });
});

describe('@remotion/zod-types', () => {
  const {zColor, zTextarea} = requireInstalled('@remotion/zod-types') as {
    zColor: () => {
      safeParse: (v: unknown) => {success: boolean; error?: {issues: {code: string; message: string}[]}};
      describe: (d: string) => {description: string};
      description: string;
    };
    zTextarea: () => {
      min: (n: number) => {description: string};
      description: string;
      safeParse: (v: unknown) => {success: boolean};
    };
  };

  it('every accepted example of the table passes, every example of the "not accepted" list fails with code custom and "Invalid color"', () => {
    for (const ok of [
      '#0af',
      '#0af8',
      '#00aaff',
      '#00AAFF80',
      'rgb(0, 170, 255)',
      'rgba(0, 170, 255, 0.5)',
      'hsl(200, 100%, 50%)',
      'hsla(200, 100%, 50%, 0.5)',
      'tomato',
      'rebeccapurple',
      'transparent',
    ]) {
      expect(zColor().safeParse(ok).success).toBe(true);
    }
    for (const bad of [
      'rgb(0 170 255)',
      'hsl(200deg, 100%, 50%)',
      'rgba(0, 0, 0, 50%)',
      'Tomato',
      'currentColor',
      'oklch(70% 0.1 200)',
    ]) {
      const r = zColor().safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]).toMatchObject({code: 'custom', message: 'Invalid color'});
    }
  });

  it("'rgb(0, 170, 255) !important' passes validation; a number fails with Expected string, received number", () => {
    expect(zColor().safeParse('rgb(0, 170, 255) !important').success).toBe(true);
    expect(zColor().safeParse(5).error!.issues[0].message).toBe('Expected string, received number');
  });

  it('.describe() replaces the marker, while zTextarea().min(1) keeps it', () => {
    const marker = zColor().description;
    expect(marker).toBeTruthy();
    expect(zColor().describe('Bar color').description).toBe('Bar color');
    expect(zTextarea().min(1).description).toBe(zTextarea().description);
    expect(zTextarea().safeParse('a\nb').success).toBe(true);
  });
});

describe('@remotion/rive', () => {
  const {mapToFit, mapToAlignment} = requireInstalled(nm('@remotion/rive/dist/cjs/map-enums.js')) as {
    mapToFit: (f: string, c: AnyProps) => unknown;
    mapToAlignment: (a: string, f: AnyProps) => unknown;
  };
  const {RemotionRiveCanvas} = requireInstalled('@remotion/rive') as {RemotionRiveCanvas: unknown};

  it('an invalid fit or alignment throws "Invalid fit: …" / "Invalid alignment: …"', () => {
    expect(() => mapToFit('stretch', {Fit: {}})).toThrow('Invalid fit: stretch');
    expect(() => mapToAlignment('middle', {})).toThrow('Invalid alignment: middle');
  });

  it('the canvas has the width and height of the composition, as attributes and as CSS size', () => {
    const {html} = renderAt(() => h(RemotionRiveCanvas, {src: '/a.riv'}));
    expect(html).toContain('<canvas width="640" height="360" style="height:360px;width:640px"></canvas>');
  });
});

describe('Webpack overrides on the configuration Remotion builds', () => {
  type Rule = {test?: RegExp; exclude?: RegExp; use?: unknown[]} | string;
  type Conf = {module: {rules: Rule[]}; resolve: AnyProps};
  const {webpackConfig} = requireInstalled(nm('@remotion/bundler/dist/webpack-config.js')) as {
    webpackConfig: (o: AnyProps) => Promise<[string, Conf]>;
  };
  const build = async (webpackOverride: (c: Conf) => Conf | Promise<Conf>) => {
    let input: Conf | null = null;
    const [, conf] = await webpackConfig({
      entry: '/project/src/index.ts',
      userDefinedComponent: '/project/src/Root.tsx',
      outDir: null,
      environment: 'production',
      webpackOverride: (c: Conf) => {
        input = c;
        return webpackOverride(c);
      },
      onProgress: () => undefined,
      enableCaching: false,
      maxTimelineTracks: 15,
      remotionRoot: '/project',
      keyboardShortcutsEnabled: true,
      bufferStateDelayInMilliseconds: 300,
      poll: null,
    });
    return {input: input as unknown as Conf, conf};
  };
  const tests = (c: Conf) => c.module.rules.map((r) => (typeof r === 'string' ? r : String(r.test)));
  const loaderNames = (use: unknown[] | undefined) =>
    (use ?? []).map((u) => {
      const p = typeof u === 'string' ? u : (u as {loader: string}).loader;
      return p
        .split('node_modules/')
        .pop()!
        .split(/\/(?:dist|lib)\//)[0];
    });
  const {enableScss} = requireInstalled('@remotion/enable-scss') as {enableScss: (c: Conf) => Conf};
  const {enableTailwind} = requireInstalled('@remotion/tailwind') as {enableTailwind: (c: Conf, o?: AnyProps) => Conf};
  const {enableTailwind: enableTailwindV4} = requireInstalled('@remotion/tailwind-v4') as {
    enableTailwind: (c: Conf) => Conf;
  };

  it('enableScss() appends two rules (.module.s[ac]ss with CSS Modules [name]__[local]__[hash:base64:5], other .s[ac]ss), keeps the .css rule, returns a plain object and leaves its input unchanged', async () => {
    const {input, conf} = await build((c) => enableScss(c));
    const before = tests(input);
    expect(tests(conf)).toEqual([...before, '/\\.module\\.s[ac]ss$/i', '/\\.s[ac]ss$/i']);
    expect(tests(input)).toEqual(before);
    const [mod, global] = conf.module.rules.slice(-2) as {use: AnyProps[]; exclude?: RegExp}[];
    expect(loaderNames(mod.use)).toEqual(['style-loader', 'css-loader', 'sass-loader']);
    expect((mod.use[1].options as {modules: AnyProps}).modules.localIdentName).toBe('[name]__[local]__[hash:base64:5]');
    expect(mod.use[2].options).toEqual({sourceMap: true});
    expect(String(global.exclude)).toBe('/\\.module\\.s[ac]ss$/i');
    expect(enableScss(input)).not.toBeInstanceOf(Promise);
    expect(/\.s[ac]ss$/i.test('Theme.SCSS')).toBe(true);
  });

  it('calling enableScss() twice adds the rules twice; Remotion awaits an async override, so await enableScss() then enableTailwind() works', async () => {
    const twice = await build((c) => enableScss(enableScss(c)));
    expect(tests(twice.conf).filter((t) => t.includes('s[ac]ss'))).toHaveLength(4);
    const combined = await build(async (c) => enableTailwind(await enableScss(c)));
    expect(tests(combined.conf).slice(-3)).toEqual(['/\\.module\\.s[ac]ss$/i', '/\\.s[ac]ss$/i', '/\\.css$/i']);
  });

  it('without a Sass compiler installed, sass-loader fails with "Cannot find module \'sass\'" (it tries sass, node-sass, sass-embedded)', () => {
    const {getSassImplementation} = requireInstalled(nm('sass-loader/dist/utils.js')) as {
      getSassImplementation: (ctx: AnyProps, impl?: unknown) => unknown;
    };
    expect(() => getSassImplementation({})).toThrow("Cannot find module 'sass'");
  });

  it('enableTailwind() (v3) drops every rule whose test contains .css, appends /\\.css$/i with style-loader, css-loader and postcss-loader (postcss-preset-env, tailwindcss, autoprefixer), keeps the other rules', async () => {
    const custom = {test: /\.module\.css$/, use: ['x']};
    const {input, conf} = await build((c) =>
      enableTailwind({...c, module: {...c.module, rules: [...c.module.rules, '...', custom]}}),
    );
    const others = tests(input).filter((t) => !t.includes('.css'));
    expect(tests(conf)).toEqual([...others, '/\\.css$/i']);
    const rule = conf.module.rules.at(-1) as {use: unknown[]};
    expect(loaderNames(rule.use)).toEqual(['style-loader', 'css-loader', 'postcss-loader']);
    const plugins = (
      rule.use[2] as {options: {postcssOptions: {plugins: unknown[]}}}
    ).options.postcssOptions.plugins.map((p) => (Array.isArray(p) ? p : [p, undefined]));
    expect(plugins.map(([p]) => loaderNames([p])[0])).toEqual(['postcss-preset-env', 'tailwindcss', 'autoprefixer']);
    expect(plugins[1][1]).toEqual({});
  });

  it('enableTailwind() with configLocation hands {config: configLocation} to the tailwindcss plugin', async () => {
    const {conf} = await build((c) => enableTailwind(c, {configLocation: '/project/styles/tailwind.config.js'}));
    const rule = conf.module.rules.at(-1) as {use: {options: {postcssOptions: {plugins: unknown[][]}}}[]};
    expect(rule.use[2].options.postcssOptions.plugins[1][1]).toEqual({config: '/project/styles/tailwind.config.js'});
  });

  it('enableTailwind() of @remotion/tailwind-v4 appends /\\.css$/i with style-loader, css-loader and postcss-loader 8.1.1 without options', async () => {
    const {input, conf} = await build((c) =>
      enableTailwindV4({...c, module: {...c.module, rules: [...c.module.rules, '']}}),
    );
    expect(tests(conf)).toEqual([...tests(input).filter((t) => !t.includes('.css')), '/\\.css$/i']);
    const use = (conf.module.rules.at(-1) as {use: unknown[]}).use;
    expect(use.every((u) => typeof u === 'string')).toBe(true);
    expect(loaderNames(use)).toEqual(['style-loader', 'css-loader', 'postcss-loader']);
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(String(use[2])), '..', 'package.json'), 'utf8'));
    expect(pkg.version).toBe('8.1.1');
  });
});

describe('Contributing: how options resolve', () => {
  const {BrowserSafeApis} = requireInstalled('@remotion/renderer/client') as {
    BrowserSafeApis: {
      options: Record<
        string,
        {cliFlag: string; getValue: (o: AnyProps) => {value: unknown; source: string}; setConfig: (v: unknown) => void}
      >;
    };
  };
  const {options} = BrowserSafeApis;

  it('a CLI flag wins over the config file, and the config file wins over the default', () => {
    const cases: [string, unknown, unknown, unknown][] = [
      ['offthreadVideoThreadsOption', 2, 4, null],
      ['jpegQualityOption', 60, 90, undefined],
      ['offthreadVideoCacheSizeInBytesOption', 1000, 2000, null],
    ];
    for (const [name, configValue, cliValue, reset] of cases) {
      const option = options[name];
      expect(option.getValue({commandLine: {}}).source).toBe('default');
      option.setConfig(configValue);
      try {
        expect(option.getValue({commandLine: {}})).toEqual({source: 'config', value: configValue});
        expect(option.getValue({commandLine: {[option.cliFlag]: cliValue}})).toEqual({source: 'cli', value: cliValue});
      } finally {
        option.setConfig(reset);
      }
    }
  });

  it('offthreadVideoThreadsOption has the cliFlag offthreadvideo-video-threads and the ssrName offthreadVideoThreads', () => {
    expect(options.offthreadVideoThreadsOption).toMatchObject({
      cliFlag: 'offthreadvideo-video-threads',
      ssrName: 'offthreadVideoThreads',
    });
  });

  it('minimist reads a following positional argument as the value of a flag that is not declared boolean (--my-flag out.mp4)', () => {
    const minimist = requireInstalled('minimist') as (a: string[], o?: AnyProps) => AnyProps;
    expect(minimist(['--my-flag', 'out.mp4'])).toEqual({_: [], 'my-flag': 'out.mp4'});
    expect(minimist(['--my-flag', 'out.mp4'], {boolean: ['my-flag']})).toEqual({_: ['out.mp4'], 'my-flag': true});
  });

  it('ENABLE_V5_BREAKING_CHANGES is false in 4.x', () => {
    const {NoReactInternals} = requireInstalled('remotion/no-react') as {
      NoReactInternals: {ENABLE_V5_BREAKING_CHANGES: boolean};
    };
    expect(NoReactInternals.ENABLE_V5_BREAKING_CHANGES).toBe(false);
  });
});

describe('Remotion context across a separate React renderer (what <SkiaCanvas> relies on)', () => {
  it('contexts read with Internals.useRemotionContexts() and provided with Internals.RemotionContextProvider make useCurrentFrame() work in a separately rendered tree, shifted by an enclosing <Sequence>; without them it throws', () => {
    const {Internals, Sequence} = requireInstalled('remotion') as {
      Internals: {useRemotionContexts: () => unknown; RemotionContextProvider: unknown};
      Sequence: unknown;
    };
    const Bridge = () => {
      const contexts = Internals.useRemotionContexts();
      // A second React root stands in for React Native Skia's own renderer.
      const inner = renderToString(h(Internals.RemotionContextProvider, {contexts}, h(FrameProbe)));
      return h('b', {dangerouslySetInnerHTML: {__html: inner}});
    };
    const {html} = renderAt(() => h(Sequence, {from: 10}, h(Bridge)), 25);
    expect(printedFrames(html)).toEqual([15]);
    // Without the bridge, useCurrentFrame() in the second tree finds no Remotion context and throws.
    let thrown = '';
    const Plain = () => {
      try {
        renderToString(h(FrameProbe));
      } catch (e) {
        thrown = (e as Error).message;
      }
      return null;
    };
    renderAt(Plain, 25);
    expect(thrown).toBe(
      'useCurrentFrame() can only be called inside a component that was registered as a composition. See https://www.remotion.dev/docs/the-fundamentals#defining-compositions',
    );
  });
});

describe('Core behaviour the add-on guides rely on', () => {
  const core = requireInstalled('remotion') as {
    interpolate: (i: number, r: number[], o: number[], opts?: AnyProps) => number;
    OffthreadVideo: unknown;
    Internals: {resolveVideoConfig: (o: AnyProps) => Promise<AnyProps> | AnyProps};
  };
  const resolve = (calculated: AnyProps) =>
    core.Internals.resolveVideoConfig({
      calculateMetadata: async () => calculated,
      signal: new AbortController().signal,
      defaultProps: {},
      originalProps: {},
      compositionId: 'Playlist',
      compositionDurationInFrames: 60,
      compositionFps: 30,
      compositionHeight: 512,
      compositionWidth: 512,
    }) as Promise<AnyProps>;

  it("without extrapolateRight: 'clamp', interpolate() keeps changing after the range: 0 → 1 over frames 0–30 is 2 at frame 60, 1 with clamp", () => {
    expect(core.interpolate(60, [0, 30], [0, 1])).toBe(2);
    expect(core.interpolate(60, [0, 30], [0, 1], {extrapolateRight: 'clamp'})).toBe(1);
  });

  it('the width, height, fps and durationInFrames returned by calculateMetadata() replace those of <Composition>', async () => {
    expect(await resolve({width: 1080, height: 1920, fps: 60, durationInFrames: 120})).toMatchObject({
      width: 1080,
      height: 1920,
      fps: 60,
      durationInFrames: 120,
    });
  });

  it('a fractional total from calculateMetadata() fails: The "durationInFrames" prop of the "<Composition />" component … must be an integer', async () => {
    await expect(resolve({durationInFrames: 89.5})).rejects.toThrow(
      'The "durationInFrames" prop of the "<Composition />" component with the id "Playlist" must be an integer, but got 89.5.',
    );
  });

  it('playbackRate must be greater than 0: playbackRate={0} on <OffthreadVideo> throws', () => {
    const {errors} = renderAt(() => h(core.OffthreadVideo, {src: '/interview.mp4', playbackRate: 0}));
    // In the Player and the Studio, <OffthreadVideo> plays through <Video>, which names itself in the message.
    expect(errors[0]).toBe(
      'You have passed a playbackRate of 0 to your <Video /> component. Playback rate must be a real number above 0.',
    );
  });
});

describe('Export lists on the overview pages', () => {
  it('the runtime exports of each add-on package are exactly the ones its overview lists', () => {
    const listed: Record<string, string[]> = {
      '@remotion/animated-emoji': ['AnimatedEmoji', 'getAvailableEmojis'],
      '@remotion/animation-utils': [
        'interpolateStyles',
        'makeTransform',
        'matrix',
        'matrix3d',
        'perspective',
        'rotate',
        'rotate3d',
        'rotateX',
        'rotateY',
        'rotateZ',
        'scale',
        'scale3d',
        'scaleX',
        'scaleY',
        'scaleZ',
        'skew',
        'skewX',
        'skewY',
        'translate',
        'translate3d',
        'translateX',
        'translateY',
        'translateZ',
      ],
      '@remotion/captions': ['CaptionsInternals', 'createTikTokStyleCaptions', 'parseSrt', 'serializeSrt'],
      '@remotion/enable-scss': ['enableScss'],
      '@remotion/fonts': ['loadFont'],
      '@remotion/gif': ['Gif', 'getGifDurationInSeconds', 'preloadGif'],
      '@remotion/google-fonts': ['getAvailableFonts'],
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
      '@remotion/zod-types': ['ZodZypesInternals', 'zColor', 'zTextarea'],
    };
    for (const [pkg, names] of Object.entries(listed)) {
      const exported = Object.keys(requireInstalled(pkg) as AnyProps).filter((k) => k !== '__esModule');
      expect([pkg, exported.sort()]).toEqual([pkg, [...names].sort()]);
    }
  });

  it('the length units listed on the makeTransform() page are exactly the units the helpers accept', () => {
    const {lengthUnits, angleUnits} = requireInstalled(nm('@remotion/animation-utils/dist/type.js')) as {
      lengthUnits: string[];
      angleUnits: string[];
    };
    const page = pageSays('animation-utils/make-transform');
    const list = (label: string) =>
      [...new RegExp(`- ${label}: ([^;]*);`).exec(page)![1].matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
    expect(list('lengths')).toEqual([...lengthUnits].sort());
    expect(list('angles')).toEqual([...angleUnits].sort());
  });
});
