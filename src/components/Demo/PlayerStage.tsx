import React from 'react';
import {Player} from '@remotion/player';
import type {DemoEntry, DemoProps} from '@site/src/demos/types';

/** The part of a live demo that needs @remotion/player; loaded on demand. */
export default function PlayerStage({demo, inputProps}: {demo: DemoEntry; inputProps: DemoProps}): React.ReactNode {
  const {load, durationInFrames, fps = 30, width = 1280, height = 720, loop = true} = demo;
  return (
    <Player
      // `load` is defined once per registry entry, so the composition is not remounted on re-render.
      lazyComponent={load}
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
