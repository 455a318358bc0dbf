/**
 * Executed claims of the @remotion/transitions pages (docs/transitions/*). Series are rendered at a
 * chosen frame inside the Player's <Thumbnail> with react-dom/server: each scene prints its frame and
 * what useTransitionProgress() returns, and the presentations' styles appear in the markup. Timings
 * are called directly. (@remotion/transitions is installed at 4.0.277, the nearest published
 * version below 4.0.278.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/markdown';
import {
  type AnyProps,
  decodeHtml,
  h,
  installedFile,
  pageSays,
  React,
  renderThumbnail,
  requireInstalled,
  runNode,
} from './lib';

type Timing = {
  getDurationInFrames: (o: {fps: number}) => number;
  getProgress: (o: {frame: number; fps: number}) => number;
};
type Presentation = {component: unknown; props: AnyProps};

const remotion = requireInstalled('remotion') as {
  useCurrentFrame: () => number;
  Easing: Record<string, (...a: unknown[]) => (t: number) => number>;
};
const T = requireInstalled('@remotion/transitions') as {
  TransitionSeries: ((p: AnyProps) => unknown) & {Sequence: unknown; Transition: unknown};
  linearTiming: (o: AnyProps) => Timing;
  springTiming: (o?: AnyProps) => Timing;
  useTransitionProgress: () => {entering: number; exiting: number; isInTransitionSeries: boolean};
};
const {fade} = requireInstalled('@remotion/transitions/fade') as {fade: (o?: AnyProps) => Presentation};
const {slide} = requireInstalled('@remotion/transitions/slide') as {slide: (o?: AnyProps) => Presentation};
const {wipe} = requireInstalled('@remotion/transitions/wipe') as {wipe: (o?: AnyProps) => Presentation};
const {flip} = requireInstalled('@remotion/transitions/flip') as {flip: (o?: AnyProps) => Presentation};
const {clockWipe} = requireInstalled('@remotion/transitions/clock-wipe') as {clockWipe: (o: AnyProps) => Presentation};
const {none} = requireInstalled('@remotion/transitions/none') as {none: (o?: AnyProps) => Presentation};
const {linearTiming, springTiming, useTransitionProgress} = T;
const S = T.TransitionSeries;
const {Easing} = remotion;

/** A scene marker: prints its id, its own frame and what useTransitionProgress() returns. */
const Mark = ({id}: {id: string}) => {
  const frame = remotion.useCurrentFrame();
  const p = useTransitionProgress();
  return h('i', {
    'data-s': id,
    'data-f': frame,
    'data-e': p.entering,
    'data-x': p.exiting,
    'data-in': String(p.isInTransitionSeries),
  });
};
const seq = (id: string, durationInFrames: number, extra: AnyProps = {}) =>
  h(S.Sequence, {durationInFrames, key: id, ...extra}, h(Mark, {id}));
const tr = (timing: Timing, presentation?: Presentation, key?: string) => h(S.Transition, {timing, presentation, key});

type Scene = {s: string; f: number; e: number; x: number; in: boolean};
/** Renders the children of a <TransitionSeries> at `frame`; returns the markup, the scenes that are visible, and the first error. */
const renderAt = (children: unknown[], frame: number, fps = 30) => {
  const {html, errors} = renderThumbnail({
    component: () => h(S, null, ...children),
    durationInFrames: 1000,
    fps,
    compositionWidth: 100,
    compositionHeight: 100,
    frameToDisplay: frame,
  });
  const scenes: Scene[] = [
    ...html.matchAll(/<i data-s="(\w+)" data-f="([-\d.e]+)" data-e="([-\d.e]+)" data-x="([-\d.e]+)" data-in="(\w+)"/g),
  ].map((m) => ({s: m[1], f: Number(m[2]), e: Number(m[3]), x: Number(m[4]), in: m[5] === 'true'}));
  return {html: decodeHtml(html), scenes, error: errors[0] ?? null};
};
const visible = (children: unknown[], frame: number, fps = 30) =>
  renderAt(children, frame, fps).scenes.map((s) => `${s.s}@${s.f}`);

