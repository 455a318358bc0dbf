import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {Rect, makeRect} from '@remotion/shapes';

export type ShapesRectDemoProps = {
  width: number;
  height: number;
  cornerRadius: number;
  edgeRoundness: number;
  useEdgeRoundness: boolean;
  debug: boolean;
  fill: string;
};

export default function ShapesRectComposition({
  width,
  height,
  cornerRadius,
  edgeRoundness,
  useEdgeRoundness,
  debug,
  fill,
}: ShapesRectDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps, config: {damping: 14}});

  // cornerRadius and edgeRoundness throw when both are set, so only one of them is passed.
  const rounding = useEdgeRoundness ? {edgeRoundness} : {cornerRadius};
  const info = makeRect({width, height, ...rounding});
  const code = useEdgeRoundness
    ? `<Rect width={${width}} height={${height}} edgeRoundness={${edgeRoundness}} />`
    : `<Rect width={${width}} height={${height}} cornerRadius={${cornerRadius}} />`;

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        <Rect
          {...rounding}
          width={width}
          height={height}
          fill={fill}
          debug={debug}
          style={{transform: `scale(${scale})`}}
        />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 15, lineHeight: 1.5}}>
        <div>{code}</div>
        <div style={{color: '#94a3b8'}}>
          makeRect() → {info.instructions.length} instructions, transformOrigin &quot;{info.transformOrigin}&quot;
        </div>
      </div>
    </AbsoluteFill>
  );
}
