import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function TransitioningDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="Three coloured scenes joined by two transitions from @remotion/transitions"
      lazyComponent={loadComposition}
      defaultProps={{presentation: 'slide', direction: 'from-right', timing: 'linearTiming', transitionFrames: 20}}
      controls={[
        {type: 'select', prop: 'presentation', label: 'Presentation', options: ['fade', 'slide', 'wipe', 'flip', 'clockWipe', 'none']},
        {type: 'select', prop: 'direction', label: 'Direction (slide, wipe, flip)', options: ['from-left', 'from-right', 'from-top', 'from-bottom']},
        {type: 'select', prop: 'timing', label: 'Timing', options: ['linearTiming', 'springTiming']},
        {type: 'range', prop: 'transitionFrames', label: 'Transition length (frames)', min: 5, max: 45, step: 1},
      ]}
      durationInFrames={150}
      fps={30}
      width={640}
      height={360}
    />
  );
}