describe('@remotion/transitions series length', () => {
  it('scenes of 75, 120 and 60 frames with two 20-frame transitions last 255 − 2 × 20 = 215 frames', () => {
    const series = [
      seq('A', 75),
      tr(springTiming({config: {damping: 200}, durationInFrames: 20}), slide({direction: 'from-bottom'}), 't1'),
      seq('B', 120),
      tr(linearTiming({durationInFrames: 20}), fade(), 't2'),
      seq('C', 60),
    ];
    expect(visible(series, 55)).toEqual(['A@55', 'B@0']);
    expect(visible(series, 155)).toEqual(['B@100', 'C@0']);
    expect(visible(series, 214)).toEqual(['C@59']);
    expect(visible(series, 215)).toEqual([]);
  });

  it('the recipe: scenes start at 0, 65, 132 and 222, and the video is 282 frames long (spring of damping 200 = 23 frames)', () => {
    expect(springTiming({config: {damping: 200}}).getDurationInFrames({fps: 30})).toBe(23);
    const series = [
      seq('s1', 90),
      tr(linearTiming({durationInFrames: 25}), wipe({direction: 'from-top-left'}), 't1'),
      seq('s2', 90),
      tr(springTiming({config: {damping: 200}}), slide({direction: 'from-right'}), 't2'),
      seq('s3', 90),
      seq('s4', 60),
    ];
    expect(visible(series, 65)).toEqual(['s1@65', 's2@0']);
    expect(visible(series, 154)).toEqual(['s2@89', 's3@22']);
    expect(visible(series, 132)).toContain('s3@0');
    expect(visible(series, 221)).toEqual(['s3@89']);
    expect(visible(series, 222)).toEqual(['s4@0']);
    expect(visible(series, 281)).toEqual(['s4@59']);
    expect(visible(series, 282)).toEqual([]);
  });

  it('recipeLength(30) is 282 and recipeLength(60) is 260: the measured spring makes the series shorter in frames at 60 fps', () => {
    const scenes = [90, 90, 90, 60];
    const transitions = [linearTiming({durationInFrames: 25}), springTiming({config: {damping: 200}})];
    const recipeLength = (fps: number) =>
      scenes.reduce((s, d) => s + d, 0) - transitions.reduce((s, t) => s + t.getDurationInFrames({fps}), 0);
    expect(recipeLength(30)).toBe(282);
    expect(recipeLength(60)).toBe(330 - 25 - 45);
  });

  it('a gallery of n photos lasts 75 × n − 20 × (n − 1) frames', () => {
    const series = [0, 1, 2].flatMap((i) => [
      ...(i > 0 ? [tr(linearTiming({durationInFrames: 20}), fade(), `t${i}`)] : []),
      seq(`p${i}`, 75),
    ]);
    const length = 75 * 3 - 20 * 2;
    expect(visible(series, length - 1)).toEqual([`p2@74`]);
    expect(visible(series, length)).toEqual([]);
  });

  it('offset: a positive value leaves a gap, a negative one overlaps without a transition effect', () => {
    expect(visible([seq('A', 30), seq('B', 30, {offset: 10})], 35)).toEqual([]);
    expect(visible([seq('A', 30), seq('B', 30, {offset: 10})], 40)).toEqual(['B@0']);
    const overlap = renderAt([seq('A', 30), seq('B', 30, {offset: -10})], 25).scenes;
    expect(overlap.map((s) => `${s.s}@${s.f}`)).toEqual(['A@25', 'B@5']);
    expect(overlap.every((s) => !s.in)).toBe(true);
  });

  it('a transition before the first scene or after the last does not shorten the series; the scene still starts at frame 0', () => {
    const timing = linearTiming({durationInFrames: 15});
    const series = [
      tr(timing, fade(), 'in'),
      seq('card', 100),
      tr(timing, fade({shouldFadeOutExitingScene: true}), 'out'),
    ];
    const first = renderAt(series, 0).scenes[0];
    expect(first).toMatchObject({s: 'card', f: 0, e: 0});
    expect(renderAt(series, 14).scenes[0].e).toBeCloseTo(14 / 15, 10);
    expect(renderAt(series, 15).scenes[0].e).toBe(1);
    expect(renderAt(series, 84).scenes[0].x).toBe(0);
    expect(renderAt(series, 85).scenes[0].x).toBe(0);
    expect(renderAt(series, 86).scenes[0].x).toBeCloseTo(1 / 15, 10);
    expect(renderAt(series, 99).scenes[0].x).toBeCloseTo(14 / 15, 10);
    expect(visible(series, 100)).toEqual([]);
    // A scene after a leading transition is not pushed back either.
    expect(visible([tr(timing, fade(), 'in'), seq('A', 30), seq('B', 30)], 30)).toEqual(['B@0']);
  });
});

