import React from 'react';
import {AbsoluteFill, Series, useCurrentFrame, useVideoConfig} from 'remotion';

export type SeriesDemoProps = {
  firstDuration: number;
  secondDuration: number;
  thirdDuration: number;
  secondOffset: number;
};

const COLORS = ['#3b82f6', '#f97316', '#a855f7'];

function Scene({index, align}: {index: number; align: 'flex-start' | 'center' | 'flex-end'}): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: align, padding: 40}}>
      <div
        style={{
          width: 180,
          height: 150,
          borderRadius: 16,
          backgroundColor: COLORS[index],
          opacity: 0.92,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          fontSize: 20,
          marginTop: -60,
        }}>
        <div>Scene {index + 1}</div>
        <div>
          frame {frame} / {durationInFrames}
        </div>
      </div>
    </AbsoluteFill>
  );
}

export default function SeriesComposition({
  firstDuration,
  secondDuration,
  thirdDuration,
  secondOffset,
}: SeriesDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames: total} = useVideoConfig();
  // The same arithmetic <Series> does: each start is the previous end plus the offset.
  const starts = [0, firstDuration + secondOffset, firstDuration + secondOffset + secondDuration];
  const durations = [firstDuration, secondDuration, thirdDuration];
  const width = 560;
  const toX = (f: number) => 40 + (f / total) * width;

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <Series>
        <Series.Sequence durationInFrames={firstDuration}>
          <Scene index={0} align="flex-start" />
        </Series.Sequence>
        <Series.Sequence durationInFrames={secondDuration} offset={secondOffset}>
          <Scene index={1} align="center" />
        </Series.Sequence>
        <Series.Sequence durationInFrames={thirdDuration}>
          <Scene index={2} align="flex-end" />
        </Series.Sequence>
      </Series>
      {durations.map((d, i) => (
        <div
          key={i}
          style={{
            position: 'absolute',
            left: toX(starts[i]),
            bottom: 30 + i * 14,
            width: Math.max(0, toX(Math.min(total, starts[i] + d)) - toX(starts[i])),
            height: 12,
            backgroundColor: COLORS[i],
            borderRadius: 3,
          }}
        />
      ))}
      <div
        style={{position: 'absolute', left: toX(frame), bottom: 24, width: 3, height: 54, backgroundColor: 'white'}}
      />
      <div style={{position: 'absolute', left: 40, bottom: 90, fontSize: 18}}>composition frame {frame}</div>
    </AbsoluteFill>
  );
}
