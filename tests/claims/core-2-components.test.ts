/**
 * Executed claims of the top-level pages about components and hooks (sequence, series, loop,
 * media tags, media fragments, hooks outside a composition, transitions, three). Each test renders
 * the installed components with react-dom/server inside the Player's <Thumbnail> (the Player
 * environment) at a chosen frame and reads the HTML or the errors React reports.
 */
import {type AnyProps, type Component, decodeHtml, h, renderThumbnail, renderToString, requireInstalled} from './lib';

const remotion = requireInstalled('remotion') as Record<string, unknown> & {
  Loop: Component & {useLoop: () => {iteration: number; durationInFrames: number} | null};
  Series: Component & {Sequence: Component};
  useCurrentFrame: () => number;
  useVideoConfig: () => {width: number; height: number; durationInFrames: number; fps: number};
  useCurrentScale: (o?: {dontThrowIfOutsideOfRemotion: boolean}) => number;
  useBufferState: () => {delayPlayback: () => {unblock: () => void}};
  staticFile: (p: string) => string;
};
const {Loop, Series, Sequence, OffthreadVideo, Video, Audio, Composition, useCurrentFrame, useVideoConfig} = remotion;

type RenderOptions = {frame?: number; durationInFrames?: number; fps?: number; width?: number; height?: number};

/** Renders `component` in a <Thumbnail> at one frame; returns the HTML and the errors React caught. */
const renderAt = (
  component: Component,
  {frame = 0, durationInFrames = 300, fps = 30, width = 100, height = 100}: RenderOptions = {},
) => {
  const {html, errors} = renderThumbnail({
    component,
    compositionWidth: width,
    compositionHeight: height,
    durationInFrames,
    fps,
    frameToDisplay: frame,
  });
  return {html: html.replace(/<template[^>]*><\/template>/g, ''), errors};
};

/** Renders an element outside of any Remotion context (a regular React page). */
const renderBare = (component: Component) => {
  const errors: string[] = [];
  let thrown: string | null = null;
  try {
    renderToString(h(component), {onError: (e) => errors.push(e.message)});
  } catch (e) {
    thrown = (e as Error).message;
  }
  return {errors, thrown};
};

/** A probe that prints the frame and config it sees. */
const Probe: Component = ({name = 'p'}) => {
  const frame = useCurrentFrame();
  const {durationInFrames, width} = useVideoConfig();
  return h('i', null, `${name as string}:${frame}:${durationInFrames}:${width}`);
};
const probes = (html: string) => [...html.matchAll(/<i>([^<]*)<\/i>/g)].map((m) => m[1]);

describe('<Loop>', () => {
  const LoopProbe: Component = () => {
    const loop = Loop.useLoop();
    return h('i', null, `${useCurrentFrame()}/${loop ? loop.iteration : 'null'}/${useVideoConfig().durationInFrames}`);
  };

  it('inside the loop useCurrentFrame() restarts at 0 on every iteration and Loop.useLoop() returns the iteration', () => {
    const Comp = () => h(Loop, {durationInFrames: 30}, h(LoopProbe));
    expect(probes(renderAt(Comp, {frame: 29}).html)).toEqual(['29/0/30']);
    expect(probes(renderAt(Comp, {frame: 30}).html)).toEqual(['0/1/30']);
  });

  it('with times={2} the children are removed after the last iteration', () => {
    const Comp = () => h(Loop, {durationInFrames: 30, times: 2}, h(LoopProbe));
    expect(probes(renderAt(Comp, {frame: 59}).html)).toEqual(['29/1/30']);
    expect(probes(renderAt(Comp, {frame: 60}).html)).toEqual([]);
  });

  it('a last iteration cut off by the composition reports the shorter length in useVideoConfig().durationInFrames', () => {
    const Comp = () => h(Loop, {durationInFrames: 30}, h(LoopProbe));
    expect(probes(renderAt(Comp, {frame: 95, durationInFrames: 100}).html)).toEqual(['5/3/10']);
  });

  it('Loop.useLoop() returns null outside a loop', () => {
    expect(probes(renderAt(() => h(LoopProbe)).html)).toEqual(['0/null/300']);
  });

  it('times must be a whole number: 1.5 throws "The "times" prop of a loop must be an integer"', () => {
    const {errors} = renderAt(() => h(Loop, {durationInFrames: 30, times: 1.5}, h(LoopProbe)));
    expect(errors.join('\n')).toContain('The "times" prop of a loop must be an integer, but got 1.5.');
  });

  it('with layout="none" a style is ignored instead of throwing', () => {
    const {html, errors} = renderAt(() =>
      h(Loop, {durationInFrames: 30, layout: 'none', style: {color: 'red'}}, h(LoopProbe)),
    );
    expect(errors).toEqual([]);
    expect(probes(html)).toEqual(['0/0/30']);
  });
});

