import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function SequenceDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A child inside a Sequence: it mounts at frame from, counts its own frames and unmounts after durationInFrames frames"
      lazyComponent={loadComposition}
      defaultProps={{from: 20, durationInFrames: 45}}
      controls={[
        {type: 'range', prop: 'from', label: 'from', min: 0, max: 80, step: 1},
        {type: 'range', prop: 'durationInFrames', label: 'durationInFrames', min: 1, max: 90, step: 1},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
