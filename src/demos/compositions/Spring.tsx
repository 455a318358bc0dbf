import React from 'react';
import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type SpringDemoProps = {
  stiffness: number;
  damping: number;
  mass: number;
  overshootClamping: boolean;
};

const GRAPH_LEFT = 40;
const GRAPH_TOP = 200;
const GRAPH_WIDTH = 560;
const GRAPH_HEIGHT = 120;

export default function SpringComposition({
  stiffness,
  damping,
  mass,
  overshootClamping,
}: SpringDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const config = {stiffness, damping, mass, overshootClamping};

  const valueAt = (f: number) => spring({frame: f, fps, config});
  const value = valueAt(frame);

  // The curve is scaled so that 0 sits at the bottom and 1.5 at the top.
  const toY = (v: number) => GRAPH_TOP + GRAPH_HEIGHT - (v / 1.5) * GRAPH_HEIGHT;
  const toX = (f: number) => GRAPH_LEFT + (f / (durationInFrames - 1)) * GRAPH_WIDTH;
  const points = Array.from({length: durationInFrames}, (_, f) => `${toX(f)},${toY(valueAt(f))}`).join(' ');

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <svg width={640} height={360} style={{position: 'absolute'}}>
        <line
          x1={GRAPH_LEFT}
          x2={GRAPH_LEFT + GRAPH_WIDTH}
          y1={toY(1)}
          y2={toY(1)}
          stroke="#4b5563"
          strokeDasharray="6 6"
        />
        <line x1={GRAPH_LEFT} x2={GRAPH_LEFT + GRAPH_WIDTH} y1={toY(0)} y2={toY(0)} stroke="#4b5563" />
        <polyline points={points} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <circle cx={toX(frame)} cy={toY(value)} r={7} fill="#f472b6" />
        <text x={GRAPH_LEFT + GRAPH_WIDTH + 6} y={toY(1) + 5} fill="#9ca3af" fontSize={14}>
          1
        </text>
        <text x={GRAPH_LEFT + GRAPH_WIDTH + 6} y={toY(0) + 5} fill="#9ca3af" fontSize={14}>
          0
        </text>
      </svg>
      <div
        style={{
          position: 'absolute',
          top: 60,
          left: 40,
          width: 80,
          height: 80,
          borderRadius: 16,
          backgroundColor: '#f472b6',
          transform: `translateX(${value * 440}px)`,
        }}
      />
      <div style={{position: 'absolute', bottom: 16, left: 40, fontSize: 20}}>
        frame {frame} → spring() = {value.toFixed(3)}
      </div>
    </AbsoluteFill>
  );
}