describe('<Sequence>', () => {
  it('with from={30} and durationInFrames={30} the children are visible on frames 30 to 59', () => {
    const Comp = () => h(Sequence, {from: 30, durationInFrames: 30}, h(Probe));
    expect(probes(renderAt(Comp, {frame: 29}).html)).toEqual([]);
    expect(probes(renderAt(Comp, {frame: 30}).html)).toEqual(['p:0:30:100']);
    expect(probes(renderAt(Comp, {frame: 59}).html)).toEqual(['p:29:30:100']);
    expect(probes(renderAt(Comp, {frame: 60}).html)).toEqual([]);
  });

  it('a <Sequence from={20}> inside a <Sequence from={30}> starts at frame 50', () => {
    const Comp = () => h(Sequence, {from: 30}, h(Sequence, {from: 20}, h(Probe)));
    expect(probes(renderAt(Comp, {frame: 49}).html)).toEqual([]);
    expect(probes(renderAt(Comp, {frame: 50}).html).map((p) => p.split(':')[1])).toEqual(['0']);
  });

  it('with from={-15} the children appear immediately at their frame 15', () => {
    expect(
      probes(renderAt(() => h(Sequence, {from: -15}, h(Probe)), {frame: 0}).html).map((p) => p.split(':')[1]),
    ).toEqual(['15']);
  });

  it('an outer from={60} around an inner from={-30} shows the content from its frame 30 at frame 60', () => {
    const Comp = () => h(Sequence, {from: 60}, h(Sequence, {from: -30}, h(Probe)));
    expect(probes(renderAt(Comp, {frame: 59}).html)).toEqual([]);
    expect(probes(renderAt(Comp, {frame: 60}).html).map((p) => p.split(':')[1])).toEqual(['30']);
  });

  it('durationInFrames defaults to Infinity: a sequence without it stays until the end, and useVideoConfig() reports the frames left', () => {
    const Comp = () => h(Sequence, {from: 120}, h(Probe));
    expect(probes(renderAt(Comp, {frame: 179, durationInFrames: 180}).html)).toEqual(['p:59:60:100']);
  });

  it('a width prop is what useVideoConfig().width returns inside the sequence', () => {
    expect(probes(renderAt(() => h(Sequence, {width: 40}, h(Probe))).html)).toEqual(['p:0:300:40']);
  });

  it('the wrapper div is an absolute fill without flex-direction', () => {
    const {html} = renderAt(() => h(Sequence, null, h(Probe)));
    const wrapper = /<div style="([^"]*)"><i>/.exec(html)?.[1] ?? '';
    expect(wrapper).toContain('position:absolute');
    expect(wrapper).toContain('display:flex');
    expect(wrapper).not.toContain('flex-direction');
  });

  it('layout="none" with a style throws "If layout="none", you may not pass a style." and with a ref throws too', () => {
    const {errors} = renderAt(() => h(Sequence, {layout: 'none', style: {color: 'red'}}, h(Probe)));
    expect(errors.join('\n')).toContain('If layout="none", you may not pass a style.');
    const createRef = (requireInstalled('react') as {createRef: () => unknown}).createRef;
    const withRef = renderAt(() => h(Sequence, {layout: 'none', ref: createRef()}, h(Probe)));
    expect(withRef.errors.join('\n')).toContain(
      'It is not supported to pass both a `ref` and `layout="none"` to <Sequence />.',
    );
  });

  it('durationInFrames={0} throws "durationInFrames must be positive, but got 0" and an infinite from throws', () => {
    expect(renderAt(() => h(Sequence, {durationInFrames: 0}, h(Probe))).errors.join('\n')).toContain(
      'durationInFrames must be positive, but got 0',
    );
    expect(renderAt(() => h(Sequence, {from: Infinity}, h(Probe))).errors.join('\n')).toContain(
      'The "from" prop of a sequence must be finite, but got Infinity.',
    );
  });

  it('useCurrentFrame() at frame 45 shows "Composition: 45" and "Sequence from 30: 15"', () => {
    const Label: Component = ({name}) => h('i', null, `${name as string}: ${useCurrentFrame()}`);
    const Offset = () =>
      h(
        'div',
        null,
        h(Label, {name: 'Composition'}),
        h(Sequence, {from: 30, layout: 'none'}, h(Label, {name: 'Sequence from 30'})),
      );
    expect(probes(renderAt(Offset, {frame: 45}).html)).toEqual(['Composition: 45', 'Sequence from 30: 15']);
    expect(probes(renderAt(Offset, {frame: 29}).html)).toEqual(['Composition: 29']);
  });
});

