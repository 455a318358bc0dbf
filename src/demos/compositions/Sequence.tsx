import React from 'react';
import {AbsoluteFill, Sequence, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';

export type SequenceDemoProps = {
  from: number;
  durationInFrames: number;
};

function Child(): React.ReactNode {
  // Inside the <Sequence>, frame 0 is the frame at which the sequence starts.
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  const scale = interpolate(frame, [0, 15], [0.4, 1], {extrapolateRight: 'clamp'});
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <div
        style={{
          width: 220,
          height: 140,
          borderRadius: 16,
          backgroundColor: '#22c55e',
          color: '#052e16',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          fontSize: 22,
          transform: `scale(${scale})`,
          marginTop: -60,
        }}>
        <div>child frame {frame}</div>
        <div style={{fontSize: 16}}>durationInFrames: {durationInFrames}</div>
      </div>
    </AbsoluteFill>
  );
}

export default function SequenceComposition({from, durationInFrames}: SequenceDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames: total} = useVideoConfig();
  const width = 560;
  const toX = (f: number) => 40 + (f / total) * width;
  const end = Math.min(total, from + durationInFrames);

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <Sequence from={from} durationInFrames={durationInFrames}>
        <Child />
      </Sequence>
      <div style={{position: 'absolute', left: 40, bottom: 70, fontSize: 18}}>composition frame {frame}</div>
      <div
        style={{
          position: 'absolute',
          left: 40,
          bottom: 30,
          width,
          height: 24,
          backgroundColor: '#1e293b',
          borderRadius: 4,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: toX(from),
          bottom: 30,
          width: Math.max(0, toX(end) - toX(from)),
          height: 24,
          backgroundColor: '#22c55e',
          borderRadius: 4,
        }}
      />
      <div
        style={{position: 'absolute', left: toX(frame), bottom: 24, width: 3, height: 36, backgroundColor: 'white'}}
      />
    </AbsoluteFill>
  );
}
