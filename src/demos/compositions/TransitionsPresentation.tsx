import React, {useMemo} from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';
import {linearTiming, springTiming, TransitionSeries} from '@remotion/transitions';
import type {
  TransitionPresentation,
  TransitionPresentationComponentProps,
  TransitionTiming,
} from '@remotion/transitions';
import {clockWipe} from '@remotion/transitions/clock-wipe';
import {fade} from '@remotion/transitions/fade';
import {flip} from '@remotion/transitions/flip';
import {none} from '@remotion/transitions/none';
import {slide} from '@remotion/transitions/slide';
import {wipe} from '@remotion/transitions/wipe';
import type {WipeDirection} from '@remotion/transitions/wipe';

export type TransitionsPresentationDemoProps = {
  /** fade, slide, wipe, flip, clockWipe, none or cube (a cube written for this demo). */
  presentation: string;
  direction: string;
  perspective: number;
  shouldFadeOutExitingScene: boolean;
  transitionFrames: number;
  timing: string;
};

type Side = 'from-left' | 'from-right' | 'from-top' | 'from-bottom';

/** The frame at which the transition starts: scene A is always on its own for this long. */
const TRANSITION_START = 35;

const WIPE_DIRECTIONS: WipeDirection[] = [
  'from-left',
  'from-top-left',
  'from-top',
  'from-top-right',
  'from-right',
  'from-bottom-right',
  'from-bottom',
  'from-bottom-left',
];

const toWipeDirection = (value: string): WipeDirection => WIPE_DIRECTIONS.find((d) => d === value) ?? 'from-left';

/** slide(), flip() and the cube know four sides; a diagonal wipe direction falls back to its horizontal part. */
const toSide = (value: string): Side => {
  if (value.endsWith('left')) return 'from-left';
  if (value.endsWith('right')) return 'from-right';
  return value === 'from-bottom' ? 'from-bottom' : 'from-top';
};

type CubeProps = {direction: Side; perspective: number};

/** A cube rotation written with the custom presentation API, because cube() is not part of @remotion/transitions. */
const CubeFace: React.FC<TransitionPresentationComponentProps<CubeProps>> = ({
  children,
  presentationDirection,
  presentationProgress,
  passedProps,
}) => {
  const {width, height} = useVideoConfig();
  const {direction, perspective} = passedProps;
  const vertical = direction === 'from-top' || direction === 'from-bottom';
  const depth = (vertical ? height : width) / 2;
  // The new face starts 90° away; the cube turns by 90° over the transition.
  const sign = direction === 'from-left' || direction === 'from-bottom' ? 1 : -1;
  const turn = sign * 90 * presentationProgress;
  const angle = presentationDirection === 'entering' ? turn - sign * 90 : turn;
  const rotate = vertical ? `rotateX(${angle}deg)` : `rotateY(${angle}deg)`;
  return (
    <AbsoluteFill style={{perspective}}>
      <AbsoluteFill
        style={{
          transform: `translateZ(${-depth}px) ${rotate} translateZ(${depth}px)`,
          backfaceVisibility: 'hidden',
        }}>
        {children}
      </AbsoluteFill>
    </AbsoluteFill>
  );
};

const cubeStyle = (props: CubeProps): TransitionPresentation<CubeProps> => ({component: CubeFace, props});

const Scene: React.FC<{letter: string; caption: string; color: string; accent: string}> = ({
  letter,
  caption,
  color,
  accent,
}) => (
  <AbsoluteFill
    style={{
      backgroundColor: color,
      justifyContent: 'center',
      alignItems: 'center',
      color: 'white',
      fontFamily: 'sans-serif',
    }}>
    <div style={{fontSize: 140, fontWeight: 800, lineHeight: 1}}>{letter}</div>
    <div style={{fontSize: 22, marginTop: 8, padding: '4px 14px', borderRadius: 999, backgroundColor: accent}}>
      {caption}
    </div>
  </AbsoluteFill>
);