describe('<Series>', () => {
  const Slideshow = () =>
    h(
      Series,
      null,
      h(Series.Sequence, {durationInFrames: 40}, h(Probe, {name: 'Intro'})),
      h(Series.Sequence, {durationInFrames: 60, name: 'Main part'}, h(Probe, {name: 'Main'})),
      h(Series.Sequence, {durationInFrames: 30, offset: -10}, h(Probe, {name: 'Outro'})),
    );
  const names = (frame: number) =>
    probes(renderAt(Slideshow, {frame, durationInFrames: 150}).html).map((p) => p.split(':').slice(0, 2).join(':'));

  it('intro on frames 0-39, main part on 40-99, the outro starts at 90 because of offset={-10} and ends after frame 119', () => {
    expect(names(39)).toEqual(['Intro:39']);
    expect(names(40)).toEqual(['Main:0']);
    expect(names(90)).toEqual(['Main:50', 'Outro:0']);
    expect(names(119)).toEqual(['Outro:29']);
    expect(names(120)).toEqual([]);
  });

  it('fragments are flattened, and a string child throws "only accepts a list of <Series.Sequence /> components"', () => {
    const Fragment = (requireInstalled('react') as {Fragment: unknown}).Fragment;
    const Flattened = () =>
      h(Series, null, h(Fragment, null, h(Series.Sequence, {durationInFrames: 10}, h(Probe, {name: 'A'}))));
    expect(probes(renderAt(Flattened).html).map((p) => p.split(':')[0])).toEqual(['A']);
    const {errors} = renderAt(() => h(Series, null, 'Hello'));
    expect(errors.join('\n')).toContain(
      'The <Series /> component only accepts a list of <Series.Sequence /> components as its children, but you passed a string "Hello"',
    );
  });

  it('a <Series.Sequence> without children throws "was detected to not have any children"', () => {
    const {errors} = renderAt(() => h(Series, null, h(Series.Sequence, {durationInFrames: 10})));
    expect(errors.join('\n')).toContain('was detected to not have any children. Delete it to fix this error.');
  });

  it('only the last <Series.Sequence> may use Infinity, and a fractional offset throws', () => {
    const last = renderAt(() =>
      h(
        Series,
        null,
        h(Series.Sequence, {durationInFrames: 10}, h(Probe)),
        h(Series.Sequence, {durationInFrames: Infinity}, h(Probe)),
      ),
    );
    expect(last.errors).toEqual([]);
    const first = renderAt(() =>
      h(
        Series,
        null,
        h(Series.Sequence, {durationInFrames: Infinity}, h(Probe)),
        h(Series.Sequence, {durationInFrames: 10}, h(Probe)),
      ),
    );
    expect(first.errors.join('\n')).toContain('must be finite, but got Infinity');
    const offset = renderAt(() => h(Series, null, h(Series.Sequence, {durationInFrames: 10, offset: 1.5}, h(Probe))));
    expect(offset.errors.join('\n')).toContain(
      'The "offset" property of a <Series.Sequence /> must be finite, but got 1.5',
    );
  });
});

