import React, {useMemo} from 'react';
import {Player} from '@remotion/player';
import type {DemoProps, LiveDemoProps} from './types';

/** The part of a live demo that needs @remotion/player; loaded on demand. */
export default function PlayerStage<P extends DemoProps>({
  lazyComponent,
  inputProps,
  durationInFrames,
  fps = 30,
  width = 1280,
  height = 720,
  loop = true,
}: LiveDemoProps<P> & {inputProps: P}): React.ReactNode {
  // A stable loader: a new function each render would remount the composition.
  const lazy = useMemo(() => lazyComponent, [lazyComponent]);
  return (
    <Player
      lazyComponent={lazy}
      inputProps={inputProps}
      durationInFrames={durationInFrames}
      fps={fps}
      compositionWidth={width}
      compositionHeight={height}
      controls
      loop={loop}
      clickToPlay
      acknowledgeRemotionLicense
      style={{width: '100%', borderRadius: 8}}
    />
  );
}
