import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function SeriesDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="Three Series.Sequence scenes played one after another; a negative offset makes scene 2 overlap scene 1"
      lazyComponent={loadComposition}
      defaultProps={{firstDuration: 30, secondDuration: 30, thirdDuration: 30, secondOffset: 0}}
      controls={[
        {type: 'range', prop: 'firstDuration', label: 'Scene 1 durationInFrames', min: 10, max: 60, step: 1},
        {type: 'range', prop: 'secondDuration', label: 'Scene 2 durationInFrames', min: 10, max: 60, step: 1},
        {type: 'range', prop: 'thirdDuration', label: 'Scene 3 durationInFrames', min: 10, max: 60, step: 1},
        {type: 'range', prop: 'secondOffset', label: 'Scene 2 offset', min: -10, max: 20, step: 1},
      ]}
      durationInFrames={120}
      fps={30}
      width={640}
      height={360}
    />
  );
}
