import {demo, type DemoControl, type DemoEntry} from './types';
import type {TransitionsPresentationDemoProps} from './compositions/TransitionsPresentation';
import type {TransitionsTimingDemoProps} from './compositions/TransitionsTiming';

/*
 * Live demos of @remotion/transitions, shown on its reference pages with <Demo id="transitions-…" />.
 * The presentation pages share one composition and the timing pages another; each page's entry
 * starts with its own presentation or timing selected and offers the inputs that matter for it.
 */

const PRESENTATIONS = ['fade', 'slide', 'wipe', 'flip', 'clockWipe', 'none', 'cube'];
const SIDES = ['from-left', 'from-right', 'from-top', 'from-bottom'];
const WIPE_DIRECTIONS = [
  'from-left',
  'from-top-left',
  'from-top',
  'from-top-right',
  'from-right',
  'from-bottom-right',
  'from-bottom',
  'from-bottom-left',
];
const EASINGS = [
  'none (linear)',
  'Easing.ease',
  'Easing.in(Easing.cubic)',
  'Easing.out(Easing.cubic)',
  'Easing.inOut(Easing.cubic)',
  'Easing.out(Easing.exp)',
  'Easing.bezier(0.65, 0, 0.35, 1)',
  'Easing.inOut(Easing.back(1.7))',
  'Easing.out(Easing.bounce)',
];

const presentationSelect: DemoControl = {
  type: 'select',
  prop: 'presentation',
  label: 'Presentation',
  options: PRESENTATIONS,
};
const transitionLength: DemoControl = {
  type: 'range',
  prop: 'transitionFrames',
  label: 'Transition length (frames)',
  min: 5,
  max: 60,
  step: 1,
};
const timingSelect: DemoControl = {
  type: 'select',
  prop: 'timing',
  label: 'Timing',
  options: ['linearTiming', 'springTiming'],
};
const sideSelect: DemoControl = {type: 'select', prop: 'direction', label: 'direction', options: SIDES};
const perspectiveRange: DemoControl = {
  type: 'range',
  prop: 'perspective',
  label: 'perspective (px)',
  min: 200,
  max: 3000,
  step: 50,
};

const presentationDefaults: TransitionsPresentationDemoProps = {
  presentation: 'fade',
  direction: 'from-left',
  perspective: 1000,
  shouldFadeOutExitingScene: false,
  transitionFrames: 30,
  timing: 'linearTiming',
};

const presentationDemo = (
  title: string,
  props: Partial<TransitionsPresentationDemoProps>,
  controls: DemoControl[],
): DemoEntry =>
  demo({
    title,
    load: () => import('./compositions/TransitionsPresentation'),
    defaultProps: {...presentationDefaults, ...props},
    controls,
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  });

const timingDefaults: TransitionsTimingDemoProps = {
  timing: 'linearTiming',
  durationInFrames: 30,
  easing: 'none (linear)',
  damping: 200,
  stiffness: 100,
  mass: 1,
  durationRestThreshold: 0.005,
  fixDuration: false,
  reverse: false,
  pauseAt: 0.5,
  pauseFrames: 20,
};

const timingDemo = (title: string, props: Partial<TransitionsTimingDemoProps>, controls: DemoControl[]): DemoEntry =>
  demo({
    title,
    load: () => import('./compositions/TransitionsTiming'),
    defaultProps: {...timingDefaults, ...props},
    controls,
    durationInFrames: 150,
    fps: 30,
    width: 640,
    height: 360,
  });

const springControls: DemoControl[] = [
  {type: 'range', prop: 'damping', label: 'config.damping', min: 1, max: 300, step: 1},
  {type: 'range', prop: 'stiffness', label: 'config.stiffness', min: 10, max: 400, step: 5},
  {type: 'range', prop: 'mass', label: 'config.mass', min: 0.2, max: 3, step: 0.1},
  {type: 'range', prop: 'durationRestThreshold', label: 'durationRestThreshold', min: 0.001, max: 0.1, step: 0.001},
  {type: 'checkbox', prop: 'fixDuration', label: 'Pass durationInFrames'},
  {type: 'range', prop: 'durationInFrames', label: 'durationInFrames', min: 5, max: 110, step: 1},
  {type: 'checkbox', prop: 'reverse', label: 'reverse'},
];

