import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function NoiseVisualizationDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A grid of dots displaced and coloured by noise3D(), with time as the third dimension"
      lazyComponent={loadComposition}
      defaultProps={{seed: 'grid', columns: 24, frequency: 0.15, speed: 0.02, amplitude: 12}}
      controls={[
        {type: 'text', prop: 'seed', label: 'Seed', maxLength: 30},
        {type: 'range', prop: 'columns', label: 'Columns', min: 6, max: 48, step: 1},
        {type: 'range', prop: 'frequency', label: 'Frequency (step per dot)', min: 0.01, max: 1, step: 0.01},
        {type: 'range', prop: 'speed', label: 'Speed (step per frame)', min: 0, max: 0.1, step: 0.005},
        {type: 'range', prop: 'amplitude', label: 'Amplitude (px)', min: 0, max: 40, step: 1},
      ]}
      durationInFrames={150}
      fps={30}
      width={640}
      height={360}
    />
  );
}
