import React from 'react';
import {AbsoluteFill, Loop, interpolate, useCurrentFrame} from 'remotion';

export type LoopDemoProps = {
  durationInFrames: number;
  times: number;
  infinite: boolean;
};

function Pulse(): React.ReactNode {
  // Restarts at 0 on every iteration of the loop.
  const frame = useCurrentFrame();
  const loop = Loop.useLoop();
  const rotation = interpolate(frame, [0, loop ? loop.durationInFrames : 1], [0, 360]);
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <div
        style={{
          width: 120,
          height: 120,
          borderRadius: 20,
          backgroundColor: '#f59e0b',
          transform: `rotate(${rotation}deg)`,
          marginTop: -50,
        }}
      />
      <div style={{position: 'absolute', top: 40, fontSize: 22}}>
        iteration {loop ? loop.iteration : '–'}, inner frame {frame}
      </div>
    </AbsoluteFill>
  );
}

export default function LoopComposition({durationInFrames, times, infinite}: LoopDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <Loop durationInFrames={durationInFrames} times={infinite ? Infinity : times}>
        <Pulse />
      </Loop>
      <div style={{position: 'absolute', left: 40, bottom: 30, fontSize: 18}}>
        composition frame {frame} · times={infinite ? 'Infinity' : times}
      </div>
    </AbsoluteFill>
  );
}
