import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export default function TransformsDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A square with a CSS transform built from translate, rotate, scale and skew in a chosen order"
      lazyComponent={loadComposition}
      defaultProps={{order: 'translate, rotate, scale, skew', translateX: 150, rotate: 45, scale: 1, skew: 0, animate: true}}
      controls={[
        {
          type: 'select',
          prop: 'order',
          label: 'Order of functions',
          options: ['translate, rotate, scale, skew', 'rotate, translate, scale, skew', 'scale, translate, rotate, skew', 'skew, rotate, translate, scale'],
        },
        {type: 'range', prop: 'translateX', label: 'translateX (px)', min: -250, max: 250, step: 5},
        {type: 'range', prop: 'rotate', label: 'rotate (deg)', min: -180, max: 180, step: 5},
        {type: 'range', prop: 'scale', label: 'scale', min: 0.2, max: 2, step: 0.05},
        {type: 'range', prop: 'skew', label: 'skewX (deg)', min: -45, max: 45, step: 1},
        {type: 'checkbox', prop: 'animate', label: 'Animate from neutral and back'},
      ]}
      durationInFrames={120}
      fps={30}
      width={640}
      height={360}
    />
  );
}
