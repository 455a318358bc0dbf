import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {extendViewBox, getBoundingBox, parsePath, reduceInstructions, warpPath} from '@remotion/paths';

export type PathsBoundingBoxDemoProps = {
  shape: 'leaf' | 'arc' | 'loop';
  rotate: boolean;
  showControlPoints: boolean;
  extendScale: number;
};

const SHAPES: Record<PathsBoundingBoxDemoProps['shape'], string> = {
  leaf: 'M 250 170 C 280 60 380 60 390 170 C 380 260 280 260 250 170 Z',
  arc: 'M 240 190 A 80 60 0 1 1 400 190',
  loop: 'M 240 230 C 460 40 180 40 400 230',
};

export default function PathsBoundingBoxComposition({
  shape,
  rotate,
  showControlPoints,
  extendScale,
}: PathsBoundingBoxDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const original = SHAPES[shape] ?? SHAPES.leaf;
  const angle = rotate ? (frame * 2 * Math.PI) / 180 : 0;
  // Rotate around the middle of the canvas. A huge threshold keeps warpPath() from splitting the curves.
  const d = warpPath(
    original,
    ({x, y}) => ({
      x: 320 + (x - 320) * Math.cos(angle) - (y - 170) * Math.sin(angle),
      y: 170 + (x - 320) * Math.sin(angle) + (y - 170) * Math.cos(angle),
    }),
    {interpolationThreshold: 100000},
  );
  const box = getBoundingBox(d);
  const [ex, ey, ew, eh] = extendViewBox(box.viewBox, extendScale).split(' ').map(Number);
  const controlPoints = reduceInstructions(parsePath(d)).flatMap((i) =>
    i.type === 'C'
      ? [
          {x: i.cp1x, y: i.cp1y},
          {x: i.cp2x, y: i.cp2y},
        ]
      : [],
  );

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={360} viewBox="0 0 640 360" style={{position: 'absolute'}}>
        {extendScale !== 1 ? (
          <rect x={ex} y={ey} width={ew} height={eh} fill="none" stroke="#a78bfa" strokeDasharray="6 4" />
        ) : null}
        <rect
          x={box.x1}
          y={box.y1}
          width={box.width}
          height={box.height}
          fill="rgba(250, 204, 21, 0.08)"
          stroke="#facc15"
        />
        <path d={d} fill="none" stroke="#38bdf8" strokeWidth={4} />
        {showControlPoints
          ? controlPoints.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r={4} fill="#f472b6" />)
          : null}
      </svg>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 10, fontSize: 13, lineHeight: 1.5}}>
        <div>
          x1 {box.x1.toFixed(1)} · y1 {box.y1.toFixed(1)} · x2 {box.x2.toFixed(1)} · y2 {box.y2.toFixed(1)} · width{' '}
          {box.width.toFixed(1)} · height {box.height.toFixed(1)}
        </div>
        <div style={{color: '#94a3b8'}}>
          extendViewBox(viewBox, {extendScale.toFixed(2)}) → &quot;{[ex, ey, ew, eh].map((n) => n.toFixed(1)).join(' ')}
          &quot;
        </div>
      </div>
    </AbsoluteFill>
  );
}
