import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function FreezeDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="The same clock twice: the right one is wrapped in Freeze and stays at the chosen frame"
      lazyComponent={loadComposition}
      defaultProps={{frame: 30, active: true}}
      controls={[
        {type: 'range', prop: 'frame', label: 'frame', min: 0, max: 89, step: 1},
        {type: 'checkbox', prop: 'active', label: 'active'},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