describe('#t= media fragments in the Player', () => {
  const srcOf = (html: string, tag = 'video') => new RegExp(`<${tag}[^>]* src="([^"]*)"`).exec(html)?.[1] ?? null;

  it('startFrom={60} endAt={270} at 30 fps gives #t=2,9 on the <video> of an <OffthreadVideo>', () => {
    const {html} = renderAt(() =>
      h(OffthreadVideo, {src: remotion.staticFile('interview.mp4'), startFrom: 60, endAt: 270}),
    );
    expect(srcOf(html)).toBe('/interview.mp4#t=2,9');
  });

  it('without trimming the range is #t=0 to the composition duration, rounded to two decimals', () => {
    expect(srcOf(renderAt(() => h(Video, {src: '/a.mp4'}), {durationInFrames: 300}).html)).toBe('/a.mp4#t=0,10');
    expect(srcOf(renderAt(() => h(Video, {src: '/a.mp4'}), {durationInFrames: 100, fps: 30}).html)).toBe(
      '/a.mp4#t=0,3.33',
    );
  });

  it('a URL that already has a hash, and a data: URL, are left as they are', () => {
    expect(srcOf(renderAt(() => h(OffthreadVideo, {src: '/interview.mp4#no-fragment', startFrom: 60})).html)).toBe(
      '/interview.mp4#no-fragment',
    );
    expect(srcOf(renderAt(() => h(Video, {src: 'data:video/mp4;base64,AAAA'})).html)).toBe(
      'data:video/mp4;base64,AAAA',
    );
  });

  it('<Audio> never gets a fragment', () => {
    expect(srcOf(renderAt(() => h(Audio, {src: '/a.mp3', startFrom: 60})).html, 'audio')).toBe('/a.mp3');
  });
});