describe('@remotion/transitions children and errors', () => {
  const t20 = () => linearTiming({durationInFrames: 20});

  it('fragments are flattened; null, false and whitespace-only text are skipped', () => {
    const series = [
      h(React.Fragment, {key: 'f'}, seq('A', 40), null, false, ' ', tr(t20(), fade(), 't')),
      seq('B', 40),
    ];
    expect(visible(series, 25)).toEqual(['A@25', 'B@5']);
  });

  it('two transitions in a row throw "A <TransitionSeries.Transition /> component must not be followed by another <TransitionSeries.Transition /> component"', () => {
    expect(renderAt([seq('A', 40), tr(t20(), fade(), 'a'), tr(t20(), fade(), 'b'), seq('B', 40)], 0).error).toContain(
      'A <TransitionSeries.Transition /> component must not be followed by another <TransitionSeries.Transition /> component',
    );
  });

  it('scenes shorter than the next or the previous transition throw "The duration of a <TransitionSeries.Sequence /> must not be shorter than …"', () => {
    expect(renderAt([seq('A', 10), tr(t20(), fade(), 't'), seq('B', 40)], 0).error).toContain(
      'The duration of a <TransitionSeries.Sequence /> must not be shorter than the duration of the next <TransitionSeries.Transition />. The transition is 20 frames long, but the sequence is only 10 frames long',
    );
    expect(renderAt([seq('A', 40), tr(t20(), fade(), 't'), seq('B', 10)], 0).error).toContain(
      'The duration of a <TransitionSeries.Sequence /> must not be shorter than the duration of the previous <TransitionSeries.Transition />.',
    );
  });

  it('a scene without children throws "A <TransitionSeries.Sequence /> component (index = …, duration = …) was detected to not have any children. Delete it to fix this error."', () => {
    expect(renderAt([h(S.Sequence, {durationInFrames: 30, key: 'x'})], 0).error).toBe(
      'A <TransitionSeries.Sequence /> component (index = 0, duration = 30) was detected to not have any children. Delete it to fix this error.',
    );
  });

  it('other elements, own wrapper components and stray text throw "The <TransitionSeries /> component only accepts a list of …"', () => {
    expect(renderAt([h('div', {key: 'd'})], 0).error).toContain(
      'The <TransitionSeries /> component only accepts a list of <TransitionSeries.Sequence /> and <TransitionSeries.Transition /> components as its children',
    );
    const Wrapper = () => seq('A', 30);
    expect(renderAt([h(Wrapper, {key: 'w'})], 0).error).toContain(
      'The <TransitionSeries /> component only accepts a list of <TransitionSeries.Sequence /> and <TransitionSeries.Transition /> components as its children',
    );
    expect(renderAt(['hello'], 0).error).toContain(
      'The <TransitionSeries /> component only accepts a list of <TransitionSeries.Sequence /> components as its children, but you passed a string',
    );
  });

  it('durationInFrames: missing, not a number, not positive, infinite; fractions are accepted', () => {
    const err = (d: unknown) => renderAt([h(S.Sequence, {durationInFrames: d, key: 'x'}, h(Mark, {id: 'A'}))], 0).error;
    expect(err(undefined)).toBe('The "durationInFrames" prop of a <TransitionSeries.Sequence /> component is missing.');
    expect(err('30')).toContain(
      'The "durationInFrames" prop of a <TransitionSeries.Sequence /> component must be a number',
    );
    expect(err(0)).toContain('must be positive');
    expect(err(Infinity)).toContain('must be finite');
    expect(err(29.5)).toBeNull();
  });

  it('an infinite or fractional offset throws "The \\"offset\\" property of a <TransitionSeries.Sequence /> must be finite"; NaN has its own message', () => {
    const err = (offset: number) => renderAt([seq('A', 30, {offset})], 0).error;
    expect(err(Infinity)).toContain('The "offset" property of a <TransitionSeries.Sequence /> must be finite');
    expect(err(1.5)).toContain('The "offset" property of a <TransitionSeries.Sequence /> must be finite, but got 1.5');
    expect(err(NaN)).toContain('The "offset" property of a <TransitionSeries.Sequence /> must not be NaN');
  });

  it('layout="none" on the series renders no container and does not allow style: "If layout=\\"none\\", you may not pass a style."', () => {
    const html = (props: AnyProps) =>
      renderThumbnail({
        component: () => h(S, props, seq('A', 30)),
        durationInFrames: 30,
        fps: 30,
        compositionWidth: 100,
        compositionHeight: 100,
        frameToDisplay: 0,
      }).html;
    const count = (s: string) => (s.match(/position:absolute/g) ?? []).length;
    expect(count(html({}))).toBe(count(html({layout: 'none'})) + 1);
    expect(decodeHtml(html({layout: 'none', style: {opacity: 0.5}}))).toContain(
      'If layout="none", you may not pass a style.',
    );
  });
});

