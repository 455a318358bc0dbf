import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function SpringDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A square driven by spring(), with the spring curve over 90 frames"
      lazyComponent={loadComposition}
      defaultProps={{stiffness: 100, damping: 10, mass: 1, overshootClamping: false}}
      controls={[
        {type: 'range', prop: 'stiffness', label: 'Stiffness', min: 1, max: 300, step: 1},
        {type: 'range', prop: 'damping', label: 'Damping', min: 1, max: 50, step: 1},
        {type: 'range', prop: 'mass', label: 'Mass', min: 0.1, max: 5, step: 0.1},
        {type: 'checkbox', prop: 'overshootClamping', label: 'overshootClamping'},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
