import React from 'react';
import {AbsoluteFill, useVideoConfig} from 'remotion';
import {linearTiming, springTiming, TransitionSeries} from '@remotion/transitions';
import type {TransitionPresentation, TransitionPresentationComponentProps} from '@remotion/transitions';

export type TransitionsCustomPresentationDemoProps = {
  originX: number;
  originY: number;
  dimExitingScene: boolean;
  transitionFrames: number;
  timing: string;
};

type CircleRevealProps = {
  originX?: number;
  originY?: number;
  dimExitingScene?: boolean;
};

/** The presentation from the "Custom presentations" page: a growing circle reveals the entering scene. */
const CircleReveal: React.FC<TransitionPresentationComponentProps<CircleRevealProps>> = ({
  children,
  presentationDirection,
  presentationProgress,
  passedProps,
}) => {
  const {width, height} = useVideoConfig();
  const {originX = 50, originY = 50, dimExitingScene = true} = passedProps;

  if (presentationDirection === 'exiting') {
    const brightness = dimExitingScene ? 1 - 0.6 * presentationProgress : 1;
    return <AbsoluteFill style={{filter: `brightness(${brightness})`}}>{children}</AbsoluteFill>;
  }

  // The circle must reach the corner that is farthest from its center.
  const dx = (Math.max(originX, 100 - originX) / 100) * width;
  const dy = (Math.max(originY, 100 - originY) / 100) * height;
  const radius = Math.max(0, presentationProgress) * Math.ceil(Math.hypot(dx, dy));

  return <AbsoluteFill style={{clipPath: `circle(${radius}px at ${originX}% ${originY}%)`}}>{children}</AbsoluteFill>;
};

const circleReveal = (props: CircleRevealProps = {}): TransitionPresentation<CircleRevealProps> => ({
  component: CircleReveal,
  props,
});

const Scene: React.FC<{title: string; color: string}> = ({title, color}) => (
  <AbsoluteFill
    style={{
      backgroundColor: color,
      justifyContent: 'center',
      alignItems: 'center',
      color: 'white',
      fontFamily: 'sans-serif',
      fontSize: 64,
      fontWeight: 800,
    }}>
    {title}
  </AbsoluteFill>
);

export default function TransitionsCustomPresentationComposition({
  originX,
  originY,
  dimExitingScene,
  transitionFrames,
  timing,
}: TransitionsCustomPresentationDemoProps): React.ReactNode {
  const {durationInFrames} = useVideoConfig();
  const transitionTiming =
    timing === 'springTiming'
      ? springTiming({config: {damping: 14}, durationInFrames: transitionFrames})
      : linearTiming({durationInFrames: transitionFrames});

  return (
    <AbsoluteFill>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={35 + transitionFrames}>
          <Scene title="Before" color="#0f766e" />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition
          presentation={circleReveal({originX, originY, dimExitingScene})}
          timing={transitionTiming}
        />
        <TransitionSeries.Sequence durationInFrames={durationInFrames - 35}>
          <Scene title="After" color="#b45309" />
        </TransitionSeries.Sequence>
      </TransitionSeries>
      <div
        style={{
          position: 'absolute',
          left: 12,
          bottom: 10,
          padding: '4px 8px',
          borderRadius: 6,
          backgroundColor: 'rgba(0,0,0,0.6)',
          color: 'white',
          fontFamily: 'monospace',
          fontSize: 14,
        }}>
        circleReveal({`{originX: ${originX}, originY: ${originY}, dimExitingScene: ${dimExitingScene}}`}) · {timing}
      </div>
    </AbsoluteFill>
  );
}