describe('@remotion/transitions useTransitionProgress', () => {
  const t24 = () => linearTiming({durationInFrames: 24});

  it('outside any transition: isInTransitionSeries false, entering 1, exiting 0 (also in a scene without a transition next to it)', () => {
    expect(renderAt([seq('A', 30), seq('B', 30)], 5).scenes[0]).toMatchObject({in: false, e: 1, x: 0});
    const page = pageSays('transitions/use-transition-progress');
    expect(page).toContain('including in a `<TransitionSeries.Sequence>` with no transition next to it');
  });

  it('the first scene has entering 1, the last exiting 0; in the same frame A.exiting equals B.entering (0.4 after 40% of the transition)', () => {
    const timing = linearTiming({durationInFrames: 10});
    const series = [seq('A', 70), tr(timing, none(), 't1'), seq('B', 70), tr(timing, none(), 't2'), seq('C', 70)];
    const [a, b] = renderAt(series, 64).scenes;
    expect(a).toMatchObject({s: 'A', e: 1, x: 0.4, in: true});
    expect(b).toMatchObject({s: 'B', e: 0.4, x: 0, in: true});
    const last = renderAt(series, 189).scenes.at(-1);
    expect(last).toMatchObject({s: 'C', x: 0, e: 1});
  });

  it('entering stays 1 after the transition; exiting is 0 until its transition starts', () => {
    const series = [seq('A', 70), tr(t24(), none(), 't'), seq('B', 70)];
    expect(renderAt(series, 45).scenes[0]).toMatchObject({s: 'A', x: 0});
    expect(renderAt(series, 100).scenes[0]).toMatchObject({s: 'B', e: 1});
  });

  it('with a measured spring, entering keeps approaching 1 after the measured length instead of jumping to 1', () => {
    const timing = springTiming({config: {damping: 200}});
    const series = [seq('A', 70), tr(timing, none(), 't'), seq('B', 70)];
    const start = 70 - 23;
    const atEnd = renderAt(series, start + 23).scenes.find((s) => s.s === 'B') as Scene;
    expect(atEnd.e).toBeLessThan(1);
    expect(atEnd.e).toBeGreaterThan(0.99);
    const later = renderAt(series, start + 40).scenes.find((s) => s.s === 'B') as Scene;
    expect(later.e).toBeGreaterThan(atEnd.e);
  });

  it('any descendant can read it (context), not only the direct child of the scene', () => {
    const Deep = () => h('div', null, h('div', null, h(Mark, {id: 'deep'})));
    const series = [
      h(S.Sequence, {durationInFrames: 40, key: 'a'}, h(Deep)),
      tr(linearTiming({durationInFrames: 10}), none(), 't'),
      seq('B', 40),
    ];
    expect(renderAt(series, 35).scenes[0]).toMatchObject({s: 'deep', x: 0.5, in: true});
  });

  it('the price tags: Deals has scenes at 0, 46 and 92 and lasts 70 × 3 − 2 × 24 = 162 frames', () => {
    const series = [seq('H', 70), tr(t24(), none(), 't1'), seq('S', 70), tr(t24(), none(), 't2'), seq('C', 70)];
    expect(visible(series, 46)).toEqual(['H@46', 'S@0']);
    expect(visible(series, 161)).toEqual(['C@69']);
    expect(visible(series, 162)).toEqual([]);
  });
});

