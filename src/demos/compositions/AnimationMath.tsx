import React from 'react';
import {AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type AnimationMathDemoProps = {
  enterDelay: number;
  exitStart: number;
  damping: number;
  showParts: boolean;
};

const GRAPH_LEFT = 300;
const GRAPH_TOP = 60;
const GRAPH_WIDTH = 310;
const GRAPH_HEIGHT = 200;

export default function AnimationMathComposition({
  enterDelay,
  exitStart,
  damping,
  showParts,
}: AnimationMathDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();

  const enterAt = (f: number) => spring({frame: f, fps, delay: enterDelay, config: {damping}});
  const exitAt = (f: number) => spring({frame: f, fps, delay: exitStart, config: {damping}});
  // Subtracting the exit animation from the enter animation: 0 → 1 → 0.
  const combinedAt = (f: number) => enterAt(f) - exitAt(f);

  const value = combinedAt(frame);
  const scale = interpolate(value, [0, 1], [0, 1], {extrapolateLeft: 'clamp'});
  const rotate = interpolate(value, [0, 1], [-90, 0]);

  const toX = (f: number) => GRAPH_LEFT + (f / (durationInFrames - 1)) * GRAPH_WIDTH;
  // -0.3 at the bottom, 1.3 at the top.
  const toY = (v: number) => GRAPH_TOP + GRAPH_HEIGHT - ((v + 0.3) / 1.6) * GRAPH_HEIGHT;
  const curve = (fn: (f: number) => number) =>
    Array.from({length: durationInFrames}, (_, f) => `${toX(f)},${toY(fn(f))}`).join(' ');

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'sans-serif'}}>
      <div
        style={{
          position: 'absolute',
          left: 70,
          top: 100,
          width: 140,
          height: 140,
          borderRadius: 24,
          backgroundColor: '#f472b6',
          transform: `scale(${scale}) rotate(${rotate}deg)`,
        }}
      />
      <svg width={640} height={360} style={{position: 'absolute', top: 0, left: 0}}>
        <line x1={GRAPH_LEFT} x2={GRAPH_LEFT + GRAPH_WIDTH} y1={toY(0)} y2={toY(0)} stroke="#475569" />
        <line
          x1={GRAPH_LEFT}
          x2={GRAPH_LEFT + GRAPH_WIDTH}
          y1={toY(1)}
          y2={toY(1)}
          stroke="#475569"
          strokeDasharray="6 6"
        />
        {showParts ? (
          <>
            <polyline points={curve(enterAt)} fill="none" stroke="#38bdf8" strokeWidth={2} opacity={0.8} />
            <polyline points={curve(exitAt)} fill="none" stroke="#fbbf24" strokeWidth={2} opacity={0.8} />
          </>
        ) : null}
        <polyline points={curve(combinedAt)} fill="none" stroke="#f472b6" strokeWidth={4} />
        <circle cx={toX(frame)} cy={toY(value)} r={7} fill="white" />
      </svg>
      <div style={{position: 'absolute', bottom: 16, left: 40, fontSize: 18, color: '#cbd5e1'}}>
        {showParts ? (
          <span>
            <span style={{color: '#38bdf8'}}>enter</span> − <span style={{color: '#fbbf24'}}>exit</span> ={' '}
          </span>
        ) : (
          'enter − exit = '
        )}
        <span style={{color: '#f472b6'}}>{value.toFixed(2)}</span>
      </div>
    </AbsoluteFill>
  );
}
