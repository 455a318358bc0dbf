import React, {useState} from 'react';
import {Player} from '@remotion/player';
import type {DemoEntry, DemoProps} from '@site/src/demos/types';

/** The part of a live demo that needs @remotion/player; loaded on demand. */
export default function PlayerStage({demo, inputProps}: {demo: DemoEntry; inputProps: DemoProps}): React.ReactNode {
  const {load, durationInFrames, fps = 30, width = 1280, height = 720, loop = true} = demo;
  // With spaceKeyToPlayOrPause the Player moves the focus to its play button whenever it mounts
  // or starts/stops playing, which would pull the reader's focus into a demo that merely scrolled
  // into view. It is switched on only once the reader has used this player.
  const [used, setUsed] = useState(false);
  const markUsed = () => setUsed(true);
  return (
    // Not an interactive element of its own: it only notices interaction with the Player inside.
    <div onPointerDownCapture={markUsed} onKeyDownCapture={markUsed}>
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
        spaceKeyToPlayOrPause={used}
        acknowledgeRemotionLicense
        style={{width: '100%', borderRadius: 8}}
      />
    </div>
  );
}
