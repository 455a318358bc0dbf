import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {Polygon, makePolygon} from '@remotion/shapes';

export type ShapesPolygonDemoProps = {
  points: number;
  radius: number;
  cornerRadius: number;
  edgeRoundness: number;
  useEdgeRoundness: boolean;
  fill: string;
};

export default function ShapesPolygonComposition({
  points,
  radius,
  cornerRadius,
  edgeRoundness,
  useEdgeRoundness,
  fill,
}: ShapesPolygonDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps, config: {damping: 14}});

  // Passing both cornerRadius and edgeRoundness throws, so the checkbox picks one.
  const rounding = useEdgeRoundness ? {edgeRoundness} : {cornerRadius};
  const info = makePolygon({points, radius, ...rounding});
  const roundingCode = useEdgeRoundness ? `edgeRoundness={${edgeRoundness}}` : `cornerRadius={${cornerRadius}}`;

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        <Polygon {...rounding} points={points} radius={radius} fill={fill} style={{transform: `scale(${scale})`}} />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 15, lineHeight: 1.5}}>
        <div>{`<Polygon points={${points}} radius={${radius}} ${roundingCode} />`}</div>
        <div style={{color: '#94a3b8'}}>
          makePolygon() → width {info.width.toFixed(1)}, height {info.height.toFixed(1)}
        </div>
      </div>
    </AbsoluteFill>
  );
}
