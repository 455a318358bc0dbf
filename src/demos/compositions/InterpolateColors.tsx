import React from 'react';
import {AbsoluteFill, interpolateColors, useCurrentFrame, useVideoConfig} from 'remotion';

export type InterpolateColorsDemoProps = {
  startColor: string;
  middleColor: string;
  endColor: string;
  startFrame: number;
  endFrame: number;
};

export default function InterpolateColorsComposition({
  startColor,
  middleColor,
  endColor,
  startFrame,
  endFrame,
}: InterpolateColorsDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();

  if (endFrame <= startFrame) {
    return (
      <AbsoluteFill
        style={{
          backgroundColor: '#3b0d0d',
          color: 'white',
          fontFamily: 'sans-serif',
          justifyContent: 'center',
          alignItems: 'center',
          fontSize: 22,
          padding: 40,
          textAlign: 'center',
        }}>
        interpolateColors() throws here: the end frame must come after the start frame, so that the input range is
        strictly increasing.
      </AbsoluteFill>
    );
  }

  const inputRange = [startFrame, (startFrame + endFrame) / 2, endFrame];
  const colors = [startColor, middleColor, endColor];
  const color = interpolateColors(frame, inputRange, colors);

  return (
    <AbsoluteFill
      style={{backgroundColor: color, fontFamily: 'sans-serif', justifyContent: 'center', alignItems: 'center'}}>
      <div
        style={{
          backgroundColor: 'rgba(0, 0, 0, 0.65)',
          color: 'white',
          padding: '16px 24px',
          borderRadius: 12,
          fontSize: 22,
          textAlign: 'center',
        }}>
        <div>frame {frame}</div>
        <div style={{fontFamily: 'monospace', marginTop: 8}}>{color}</div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: 20,
          right: 20,
          bottom: 20,
          height: 24,
          display: 'flex',
          borderRadius: 6,
          overflow: 'hidden',
        }}>
        {Array.from({length: durationInFrames}, (_, f) => (
          <div
            key={f}
            style={{
              flex: 1,
              backgroundColor: interpolateColors(f, inputRange, colors),
              outline: f === frame ? '2px solid white' : undefined,
            }}
          />
        ))}
      </div>
    </AbsoluteFill>
  );
}
