import React from 'react';
import {AbsoluteFill, interpolate} from 'remotion';
import {linearTiming, TransitionSeries, useTransitionProgress} from '@remotion/transitions';
import {fade} from '@remotion/transitions/fade';
import {none} from '@remotion/transitions/none';
import {slide} from '@remotion/transitions/slide';

export type TransitionsProgressDemoProps = {
  presentation: string;
  transitionFrames: number;
  /** Share of the transition by which each item starts later than the one before it. */
  stagger: number;
};

const TRANSITION_START = 40;

/** Maps the 0-1 transition progress to the 0-1 progress of item `index`, delayed by `stagger` per item. */
const itemProgress = (progress: number, index: number, count: number, stagger: number): number => {
  const start = index * stagger;
  const end = 1 - (count - 1 - index) * stagger;
  return interpolate(progress, [start, Math.max(start + 0.001, end)], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
};

/** Prints what useTransitionProgress() returns in this scene. */
const Readout: React.FC<{scene: string; at: 'top' | 'bottom'; color: string}> = ({scene, at, color}) => {
  const {entering, exiting, isInTransitionSeries} = useTransitionProgress();
  return (
    <div
      style={{
        position: 'absolute',
        left: 16,
        ...(at === 'top' ? {top: 12} : {bottom: 12}),
        fontFamily: 'monospace',
        fontSize: 14,
        color,
      }}>
      {scene}: entering {entering.toFixed(2)} · exiting {exiting.toFixed(2)} · isInTransitionSeries{' '}
      {String(isInTransitionSeries)}
    </div>
  );
};

const Agenda: React.FC<{stagger: number}> = ({stagger}) => {
  const {exiting} = useTransitionProgress();
  const items = ['Intro', 'Numbers', 'Roadmap'];
  return (
    <AbsoluteFill style={{justifyContent: 'center', padding: '0 60px', fontFamily: 'sans-serif', gap: 14}}>
      <Readout scene="A" at="top" color="#93c5fd" />
      {items.map((item, i) => {
        const p = itemProgress(exiting, i, items.length, stagger);
        return (
          <div
            key={item}
            style={{
              fontSize: 40,
              fontWeight: 700,
              color: 'white',
              padding: '8px 20px',
              borderRadius: 12,
              backgroundColor: '#2563eb',
              width: 320,
              transform: `translateX(${p * -520}px)`,
              opacity: 1 - p,
            }}>
            {i + 1}. {item}
          </div>
        );
      })}
    </AbsoluteFill>
  );
};

const Title: React.FC<{stagger: number}> = ({stagger}) => {
  const {entering} = useTransitionProgress();
  const words = ['Q3', 'in', 'numbers'];
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', fontFamily: 'sans-serif'}}>
      <Readout scene="B" at="bottom" color="#f9a8d4" />
      <div style={{display: 'flex', gap: 18}}>
        {words.map((word, i) => {
          const p = itemProgress(entering, i, words.length, stagger);
          return (
            <span
              key={word}
              style={{
                fontSize: 72,
                fontWeight: 800,
                color: '#f472b6',
                transform: `translateY(${(1 - p) * 80}px)`,
                opacity: p,
              }}>
              {word}
            </span>
          );
        })}
      </div>
    </AbsoluteFill>
  );
};

export default function TransitionsProgressComposition({
  presentation,
  transitionFrames,
  stagger,
}: TransitionsProgressDemoProps): React.ReactNode {
  const timing = linearTiming({durationInFrames: transitionFrames});
  const transition =
    presentation === 'fade' ? (
      <TransitionSeries.Transition presentation={fade()} timing={timing} />
    ) : presentation === 'slide' ? (
      <TransitionSeries.Transition presentation={slide({direction: 'from-bottom'})} timing={timing} />
    ) : (
      <TransitionSeries.Transition presentation={none()} timing={timing} />
    );

  // The scenes are transparent and share this background, so both stay visible while they overlap.
  return (
    <AbsoluteFill style={{backgroundColor: '#111827'}}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={TRANSITION_START + transitionFrames}>
          <Agenda stagger={stagger} />
        </TransitionSeries.Sequence>
        {transition}
        <TransitionSeries.Sequence durationInFrames={80}>
          <Title stagger={stagger} />
        </TransitionSeries.Sequence>
      </TransitionSeries>
    </AbsoluteFill>
  );
}
