import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {Pie} from '@remotion/shapes';

export type ShapesPieDemoProps = {
  radius: number;
  progress: number;
  closePath: boolean;
  counterClockwise: boolean;
  rotation: number;
  animate: boolean;
  fill: string;
};

export default function ShapesPieComposition({
  radius,
  progress,
  closePath,
  counterClockwise,
  rotation,
  animate,
  fill,
}: ShapesPieDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  // With "animate", progress grows from 0 to the chosen value over the first 60 frames.
  const shown = animate ? interpolate(frame, [0, 60], [0, progress], {extrapolateRight: 'clamp'}) : progress;

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        <Pie
          radius={radius}
          progress={shown}
          closePath={closePath}
          counterClockwise={counterClockwise}
          rotation={rotation}
          // An open arc reads best as a stroke; a closed slice as a filled area.
          fill={closePath ? fill : 'none'}
          stroke={fill}
          strokeWidth={closePath ? 0 : 14}
          strokeLinecap="round"
        />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 14, lineHeight: 1.5}}>
        <div>{`<Pie radius={${radius}} progress={${shown.toFixed(2)}} rotation={${rotation}} />`}</div>
        <div style={{color: '#94a3b8'}}>
          closePath={String(closePath)} counterClockwise={String(counterClockwise)}
          {closePath ? '' : ' (fill="none", stroke shown)'}
        </div>
      </div>
    </AbsoluteFill>
  );
}