export default function TransitionsPresentationComposition({
  presentation,
  direction,
  perspective,
  shouldFadeOutExitingScene,
  transitionFrames,
  timing,
}: TransitionsPresentationDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {width, height, fps, durationInFrames} = useVideoConfig();
  const side = toSide(direction);

  const transitionTiming: TransitionTiming = useMemo(
    () =>
      timing === 'springTiming'
        ? springTiming({config: {damping: 200}, durationInFrames: transitionFrames})
        : linearTiming({durationInFrames: transitionFrames}),
    [timing, transitionFrames],
  );

  // Each presentation has its own props type, so each case returns its own element and call label.
  const [transition, call] = ((): [React.ReactNode, string] => {
    switch (presentation) {
      case 'slide':
        return [
          <TransitionSeries.Transition
            key="transition"
            presentation={slide({direction: side})}
            timing={transitionTiming}
          />,
          `slide({direction: '${side}'})`,
        ];
      case 'wipe': {
        const wipeDirection = toWipeDirection(direction);
        return [
          <TransitionSeries.Transition
            key="transition"
            presentation={wipe({direction: wipeDirection})}
            timing={transitionTiming}
          />,
          `wipe({direction: '${wipeDirection}'})`,
        ];
      }
      case 'flip':
        return [
          <TransitionSeries.Transition
            key="transition"
            presentation={flip({direction: side, perspective})}
            timing={transitionTiming}
          />,
          `flip({direction: '${side}', perspective: ${perspective}})`,
        ];
      case 'clockWipe':
        return [
          <TransitionSeries.Transition
            key="transition"
            presentation={clockWipe({width, height})}
            timing={transitionTiming}
          />,
          `clockWipe({width: ${width}, height: ${height}})`,
        ];
      case 'none':
        return [
          <TransitionSeries.Transition key="transition" presentation={none()} timing={transitionTiming} />,
          'none()',
        ];
      case 'cube':
        return [
          <TransitionSeries.Transition
            key="transition"
            presentation={cubeStyle({direction: side, perspective})}
            timing={transitionTiming}
          />,
          `cube-style custom presentation ('${side}', perspective ${perspective})`,
        ];
      default:
        return [
          <TransitionSeries.Transition
            key="transition"
            presentation={fade({shouldFadeOutExitingScene})}
            timing={transitionTiming}
          />,
          `fade({shouldFadeOutExitingScene: ${shouldFadeOutExitingScene}})`,
        ];
    }
  })();

  // Scene A lasts until the transition has finished, scene B fills the rest of the player.
  const sceneA = TRANSITION_START + transitionFrames;
  const sceneB = durationInFrames - TRANSITION_START;
  const progress = transitionTiming.getProgress({frame: frame - TRANSITION_START, fps});
  const inTransition = frame >= TRANSITION_START && frame < TRANSITION_START + transitionFrames;

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020'}}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={sceneA}>
          <Scene letter="A" caption="exiting scene" color="#2563eb" accent="#1e3a8a" />
        </TransitionSeries.Sequence>
        {transition}
        <TransitionSeries.Sequence durationInFrames={sceneB}>
          <Scene letter="B" caption="entering scene" color="#db2777" accent="#831843" />
        </TransitionSeries.Sequence>
      </TransitionSeries>
      <div
        style={{
          position: 'absolute',
          left: 12,
          right: 12,
          bottom: 10,
          padding: '6px 10px',
          borderRadius: 8,
          backgroundColor: 'rgba(0, 0, 0, 0.65)',
          color: 'white',
          fontFamily: 'monospace',
          fontSize: 14,
        }}>
        <div>{call}</div>
        <div style={{display: 'flex', alignItems: 'center', gap: 8, marginTop: 4}}>
          <span>
            frame {frame} · {timing}({transitionFrames} frames) · progress {progress.toFixed(2)}
          </span>
          <div style={{flex: 1, height: 6, borderRadius: 3, backgroundColor: '#374151'}}>
            <div
              style={{
                width: `${interpolate(progress, [0, 1], [0, 100], {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'})}%`,
                height: 6,
                borderRadius: 3,
                backgroundColor: inTransition ? '#facc15' : '#9ca3af',
              }}
            />
          </div>
        </div>
      </div>
    </AbsoluteFill>
  );
}
