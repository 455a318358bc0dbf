import React from 'react';
import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';
import {noise3D} from '@remotion/noise';

export type NoiseVisualizationDemoProps = {
  seed: string;
  columns: number;
  frequency: number;
  speed: number;
  amplitude: number;
};

export default function NoiseVisualizationComposition({
  seed,
  columns,
  frequency,
  speed,
  amplitude,
}: NoiseVisualizationDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {width, height} = useVideoConfig();

  const spacing = width / columns;
  const rows = Math.ceil(height / spacing);
  // The third dimension is time: moving through it slowly makes the field drift.
  const z = frame * speed;

  const dots: React.ReactNode[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const px = col * frequency;
      const py = row * frequency;
      // noise3D() returns a value between -1 and 1.
      const dx = noise3D(`${seed}-x`, px, py, z) * amplitude;
      const dy = noise3D(`${seed}-y`, px, py, z) * amplitude;
      const brightness = (noise3D(`${seed}-b`, px, py, z) + 1) / 2;
      dots.push(
        <circle
          key={`${row}-${col}`}
          cx={(col + 0.5) * spacing + dx}
          cy={(row + 0.5) * spacing + dy}
          r={Math.max(1.5, spacing * 0.18)}
          fill={`hsl(${200 + brightness * 120}, 85%, ${30 + brightness * 50}%)`}
        />,
      );
    }
  }

  return (
    <AbsoluteFill style={{backgroundColor: '#020617'}}>
      <svg width={width} height={height}>
        {dots}
      </svg>
    </AbsoluteFill>
  );
}
