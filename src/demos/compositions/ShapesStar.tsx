import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {Star, makeStar} from '@remotion/shapes';

export type ShapesStarDemoProps = {
  points: number;
  innerRadius: number;
  outerRadius: number;
  cornerRadius: number;
  edgeRoundness: number;
  useEdgeRoundness: boolean;
  fill: string;
};

export default function ShapesStarComposition({
  points,
  innerRadius,
  outerRadius,
  cornerRadius,
  edgeRoundness,
  useEdgeRoundness,
  fill,
}: ShapesStarDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps, config: {damping: 14}});

  // Passing both cornerRadius and edgeRoundness throws, so the checkbox picks one.
  const rounding = useEdgeRoundness ? {edgeRoundness} : {cornerRadius};
  const info = makeStar({points, innerRadius, outerRadius, ...rounding});
  const roundingCode = useEdgeRoundness ? `edgeRoundness={${edgeRoundness}}` : `cornerRadius={${cornerRadius}}`;

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        <Star
          {...rounding}
          points={points}
          innerRadius={innerRadius}
          outerRadius={outerRadius}
          fill={fill}
          style={{transform: `scale(${scale})`}}
        />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 13, lineHeight: 1.5}}>
        <div>
          {`<Star points={${points}} innerRadius={${innerRadius}} outerRadius={${outerRadius}} ${roundingCode} />`}
        </div>
        <div style={{color: '#94a3b8'}}>
          makeStar() → width {info.width.toFixed(1)}, height {info.height.toFixed(1)}
        </div>
      </div>
    </AbsoluteFill>
  );
}
