import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

const modes = ['extend', 'clamp', 'wrap', 'identity'];

export default function InterpolateDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="interpolate(frame, [inputStart, inputEnd], [outputStart, outputEnd]) plotted over 90 frames"
      lazyComponent={loadComposition}
      defaultProps={{inputStart: 20, inputEnd: 60, outputStart: 0, outputEnd: 400, extrapolateLeft: 'extend', extrapolateRight: 'extend'}}
      controls={[
        {type: 'range', prop: 'inputStart', label: 'Input range start (frame)', min: 0, max: 89, step: 1},
        {type: 'range', prop: 'inputEnd', label: 'Input range end (frame)', min: 0, max: 89, step: 1},
        {type: 'range', prop: 'outputStart', label: 'Output range start', min: -200, max: 600, step: 10},
        {type: 'range', prop: 'outputEnd', label: 'Output range end', min: -200, max: 600, step: 10},
        {type: 'select', prop: 'extrapolateLeft', label: 'extrapolateLeft', options: modes},
        {type: 'select', prop: 'extrapolateRight', label: 'extrapolateRight', options: modes},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
