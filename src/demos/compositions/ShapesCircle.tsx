import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {Circle, makeCircle} from '@remotion/shapes';

export type ShapesCircleDemoProps = {
  radius: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
};

export default function ShapesCircleComposition({
  radius,
  fill,
  stroke,
  strokeWidth,
}: ShapesCircleDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps, config: {damping: 14}});
  const {width, height, transformOrigin} = makeCircle({radius});

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        {/* fill, stroke and strokeWidth are passed on to the <path> element. */}
        <Circle
          radius={radius}
          fill={fill}
          stroke={stroke}
          strokeWidth={strokeWidth}
          style={{transform: `scale(${scale})`}}
        />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 15, lineHeight: 1.5}}>
        <div>{`<Circle radius={${radius}} strokeWidth={${strokeWidth}} />`}</div>
        <div style={{color: '#94a3b8'}}>
          makeCircle() → width {width}, height {height}, transformOrigin &quot;{transformOrigin}&quot;
        </div>
      </div>
    </AbsoluteFill>
  );
}
