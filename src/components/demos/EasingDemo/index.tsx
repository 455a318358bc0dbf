import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function EasingDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="The curve of the chosen easing function, and a ball moved by it from frame 10 to 70"
      lazyComponent={loadComposition}
      defaultProps={{easing: 'cubic', direction: 'Easing.inOut'}}
      controls={[
        {
          type: 'select',
          prop: 'easing',
          label: 'Easing function',
          options: ['linear', 'ease', 'quad', 'cubic', 'poly(4)', 'sin', 'circle', 'exp', 'elastic(1)', 'back(1.70158)', 'bounce', 'bezier(0.33, 1, 0.68, 1)', 'step0', 'step1'],
        },
        {type: 'select', prop: 'direction', label: 'Direction', options: ['Easing.in', 'Easing.out', 'Easing.inOut']},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