describe('media tag props', () => {
  const errorsOf = (el: () => unknown) => renderAt(el as Component).errors.join('\n');

  it('a src that is not a string throws for <OffthreadVideo>, <Video> and <Audio>', () => {
    expect(errorsOf(() => h(OffthreadVideo, {src: 42}))).toContain(
      'The `<OffthreadVideo>` tag requires a string for `src`, but got 42 instead.',
    );
    expect(errorsOf(() => h(Video, {src: 42}))).toContain('requires a string for `src`');
    expect(errorsOf(() => h(Audio, {src: 42}))).toContain(
      'The `<Audio>` tag requires a string for `src`, but got 42 instead.',
    );
  });

  it('a negative volume throws "You have passed a volume below 0"', () => {
    expect(errorsOf(() => h(Audio, {src: '/a.mp3', volume: -1}))).toContain(
      'You have passed a volume below 0 to your <Audio /> component.',
    );
    expect(errorsOf(() => h(OffthreadVideo, {src: '/a.mp4', volume: -1}))).toContain(
      'You have passed a volume below 0',
    );
  });

  it('startFrom below 0, endAt of 0 and endAt smaller than startFrom throw; endAt equal to startFrom is accepted', () => {
    expect(errorsOf(() => h(Audio, {src: '/a.mp3', startFrom: -1}))).toContain(
      'startFrom must be greater than equal to 0 instead got -1.',
    );
    expect(errorsOf(() => h(Video, {src: '/a.mp4', endAt: 0}))).toContain(
      'endAt must be a positive number, instead got 0.',
    );
    expect(errorsOf(() => h(OffthreadVideo, {src: '/a.mp4', startFrom: 30, endAt: 20}))).toContain(
      'endAt prop must be greater than startFrom prop.',
    );
    expect(errorsOf(() => h(Audio, {src: '/a.mp3', startFrom: 30, endAt: 30}))).toBe('');
  });

  it('a playbackRate of 0 throws "Playback rate must be a real number above 0."', () => {
    expect(errorsOf(() => h(Video, {src: '/a.mp4', playbackRate: 0}))).toContain(
      'Playback rate must be a real number above 0.',
    );
  });

  it('imageFormat on <OffthreadVideo> throws and points to the transparent prop', () => {
    expect(errorsOf(() => h(OffthreadVideo, {src: '/a.mp4', imageFormat: 'png'}))).toContain(
      'The `<OffthreadVideo>` tag does no longer accept `imageFormat`. Use the `transparent` prop',
    );
  });

  it('crossOrigin of the preview <video> is "anonymous" when onVideoFrame is passed, otherwise not set', () => {
    expect(renderAt(() => h(OffthreadVideo, {src: '/a.mp4', onVideoFrame: () => undefined})).html).toContain(
      'crossorigin="anonymous"',
    );
    expect(renderAt(() => h(OffthreadVideo, {src: '/a.mp4'})).html).not.toContain('crossorigin');
  });
});

describe('hooks and components outside a composition', () => {
  it('useCurrentFrame() throws "useCurrentFrame() can only be called inside a component that was registered as a composition"', () => {
    const {thrown, errors} = renderBare(() => h('i', null, useCurrentFrame()));
    expect([thrown, ...errors].join('\n')).toContain(
      'useCurrentFrame() can only be called inside a component that was registered as a composition',
    );
  });

  it('useVideoConfig() throws "No video config found"', () => {
    const {thrown, errors} = renderBare(() => h('i', null, useVideoConfig().width));
    expect([thrown, ...errors].join('\n')).toContain(
      'No video config found. You are probably calling useVideoConfig() from a component',
    );
  });

  it('useCurrentScale() throws outside Remotion, and returns 1 with {dontThrowIfOutsideOfRemotion: true}', () => {
    const outside = renderBare(() => h('i', null, remotion.useCurrentScale()));
    expect([outside.thrown, ...outside.errors].join('\n')).toContain(
      'useCurrentScale() was called outside of a Remotion context.',
    );
    const errors: string[] = [];
    const html = renderToString(
      h(() => h('i', null, String(remotion.useCurrentScale({dontThrowIfOutsideOfRemotion: true})))),
      {
        onError: (e) => errors.push(e.message),
      },
    );
    expect(html).toBe('<i>1</i>');
  });

  it('useBufferState() itself does not throw; delayPlayback() throws without a Remotion context', () => {
    let hookThrew = false;
    let message = '';
    renderBare(() => {
      let buffer: {delayPlayback: () => unknown} | null = null;
      try {
        buffer = remotion.useBufferState();
      } catch {
        hookThrew = true;
      }
      try {
        buffer?.delayPlayback();
      } catch (e) {
        message = (e as Error).message;
      }
      return null;
    });
    expect(hookThrew).toBe(false);
    expect(message).toContain('Tried to enable the buffering state, but a Remotion context was not found.');
  });

  it('a <Composition> inside the component passed to the Player throws', () => {
    const Root = () =>
      h(Composition, {id: 'Intro', component: Probe, durationInFrames: 30, fps: 30, width: 100, height: 100});
    expect(renderAt(Root).errors.join('\n')).toContain(
      '<Composition> was mounted inside the `component` that was passed to the <Player>. See https://remotion.dev/docs/wrong-composition-mount for help.',
    );
  });
});

