import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function UsingRandomnessDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="Dots placed with random() from a seed, or with Math.random() for comparison"
      lazyComponent={loadComposition}
      defaultProps={{seed: 'confetti', count: 40, useMathRandom: false}}
      controls={[
        {type: 'text', prop: 'seed', label: 'Seed', maxLength: 30},
        {type: 'range', prop: 'count', label: 'Number of dots', min: 1, max: 150, step: 1},
        {type: 'checkbox', prop: 'useMathRandom', label: 'Use Math.random() instead'},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
