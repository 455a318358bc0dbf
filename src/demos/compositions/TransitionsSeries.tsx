import React from 'react';
import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';
import {linearTiming, TransitionSeries} from '@remotion/transitions';
import {fade} from '@remotion/transitions/fade';
import {slide} from '@remotion/transitions/slide';

export type TransitionsSeriesDemoProps = {
  firstDuration: number;
  secondDuration: number;
  thirdDuration: number;
  transitionFrames: number;
  transitionBeforeFirst: boolean;
};

const SCENES = [
  {label: 'Scene 1', color: '#2563eb'},
  {label: 'Scene 2', color: '#db2777'},
  {label: 'Scene 3', color: '#059669'},
];

const Scene: React.FC<{label: string; color: string}> = ({label, color}) => (
  <AbsoluteFill
    style={{
      backgroundColor: color,
      justifyContent: 'center',
      alignItems: 'center',
      color: 'white',
      fontFamily: 'sans-serif',
      fontSize: 60,
      fontWeight: 800,
      paddingBottom: 110,
    }}>
    {label}
  </AbsoluteFill>
);

export default function TransitionsSeriesComposition({
  firstDuration,
  secondDuration,
  thirdDuration,
  transitionFrames,
  transitionBeforeFirst,
}: TransitionsSeriesDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames: playerLength} = useVideoConfig();
  const durations = [firstDuration, secondDuration, thirdDuration];
  const timing = linearTiming({durationInFrames: transitionFrames});

  // Where <TransitionSeries> places each scene: every transition pulls the next scene back by its length.
  const starts = [0, firstDuration - transitionFrames, firstDuration + secondDuration - 2 * transitionFrames];
  const total = starts[2] + thirdDuration;
  const scale = (f: number) => 20 + (f / playerLength) * 600;

  return (
    <AbsoluteFill style={{backgroundColor: '#111827', fontFamily: 'sans-serif'}}>
      <AbsoluteFill
        style={{justifyContent: 'center', alignItems: 'center', color: '#6b7280', fontSize: 28, paddingBottom: 110}}>
        nothing is rendered here
      </AbsoluteFill>
      <TransitionSeries>
        {transitionBeforeFirst ? <TransitionSeries.Transition presentation={fade()} timing={timing} /> : null}
        <TransitionSeries.Sequence durationInFrames={firstDuration}>
          <Scene {...SCENES[0]} />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition presentation={slide({direction: 'from-right'})} timing={timing} />
        <TransitionSeries.Sequence durationInFrames={secondDuration}>
          <Scene {...SCENES[1]} />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition presentation={slide({direction: 'from-right'})} timing={timing} />
        <TransitionSeries.Sequence durationInFrames={thirdDuration}>
          <Scene {...SCENES[2]} />
        </TransitionSeries.Sequence>
      </TransitionSeries>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 120,
          backgroundColor: 'rgba(0, 0, 0, 0.8)',
          color: 'white',
          fontSize: 13,
        }}>
        {SCENES.map((scene, i) => (
          <div
            key={scene.label}
            style={{
              position: 'absolute',
              top: 10 + i * 24,
              left: scale(starts[i]),
              width: scale(starts[i] + durations[i]) - scale(starts[i]),
              height: 20,
              borderRadius: 4,
              backgroundColor: scene.color,
              paddingLeft: 6,
              lineHeight: '20px',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}>
            from {starts[i]} · {durations[i]} frames
          </div>
        ))}
        <div
          style={{position: 'absolute', top: 4, bottom: 30, left: scale(frame), width: 2, backgroundColor: '#facc15'}}
        />
        <div style={{position: 'absolute', left: 20, bottom: 8, fontFamily: 'monospace'}}>
          frame {frame} · series length {firstDuration} + {secondDuration} + {thirdDuration} − 2 × {transitionFrames} ={' '}
          {total} frames
        </div>
      </div>
    </AbsoluteFill>
  );
}
