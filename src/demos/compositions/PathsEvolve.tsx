import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {evolvePath, getLength, reversePath} from '@remotion/paths';

export type PathsEvolveDemoProps = {
  shape: 'signature' | 'heart' | 'spiral';
  drawFrames: number;
  strokeWidth: number;
  reverse: boolean;
};

const SHAPES: Record<PathsEvolveDemoProps['shape'], string> = {
  signature: 'M 80 220 C 120 80 180 80 190 200 S 260 300 300 160 S 380 60 420 180 S 520 260 560 120',
  heart:
    'M 320 280 C 180 190 170 90 250 80 C 290 75 315 105 320 130 C 325 105 350 75 390 80 C 470 90 460 190 320 280 Z',
  spiral:
    'M 320 170 a 10 10 0 0 1 20 0 a 20 20 0 0 1 -40 0 a 40 40 0 0 1 80 0 a 60 60 0 0 1 -120 0 a 80 80 0 0 1 160 0 a 100 100 0 0 1 -200 0',
};

const START = 10;

export default function PathsEvolveComposition({
  shape,
  drawFrames,
  strokeWidth,
  reverse,
}: PathsEvolveDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const original = SHAPES[shape] ?? SHAPES.signature;
  // reversePath() swaps start and end, so the line is drawn from the other end.
  const d = reverse ? reversePath(original) : original;
  const progress = interpolate(frame, [START, START + drawFrames], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const {strokeDasharray, strokeDashoffset} = evolvePath(progress, d);

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={360} viewBox="0 0 640 360" style={{position: 'absolute'}}>
        <path d={d} fill="none" stroke="#334155" strokeWidth={2} strokeDasharray="4 6" />
        <path
          d={d}
          fill="none"
          stroke="#f59e0b"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray={strokeDasharray}
          strokeDashoffset={strokeDashoffset}
        />
      </svg>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 12, fontSize: 13, lineHeight: 1.5}}>
        <div>
          evolvePath({progress.toFixed(2)}, d) → strokeDasharray &quot;{strokeDasharray.split(' ')[0].slice(0, 7)}{' '}
          …&quot;, strokeDashoffset {strokeDashoffset.toFixed(1)}
        </div>
        <div style={{color: '#94a3b8'}}>
          getLength(d) = {getLength(d).toFixed(1)} · drawn from the {reverse ? 'end (reversePath)' : 'start'}
        </div>
      </div>
    </AbsoluteFill>
  );
}
