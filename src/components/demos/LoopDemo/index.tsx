import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function LoopDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A one-turn rotation repeated by Loop; after the last iteration the square disappears"
      lazyComponent={loadComposition}
      defaultProps={{durationInFrames: 30, times: 2, infinite: false}}
      controls={[
        {type: 'range', prop: 'durationInFrames', label: 'durationInFrames', min: 5, max: 60, step: 1},
        {type: 'range', prop: 'times', label: 'times', min: 1, max: 8, step: 1},
        {type: 'checkbox', prop: 'infinite', label: 'times = Infinity (default)'},
      ]}
      durationInFrames={120}
      fps={30}
      width={640}
      height={360}
    />
  );
}
