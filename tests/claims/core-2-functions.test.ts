/**
 * Executed claims of the top-level pages about pure functions and configuration helpers:
 * random(), spring(), measureSpring(), staticFile(), interpolate(), visualizeAudio(), the props
 * serialization, @remotion/shapes, the Webpack configuration and its overrides, enableTailwind(),
 * and the AWS presigner used on the presigned-URL page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {requireInstalled} from './lib';

type Fn = (...args: never[]) => unknown;
const remotion = requireInstalled('remotion') as Record<string, Fn> & {
  random: (seed: unknown, extra?: unknown) => number;
  spring: (o: Record<string, unknown>) => number;
  measureSpring: (o: Record<string, unknown>) => number;
  staticFile: (p: unknown) => string;
  interpolate: (input: number, inputRange: number[], outputRange: number[]) => number;
  VERSION: string;
};
const {random, spring, measureSpring, staticFile} = remotion;

describe('random()', () => {
  it("random('hello') always returns 0.41293257870711386", () => {
    expect(random('hello')).toBe(0.41293257870711386);
    expect(random('hello')).toBe(random('hello'));
  });

  it('undefined and objects throw "random() argument must be a number or a string"; a second argument throws "random() takes only one argument"', () => {
    expect(() => random(undefined)).toThrow('random() argument must be a number or a string');
    expect(() => random({})).toThrow('random() argument must be a number or a string');
    expect(() => random('a', 'b')).toThrow('random() takes only one argument');
  });

  it('null returns a different Math.random() value on every call', () => {
    const values = new Set(Array.from({length: 5}, () => random(null)));
    expect(values.size).toBe(5);
  });

  it('a number seed is multiplied by 10000000000, so 1.5 gives its own value; results lie in [0, 1)', () => {
    expect(random(1.5)).not.toBe(random(1));
    expect(random(0.1)).not.toBe(random(0.2));
    for (let i = 0; i < 2000; i++) {
      const v = random(`seed-${i}`);
      expect(v >= 0 && v < 1).toBe(true);
    }
  });

  it('remotion/no-react exports interpolate() and random() without React', () => {
    const noReact = requireInstalled('remotion/no-react') as {
      random: (s: string) => number;
      interpolate: typeof remotion.interpolate;
    };
    expect(noReact.random('hello')).toBe(0.41293257870711386);
    expect(noReact.interpolate(15, [0, 30], [0, 100])).toBe(50);
  });
});

describe('spring()', () => {
  const values = (config: Record<string, unknown>) => [5, 10, 20].map((frame) => spring({frame, fps: 30, config}));

  it('with damping 20 (2 × √(stiffness × mass) for the defaults) and 200 the motion is identical', () => {
    expect(values({damping: 20})).toEqual(values({damping: 200}));
    expect(values({damping: 10})).not.toEqual(values({damping: 20}));
  });

  it('the default config is {damping: 10, mass: 1, stiffness: 100, overshootClamping: false} and peaks at about 1.16 at frame 11', () => {
    expect(values({})).toEqual(values({damping: 10, mass: 1, stiffness: 100, overshootClamping: false}));
    const curve = Array.from({length: 30}, (_, frame) => spring({frame, fps: 30}));
    const peak = Math.max(...curve);
    expect(curve.indexOf(peak)).toBe(11);
    expect(peak).toBeCloseTo(1.16, 2);
  });

  it('damping 0 throws "Spring damping must be greater than 0"', () => {
    expect(() => spring({frame: 1, fps: 30, config: {damping: 0}})).toThrow('Spring damping must be greater than 0');
  });

  it('fractional frames are allowed, frames below 0 give the start value, NaN throws', () => {
    expect(spring({frame: 2.5, fps: 30})).toBeGreaterThan(spring({frame: 2, fps: 30}));
    expect(spring({frame: -5, fps: 30, from: 3, to: 7})).toBe(3);
    expect(() => spring({frame: NaN, fps: 30})).toThrow('Frame NaN is not finite');
  });

  it('delay is equivalent to frame - delay, and the same config looks the same at 30 and at 60 fps', () => {
    expect(spring({frame: 25, fps: 30, delay: 10})).toBe(spring({frame: 15, fps: 30}));
    expect(spring({frame: 10, fps: 30, delay: 20, from: 2})).toBe(2);
    expect(spring({frame: 30, fps: 60})).toBeCloseTo(spring({frame: 15, fps: 30}), 10);
  });

  it('with durationInFrames it returns exactly `to` from the frame after durationInFrames on', () => {
    expect(spring({frame: 41, fps: 30, durationInFrames: 40, to: 5})).toBe(5);
    expect(spring({frame: 40, fps: 30, durationInFrames: 40, to: 5})).not.toBe(5);
  });

  it('with overshootClamping the value never goes past `to`', () => {
    const curve = Array.from({length: 40}, (_, frame) => spring({frame, fps: 30, config: {overshootClamping: true}}));
    expect(Math.max(...curve)).toBe(1);
  });
});

describe('measureSpring()', () => {
  it('measureSpring({fps: 30}) returns 28, the same spring takes 56 frames at 60 fps', () => {
    expect(measureSpring({fps: 30})).toBe(28);
    expect(measureSpring({fps: 60})).toBe(56);
  });

  it('threshold 0 returns Infinity and 1 returns 0; negative, NaN, infinite and non-number thresholds throw', () => {
    expect(measureSpring({fps: 30, threshold: 0})).toBe(Infinity);
    expect(measureSpring({fps: 30, threshold: 1})).toBe(0);
    expect(() => measureSpring({fps: 30, threshold: -1})).toThrow('Threshold is below 0');
    expect(() => measureSpring({fps: 30, threshold: NaN})).toThrow('Threshold is NaN');
    expect(() => measureSpring({fps: 30, threshold: Infinity})).toThrow('Threshold is not finite');
    expect(() => measureSpring({fps: 30, threshold: '0.1'})).toThrow('threshold must be a number');
  });

  it('from, to and overshootClamping do not change the result', () => {
    expect(measureSpring({fps: 30, from: 0, to: 500})).toBe(28);
    expect(measureSpring({fps: 30, config: {overshootClamping: true}})).toBe(28);
  });

  it('fps must be positive and finite', () => {
    expect(() => measureSpring({fps: 0})).toThrow('"fps" must be positive, but got 0');
    expect(() => measureSpring({fps: Infinity})).toThrow('"fps" must be a finite');
  });
});

describe('staticFile()', () => {
  it("outside a bundle staticFile('logo.png') returns /logo.png, a leading slash is ignored and segments are encoded", () => {
    expect(staticFile('logo.png')).toBe('/logo.png');
    expect(staticFile('/images/logo.png')).toBe('/images/logo.png');
    expect(staticFile('music/theme song.mp3')).toBe('/music/theme%20song.mp3');
  });

  it('null, undefined, remote URLs, relative paths, absolute paths and a public/ prefix throw', () => {
    expect(() => staticFile(null)).toThrow('null was passed to staticFile()');
    expect(() => staticFile(undefined)).toThrow('undefined was passed to staticFile()');
    expect(() => staticFile('https://cdn.example.com/intro.mp4')).toThrow(
      'staticFile() does not support remote URLs - got "https://cdn.example.com/intro.mp4". Instead, pass the URL without wrapping it in staticFile(). See: https://remotion.dev/docs/staticfile-remote-urls',
    );
    expect(() => staticFile('http://cdn.example.com/a.png')).toThrow('staticFile() does not support remote URLs');
    expect(() => staticFile('./images/logo.png')).toThrow(
      'staticFile() does not support relative paths - got "./images/logo.png". Instead, pass the name of a file that is inside the public/ folder. See: https://remotion.dev/docs/staticfile-relative-paths',
    );
    expect(() => staticFile('../logo.png')).toThrow('staticFile() does not support relative paths');
    for (const p of [
      '/Users/a.png',
      '/home/a.png',
      '/tmp/a.png',
      '/etc/a',
      '/opt/a',
      '/var/a',
      'C:\\a.png',
      'D:/a',
      'E:/a',
    ]) {
      expect(() => staticFile(p)).toThrow('staticFile() does not support absolute paths');
    }
    expect(() => staticFile('public/logo.png')).toThrow('Do not include the public/ prefix when using staticFile()');
  });

  it('other absolute paths are taken as paths inside public/, and a leading slash before a name starting with home or tmp throws', () => {
    expect(staticFile('/srv/a.png')).toBe('/srv/a.png');
    expect(() => staticFile('/homepage.png')).toThrow('staticFile() does not support absolute paths');
    expect(() => staticFile('/tmp-logo.png')).toThrow('staticFile() does not support absolute paths');
    expect(staticFile('homepage.png')).toBe('/homepage.png');
  });

  it('an encoded reserved character such as %23 or %3F prints one warning; %20 is double-encoded without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(staticFile('a%20b.png')).toBe('/a%2520b.png');
      expect(warn).not.toHaveBeenCalled();
      staticFile('a%23b.png');
      staticFile('c%23d.png');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('You seem to pass an already encoded path (path contains %23)');
      staticFile('a%3Fb.png');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('props serialization', () => {
  const {NoReactInternals} = requireInstalled('remotion/no-react') as {
    NoReactInternals: {
      serializeJSONWithDate: (o: {data: unknown; indent: number | undefined; staticBase: string | null}) => {
        serializedString: string;
      };
      deserializeJSONWithCustomFields: (s: string) => Record<string, unknown>;
    };
  };
  const roundTrip = (data: unknown) =>
    NoReactInternals.deserializeJSONWithCustomFields(
      NoReactInternals.serializeJSONWithDate({data, indent: undefined, staticBase: null}).serializedString,
    );

  it('a Date is encoded with the prefix remotion-date: and comes back as a Date', () => {
    const date = new Date('2024-05-01T10:00:00.000Z');
    const {serializedString} = NoReactInternals.serializeJSONWithDate({
      data: {date},
      indent: undefined,
      staticBase: null,
    });
    expect(serializedString).toBe('{"date":"remotion-date:2024-05-01T10:00:00.000Z"}');
    const back = roundTrip({date}).date as Date;
    expect(back).toBeInstanceOf(Date);
    expect(back.toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  it('Map, Set and functions do not survive: a Map and a Set arrive as {}, a function is dropped', () => {
    expect(roundTrip({m: new Map([['a', 1]]), s: new Set([1]), f: () => 1})).toEqual({m: {}, s: {}});
  });
});

describe('visualizeAudio()', () => {
  const {visualizeAudio} = requireInstalled('@remotion/media-utils') as {
    visualizeAudio: (o: Record<string, unknown>) => number[];
  };
  const sampleRate = 48000;
  const samples = new Float32Array(sampleRate * 2).map((_, i) => Math.sin(i / 10));
  const audioData = {
    channelWaveforms: [samples],
    sampleRate,
    durationInSeconds: 2,
    numberOfChannels: 1,
    resultId: 'c2',
    isRemote: false,
  };

  it('returns numberOfSamples entries', () => {
    expect(visualizeAudio({audioData, frame: 10, fps: 30, numberOfSamples: 64})).toHaveLength(64);
  });

  it('fps 0 throws "The argument "fps" was not provided"', () => {
    expect(() => visualizeAudio({audioData, frame: 10, fps: 0, numberOfSamples: 16})).toThrow(
      'The argument "fps" was not provided',
    );
  });

  it('numberOfSamples 30 throws "must be a power of two" and names 60, twice the value', () => {
    expect(() => visualizeAudio({audioData, frame: 10, fps: 30, numberOfSamples: 30})).toThrow(
      'The argument "bars" must be a power of two. For example: 64, 128. Got instead: 60',
    );
  });

  it('audio with fewer than 2 × numberOfSamples samples throws "Audio data is not big enough to provide … bars."', () => {
    const short = {
      ...audioData,
      channelWaveforms: [new Float32Array(10)],
      durationInSeconds: 10 / sampleRate,
      resultId: 'c2-short',
    };
    expect(() => visualizeAudio({audioData: short, frame: 0, fps: 30, numberOfSamples: 16})).toThrow(
      'Audio data is not big enough to provide 32 bars.',
    );
  });
});

describe('packages usable outside a composition', () => {
  it('makeStar({points: 12, innerRadius: 80, outerRadius: 100}) is 200 × 200', () => {
    const {makeStar} = requireInstalled('@remotion/shapes') as {
      makeStar: (o: Record<string, number>) => {width: number; height: number; path: string};
    };
    const star = makeStar({points: 12, innerRadius: 80, outerRadius: 100});
    expect([star.width, star.height]).toEqual([200, 200]);
  });

  it('noise2D(), noise3D() and noise4D() are deterministic and stay between -1 and 1', () => {
    const {noise2D, noise3D, noise4D} = requireInstalled('@remotion/noise') as Record<
      string,
      (...a: unknown[]) => number
    >;
    for (let i = 0; i < 500; i++) {
      for (const v of [
        noise2D('my-seed', i * 0.37, 1.2),
        noise3D('my-seed', i * 0.37, 1.2, 3),
        noise4D(7, i * 0.37, 1.2, 3, 0.1),
      ]) {
        expect(v >= -1 && v <= 1).toBe(true);
      }
    }
    expect(noise2D('my-seed', 0.5, 1.2)).toBe(noise2D('my-seed', 0.5, 1.2));
  });

  it('VERSION is "4.0.278" from remotion and from remotion/version, and the minimum runtimes are Node.js 16 and Bun 1.0.3', () => {
    expect(remotion.VERSION).toBe('4.0.278');
    expect((requireInstalled('remotion/version') as {VERSION: string}).VERSION).toBe('4.0.278');
    const {NoReactInternals} = requireInstalled('remotion/no-react') as {
      NoReactInternals: {MIN_NODE_VERSION: number; MIN_BUN_VERSION: string};
    };
    expect(NoReactInternals.MIN_NODE_VERSION).toBe(16);
    expect(NoReactInternals.MIN_BUN_VERSION).toBe('1.0.3');
  });
});

describe('Webpack configuration', () => {
  type Conf = {
    resolve: {extensions: string[]; alias: Record<string, string>};
    experiments: Record<string, unknown>;
    module: {rules: {test: RegExp; use?: {options?: {target?: string}}[]}[]};
  };
  const {BundlerInternals} = requireInstalled('@remotion/bundler') as {
    BundlerInternals: {webpackConfig: (o: Record<string, unknown>) => Promise<[string, Conf]>};
  };
  const make = (webpackOverride: (c: Conf) => Conf) =>
    BundlerInternals.webpackConfig({
      entry: '/tmp/core-2/index.ts',
      userDefinedComponent: '/tmp/core-2/index.ts',
      outDir: null,
      environment: 'development',
      webpackOverride,
      onProgress: () => undefined,
      enableCaching: false,
      maxTimelineTracks: 15,
      remotionRoot: '/tmp/core-2',
      keyboardShortcutsEnabled: true,
      bufferStateDelayInMilliseconds: 300,
      poll: null,
    });

  it('resolve.extensions is .ts, .tsx, .web.js, .js, .jsx, .mjs, .cjs and resolve.alias covers react, react-dom/client and both JSX runtimes', async () => {
    const [, conf] = await make((c) => c);
    expect(conf.resolve.extensions).toEqual(['.ts', '.tsx', '.web.js', '.js', '.jsx', '.mjs', '.cjs']);
    expect(Object.keys(conf.resolve.alias).sort()).toEqual([
      'react',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
    ]);
  });

  it('module.rules handle .css, the media types png svg jpg jpeg webp gif bmp webm mp4 mov mp3 m4a wav aac, TypeScript with esbuild target chrome85, and fonts', async () => {
    const [, conf] = await make((c) => c);
    const tests = conf.module.rules.map((r) => String(r.test));
    expect(tests).toContain('/\\.css$/i');
    expect(tests).toContain('/\\.(png|svg|jpg|jpeg|webp|gif|bmp|webm|mp4|mov|mp3|m4a|wav|aac)$/');
    expect(tests).toContain('/\\.(woff(2)?|otf|ttf|eot)(\\?v=\\d+\\.\\d+\\.\\d+)?$/');
    const ts = conf.module.rules.find((r) => String(r.test) === '/\\.tsx?$/');
    expect(ts?.use?.[0]?.options?.target).toBe('chrome85');
  });

  it('in development Remotion sets lazyCompilation in experiments', async () => {
    const [, conf] = await make((c) => c);
    expect(conf.experiments).toHaveProperty('lazyCompilation');
  });

  it('the cache key is derived from the final configuration: an override changes it', async () => {
    const [plain] = await make((c) => c);
    const [again] = await make((c) => c);
    const [overridden] = await make((c) => ({...c, performance: {hints: false}}) as Conf);
    expect(again).toBe(plain);
    expect(overridden).not.toBe(plain);
  });

  it('several Config.overrideWebpackConfig() calls are chained, each receiving the result of the previous one', async () => {
    const {Config, ConfigInternals} = requireInstalled('@remotion/cli/config') as {
      Config: {overrideWebpackConfig: (fn: (c: {order?: string[]}) => unknown) => void};
      ConfigInternals: {getWebpackOverrideFn: () => (c: unknown) => Promise<{order: string[]}>};
    };
    Config.overrideWebpackConfig((c) => ({...c, order: [...(c.order ?? []), 'first']}));
    Config.overrideWebpackConfig((c) => ({...c, order: [...(c.order ?? []), 'second']}));
    expect((await ConfigInternals.getWebpackOverrideFn()({})).order).toEqual(['first', 'second']);
  });

  it('enableTailwind() replaces every existing .css rule by one rule that runs postcss-preset-env, tailwindcss and autoprefixer', async () => {
    const [, conf] = await make((c) => c);
    const {enableTailwind} = requireInstalled('@remotion/tailwind') as {enableTailwind: (c: Conf) => Conf};
    const out = enableTailwind(conf);
    const cssRules = out.module.rules.filter((r) => String(r.test).includes('.css'));
    expect(cssRules).toHaveLength(1);
    const plugins = JSON.stringify(cssRules[0].use);
    expect(plugins).toContain('postcss-preset-env');
    expect(plugins).toContain('tailwindcss');
    expect(plugins).toContain('autoprefixer');
    expect(out.module.rules.length).toBe(conf.module.rules.length);
  });
});

describe('presigned URLs', () => {
  it('getSignedUrl() signs for 900 seconds without expiresIn, and for the given seconds with it', async () => {
    const {S3Client, PutObjectCommand} = requireInstalled('@aws-sdk/client-s3') as {
      S3Client: new (o: Record<string, unknown>) => unknown;
      PutObjectCommand: new (o: Record<string, unknown>) => unknown;
    };
    const {getSignedUrl} = requireInstalled('@aws-sdk/s3-request-presigner') as {
      getSignedUrl: (c: unknown, cmd: unknown, o?: {expiresIn: number}) => Promise<string>;
    };
    const client = new S3Client({
      region: 'eu-central-1',
      credentials: {accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'example'},
    });
    const command = new PutObjectCommand({
      Bucket: 'my-bucket',
      Key: 'uploads/a.mp4',
      ContentType: 'video/mp4',
      ContentLength: 10,
    });
    expect(new URL(await getSignedUrl(client, command)).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(new URL(await getSignedUrl(client, command, {expiresIn: 600})).searchParams.get('X-Amz-Expires')).toBe(
      '600',
    );
  });
});

describe('interpolate()', () => {
  it('extrapolates beyond the input range unless extrapolateLeft and extrapolateRight are clamp', () => {
    const {interpolate} = requireInstalled('remotion') as {
      interpolate: (i: number, a: number[], b: number[], o?: Record<string, string>) => number;
    };
    expect(interpolate(40, [0, 20], [0, 1])).toBe(2);
    expect(interpolate(-20, [0, 20], [0, 1])).toBe(-1);
    expect(interpolate(40, [0, 20], [0, 1], {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'})).toBe(1);
    expect(interpolate(15, [0, 30], [0, 100])).toBe(50);
  });
});

describe('defaults and props resolution', () => {
  it('durationRestThreshold of spring() defaults to 0.005, the default threshold of measureSpring()', () => {
    expect(spring({frame: 20, fps: 30, durationInFrames: 40})).toBe(
      spring({frame: 20, fps: 30, durationInFrames: 40, durationRestThreshold: 0.005}),
    );
    expect(spring({frame: 20, fps: 30, durationInFrames: 40})).not.toBe(
      spring({frame: 20, fps: 30, durationInFrames: 40, durationRestThreshold: 0.05}),
    );
    expect(measureSpring({fps: 30})).toBe(measureSpring({fps: 30, threshold: 0.005}));
    expect(measureSpring({fps: 30, threshold: 0.05})).toBeLessThan(measureSpring({fps: 30}));
  });

  it('calculateMetadata() receives props and defaultProps; returned props replace the props, no props keeps them', () => {
    const {Internals} = requireInstalled('remotion') as {
      Internals: {resolveVideoConfig: (o: Record<string, unknown>) => {props: unknown; durationInFrames: number}};
    };
    const base = {
      signal: new AbortController().signal,
      defaultProps: {title: 'Annual report', subtitle: 'Acme Inc.'},
      originalProps: {title: 'Annual report', subtitle: 'Acme Inc.', upperCase: true},
      compositionId: 'Title',
      compositionDurationInFrames: 60,
      compositionFps: 30,
      compositionHeight: 720,
      compositionWidth: 1280,
    };
    let received: Record<string, unknown> = {};
    const replaced = Internals.resolveVideoConfig({
      ...base,
      calculateMetadata: (args: Record<string, unknown>) => {
        received = args;
        return {props: {subtitle: 'x'}};
      },
    });
    expect(received.props).toEqual(base.originalProps);
    expect(received.defaultProps).toEqual(base.defaultProps);
    expect(Object.keys(received).sort()).toEqual(['abortSignal', 'compositionId', 'defaultProps', 'props']);
    expect(replaced.props).toEqual({subtitle: 'x'});
    const kept = Internals.resolveVideoConfig({...base, calculateMetadata: () => ({durationInFrames: 90})});
    expect(kept.props).toEqual(base.originalProps);
    expect(kept.durationInFrames).toBe(90);
  });
});

describe('samples on the pages', () => {
  it('the ssr-node scripts wrap their work in an async function and use no top-level await', () => {
    const text = fs.readFileSync(path.join(PROJECT_ROOT, 'docs/ssr-node.mdx'), 'utf8');
    const blocks = [...text.matchAll(/```ts title="([^"]+)"\n([\s\S]*?)```/g)];
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const [, title, code] of blocks) {
      const topLevelAwait = code.split('\n').filter((line) => /^(?:const [^=]+= )?await\b/.test(line));
      expect(`${title}: ${topLevelAwait.join(' | ')}`).toBe(`${title}: `);
    }
    expect(text).toContain('main().catch(');
  });
});

describe('more pure functions', () => {
  it('interpolate() needs a strictly increasing inputRange and ranges of the same length', () => {
    const {interpolate} = requireInstalled('remotion') as {
      interpolate: (i: number, a: number[], b: number[]) => number;
    };
    expect(() => interpolate(1, [0, 0], [0, 1])).toThrow('inputRange must be strictly monotonically increasing');
    expect(() => interpolate(1, [0, 1, 2], [0, 1])).toThrow('must have the same length');
  });

  it("visualizeAudio() optimizeFor defaults to 'accuracy', and smoothing averages the previous, current and next frame", () => {
    const {visualizeAudio} = requireInstalled('@remotion/media-utils') as {
      visualizeAudio: (o: Record<string, unknown>) => number[];
    };
    const samples = new Float32Array(48000).map((_, i) => Math.sin(i / 7) * Math.cos(i / 300));
    const audioData = {
      channelWaveforms: [samples],
      sampleRate: 48000,
      durationInSeconds: 1,
      numberOfChannels: 1,
      resultId: 'c2-smooth',
      isRemote: false,
    };
    const at = (o: Record<string, unknown>) =>
      visualizeAudio({audioData, fps: 30, numberOfSamples: 16, frame: 10, ...o});
    expect(at({})).toEqual(at({optimizeFor: 'accuracy'}));
    const frames = [9, 10, 11].map((frame) => at({frame, smoothing: false}));
    const mean = frames[0].map((_, i) => (frames[0][i] + frames[1][i] + frames[2][i]) / 3);
    at({}).forEach((v, i) => expect(v).toBeCloseTo(mean[i], 12));
    expect(at({smoothing: false})).toEqual(frames[1]);
  });

  it('in the Player the scale fits the composition into the box: 0.5 for 1920 pixels shown 960 wide', () => {
    const {Internals} = requireInstalled('remotion') as {
      Internals: {calculateScale: (o: Record<string, unknown>) => number};
    };
    expect(
      Internals.calculateScale({
        canvasSize: {width: 960, height: 540},
        compositionWidth: 1920,
        compositionHeight: 1080,
        previewSize: 'auto',
      }),
    ).toBe(0.5);
  });

  it('through JSON, as in a request from the browser to your server, a Date arrives as a string and functions are lost', () => {
    const sent = JSON.parse(JSON.stringify({when: new Date('2024-05-01T10:00:00.000Z'), render: () => 1}));
    expect(sent).toEqual({when: '2024-05-01T10:00:00.000Z'});
  });
});

describe('browser-only helpers', () => {
  it('measureText() in Node.js throws "measureText() can only be called in a browser"', () => {
    const {measureText} = requireInstalled('@remotion/layout-utils') as {
      measureText: (o: Record<string, unknown>) => unknown;
    };
    expect(() => measureText({text: 'Hello', fontFamily: 'Arial', fontSize: 40})).toThrow(
      'measureText() can only be called in a browser',
    );
  });
});

describe('noise input scale', () => {
  it('coordinates 0.01 apart give almost identical values, 0.1 apart still similar ones, 1 or more apart values that look unrelated', () => {
    const {noise2D} = requireInstalled('@remotion/noise') as {noise2D: (seed: string, x: number, y: number) => number};
    const correlation = (distance: number) => {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < 4000; i++) {
        const x = i * 0.7311;
        const y = (i * 0.3917) % 50;
        a.push(noise2D('scale', x, y));
        b.push(noise2D('scale', x + distance, y));
      }
      const mean = (v: number[]) => v.reduce((p, c) => p + c, 0) / v.length;
      const [ma, mb] = [mean(a), mean(b)];
      let num = 0;
      let da = 0;
      let db = 0;
      for (let i = 0; i < a.length; i++) {
        num += (a[i] - ma) * (b[i] - mb);
        da += (a[i] - ma) ** 2;
        db += (b[i] - mb) ** 2;
      }
      return num / Math.sqrt(da * db);
    };
    expect(correlation(0.01)).toBeGreaterThan(0.99);
    expect(correlation(0.1)).toBeGreaterThan(0.8);
    expect(Math.abs(correlation(1))).toBeLessThan(0.2);
    expect(Math.abs(correlation(2))).toBeLessThan(0.2);
  });
});