describe('@remotion/transitions presentations', () => {
  const t10 = () => linearTiming({durationInFrames: 10});
  /** The markup of A → B with `presentation` at progress 0.5 (frame 45 of A 50 + B 50 with a 10-frame transition). */
  const halfway = (presentation?: Presentation) =>
    renderAt([seq('A', 50), tr(t10(), presentation, 't'), seq('B', 50)], 45).html;

  it('without a presentation the transition is a slide() from the left', () => {
    expect(halfway()).toBe(halfway(slide({direction: 'from-left'})));
    expect(halfway()).toContain('transform:translateX(-50%)');
  });

  it('fade(): entering opacity = progress, exiting 1, or 1 − progress with shouldFadeOutExitingScene; an opacity in enterStyle replaces the fade', () => {
    const plain = halfway(fade());
    expect(plain).toMatch(/opacity:1.*data-s="A".*opacity:0.5.*data-s="B"/s);
    const both = halfway(fade({shouldFadeOutExitingScene: true}));
    expect(both).toMatch(/opacity:0.5.*data-s="A".*opacity:0.5.*data-s="B"/s);
    expect(halfway(fade({enterStyle: {opacity: 0.9}}))).toMatch(/opacity:0.9.*data-s="B"/s);
    // The default of shouldFadeOutExitingScene is false.
    expect(plain).toBe(halfway(fade({shouldFadeOutExitingScene: false})));
  });

  it('slide(): the transforms of the table; from-left and from-top overlap by 0.01 %, from-right and from-bottom leave a 0.01 % gap', () => {
    const styles = (direction: string) =>
      [...halfway(slide({direction})).matchAll(/transform:(translate[XY]\([-\d.]+%\))/g)].map((m) => m[1]);
    expect(styles('from-left')).toEqual(['translateX(49.99%)', 'translateX(-50%)']);
    expect(styles('from-right')).toEqual(['translateX(-50%)', 'translateX(50.01%)']);
    expect(styles('from-top')).toEqual(['translateY(49.99%)', 'translateY(-50%)']);
    expect(styles('from-bottom')).toEqual(['translateY(-50%)', 'translateY(50.01%)']);
    expect(renderAt([seq('A', 50), tr(t10(), slide({direction: 'diagonal'}), 't'), seq('B', 50)], 45).error).toBe(
      'Invalid direction: diagonal',
    );
  });

  it('slide(): a transform in enterStyle replaces the slide', () => {
    expect(halfway(slide({enterStyle: {transform: 'none'}}))).toMatch(/transform:none.*data-s="B"/s);
  });

  it('wipe(): clipPathUnits="objectBoundingBox"; a corner wipe lies on the diagonal halfway; "Unknown direction" for other values', () => {
    const html = halfway(wipe({direction: 'from-top-left'}));
    expect(html).toContain('clipPathUnits="objectBoundingBox"');
    expect(html.replace(/\s+/g, ' ')).toContain('d=" M 0 0 L 1 0 L 0 1 Z"');
    expect(renderAt([seq('A', 50), tr(t10(), wipe({direction: 'diagonal'}), 't'), seq('B', 50)], 45).error).toBe(
      'Unknown direction "diagonal"',
    );
    // Without a direction, the wipe comes from the left.
    const pathsOf = (p: Presentation) => [...halfway(p).matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(pathsOf(wipe())).toEqual(pathsOf(wipe({direction: 'from-left'})));
    expect(pathsOf(wipe())).not.toEqual(pathsOf(wipe({direction: 'from-right'})));
    // Each scene's wipe has its own clip path id.
    const ids = [...html.matchAll(/clipPath id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
  });

  it("flip(): exiting turns 0° → 180° for 'from-left'/'from-bottom' and → −180° for 'from-right'/'from-top'; perspective 1000 by default", () => {
    const rot = (direction: string) =>
      [...halfway(flip({direction})).matchAll(/transform:(rotate[XY]\([-\d.]+deg\))/g)].map((m) => m[1]);
    expect(rot('from-left')).toEqual(['rotateY(90deg)', 'rotateY(-90deg)']);
    expect(rot('from-right')).toEqual(['rotateY(-90deg)', 'rotateY(90deg)']);
    expect(rot('from-bottom')).toEqual(['rotateX(90deg)', 'rotateX(-90deg)']);
    expect(rot('from-top')).toEqual(['rotateX(-90deg)', 'rotateX(90deg)']);
    const html = halfway(flip());
    expect(html).toContain('perspective:1000px');
    expect(html).toContain('backface-visibility:hidden');
    expect(halfway(flip({outerEnterStyle: {perspective: 300}}))).toContain('perspective:300px');
  });

  it('flip() with damping 12 turns about 17° too far before it settles', () => {
    const timing = springTiming({config: {damping: 12}});
    let max = 0;
    for (let frame = 0; frame < 60; frame++) max = Math.max(max, timing.getProgress({frame, fps: 30}));
    // The entering side rotates from −180° to 0°: a progress above 1 turns it past 0°.
    expect(Math.round((max - 1) * 180)).toBe(17);
  });

  it('clockWipe(): radius half the diagonal, centred at width / 2, height / 2; only the entering scene is clipped; progress above 1 is a full circle', () => {
    const html = renderAt([seq('A', 50), tr(t10(), clockWipe({width: 300, height: 400}), 't'), seq('B', 50)], 45).html;
    // Diagonal 500: radius 250; the pie is moved by -(500 - 300) / 2 and -(500 - 400) / 2.
    expect(html).toContain('d="M 150 -50 A 250 250 0 0 1 150 450 L 150 200 Z"');
    expect((html.match(/clip-path:url/g) ?? []).length).toBe(1);
    expect(html).toMatch(/data-s="A".*clip-path:url.*data-s="B"/s);
    const {makePie} = requireInstalled('@remotion/shapes') as {makePie: (o: AnyProps) => {path: string}};
    expect(makePie({radius: 250, progress: 1.2}).path).toBe(makePie({radius: 250, progress: 1}).path);
  });

  it('none(): the scenes are wrapped without any style of their own; enterStyle and exitStyle are applied', () => {
    const html = halfway(none()).split('__remotion-player')[1];
    expect(html).not.toMatch(/opacity|transform|clip-path/);
    expect(halfway(none({enterStyle: {opacity: 0.3}}))).toMatch(/opacity:0.3.*data-s="B"/s);
  });

  it('a custom presentation is rendered twice with the same progress and presentationDurationInFrames; with transitions on both sides the exiting wrapper is outside', () => {
    const Probe = ({
      children,
      presentationDirection,
      presentationProgress,
      presentationDurationInFrames,
      passedProps,
    }: AnyProps) =>
      h(
        'b',
        {
          'data-dir': presentationDirection,
          'data-p': presentationProgress,
          'data-d': presentationDurationInFrames,
          'data-tag': (passedProps as AnyProps).tag,
        },
        children as never,
      );
    const probe = (tag: string) => ({component: Probe, props: {tag}});
    const html = renderAt(
      [
        seq('A', 50),
        tr(t10(), probe('first'), 't1'),
        seq('B', 50),
        tr(linearTiming({durationInFrames: 20}), probe('second'), 't2'),
        seq('C', 50),
      ],
      45,
    ).html;
    expect(html).toContain('<b data-dir="exiting" data-p="0.5" data-d="10" data-tag="first">');
    expect(html).toContain('<b data-dir="entering" data-p="0.5" data-d="10" data-tag="first">');
    // Scene B: the next transition's wrapper (exiting, "second") is outside, the previous one's (entering, "first") inside.
    expect(html.indexOf('data-dir="exiting" data-p="0" data-d="20" data-tag="second"')).toBeLessThan(
      html.indexOf('data-dir="entering" data-p="0.5" data-d="10" data-tag="first"'),
    );
  });
});

describe('@remotion/transitions timings', () => {
  it('springTiming({config: {damping: 200}}) measures 23 frames at 30 fps and 45 at 60 fps; progress at frame 5 is "0.50"', () => {
    const t = springTiming({config: {damping: 200}});
    expect(t.getDurationInFrames({fps: 30})).toBe(23);
    expect(t.getDurationInFrames({fps: 60})).toBe(45);
    expect(t.getProgress({frame: 5, fps: 30}).toFixed(2)).toBe('0.50');
  });

  it('springTiming() measures 28 frames at 30 fps and 56 at 60 fps; the default bounces to about 1.16', () => {
    const t = springTiming();
    expect(t.getDurationInFrames({fps: 30})).toBe(28);
    expect(t.getDurationInFrames({fps: 60})).toBe(56);
    let max = 0;
    for (let frame = 0; frame < 60; frame++) max = Math.max(max, t.getProgress({frame, fps: 30}));
    expect(max.toFixed(2)).toBe('1.16');
  });

  it('durationRestThreshold 0.05 / 0.005 / 0.001: 15 / 23 / 28 frames ending at about 0.95 / 0.995 / 0.999; 0 gives Infinity', () => {
    const rows = [0.05, 0.005, 0.001].map((threshold) => {
      const t = springTiming({config: {damping: 200}, durationRestThreshold: threshold});
      const n = t.getDurationInFrames({fps: 30});
      return [n, Number(t.getProgress({frame: n - 1, fps: 30}).toFixed(3))];
    });
    expect(rows).toEqual([
      [15, 0.947],
      [23, 0.995],
      [28, 0.999],
    ]);
    expect(springTiming({config: {damping: 200}, durationRestThreshold: 0}).getDurationInFrames({fps: 30})).toBe(
      Infinity,
    );
  });

  it('durationInFrames 0 is measured like an unset one, but computing the progress throws "A \\"duration\\" of a spring must be positive, but is 0"', () => {
    const zero = springTiming({durationInFrames: 0});
    expect(zero.getDurationInFrames({fps: 30})).toBe(28);
    expect(() => zero.getProgress({frame: 5, fps: 30})).toThrow('A "duration" of a spring must be positive, but is 0');
    const negative = springTiming({durationInFrames: -5});
    expect(negative.getDurationInFrames({fps: 30})).toBe(-5);
    expect(() => negative.getProgress({frame: 5, fps: 30})).toThrow(
      'A "duration" of a spring must be positive, but is -5',
    );
  });

  it('damping 0: the first call throws "Spring damping must be greater than 0, otherwise the spring() animation will never end, causing an infinite loop."', () => {
    const message =
      'Spring damping must be greater than 0, otherwise the spring() animation will never end, causing an infinite loop.';
    expect(() => springTiming({config: {damping: 0}}).getDurationInFrames({fps: 30})).toThrow(message);
    expect(() => springTiming({config: {damping: 0}}).getProgress({frame: 0, fps: 30})).toThrow(message);
  });

  it('reverse: dips to about −0.16 with the default config, starts near 0.004 with damping 200, is exactly 1 from the end on', () => {
    const t = springTiming({reverse: true});
    const n = t.getDurationInFrames({fps: 30});
    let min = 1;
    for (let frame = 0; frame <= n; frame++) min = Math.min(min, t.getProgress({frame, fps: 30}));
    expect(min.toFixed(2)).toBe('-0.16');
    expect(t.getProgress({frame: n, fps: 30})).toBe(1);
    expect(t.getProgress({frame: n + 5, fps: 30})).toBe(1);
    const soft = springTiming({reverse: true, config: {damping: 200}});
    expect(soft.getProgress({frame: 0, fps: 30}).toFixed(3)).toBe('0.004');
    expect(Math.abs(t.getProgress({frame: -5, fps: 30}))).toBeLessThan(0.01);
  });

  it('before the transition the progress is 0; overshootClamping keeps it at or below 1; a fixed durationInFrames finishes the bounce', () => {
    expect(springTiming().getProgress({frame: -5, fps: 30})).toBe(0);
    const clamped = springTiming({config: {overshootClamping: true}});
    let max = 0;
    for (let frame = 0; frame < 60; frame++) max = Math.max(max, clamped.getProgress({frame, fps: 30}));
    expect(max).toBe(1);
    const fixed = springTiming({durationInFrames: 35});
    expect(fixed.getProgress({frame: 34, fps: 30})).toBeGreaterThan(0.99);
  });

  it('linearTiming: 20 frames give 0, 0.25, 0.5 and 0.95 at frames 0, 5, 10 and 19, 1 from frame 20; fps is ignored', () => {
    const t = linearTiming({durationInFrames: 20});
    expect([0, 5, 10, 19, 20, 25, -3].map((frame) => t.getProgress({frame, fps: 30}))).toEqual([
      0, 0.25, 0.5, 0.95, 1, 1, 0,
    ]);
    expect(t.getDurationInFrames({fps: 60})).toBe(20);
  });

  it('linearTiming with 0 frames throws "inputRange must be strictly monotonically increasing but got [0,0]"', () => {
    expect(() => linearTiming({durationInFrames: 0}).getProgress({frame: 0, fps: 30})).toThrow(
      'inputRange must be strictly monotonically increasing but got [0,0]',
    );
  });

  it('Easing.inOut(Easing.back(1.7)) over 10 frames dips to about −0.05 and peaks at about 1.05', () => {
    const t = linearTiming({durationInFrames: 10, easing: Easing.inOut(Easing.back(1.7))});
    const values = Array.from({length: 11}, (_, frame) => t.getProgress({frame, fps: 30}));
    expect(Math.min(...values).toFixed(2)).toBe('-0.05');
    expect(Math.max(...values).toFixed(2)).toBe('1.05');
  });

  it('a beat at 120 BPM and 30 fps is 15 frames', () => {
    expect((60 / 120) * 30).toBe(15);
  });

  it('custom timings: pauseTiming({moveFrames: 30, pauseFrames: 45}) lasts 75 frames (series 125); steppedTiming jumps every six frames', () => {
    const {interpolate} = requireInstalled('remotion') as {interpolate: (...a: unknown[]) => number};
    const pauseTiming = ({
      moveFrames,
      pauseFrames,
      pauseAt = 0.5,
    }: {
      moveFrames: number;
      pauseFrames: number;
      pauseAt?: number;
    }) => {
      const firstLeg = Math.min(moveFrames - 1, Math.max(1, Math.round(moveFrames * pauseAt)));
      const total = moveFrames + pauseFrames;
      return {
        getDurationInFrames: () => total,
        getProgress: ({frame}: {frame: number}) => {
          if (frame < firstLeg)
            return interpolate(frame, [0, firstLeg], [0, pauseAt], {
              easing: Easing.out(Easing.quad),
              extrapolateLeft: 'clamp',
            });
          if (frame < firstLeg + pauseFrames) return pauseAt;
          return interpolate(frame, [firstLeg + pauseFrames, total], [pauseAt, 1], {
            easing: Easing.in(Easing.quad),
            extrapolateRight: 'clamp',
          });
        },
      };
    };
    const pause = pauseTiming({moveFrames: 30, pauseFrames: 45});
    expect(pause.getDurationInFrames()).toBe(75);
    expect([-5, 20, 60, 75, 90].map((frame) => pause.getProgress({frame}))).toEqual([0, 0.5, 0.5, 1, 1]);
    const series = [
      seq('A', 100),
      tr(pause as unknown as Timing, slide({direction: 'from-right'}), 't'),
      seq('B', 100),
    ];
    expect(visible(series, 124)).toEqual(['B@99']);
    expect(visible(series, 125)).toEqual([]);
    const inner = linearTiming({durationInFrames: 24});
    const stepped = (frame: number) => {
      const p = inner.getProgress({frame, fps: 30});
      return p >= 1 ? 1 : Math.floor(p * 4) / 4;
    };
    expect([0, 5, 6, 11, 12, 18, 23, 24].map(stepped)).toEqual([0, 0, 0.25, 0.25, 0.5, 0.75, 0.75, 1]);
  });
});

describe('@remotion/transitions audio guide', () => {
  it('Announcement: the second scene (with the whoosh) starts at frame 40 = 60 − 20', () => {
    const series = [
      seq('big', 60),
      tr(linearTiming({durationInFrames: 20}), slide({direction: 'from-right'}), 't'),
      seq('v2', 90),
    ];
    expect(visible(series, 39)).toEqual(['big@39']);
    expect(visible(series, 40)).toEqual(['big@40', 'v2@0']);
  });

  it('Slideshow: the entering scenes (and withSound()) start at frames 40 and 80', () => {
    const t = () => linearTiming({durationInFrames: 20});
    const series = [seq('s1', 60), tr(t(), wipe(), 'a'), seq('s2', 60), tr(t(), fade(), 'b'), seq('s3', 60)];
    expect(visible(series, 40)).toContain('s2@0');
    expect(visible(series, 80)).toContain('s3@0');
  });

  it('TwoChapters: both soundtracks play during frames 105 to 149, and the volumes cross', () => {
    const series = [seq('intro', 150), tr(linearTiming({durationInFrames: 45}), fade(), 't'), seq('main', 150)];
    expect(visible(series, 104)).toEqual(['intro@104']);
    const [intro, main] = renderAt(series, 127).scenes;
    const volume = (s: Scene) => Math.max(0, Math.min(s.e, 1 - s.x, 1));
    expect(volume(intro) + volume(main)).toBeCloseTo(1, 10);
    expect(visible(series, 149)).toEqual(['intro@149', 'main@44']);
    expect(visible(series, 150)).toEqual(['main@45']);
  });
});

describe('@remotion/transitions package', () => {
  it('the main entry and the six presentation paths load with ESM import and CJS require; there is no cube path', () => {
    const subpaths = ['fade', 'slide', 'wipe', 'flip', 'clock-wipe', 'none'];
    const names = ['fade', 'slide', 'wipe', 'flip', 'clockWipe', 'none'];
    const esm = runNode(
      'esm',
      `import * as main from '@remotion/transitions';
${subpaths.map((p, i) => `import {${names[i]}} from '@remotion/transitions/${p}';`).join('\n')}
let cube = 'resolved';
try { await import('@remotion/transitions/cube'); } catch (e) { cube = e.code; }
console.log(JSON.stringify([Object.keys(main).sort(), ${names.map((n) => `typeof ${n}`).join(', ')}, cube]));`,
    );
    const cjs = runNode(
      'cjs',
      `const main = require('@remotion/transitions');
const types = [${subpaths.map((p, i) => `typeof require('@remotion/transitions/${p}').${names[i]}`).join(', ')}];
let cube = 'resolved';
try { require('@remotion/transitions/cube'); } catch (e) { cube = e.code; }
console.log(JSON.stringify([Object.keys(main).filter((k) => k !== '__esModule').sort(), ...types, cube]));`,
    );
    const functions = names.map(() => 'function');
    expect(JSON.parse(esm)).toEqual([
      ['TransitionSeries', 'linearTiming', 'springTiming', 'useTransitionProgress'],
      ...functions,
      'ERR_PACKAGE_PATH_NOT_EXPORTED',
    ]);
    expect(JSON.parse(cjs)).toEqual([
      ['TransitionSeries', 'linearTiming', 'springTiming', 'useTransitionProgress'],
      ...functions,
      'ERR_PACKAGE_PATH_NOT_EXPORTED',
    ]);
  });

  it('the overview lists every export: the components, hooks, timings, presentations and types of each entry point', () => {
    const page = pageSays('transitions/index');
    const dts = (file: string) => installedFile(`@remotion/transitions/dist/${file}`);
    const exported = (text: string) =>
      [...text.matchAll(/export (?:declare const|type) (\w+)|export \{([^}]+)\}/g)].flatMap((m) =>
        m[1]
          ? [m[1]]
          : m[2]
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
      );
    const main = exported(dts('index.d.ts'));
    expect(main.sort()).toEqual(
      [
        'TransitionPresentation',
        'TransitionPresentationComponentProps',
        'TransitionSeries',
        'TransitionState',
        'TransitionTiming',
        'linearTiming',
        'springTiming',
        'useTransitionProgress',
      ].sort(),
    );
    for (const name of main) expect(page).toContain(name);
    for (const file of fs
      .readdirSync(path.join(PROJECT_ROOT, 'node_modules/@remotion/transitions/dist/presentations'))
      .filter((f) => f.endsWith('.d.ts'))) {
      for (const name of exported(dts(`presentations/${file}`))) {
        expect(page).toContain(`\`${name}${/^[a-z]/.test(name) ? '()' : ''}\``);
      }
    }
  });

  it('@remotion/transitions depends on remotion, @remotion/shapes and @remotion/paths; clockWipe() uses makePie() and translatePath()', () => {
    const pkg = JSON.parse(installedFile('@remotion/transitions/package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@remotion/paths', '@remotion/shapes', 'remotion']);
    const clock = installedFile('@remotion/transitions/dist/presentations/clock-wipe.js');
    expect(clock).toContain('(0, shapes_1.makePie)');
    expect(clock).toContain('(0, paths_1.translatePath)');
  });
});
