import React from 'react';
import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';
import {noise4D} from '@remotion/noise';

export type Noise4DDemoProps = {
  seed: string;
  frequency: number;
  loopRadius: number;
  columns: number;
};

export default function Noise4DComposition({seed, frequency, loopRadius, columns}: Noise4DDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();

  // z and w walk once around a circle during the video, so the last frame leads back into the first.
  const turn = (frame / durationInFrames) * Math.PI * 2;
  const z = Math.cos(turn) * loopRadius;
  const w = Math.sin(turn) * loopRadius;

  const spacing = 640 / columns;
  const rows = Math.floor(300 / spacing);
  const dots: React.ReactNode[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const value = noise4D(seed, col * frequency, row * frequency, z, w);
      dots.push(
        <circle
          key={`${row}-${col}`}
          cx={(col + 0.5) * spacing}
          cy={(row + 0.5) * spacing}
          r={Math.max(0.5, ((value + 1) / 2) * spacing * 0.5)}
          fill={`hsl(${160 + value * 60}, 80%, 60%)`}
        />,
      );
    }
  }

  return (
    <AbsoluteFill style={{backgroundColor: '#04120f', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={300} style={{position: 'absolute', top: 0, left: 0}}>
        {dots}
      </svg>
      <div style={{position: 'absolute', left: 16, right: 16, bottom: 10, fontSize: 14, lineHeight: 1.5}}>
        <div>
          noise4D(&quot;{seed}&quot;, col × {frequency}, row × {frequency}, z, w)
        </div>
        <div style={{color: '#94a3b8'}}>
          frame {frame}: z = {z.toFixed(2)}, w = {w.toFixed(2)} (a circle of radius {loopRadius})
        </div>
      </div>
    </AbsoluteFill>
  );
}
