import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function InterpolateColorsDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A background blended through three colors with interpolateColors(), with the whole gradient as a strip"
      lazyComponent={loadComposition}
      defaultProps={{startColor: '#1d4ed8', middleColor: '#db2777', endColor: '#facc15', startFrame: 10, endFrame: 70}}
      controls={[
        {type: 'color', prop: 'startColor', label: 'Color at start frame'},
        {type: 'color', prop: 'middleColor', label: 'Color halfway'},
        {type: 'color', prop: 'endColor', label: 'Color at end frame'},
        {type: 'range', prop: 'startFrame', label: 'Start frame', min: 0, max: 89, step: 1},
        {type: 'range', prop: 'endFrame', label: 'End frame', min: 0, max: 89, step: 1},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
