import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {getBoundingBox, parsePath, warpPath, type WarpPathFn} from '@remotion/paths';

export type PathsWarpDemoProps = {
  effect: 'wave' | 'bulge' | 'shear';
  amplitude: number;
  useDefaultThreshold: boolean;
  interpolationThreshold: number;
  showOriginal: boolean;
};

// A grid of straight lines: 5 horizontal and 7 vertical subpaths.
const GRID = [
  ...[70, 120, 170, 220, 270].map((y) => `M 140 ${y} L 500 ${y}`),
  ...[140, 200, 260, 320, 380, 440, 500].map((x) => `M ${x} 70 L ${x} 270`),
].join(' ');

const makeWarp = (effect: PathsWarpDemoProps['effect'], amplitude: number, frame: number): WarpPathFn => {
  const phase = frame / 8;
  if (effect === 'bulge') {
    return ({x, y}) => {
      const dx = x - 320;
      const dy = y - 170;
      const push = 1 + (amplitude / 100) * Math.sin(phase / 2) * Math.exp(-(dx * dx + dy * dy) / 20000);
      return {x: 320 + dx * push, y: 170 + dy * push};
    };
  }
  if (effect === 'shear') {
    return ({x, y}) => ({x: x + ((y - 170) / 100) * amplitude * Math.sin(phase / 2), y});
  }
  return ({x, y}) => ({x, y: y + Math.sin(x / 40 + phase) * amplitude * 0.5});
};

export default function PathsWarpComposition({
  effect,
  amplitude,
  useDefaultThreshold,
  interpolationThreshold,
  showOriginal,
}: PathsWarpDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const options = useDefaultThreshold ? undefined : {interpolationThreshold};
  const warped = warpPath(GRID, makeWarp(effect, amplitude, frame), options);
  const {width, height} = getBoundingBox(GRID);
  const threshold = useDefaultThreshold ? Math.max(width, height) * 0.01 : interpolationThreshold;

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={360} viewBox="0 0 640 360" style={{position: 'absolute'}}>
        {showOriginal ? <path d={GRID} fill="none" stroke="#334155" strokeWidth={2} /> : null}
        <path d={warped} fill="none" stroke="#34d399" strokeWidth={3} strokeLinecap="round" />
      </svg>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 12, fontSize: 13, lineHeight: 1.5}}>
        <div>
          warpPath(grid, {effect},{' '}
          {useDefaultThreshold ? '(default options)' : `{interpolationThreshold: ${interpolationThreshold}}`})
        </div>
        <div style={{color: '#94a3b8'}}>
          threshold {threshold.toFixed(1)} → {parsePath(GRID).length} instructions in, {parsePath(warped).length} out
        </div>
      </div>
    </AbsoluteFill>
  );
}
