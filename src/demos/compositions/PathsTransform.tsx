import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {
  getBoundingBox,
  getLength,
  getPointAtLength,
  resetPath,
  reversePath,
  scalePath,
  translatePath,
} from '@remotion/paths';

export type PathsTransformDemoProps = {
  operation: 'scalePath' | 'translatePath' | 'reversePath' | 'resetPath';
  scaleX: number;
  scaleY: number;
  x: number;
  y: number;
};

// An open hook shape, so that the direction of travel is visible.
const ORIGINAL = 'M 250 120 L 330 120 C 380 120 400 150 400 185 C 400 220 370 240 340 240 L 280 240';

const transform = (props: PathsTransformDemoProps, t: number): {d: string; call: string} => {
  if (props.operation === 'scalePath') {
    const sx = 1 + (props.scaleX - 1) * t;
    const sy = 1 + (props.scaleY - 1) * t;
    return {d: scalePath(ORIGINAL, sx, sy), call: `scalePath(d, ${sx.toFixed(2)}, ${sy.toFixed(2)})`};
  }
  if (props.operation === 'translatePath') {
    const x = Math.round(props.x * t);
    const y = Math.round(props.y * t);
    return {d: translatePath(ORIGINAL, x, y), call: `translatePath(d, ${x}, ${y})`};
  }
  if (props.operation === 'resetPath') {
    return {d: resetPath(ORIGINAL), call: 'resetPath(d)'};
  }
  return {d: reversePath(ORIGINAL), call: 'reversePath(d)'};
};

export default function PathsTransformComposition(props: PathsTransformDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  // Scale and translation grow from "no change" to the chosen values during the first 40 frames.
  const t = interpolate(frame, [0, 40], [0, 1], {extrapolateRight: 'clamp'});
  const {d, call} = transform(props, t);
  const box = getBoundingBox(ORIGINAL);
  // A dot travels along the result from its first to its last point.
  const travel = getPointAtLength(d, getLength(d) * ((frame % 60) / 59));
  const start = getPointAtLength(d, 0);

  return (
    <AbsoluteFill style={{backgroundColor: '#111827', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={360} viewBox="0 0 640 360" style={{position: 'absolute'}}>
        <path d={ORIGINAL} fill="none" stroke="#475569" strokeWidth={3} strokeDasharray="6 6" />
        <circle cx={box.x1} cy={box.y1} r={5} fill="#94a3b8" />
        <path d={d} fill="none" stroke="#38bdf8" strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
        <circle cx={start.x} cy={start.y} r={8} fill="none" stroke="#f472b6" strokeWidth={3} />
        <circle cx={travel.x} cy={travel.y} r={8} fill="#f472b6" />
      </svg>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 10, fontSize: 13, lineHeight: 1.5}}>
        <div>{call}</div>
        <div style={{color: '#94a3b8', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis'}}>
          → {d.replace(/(\d+\.\d{2})\d+/g, '$1')}
        </div>
      </div>
      <div style={{position: 'absolute', right: 20, top: 12, fontSize: 12, color: '#94a3b8'}}>
        dashed: original · grey dot: its top-left corner · ring: start of result
      </div>
    </AbsoluteFill>
  );
}
