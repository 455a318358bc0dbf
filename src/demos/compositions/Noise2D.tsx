import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {noise2D} from '@remotion/noise';

export type Noise2DDemoProps = {
  seed: string;
  frequency: number;
  speed: number;
  cellSize: number;
};

const AREA_HEIGHT = 300;

export default function Noise2DComposition({seed, frequency, speed, cellSize}: Noise2DDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const columns = Math.ceil(640 / cellSize);
  const rows = Math.ceil(AREA_HEIGHT / cellSize);
  // The field scrolls upwards: the y coordinate grows with the frame.
  const offset = frame * speed;

  const cells: React.ReactNode[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const value = noise2D(seed, col * frequency, row * frequency + offset);
      // value is between -1 and 1: blue for negative, orange for positive.
      const hue = value < 0 ? 215 : 28;
      const light = 12 + Math.abs(value) * 55;
      cells.push(
        <rect
          key={`${row}-${col}`}
          x={col * cellSize}
          y={row * cellSize}
          width={cellSize}
          height={cellSize}
          fill={`hsl(${hue}, 85%, ${light}%)`}
        />,
      );
    }
  }

  const sample = noise2D(seed, 0, offset);

  return (
    <AbsoluteFill style={{backgroundColor: '#020617', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={AREA_HEIGHT} style={{position: 'absolute', top: 0, left: 0}}>
        {cells}
        <rect x={0} y={0} width={cellSize} height={cellSize} fill="none" stroke="white" strokeWidth={2} />
      </svg>
      <div style={{position: 'absolute', left: 16, right: 16, bottom: 10, fontSize: 14, lineHeight: 1.5}}>
        <div>
          noise2D(&quot;{seed}&quot;, col × {frequency}, row × {frequency} + frame × {speed})
        </div>
        <div style={{color: '#94a3b8'}}>
          top-left cell: noise2D(&quot;{seed}&quot;, 0, {offset.toFixed(2)}) = {sample.toFixed(3)}
        </div>
      </div>
    </AbsoluteFill>
  );
}
