import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';

export type TransformsDemoProps = {
  order: string;
  translateX: number;
  rotate: number;
  scale: number;
  skew: number;
  animate: boolean;
};

const BOX = 120;

export default function TransformsComposition({
  order,
  translateX,
  rotate,
  scale,
  skew,
  animate,
}: TransformsDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  // When animating, every value grows from its neutral value to the chosen one and back.
  const t = animate ? interpolate(frame, [0, durationInFrames / 2, durationInFrames - 1], [0, 1, 0]) : 1;

  const parts: Record<string, string> = {
    translate: `translateX(${translateX * t}px)`,
    rotate: `rotate(${rotate * t}deg)`,
    scale: `scale(${1 + (scale - 1) * t})`,
    skew: `skewX(${skew * t}deg)`,
  };
  const transform = order
    .split(', ')
    .map((name) => parts[name])
    .join(' ');

  const box: React.CSSProperties = {
    position: 'absolute',
    left: 320 - BOX / 2,
    top: 160 - BOX / 2,
    width: BOX,
    height: BOX,
  };

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', fontFamily: 'sans-serif'}}>
      <div style={{...box, border: '2px dashed #64748b', borderRadius: 12}} />
      <div
        style={{
          ...box,
          borderRadius: 12,
          backgroundColor: '#38bdf8',
          transform,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          fontSize: 44,
          fontWeight: 800,
          color: '#0f172a',
        }}>
        R
      </div>
      <div
        style={{
          position: 'absolute',
          bottom: 16,
          left: 20,
          right: 20,
          color: '#e2e8f0',
          fontSize: 17,
          fontFamily: 'monospace',
        }}>
        transform: {transform}
      </div>
    </AbsoluteFill>
  );
}
