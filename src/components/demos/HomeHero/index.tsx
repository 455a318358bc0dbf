import React from 'react';
import LiveDemo from '@site/src/components/LiveDemo';

// Module-level loader: a new function on every render would remount the player.
const loadComposition = () => import('./Composition');

export const HOME_HERO_DEFAULTS = {title: 'Hello, Remotion', color: '#0b84f3'};

/** The home page's live demo: the composition plays in the Player and the inputs change its props. */
export default function HomeHeroDemo(): React.ReactNode {
  return (
    <LiveDemo
      title="A title and three shapes animated with spring() and interpolate()"
      lazyComponent={loadComposition}
      defaultProps={HOME_HERO_DEFAULTS}
      controls={[
        {type: 'text', prop: 'title', label: 'Title', maxLength: 40},
        {type: 'color', prop: 'color', label: 'Accent colour'},
      ]}
      durationInFrames={150}
      fps={30}
      width={1280}
      height={720}
    />
  );
}
