import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function MeasureSpringDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A spring curve with the duration measureSpring() reports for it, printed and marked in green"
      lazyComponent={loadComposition}
      defaultProps={{stiffness: 100, damping: 10, mass: 1, threshold: 0.005}}
      controls={[
        {type: 'range', prop: 'stiffness', label: 'Stiffness', min: 1, max: 300, step: 1},
        {type: 'range', prop: 'damping', label: 'Damping', min: 2, max: 50, step: 1},
        {type: 'range', prop: 'mass', label: 'Mass', min: 0.1, max: 3, step: 0.1},
        {type: 'range', prop: 'threshold', label: 'threshold', min: 0.001, max: 0.1, step: 0.001},
      ]}
      durationInFrames={150}
      fps={30}
      width={640}
      height={360}
    />
  );
}
