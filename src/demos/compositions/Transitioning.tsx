import React from 'react';
import {AbsoluteFill, useVideoConfig} from 'remotion';
import {linearTiming, springTiming, TransitionSeries} from '@remotion/transitions';
import type {TransitionTiming} from '@remotion/transitions';
import {clockWipe} from '@remotion/transitions/clock-wipe';
import {fade} from '@remotion/transitions/fade';
import {flip} from '@remotion/transitions/flip';
import {none} from '@remotion/transitions/none';
import {slide} from '@remotion/transitions/slide';
import {wipe} from '@remotion/transitions/wipe';

export type TransitioningDemoProps = {
  presentation: string;
  direction: string;
  timing: string;
  transitionFrames: number;
};

type Direction = 'from-left' | 'from-right' | 'from-top' | 'from-bottom';

const toDirection = (value: string): Direction => {
  if (value === 'from-right' || value === 'from-top' || value === 'from-bottom') {
    return value;
  }
  return 'from-left';
};

const Scene: React.FC<{label: string; color: string}> = ({label, color}) => (
  <AbsoluteFill
    style={{
      backgroundColor: color,
      justifyContent: 'center',
      alignItems: 'center',
      color: 'white',
      fontFamily: 'sans-serif',
      fontSize: 72,
      fontWeight: 800,
    }}>
    {label}
  </AbsoluteFill>
);

export default function TransitioningComposition({
  presentation,
  direction,
  timing,
  transitionFrames,
}: TransitioningDemoProps): React.ReactNode {
  const {width, height, durationInFrames} = useVideoConfig();
  const dir = toDirection(direction);

  const makeTiming = (): TransitionTiming =>
    timing === 'springTiming'
      ? springTiming({durationInFrames: transitionFrames, config: {damping: 200}})
      : linearTiming({durationInFrames: transitionFrames});

  // Each presentation has its own props type, so each case returns its own element.
  const makeTransition = (): React.ReactNode => {
    const t = makeTiming();
    switch (presentation) {
      case 'slide':
        return <TransitionSeries.Transition presentation={slide({direction: dir})} timing={t} />;
      case 'wipe':
        return <TransitionSeries.Transition presentation={wipe({direction: dir})} timing={t} />;
      case 'flip':
        return <TransitionSeries.Transition presentation={flip({direction: dir})} timing={t} />;
      case 'clockWipe':
        return <TransitionSeries.Transition presentation={clockWipe({width, height})} timing={t} />;
      case 'none':
        return <TransitionSeries.Transition presentation={none()} timing={t} />;
      default:
        return <TransitionSeries.Transition presentation={fade()} timing={t} />;
    }
  };

  // Transitions overlap neighbouring scenes, which shortens the total.
  // Lengthen the scenes so that the series always fills the whole player.
  const total = durationInFrames + 2 * transitionFrames;
  const sceneLength = Math.floor(total / 3);
  const lastSceneLength = total - 2 * sceneLength;

  return (
    <TransitionSeries>
      <TransitionSeries.Sequence durationInFrames={sceneLength}>
        <Scene label="Scene A" color="#2563eb" />
      </TransitionSeries.Sequence>
      {makeTransition()}
      <TransitionSeries.Sequence durationInFrames={sceneLength}>
        <Scene label="Scene B" color="#db2777" />
      </TransitionSeries.Sequence>
      {makeTransition()}
      <TransitionSeries.Sequence durationInFrames={lastSceneLength}>
        <Scene label="Scene C" color="#059669" />
      </TransitionSeries.Sequence>
    </TransitionSeries>
  );
}