export const transitionsDemos: Record<string, DemoEntry> = {
  'transitions-series': demo({
    title:
      'Three scenes in a TransitionSeries with a timeline of where each one starts and how the transitions shorten the total',
    load: () => import('./compositions/TransitionsSeries'),
    defaultProps: {
      firstDuration: 70,
      secondDuration: 70,
      thirdDuration: 70,
      transitionFrames: 20,
      transitionBeforeFirst: false,
    },
    controls: [
      {type: 'range', prop: 'firstDuration', label: 'Scene 1 durationInFrames', min: 30, max: 90, step: 1},
      {type: 'range', prop: 'secondDuration', label: 'Scene 2 durationInFrames', min: 30, max: 90, step: 1},
      {type: 'range', prop: 'thirdDuration', label: 'Scene 3 durationInFrames', min: 30, max: 90, step: 1},
      {type: 'range', prop: 'transitionFrames', label: 'Each transition (frames)', min: 1, max: 30, step: 1},
      {type: 'checkbox', prop: 'transitionBeforeFirst', label: 'Add a fade() transition before scene 1'},
    ],
    durationInFrames: 270,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'transitions-use-transition-progress': demo({
    title: 'Items of the exiting scene leave and words of the entering scene arrive, driven by useTransitionProgress()',
    load: () => import('./compositions/TransitionsProgress'),
    defaultProps: {presentation: 'none', transitionFrames: 40, stagger: 0.15},
    controls: [
      {type: 'select', prop: 'presentation', label: 'Presentation', options: ['none', 'fade', 'slide']},
      {type: 'range', prop: 'transitionFrames', label: 'Transition length (frames)', min: 10, max: 60, step: 1},
      {
        type: 'range',
        prop: 'stagger',
        label: 'Delay between items (share of the transition)',
        min: 0,
        max: 0.3,
        step: 0.01,
      },
    ],
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'transitions-none': demo({
    title: 'none() between two transparent scenes whose contents animate with useTransitionProgress()',
    load: () => import('./compositions/TransitionsProgress'),
    defaultProps: {presentation: 'none', transitionFrames: 30, stagger: 0.2},
    controls: [
      {type: 'select', prop: 'presentation', label: 'Presentation', options: ['none', 'fade', 'slide']},
      {type: 'range', prop: 'transitionFrames', label: 'Transition length (frames)', min: 10, max: 60, step: 1},
      {
        type: 'range',
        prop: 'stagger',
        label: 'Delay between items (share of the transition)',
        min: 0,
        max: 0.3,
        step: 0.01,
      },
    ],
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'transitions-presentations': presentationDemo(
    'Two scenes joined by the chosen built-in presentation, with its call and the transition progress',
    {presentation: 'slide', direction: 'from-right'},
    [
      presentationSelect,
      {type: 'select', prop: 'direction', label: 'direction (slide, wipe, flip)', options: WIPE_DIRECTIONS},
      transitionLength,
      timingSelect,
    ],
  ),
  'transitions-fade': presentationDemo(
    'fade(): scene B fades in over scene A; optionally scene A fades out at the same time',
    {presentation: 'fade'},
    [
      presentationSelect,
      {type: 'checkbox', prop: 'shouldFadeOutExitingScene', label: 'shouldFadeOutExitingScene'},
      transitionLength,
      timingSelect,
    ],
  ),
  'transitions-slide': presentationDemo(
    'slide(): scene B pushes scene A out of the frame from the chosen side',
    {presentation: 'slide', direction: 'from-right'},
    [presentationSelect, sideSelect, transitionLength, timingSelect],
  ),
  'transitions-wipe': presentationDemo(
    'wipe(): scene B is uncovered over scene A from one of eight directions',
    {presentation: 'wipe', direction: 'from-top-left'},
    [
      presentationSelect,
      {type: 'select', prop: 'direction', label: 'direction', options: WIPE_DIRECTIONS},
      transitionLength,
      timingSelect,
    ],
  ),
  'transitions-flip': presentationDemo(
    'flip(): scene A turns over like a card and scene B is on its back',
    {presentation: 'flip', direction: 'from-left', perspective: 1000},
    [presentationSelect, sideSelect, perspectiveRange, transitionLength, timingSelect],
  ),
  'transitions-clock-wipe': presentationDemo(
    'clockWipe(): scene B is revealed by a hand sweeping clockwise from 12 o’clock',
    {presentation: 'clockWipe', transitionFrames: 40},
    [presentationSelect, transitionLength, timingSelect],
  ),
  'transitions-cube': presentationDemo(
    'A cube rotation built as a custom presentation: both scenes turn as two faces of a cube',
    {presentation: 'cube', direction: 'from-right', perspective: 1200, timing: 'springTiming'},
    [presentationSelect, sideSelect, perspectiveRange, transitionLength, timingSelect],
  ),
  'transitions-custom-presentation': demo({
    title:
      'A custom circleReveal() presentation: a growing circle uncovers the entering scene while the exiting one darkens',
    load: () => import('./compositions/TransitionsCustomPresentation'),
    defaultProps: {originX: 50, originY: 50, dimExitingScene: true, transitionFrames: 35, timing: 'linearTiming'},
    controls: [
      {type: 'range', prop: 'originX', label: 'originX (%)', min: 0, max: 100, step: 1},
      {type: 'range', prop: 'originY', label: 'originY (%)', min: 0, max: 100, step: 1},
      {type: 'checkbox', prop: 'dimExitingScene', label: 'dimExitingScene'},
      {type: 'range', prop: 'transitionFrames', label: 'Transition length (frames)', min: 5, max: 60, step: 1},
      {type: 'select', prop: 'timing', label: 'Timing', options: ['linearTiming', 'springTiming']},
    ],
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'transitions-timings': timingDemo(
    'The progress curve of the chosen timing over the player timeline, next to the slide() transition it drives',
    {timing: 'springTiming'},
    [
      {type: 'select', prop: 'timing', label: 'Timing', options: ['linearTiming', 'springTiming', 'pauseTiming']},
      {
        type: 'range',
        prop: 'durationInFrames',
        label: 'durationInFrames (linear, pause) or fixed spring length',
        min: 5,
        max: 110,
        step: 1,
      },
      {type: 'checkbox', prop: 'fixDuration', label: 'springTiming: pass durationInFrames'},
      {type: 'range', prop: 'damping', label: 'springTiming: config.damping', min: 1, max: 300, step: 1},
      {type: 'select', prop: 'easing', label: 'linearTiming: easing', options: EASINGS},
    ],
  ),
  'transitions-spring-timing': timingDemo(
    'springTiming(): the spring curve of the transition progress, its measured length and a slide() driven by it',
    {timing: 'springTiming', damping: 12},
    springControls,
  ),
  'transitions-linear-timing': timingDemo(
    'linearTiming(): the transition progress with the chosen easing, and a slide() driven by it',
    {timing: 'linearTiming', durationInFrames: 40, easing: 'Easing.inOut(Easing.cubic)'},
    [
      {type: 'range', prop: 'durationInFrames', label: 'durationInFrames', min: 5, max: 110, step: 1},
      {type: 'select', prop: 'easing', label: 'easing', options: EASINGS},
    ],
  ),
  'transitions-custom-timing': timingDemo(
    'A custom pauseTiming(): the transition moves to a point, holds there, then finishes',
    {timing: 'pauseTiming', durationInFrames: 30, pauseAt: 0.5, pauseFrames: 30},
    [
      {type: 'range', prop: 'durationInFrames', label: 'moveFrames', min: 5, max: 60, step: 1},
      {type: 'range', prop: 'pauseAt', label: 'pauseAt', min: 0.1, max: 0.9, step: 0.05},
      {type: 'range', prop: 'pauseFrames', label: 'pauseFrames', min: 0, max: 50, step: 1},
      {
        type: 'select',
        prop: 'timing',
        label: 'Timing (compare)',
        options: ['pauseTiming', 'linearTiming', 'springTiming'],
      },
    ],
  ),
};
