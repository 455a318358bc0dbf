import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function AnimationMathDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A square scaled by an enter spring minus an exit spring, with both curves and their difference"
      lazyComponent={loadComposition}
      defaultProps={{enterDelay: 0, exitStart: 60, damping: 12, showParts: true}}
      controls={[
        {type: 'range', prop: 'enterDelay', label: 'Enter delay (frames)', min: 0, max: 40, step: 1},
        {type: 'range', prop: 'exitStart', label: 'Exit starts at frame', min: 20, max: 100, step: 1},
        {type: 'range', prop: 'damping', label: 'Damping', min: 1, max: 200, step: 1},
        {type: 'checkbox', prop: 'showParts', label: 'Show enter and exit curves'},
      ]}
      durationInFrames={120}
      fps={30}
      width={640}
      height={360}
    />
  );
}