describe('@remotion/transitions', () => {
  const transitions = requireInstalled('@remotion/transitions') as {
    TransitionSeries: Component & {Sequence: Component; Transition: Component};
    linearTiming: (o: {durationInFrames: number}) => unknown;
    springTiming: (o: {config?: AnyProps; durationInFrames?: number}) => unknown;
    useTransitionProgress: () => {entering: number; exiting: number; isInTransitionSeries: boolean};
  };
  const {fade} = requireInstalled('@remotion/transitions/fade') as {fade: () => unknown};
  const {slide} = requireInstalled('@remotion/transitions/slide') as {slide: (o?: AnyProps) => unknown};
  const {TransitionSeries, linearTiming, springTiming} = transitions;

  it('60 + 60 + 60 - 20 - 30 = 130 frames: the third scene shows its last frame at frame 129', () => {
    const Slideshow = () =>
      h(
        TransitionSeries,
        null,
        h(TransitionSeries.Sequence, {durationInFrames: 60}, h(Probe, {name: 'One'})),
        h(TransitionSeries.Transition, {presentation: fade(), timing: linearTiming({durationInFrames: 20})}),
        h(TransitionSeries.Sequence, {durationInFrames: 60}, h(Probe, {name: 'Two'})),
        h(TransitionSeries.Transition, {
          presentation: slide({direction: 'from-right'}),
          timing: springTiming({config: {damping: 200}, durationInFrames: 30}),
        }),
        h(TransitionSeries.Sequence, {durationInFrames: 60}, h(Probe, {name: 'Three'})),
      );
    const at = (frame: number) =>
      probes(renderAt(Slideshow, {frame, durationInFrames: 200}).html).map((p) => p.split(':').slice(0, 2).join(':'));
    expect(at(129)).toEqual(['Three:59']);
    expect(at(130)).toEqual([]);
  });

  it('a sequence shorter than the next transition throws, and so do two transitions in a row', () => {
    const tooShort = renderAt(() =>
      h(
        TransitionSeries,
        null,
        h(TransitionSeries.Sequence, {durationInFrames: 10}, h(Probe)),
        h(TransitionSeries.Transition, {timing: linearTiming({durationInFrames: 20})}),
        h(TransitionSeries.Sequence, {durationInFrames: 60}, h(Probe)),
      ),
    );
    expect(tooShort.errors.join('\n')).toContain(
      'The duration of a <TransitionSeries.Sequence /> must not be shorter than the duration of the next <TransitionSeries.Transition />',
    );
    const twice = renderAt(() =>
      h(
        TransitionSeries,
        null,
        h(TransitionSeries.Sequence, {durationInFrames: 60}, h(Probe)),
        h(TransitionSeries.Transition, {timing: linearTiming({durationInFrames: 5})}),
        h(TransitionSeries.Transition, {timing: linearTiming({durationInFrames: 5})}),
        h(TransitionSeries.Sequence, {durationInFrames: 60}, h(Probe)),
      ),
    );
    expect(twice.errors.join('\n')).toContain(
      'A <TransitionSeries.Transition /> component must not be followed by another <TransitionSeries.Transition />',
    );
  });

  it('outside a transition series useTransitionProgress() reports isInTransitionSeries false', () => {
    const Reader = () => h('i', null, JSON.stringify(transitions.useTransitionProgress()));
    expect(decodeHtml(probes(renderAt(Reader).html)[0])).toContain('"isInTransitionSeries":false');
  });
});

