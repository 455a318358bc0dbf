import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {Ellipse, makeEllipse} from '@remotion/shapes';

export type ShapesEllipseDemoProps = {
  rx: number;
  ry: number;
  fill: string;
  strokeWidth: number;
};

export default function ShapesEllipseComposition({rx, ry, fill, strokeWidth}: ShapesEllipseDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const scale = spring({frame, fps, config: {damping: 14}});
  const {width, height} = makeEllipse({rx, ry});

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', paddingBottom: 64}}>
        <Ellipse
          rx={rx}
          ry={ry}
          fill={fill}
          stroke="#f8fafc"
          strokeWidth={strokeWidth}
          // style applies to the <svg>; the dashed outline shows the box that makeEllipse() reports.
          style={{transform: `scale(${scale})`, outline: '1px dashed #64748b'}}
        />
      </AbsoluteFill>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 14, fontSize: 15, lineHeight: 1.5}}>
        <div>{`<Ellipse rx={${rx}} ry={${ry}} strokeWidth={${strokeWidth}} />`}</div>
        <div style={{color: '#94a3b8'}}>
          makeEllipse() → width {width}, height {height}
        </div>
      </div>
    </AbsoluteFill>
  );
}
