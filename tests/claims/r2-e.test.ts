/**
 * Executed claims of a second read of the @remotion/transitions pages (transitionseries, slide()):
 * timings called directly, and series rendered at a chosen frame in the Player's <Thumbnail>, where
 * the presentations' styles appear in the markup.
 */
import {type AnyProps, decodeHtml, h, pageSays, renderThumbnail, requireInstalled} from './lib';

type Timing = {
  getDurationInFrames: (o: {fps: number}) => number;
  getProgress: (o: {frame: number; fps: number}) => number;
};
type Presentation = {component: unknown; props: AnyProps};

const T = requireInstalled('@remotion/transitions') as {
  TransitionSeries: ((p: AnyProps) => unknown) & {Sequence: unknown; Transition: unknown};
  linearTiming: (o: AnyProps) => Timing;
  springTiming: (o?: AnyProps) => Timing;
};
const {slide} = requireInstalled('@remotion/transitions/slide') as {slide: (o?: AnyProps) => Presentation};
const {linearTiming, springTiming} = T;
const S = T.TransitionSeries;

describe('<TransitionSeries> length and frame rate', () => {
  it('with a measured spring, the recipe is 282 frames at 30 fps and shorter, 260 frames, at 60 fps', () => {
    const scenes = [90, 90, 90, 60];
    const transitions = [linearTiming({durationInFrames: 25}), springTiming({config: {damping: 200}})];
    const recipeLength = (fps: number) =>
      scenes.reduce((sum, d) => sum + d, 0) - transitions.reduce((sum, t) => sum + t.getDurationInFrames({fps}), 0);
    expect(transitions[1].getDurationInFrames({fps: 30})).toBe(23);
    expect(transitions[1].getDurationInFrames({fps: 60})).toBe(45);
    expect(recipeLength(30)).toBe(282);
    expect(recipeLength(60)).toBe(260);
    expect(pageSays('transitions/transitionseries')).toContain('the same series is shorter in frames at 60 fps');
  });
});

describe('slide() hairline correction', () => {
  /** The translate() values in the markup of A (50) → slide → B (50), 10-frame transition, at `frame`. */
  const transforms = (direction: string, frame: number, timing: Timing = linearTiming({durationInFrames: 10})) => {
    const {html, errors} = renderThumbnail({
      component: () =>
        h(
          S,
          null,
          h(S.Sequence, {durationInFrames: 50, key: 'a'}, h('i', null, 'A')),
          h(S.Transition, {timing, presentation: slide({direction}), key: 't'}),
          h(S.Sequence, {durationInFrames: 50, key: 'b'}, h('i', null, 'B')),
        ),
      durationInFrames: 200,
      fps: 30,
      compositionWidth: 100,
      compositionHeight: 100,
      frameToDisplay: frame,
    });
    expect(errors).toEqual([]);
    return [...decodeHtml(html).matchAll(/transform:(translate[XY]\([-\d.e]+%\))/g)].map((m) => m[1]);
  };

  it('the 0.01 % shift applies whenever the progress is not exactly 1, also before the transition starts', () => {
    // Frame 10: only A is visible, the transition (frames 40-49) has not started; A is already shifted.
    expect(transforms('from-left', 10)).toEqual(['translateX(-0.01%)']);
    expect(transforms('from-top', 10)).toEqual(['translateY(-0.01%)']);
    // With from-right, the exiting scene is not shifted, the entering one is, while its progress is below 1.
    expect(transforms('from-right', 10)).toEqual(['translateX(0%)']);
    // After a linear transition, the progress is exactly 1 and the shift is gone.
    expect(transforms('from-right', 60)).toEqual(['translateX(0%)']);
    // After a measured spring, the progress is still below 1 and the entering scene stays shifted.
    const spring = springTiming({config: {damping: 200}});
    // It lasts 23 frames: B starts at 27, the transition ends after frame 49, and frame 52 is B's frame 25.
    expect(spring.getDurationInFrames({fps: 30})).toBe(23);
    const after = transforms('from-right', 52, spring);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe('translateX(0%)');
    expect(pageSays('transitions/presentations/slide')).toContain('whenever its progress is not exactly `1`');
  });
});