describe('media hooks', () => {
  it('useAudioData("") throws a TypeError "useAudioData requires a \'src\' parameter"', () => {
    const {useAudioData} = requireInstalled('@remotion/media-utils') as {useAudioData: (src: string) => unknown};
    const {errors} = renderAt(() => {
      useAudioData('');
      return null;
    });
    expect(errors.join('\n')).toContain("useAudioData requires a 'src' parameter");
  });

  it('useOffthreadVideoTexture() without src throws, and outside a render throws "can only be used during rendering"', () => {
    const {useOffthreadVideoTexture} = requireInstalled('@remotion/three') as {
      useOffthreadVideoTexture: (o: {src: string}) => unknown;
    };
    expect(() => useOffthreadVideoTexture({src: ''})).toThrow('src must be provided to useOffthreadVideoTexture');
    expect(() => useOffthreadVideoTexture({src: '/a.mp4'})).toThrow(
      'useOffthreadVideoTexture() can only be used during rendering. Use getRemotionEnvironment().isRendering to render it conditionally.',
    );
  });

  it('<ThreeCanvas> without width throws "The "width" prop of the <ThreeCanvas /> component must be a number"', () => {
    const {ThreeCanvas} = requireInstalled('@remotion/three') as {ThreeCanvas: Component};
    const {errors} = renderAt(() => h(ThreeCanvas, {height: 100}));
    expect(errors.join('\n')).toContain(
      'The "width" prop of the <ThreeCanvas /> component must be a number, but you passed a value of type undefined',
    );
  });
});

describe('premounting and configuration in the Player', () => {
  it('premountFor mounts the children early, invisible (opacity 0, no pointer events) and frozen at their first frame; styleWhilePremounted is applied over it', () => {
    const Comp = () => h(Sequence, {from: 30, premountFor: 10, styleWhilePremounted: {display: 'none'}}, h(Probe));
    const early = renderAt(Comp, {frame: 25}).html;
    expect(probes(early)).toEqual(['p:0:270:100']);
    const wrapper = /<div style="([^"]*)"><i>/.exec(early)?.[1] ?? '';
    expect(wrapper).toContain('opacity:0');
    expect(wrapper).toContain('pointer-events:none');
    expect(wrapper).toContain('display:none');
    expect(probes(renderAt(Comp, {frame: 19}).html)).toEqual([]);
    const started = /<div style="([^"]*)"><i>/.exec(renderAt(Comp, {frame: 30}).html)?.[1] ?? '';
    expect(started).toContain('opacity:1');
  });

  it('premountFor is ignored with layout="none": nothing is mounted before from', () => {
    const Comp = () => h(Sequence, {from: 30, premountFor: 10, layout: 'none'}, h(Probe));
    expect(probes(renderAt(Comp, {frame: 25}).html)).toEqual([]);
  });

  it('useVideoConfig() returns defaultCodec and defaultOutName as null when calculateMetadata() did not return them', () => {
    const Reader = () => {
      const config = useVideoConfig() as unknown as {defaultCodec: unknown; defaultOutName: unknown};
      return h('i', null, JSON.stringify([config.defaultCodec, config.defaultOutName]));
    };
    expect(probes(renderAt(Reader).html)).toEqual(['[null,null]']);
  });

  it('composition IDs allow a-z, A-Z, 0-9, - and CJK ideographs U+4E00 to U+9FFF; kana, Hangul, spaces and underscores are rejected', () => {
    const {Internals} = requireInstalled('remotion') as {Internals: {isCompositionIdValid: (id: string) => unknown}};
    const valid = (id: string) => Boolean(Internals.isCompositionIdValid(id));
    expect(['My-Video-2', '\u4e00', '\u9fff', '中文'].map(valid)).toEqual([true, true, true, true]);
    expect(['ひらがな', 'カタカナ', '한글', 'a_b', 'a b'].map(valid)).toEqual([false, false, false, false, false]);
  });
});

