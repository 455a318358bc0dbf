import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function AnimatingPropertiesDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A title whose opacity, position and scale follow one animation progress value, with its curve"
      lazyComponent={loadComposition}
      defaultProps={{technique: 'interpolate', animationFrames: 30, damping: 10, clamp: true}}
      controls={[
        {type: 'select', prop: 'technique', label: 'Driver', options: ['interpolate', 'spring']},
        {type: 'range', prop: 'animationFrames', label: 'Animation length (frames)', min: 5, max: 80, step: 1},
        {type: 'range', prop: 'damping', label: 'Spring damping', min: 1, max: 40, step: 1},
        {type: 'checkbox', prop: 'clamp', label: 'Clamp interpolate() at the end'},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
