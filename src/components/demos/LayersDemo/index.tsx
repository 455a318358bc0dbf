import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function LayersDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A background, a moving card and a title stacked as AbsoluteFill layers"
      lazyComponent={loadComposition}
      defaultProps={{order: 'card, title', showBackground: true, cardOpacity: 1, titleZIndex: 0}}
      controls={[
        {type: 'select', prop: 'order', label: 'Order in JSX (first is lowest)', options: ['card, title', 'title, card']},
        {type: 'checkbox', prop: 'showBackground', label: 'Render the background layer'},
        {type: 'range', prop: 'cardOpacity', label: 'Card opacity', min: 0, max: 1, step: 0.05},
        {type: 'range', prop: 'titleZIndex', label: 'Title zIndex', min: 0, max: 2, step: 1},
      ]}
      durationInFrames={90}
      fps={30}
      width={640}
      height={360}
    />
  );
}