describe('<ThreeCanvas> layout', () => {
  it('sets width and height on the container from the props, and a style passed to it overrides them', () => {
    const {ThreeCanvas} = requireInstalled('@remotion/three') as {ThreeCanvas: Component};
    const {html, errors} = renderAt(() => h(ThreeCanvas, {width: 100, height: 80, style: {width: 50}}));
    expect(errors).toEqual([]);
    expect(html).toContain('width:50px;height:80px');
  });

  it('width and height that are NaN, infinite, fractional or not positive are rejected: must not be NaN, must be finite, must be an integer, must be positive', () => {
    const {NoReactInternals} = requireInstalled('remotion/no-react') as {
      NoReactInternals: {validateDimension: (v: unknown, name: string, location: string) => void};
    };
    const where = 'of the <ThreeCanvas /> component';
    expect(() => NoReactInternals.validateDimension(NaN, 'width', where)).toThrow('must not be NaN');
    expect(() => NoReactInternals.validateDimension(Infinity, 'width', where)).toThrow('must be finite');
    expect(() => NoReactInternals.validateDimension(1920.5, 'width', where)).toThrow('must be an integer');
    expect(() => NoReactInternals.validateDimension(0, 'width', where)).toThrow('must be positive');
    expect(() => NoReactInternals.validateDimension(1920, 'width', where)).not.toThrow();
  });
});

describe('more component checks', () => {
  it('a <TransitionSeries.Transition> without presentation looks like slide()', () => {
    const transitions = requireInstalled('@remotion/transitions') as {
      TransitionSeries: Component & {Sequence: Component; Transition: Component};
      linearTiming: (o: {durationInFrames: number}) => unknown;
    };
    const {slide} = requireInstalled('@remotion/transitions/slide') as {slide: () => unknown};
    const {TransitionSeries, linearTiming} = transitions;
    const show = (presentation?: unknown) => () =>
      h(
        TransitionSeries,
        null,
        h(TransitionSeries.Sequence, {durationInFrames: 30}, h(Probe, {name: 'A'})),
        h(TransitionSeries.Transition, {
          timing: linearTiming({durationInFrames: 10}),
          ...(presentation ? {presentation} : {}),
        }),
        h(TransitionSeries.Sequence, {durationInFrames: 30}, h(Probe, {name: 'B'})),
      );
    const withDefault = renderAt(show(), {frame: 25}).html;
    expect(withDefault).toContain('translateX');
    expect(withDefault).toBe(renderAt(show(slide()), {frame: 25}).html);
  });

  it('the Player validates its props: a fractional durationInFrames and fps of 0 throw', () => {
    const {Player} = requireInstalled('@remotion/player') as {Player: Component};
    const errorOf = (props: AnyProps) => {
      try {
        renderToString(
          h(Player, {
            component: Probe,
            compositionWidth: 100,
            compositionHeight: 100,
            durationInFrames: 30,
            fps: 30,
            ...props,
          }),
        );
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(errorOf({durationInFrames: 1.5})).toContain('must be an integer, but got 1.5');
    expect(errorOf({fps: 0})).toContain('"fps" must be positive, but got 0');
    expect(errorOf({})).toBe('');
  });

  it('a <Composition> inside another composition throws "<Composition> mounted inside another composition."', () => {
    const {Internals} = requireInstalled('remotion') as {Internals: {CanUseRemotionHooksProvider: Component}};
    const {thrown, errors} = renderBare(() =>
      h(
        Internals.CanUseRemotionHooksProvider,
        null,
        h(Composition, {id: 'Inner', component: Probe, durationInFrames: 30, fps: 30, width: 100, height: 100}),
      ),
    );
    expect([thrown, ...errors].join('\n')).toContain(
      '<Composition> mounted inside another composition. See https://remotion.dev/docs/wrong-composition-mount for help.',
    );
  });
});

describe('<Freeze>', () => {
  it('inside a <Freeze frame={10}> useCurrentFrame() returns the frozen frame', () => {
    const {Freeze} = remotion as unknown as {Freeze: Component};
    expect(
      probes(renderAt(() => h(Freeze, {frame: 10}, h(Probe)), {frame: 42}).html).map((p) => p.split(':')[1]),
    ).toEqual(['10']);
  });
});
