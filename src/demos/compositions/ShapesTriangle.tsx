import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {Triangle, makeTriangle} from '@remotion/shapes';

type Direction = 'up' | 'down' | 'left' | 'right';

export type ShapesTriangleDemoProps = {
  length: number;
  direction: string;
  cornerRadius: number;
  edgeRoundness: number;
  useEdgeRoundness: boolean;
  debug: boolean;
  fill: string;
};

const toDirection = (value: string): Direction =>
  value === 'up' || value === 'down' || value === 'left' ? value : 'right';

export default function ShapesTriangleComposition({
  length,
  direction,
  cornerRadius,
  edgeRoundness,
  useEdgeRoundness,
  debug,
  fill,
}: ShapesTriangleDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps, config: {damping: 14}});
  const dir = toDirection(direction);

  // Passing both cornerRadius and edgeRoundness throws, so the checkbox picks one.
  const rounding = useEdgeRoundness ? {edgeRoundness} : {cornerRadius};
  const info = makeTriangle({length, direction: dir, ...rounding});
  const roundingCode = useEdgeRoundness ? `edgeRoundness={${edgeRoundness}}` : `cornerRadius={${cornerRadius}}`;

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        <Triangle
          {...rounding}
          length={length}
          direction={dir}
          fill={fill}
          debug={debug}
          style={{transform: `scale(${scale})`}}
        />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 15, lineHeight: 1.5}}>
        <div>{`<Triangle length={${length}} direction="${dir}" ${roundingCode} />`}</div>
        <div style={{color: '#94a3b8'}}>
          makeTriangle() → width {info.width.toFixed(1)}, height {info.height.toFixed(1)}
        </div>
      </div>
    </AbsoluteFill>
  );
}
