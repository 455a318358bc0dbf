import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {interpolatePath, parsePath, reduceInstructions} from '@remotion/paths';

type Shape = 'circle' | 'square' | 'star' | 'heart' | 'wave';

export type PathsInterpolateDemoProps = {
  from: Shape;
  to: Shape;
  showEnds: boolean;
  showPoints: boolean;
};

// Single subpaths that all start at the top and run clockwise, so that the points pair up well.
// (Paths with a different number of subpaths cannot be interpolated.)
const SHAPES: Record<Shape, string> = {
  circle: 'M 320 70 A 100 100 0 1 1 320 270 A 100 100 0 1 1 320 70 Z',
  square: 'M 320 80 L 410 80 L 410 260 L 230 260 L 230 80 Z',
  star: 'M 320 60 L 346.5 133.6 L 424.6 136 L 362.8 183.9 L 384.7 259 L 320 215 L 255.3 259 L 277.2 183.9 L 215.4 136 L 293.5 133.6 Z',
  heart: 'M 320 120 C 325 95 350 65 390 70 C 470 80 460 180 320 270 C 180 180 170 80 250 70 C 290 65 315 95 320 120 Z',
  wave: 'M 150 170 C 200 60 260 60 290 170 S 380 280 420 170 S 470 80 490 170',
};

export default function PathsInterpolateComposition({
  from,
  to,
  showEnds,
  showPoints,
}: PathsInterpolateDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const first = SHAPES[from] ?? SHAPES.star;
  const second = SHAPES[to] ?? SHAPES.heart;
  // Hold the first shape, morph, hold the second shape, morph back.
  const value = interpolate(frame, [10, 50, 70, 110], [0, 1, 1, 0], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const d = interpolatePath(value, first, second);
  const points = reduceInstructions(parsePath(d)).flatMap((i) => (i.type === 'Z' ? [] : [{x: i.x, y: i.y}]));

  return (
    <AbsoluteFill style={{backgroundColor: '#111827', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={360} viewBox="0 0 640 360" style={{position: 'absolute'}}>
        {showEnds ? (
          <>
            <path d={first} fill="none" stroke="#38bdf8" strokeWidth={1.5} strokeDasharray="5 5" />
            <path d={second} fill="none" stroke="#f472b6" strokeWidth={1.5} strokeDasharray="5 5" />
          </>
        ) : null}
        <path d={d} fill="rgba(167, 139, 250, 0.35)" stroke="#a78bfa" strokeWidth={4} strokeLinejoin="round" />
        {showPoints ? points.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r={4} fill="#fde047" />) : null}
      </svg>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 12, fontSize: 13, lineHeight: 1.5}}>
        <div>
          interpolatePath({value.toFixed(2)}, {from}, {to})
        </div>
        <div style={{color: '#94a3b8'}}>
          {points.length} points in the result · {from}: {parsePath(first).length} instructions, {to}:{' '}
          {parsePath(second).length} instructions
        </div>
      </div>
    </AbsoluteFill>
  );
}
