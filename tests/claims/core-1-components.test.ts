/**
 * Executed claims of the component pages (absolute-fill, layers, freeze, folder, composition, clipper,
 * img, api, building-a-timeline): the installed `remotion` components are rendered with
 * react-dom/server inside the contexts a composition provides (a selected composition and a timeline
 * position), and the tests read the HTML or the error that rendering throws.
 */
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {type AnyProps, type Component, h, renderInComposition, requireInstalled, runNode, thrownMessage} from './lib';

type Provider = {Provider: unknown};

const {renderToStaticMarkup} = requireInstalled('react-dom/server') as {renderToStaticMarkup: (el: unknown) => string};
const remotion = requireInstalled('remotion') as Record<string, unknown> & {
  useCurrentFrame: () => number;
  useVideoConfig: () => {durationInFrames: number};
  Internals: {
    CanUseRemotionHooksProvider: unknown;
    CompositionManager: Provider;
    Timeline: {TimelineContext: Provider};
    IsPlayerContextProvider: unknown;
    isCompositionIdValid: (id: string) => unknown;
    resolveVideoConfig: (o: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  };
  Experimental: {Clipper: unknown; Null: unknown; useIsPlayer: unknown};
  FolderContext: {Consumer: unknown};
};
const {AbsoluteFill, Sequence, Freeze, Folder, Composition, Img, Internals} = remotion;

const renderAt = renderInComposition;

/** A component that prints the frame it sees. */
const ShowFrame: Component = () => h('i', null, `frame ${remotion.useCurrentFrame()}`);

describe('<AbsoluteFill>', () => {
  it('starts with position: absolute, top/left/right/bottom 0, width and height 100%, display flex and flexDirection column', () => {
    expect(renderAt(0, h(AbsoluteFill))).toBe(
      '<div style="position:absolute;top:0;left:0;right:0;bottom:0;width:100%;height:100%;display:flex;flex-direction:column"></div>',
    );
  });

  it("the style prop is merged over the defaults: style={{flexDirection: 'row'}} wins", () => {
    expect(renderAt(0, h(AbsoluteFill, {style: {flexDirection: 'row'}}))).toContain('flex-direction:row');
  });

  it('a Tailwind class such as top-4, inset-0, w-1/2 or grid leaves out the matching default', () => {
    const top = renderAt(0, h(AbsoluteFill, {className: 'top-4'}));
    expect(top).not.toContain('top:0');
    expect(top).toContain('left:0');
    const inset = renderAt(0, h(AbsoluteFill, {className: 'p-2 inset-0'}));
    expect(inset).not.toMatch(/top:0|left:0|right:0|bottom:0/);
    expect(renderAt(0, h(AbsoluteFill, {className: 'w-1/2'}))).not.toContain('width:100%');
    expect(renderAt(0, h(AbsoluteFill, {className: 'grid'}))).not.toContain('display:flex');
  });

  it('a flex-row or flex-col class also leaves out display: flex, because it starts with "flex"', () => {
    const row = renderAt(0, h(AbsoluteFill, {className: 'flex-row'}));
    expect(row).not.toContain('display:flex');
    expect(row).not.toContain('flex-direction');
    expect(renderAt(0, h(AbsoluteFill, {className: 'flex flex-col'}))).not.toContain('display:flex');
  });
});

describe('<Sequence>', () => {
  it('wraps its children in an AbsoluteFill without flexDirection, and renders no wrapper with layout="none"', () => {
    const wrapped = renderAt(20, h(Sequence, {from: 10}, h(ShowFrame)));
    expect(wrapped).toBe(
      '<div style="position:absolute;top:0;left:0;right:0;bottom:0;width:100%;height:100%;display:flex"><i>frame 10</i></div>',
    );
    expect(renderAt(20, h(Sequence, {from: 10, layout: 'none'}, h(ShowFrame)))).toBe('<i>frame 10</i>');
  });

  it('inside a Sequence, useCurrentFrame() starts at 0 at the sequence start (from={15})', () => {
    expect(renderAt(15, h(Sequence, {from: 15, layout: 'none'}, h(ShowFrame)))).toBe('<i>frame 0</i>');
    expect(renderAt(14, h(Sequence, {from: 15, layout: 'none'}, h(ShowFrame)))).toBe('');
  });
});

describe('<Freeze>', () => {
  it('children see the frame you choose: frame={5} at composition frame 30 shows frame 5', () => {
    expect(renderAt(30, h(Freeze, {frame: 5}, h(ShowFrame)))).toBe('<i>frame 5</i>');
  });

  it('active defaults to true, and active={false} lets the children run', () => {
    expect(renderAt(30, h(Freeze, {frame: 5}, h(ShowFrame)))).toBe(
      renderAt(30, h(Freeze, {frame: 5, active: true}, h(ShowFrame))),
    );
    expect(renderAt(30, h(Freeze, {frame: 5, active: false}, h(ShowFrame)))).toBe('<i>frame 30</i>');
  });

  it('active={(f) => f >= 60} plays normally until frame 59 and holds afterwards', () => {
    const freeze = (frame: number) =>
      renderAt(frame, h(Freeze, {frame: 60, active: (f: number) => f >= 60}, h(ShowFrame)));
    expect(freeze(59)).toBe('<i>frame 59</i>');
    expect(freeze(75)).toBe('<i>frame 60</i>');
  });

  it('inside a Sequence placed directly in the composition, frame={0} shows the first frame of the sequence', () => {
    expect(renderAt(50, h(Sequence, {from: 20, layout: 'none'}, h(Freeze, {frame: 0}, h(ShowFrame))))).toBe(
      '<i>frame 0</i>',
    );
  });

  it('no value, a non-number, NaN or Infinity throws', () => {
    expect(thrownMessage(() => renderAt(0, h(Freeze, {}, h(ShowFrame))))).toBe(
      "The <Freeze /> component requires a 'frame' prop, but none was passed.",
    );
    expect(thrownMessage(() => renderAt(0, h(Freeze, {frame: '5'}, h(ShowFrame))))).toBe(
      "The 'frame' prop of <Freeze /> must be a number, but is of type string",
    );
    expect(thrownMessage(() => renderAt(0, h(Freeze, {frame: NaN}, h(ShowFrame))))).toBe(
      "The 'frame' prop of <Freeze /> must be a real number, but it is NaN.",
    );
    expect(thrownMessage(() => renderAt(0, h(Freeze, {frame: Infinity}, h(ShowFrame))))).toBe(
      "The 'frame' prop of <Freeze /> must be a finite number, but it is Infinity.",
    );
  });
});

describe('<Folder>', () => {
  const ShowFolder: Component = () =>
    h(
      (remotion.FolderContext as {Consumer: unknown}).Consumer,
      null,
      (v: {folderName: string; parentName: string | null}) => h('i', null, `${v.parentName}/${v.folderName}`),
    );

  it('renders no element of its own', () => {
    expect(renderToStaticMarkup(h(Folder, {name: 'Social'}, h('b', null, 'x')))).toBe('<b>x</b>');
  });

  it('nested folders: the parent path is the names of the parents joined with /', () => {
    const html = renderToStaticMarkup(
      h(Folder, {name: 'Social'}, h(Folder, {name: 'Covers'}, h(Folder, {name: 'Wide'}, h(ShowFolder)))),
    );
    expect(html).toBe('<i>Social/Covers/Wide</i>');
  });

  it('a missing name, a non-string or a name with a space throws', () => {
    expect(thrownMessage(() => renderToStaticMarkup(h(Folder, {})))).toBe('You must pass a name to a <Folder />.');
    expect(thrownMessage(() => renderToStaticMarkup(h(Folder, {name: 3})))).toBe(
      'The "name" you pass into <Folder /> must be a string. Got: number',
    );
    expect(thrownMessage(() => renderToStaticMarkup(h(Folder, {name: 'My Folder'})))).toBe(
      'Folder name can only contain a-z, A-Z, 0-9 and -. You passed My Folder',
    );
  });

  it('accepts CJK ideographs (U+4E00–U+9FFF) but rejects kana and Hangul', () => {
    expect(renderToStaticMarkup(h(Folder, {name: '動画'}))).toBe('');
    expect(thrownMessage(() => renderToStaticMarkup(h(Folder, {name: 'どうが'})))).toContain(
      'Folder name can only contain',
    );
    expect(thrownMessage(() => renderToStaticMarkup(h(Folder, {name: '동영상'})))).toContain(
      'Folder name can only contain',
    );
  });
});

describe('<Composition>', () => {
  it('mounted inside another composition it throws "<Composition> mounted inside another composition."', () => {
    const props = {id: 'Inner', component: ShowFrame, durationInFrames: 10, fps: 30, width: 100, height: 100};
    expect(thrownMessage(() => renderAt(0, h(Composition, props)))).toBe(
      '<Composition> mounted inside another composition. See https://remotion.dev/docs/wrong-composition-mount for help.',
    );
  });

  it('mounted inside the component of a <Player> it throws a Player-specific message', () => {
    const props = {id: 'Inner', component: ShowFrame, durationInFrames: 10, fps: 30, width: 100, height: 100};
    const inPlayer = h(Internals.IsPlayerContextProvider, null, h(Composition, props));
    expect(thrownMessage(() => renderAt(0, inPlayer))).toBe(
      '<Composition> was mounted inside the `component` that was passed to the <Player>. See https://remotion.dev/docs/wrong-composition-mount for help.',
    );
  });

  it('composition IDs: a–z, A–Z, 0–9, - and CJK ideographs (U+4E00–U+9FFF) only; kana, Hangul, spaces, underscores and dots fail', () => {
    const valid = (id: string) => Boolean(Internals.isCompositionIdValid(id));
    expect(['Greeting-Square', 'abc123', '動画', '视频-1'].map(valid)).toEqual([true, true, true, true]);
    expect(['my comp', 'my_comp', 'v1.2', 'かな', '한국'].map(valid)).toEqual([false, false, false, false, false]);
  });
});

describe('<Experimental.Clipper> and <Experimental.Null>', () => {
  it('are still exported, but rendering them throws; useIsPlayer still works', () => {
    expect(thrownMessage(() => renderToStaticMarkup(h(remotion.Experimental.Clipper)))).toBe(
      '<Clipper> has been removed as of Remotion v4.0.228. The native clipping APIs were experimental and subject to removal at any time. We removed them because they were sparingly used and made rendering often slower rather than faster.',
    );
    expect(thrownMessage(() => renderToStaticMarkup(h(remotion.Experimental.Null)))).toMatch(
      /^<Null> has been removed as of Remotion v4\.0\.228\./,
    );
    expect(typeof remotion.Experimental.useIsPlayer).toBe('function');
  });
});

describe('<Img>', () => {
  it('an empty or missing src throws \'No "src" prop was passed to <Img>.\'', () => {
    expect(thrownMessage(() => renderAt(0, h(Img, {src: ''})))).toBe('No "src" prop was passed to <Img>.');
    expect(thrownMessage(() => renderAt(0, h(Img, {})))).toBe('No "src" prop was passed to <Img>.');
  });

  it('maxRetries defaults to 2: retries wait 1000 ms, then 2000 ms, and the third error cancels the render', () => {
    // Records the onError handler <Img> gives its <img>, then reports three load errors.
    const out = runNode(
      'cjs',
      `
const Module = require('node:module');
const path = require('node:path');
const req = Module.createRequire(path.join(process.cwd(), 'package.json'));
const jsxPath = req.resolve('react/jsx-runtime');
const real = req('react/jsx-runtime');
let onError = null;
const wrap = (fn) => (type, props, key) => { if (type === 'img') { onError = props.onError; } return fn(type, props, key); };
require.cache[jsxPath] = {id: jsxPath, filename: jsxPath, loaded: true, exports: {...real, jsx: wrap(real.jsx), jsxs: wrap(real.jsxs)}};
const React = req('react');
const {renderToStaticMarkup} = req('react-dom/server');
const {Img} = req('remotion');
renderToStaticMarkup(React.createElement(Img, {src: 'https://example.com/a.png'}));
const warnings = [];
console.warn = (m) => warnings.push(m);
globalThis.window = {};
let cancelled = null;
for (let i = 0; i < 3; i++) {
  try { onError({}); } catch (e) { cancelled = e.message; }
}
console.log(JSON.stringify({warnings, cancelled, stack: window.remotion_cancelledError ? 'recorded' : null}));
`,
    );
    const {warnings, cancelled, stack} = JSON.parse(out) as {warnings: string[]; cancelled: string; stack: string};
    expect(warnings.map((w) => w.replace(/.*retrying again in /, ''))).toEqual(['1000ms', '2000ms']);
    expect(cancelled).toBe('Error loading image with src: undefined');
    expect(stack).toBe('recorded');
  });
});

describe('calculateMetadata(): how its result is combined with the <Composition>', () => {
  const resolve = (calculated: Record<string, unknown> | null, composition: Record<string, unknown> = {}) => {
    let received: Record<string, unknown> | null = null;
    const result = Internals.resolveVideoConfig({
      calculateMetadata: calculated
        ? (args: Record<string, unknown>) => {
            received = args;
            return calculated;
          }
        : null,
      signal: new AbortController().signal,
      defaultProps: {city: 'Zurich', forecast: null},
      originalProps: {city: 'Oslo', forecast: null},
      compositionId: 'Weather',
      compositionDurationInFrames: 150,
      compositionFps: 30,
      compositionWidth: 1920,
      compositionHeight: 1080,
      ...composition,
    }) as Record<string, unknown>;
    return {result, received: received as Record<string, unknown> | null};
  };
  const message = (fn: () => unknown) => thrownMessage(fn) ?? '';

  it('the function receives one object with props, defaultProps, abortSignal and compositionId', () => {
    const {received} = resolve({});
    expect(Object.keys(received ?? {}).sort()).toEqual(['abortSignal', 'compositionId', 'defaultProps', 'props']);
    expect(received?.props).toEqual({city: 'Oslo', forecast: null});
    expect(received?.compositionId).toBe('Weather');
  });

  it('a field you leave out keeps the value of the <Composition> prop of the same name; a returned field overrides it', () => {
    const {result} = resolve({fps: 25});
    expect(result).toMatchObject({width: 1920, height: 1080, durationInFrames: 150, fps: 25});
  });

  it('returned props replace the props rather than being merged into them', () => {
    expect(resolve({props: {forecast: []}}).result.props).toEqual({forecast: []});
    expect(resolve({}).result.props).toEqual({city: 'Oslo', forecast: null});
  });

  it('a returned fractional width names calculateMetadata(); every durationInFrames problem names the <Composition />', () => {
    expect(message(() => resolve({width: 10.5}))).toBe(
      'The "width" prop calculated by calculateMetadata() for the composition "Weather" must be an integer, but is 10.5.',
    );
    expect(message(() => resolve({durationInFrames: 1.5}))).toBe(
      'The "durationInFrames" prop of the "<Composition />" component with the id "Weather" must be an integer, but got 1.5.',
    );
  });

  it('a returned 0 for width is reported as a problem of the <Composition />', () => {
    expect(message(() => resolve({width: 0}))).toBe(
      'The "width" prop of the "<Composition />" component with the id "Weather" must be positive, but got 0.',
    );
  });

  it('a width that is neither a prop nor returned fails with an error that names the field', () => {
    expect(message(() => resolve({}, {compositionWidth: undefined}))).toBe(
      'The "width" prop of the "<Composition />" component with the id "Weather" must be a number, but you passed a value of type undefined',
    );
  });

  it('a defaultCodec that is not one of the codecs throws', () => {
    expect(message(() => resolve({defaultCodec: 'h266'}))).toBe(
      'The "defaultCodec" prop calculated by calculateMetadata() for the composition "Weather" must be one of h264, h265, vp8, vp9, mp3, aac, wav, prores, h264-mkv, h264-ts, gif, but you passed h266.',
    );
  });

  it('the function may return a promise', async () => {
    const result = await Internals.resolveVideoConfig({
      calculateMetadata: async () => ({durationInFrames: 300}),
      signal: new AbortController().signal,
      defaultProps: {},
      originalProps: {},
      compositionId: 'Weather',
      compositionDurationInFrames: 1,
      compositionFps: 30,
      compositionWidth: 1920,
      compositionHeight: 1080,
    });
    expect(result.durationInFrames).toBe(300);
  });
});

describe('calculateMetadata(): returned fields override the props', () => {
  it('returned durationInFrames, width, height and fps replace the <Composition> values: Overrides the duration, Overrides the width, Overrides the frame rate', () => {
    const result = Internals.resolveVideoConfig({
      calculateMetadata: () => ({durationInFrames: 240, width: 1080, height: 1920, fps: 25}),
      signal: new AbortController().signal,
      defaultProps: {},
      originalProps: {},
      compositionId: 'Slides',
      compositionDurationInFrames: 1,
      compositionFps: 30,
      compositionWidth: 1920,
      compositionHeight: 1080,
    }) as Record<string, unknown>;
    expect(result).toMatchObject({durationInFrames: 240, width: 1080, height: 1920, fps: 25});
  });
});

describe('validation of <Composition> props', () => {
  const {NoReactInternals: n} = requireInstalled('remotion/no-react') as {
    NoReactInternals: {
      validateDefaultAndInputProps: (p: unknown, name: string, id: string | null) => void;
      validateDurationInFrames: (d: unknown, o: {allowFloats: boolean; component: string}) => void;
      validateFps: (f: unknown, location: string, isGif: boolean) => void;
      validateDimension: (a: unknown, name: string, location: string) => void;
    };
  };

  it('defaultProps: an array or a non-object throws', () => {
    expect(thrownMessage(() => n.validateDefaultAndInputProps([], 'defaultProps', 'Greeting'))).toBe(
      '"defaultProps" must be an object, an array was passed for composition "Greeting"',
    );
    expect(thrownMessage(() => n.validateDefaultAndInputProps(5, 'defaultProps', 'Greeting'))).toBe(
      '"defaultProps" must be an object, but you passed a value of type number',
    );
  });

  it('durationInFrames must be a positive integer, fps a positive number, width a positive integer', () => {
    const where = 'of the "<Composition />" component with the id "Greeting"';
    expect(thrownMessage(() => n.validateDurationInFrames(0, {allowFloats: false, component: where}))).toBe(
      `The "durationInFrames" prop ${where} must be positive, but got 0.`,
    );
    expect(thrownMessage(() => n.validateDurationInFrames(1.5, {allowFloats: false, component: where}))).toBe(
      `The "durationInFrames" prop ${where} must be an integer, but got 1.5.`,
    );
    expect(thrownMessage(() => n.validateFps(-1, where, false))).toBe(`"fps" must be positive, but got -1 ${where}`);
    expect(thrownMessage(() => n.validateFps(29.97, where, false))).toBeNull();
    expect(thrownMessage(() => n.validateDimension(1080.5, 'width', where))).toBe(
      `The "width" prop ${where} must be an integer, but is 1080.5.`,
    );
    expect(thrownMessage(() => n.validateDimension(0, 'width', where))).toBe(
      `The "width" prop ${where} must be positive, but got 0.`,
    );
  });
});

describe('<Audio> props', () => {
  const {Audio, OffthreadVideo} = remotion;
  const audio = (props: AnyProps) =>
    thrownMessage(() => renderAt(0, h(Audio, {src: 'https://example.com/music.mp3', ...props})));

  it('a src that is not a string throws', () => {
    expect(audio({src: 5})).toBe('The `<Audio>` tag requires a string for `src`, but got 5 instead.');
  });

  it('a negative volume throws', () => {
    expect(audio({volume: -0.5})).toBe(
      'You have passed a volume below 0 to your <Audio /> component. Volume must be between 0 and 1',
    );
  });

  it('startFrom must be 0 or greater; endAt greater than 0 and not smaller than startFrom', () => {
    expect(audio({startFrom: -1})).toBe('startFrom must be greater than equal to 0 instead got -1.');
    expect(audio({endAt: 0})).toBe('endAt must be a positive number, instead got 0.');
    expect(audio({startFrom: 30, endAt: 20})).toBe('endAt prop must be greater than startFrom prop.');
    expect(audio({startFrom: 30, endAt: 30})).toBeNull();
  });

  it('playbackRate must be greater than 0', () => {
    expect(audio({playbackRate: 0})).toBe(
      'You have passed a playbackRate of 0 to your <Audio /> component. Playback rate must be a real number above 0.',
    );
  });

  it('<OffthreadVideo> with a leftover imageFormat throws at runtime too', () => {
    expect(
      thrownMessage(() =>
        renderAt(0, h(OffthreadVideo, {src: 'https://example.com/confetti.webm', imageFormat: 'png'})),
      ),
    ).toBe(
      'The `<OffthreadVideo>` tag does no longer accept `imageFormat`. Use the `transparent` prop if you want to render a transparent video.',
    );
  });
});

describe('<AnimatedImage> without the ImageDecoder API', () => {
  it('fails with "Your browser does not support the WebCodecs ImageDecoder API."', async () => {
    const {decodeImage} = require(
      path.join(PROJECT_ROOT, 'node_modules/remotion/dist/cjs/animated-image/decode-image.js'),
    ) as {
      decodeImage: (o: Record<string, unknown>) => Promise<unknown>;
    };
    await expect(
      decodeImage({
        resolvedSrc: '/party.gif',
        signal: new AbortController().signal,
        currentTime: 0,
        initialLoopBehavior: 'loop',
      }),
    ).rejects.toThrow('Your browser does not support the WebCodecs ImageDecoder API.');
  });
});

describe('behaviour written behind the v5 flag', () => {
  it('with the flag on, layout="none" on <TransitionSeries> throws; getStaticFiles() from remotion throws "has moved into the `@remotion/studio` package"', () => {
    const {NoReactInternals} = requireInstalled('remotion/no-react') as {
      NoReactInternals: {ENABLE_V5_BREAKING_CHANGES: boolean};
    };
    const {TransitionSeries} = requireInstalled('@remotion/transitions') as {TransitionSeries: unknown};
    const flag = require(path.join(PROJECT_ROOT, 'node_modules/remotion/dist/cjs/v5-flag.js')) as {
      ENABLE_V5_BREAKING_CHANGES: boolean;
    };
    expect(NoReactInternals.ENABLE_V5_BREAKING_CHANGES).toBe(false);
    expect(flag.ENABLE_V5_BREAKING_CHANGES).toBe(false);
    const withoutFlag = thrownMessage(() => renderAt(0, h(TransitionSeries, {layout: 'none'})));
    NoReactInternals.ENABLE_V5_BREAKING_CHANGES = true;
    flag.ENABLE_V5_BREAKING_CHANGES = true;
    try {
      expect(withoutFlag).toBeNull();
      expect(thrownMessage(() => renderAt(0, h(TransitionSeries, {layout: 'none'})))).toBe(
        `The "layout" prop of <TransitionSeries /> is not supported anymore in v5. TransitionSeries' must be absolutely positioned.`,
      );
      expect(thrownMessage(() => renderAt(0, h(TransitionSeries, {layout: 'absolute-fill'})))).toBeNull();
      expect(thrownMessage(() => (remotion.getStaticFiles as () => unknown)())).toBe(
        'getStaticFiles() has moved into the `@remotion/studio` package. Update your imports.',
      );
    } finally {
      NoReactInternals.ENABLE_V5_BREAKING_CHANGES = false;
      flag.ENABLE_V5_BREAKING_CHANGES = false;
    }
  });
});

describe('a second copy of remotion', () => {
  it('is detected only if its version differs: "🚨 Multiple versions of Remotion detected: 4.0.278 and 4.0.250."; the same version passes silently', () => {
    const out = runNode(
      'cjs',
      `
const results = {};
globalThis.remotion_imported = '4.0.278';
try { require('remotion'); results.same = 'no error'; } catch (e) { results.same = e.message; }
for (const k of Object.keys(require.cache)) { if (k.includes('/node_modules/remotion/')) delete require.cache[k]; }
globalThis.remotion_imported = '4.0.250';
try { require('remotion'); results.other = 'no error'; } catch (e) { results.other = e.message; }
console.log(JSON.stringify(results));
`,
    );
    const results = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
    expect(results.same).toBe('no error');
    expect(results.other).toMatch(
      /^🚨 Multiple versions of Remotion detected: 4\.0\.278 and 4\.0\.250\. This will cause things to break in an unexpected way\./,
    );
  });
});
