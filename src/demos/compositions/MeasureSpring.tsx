import React from 'react';
import {AbsoluteFill, measureSpring, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type MeasureSpringDemoProps = {
  stiffness: number;
  damping: number;
  mass: number;
  threshold: number;
};

const GRAPH_LEFT = 40;
const GRAPH_TOP = 150;
const GRAPH_WIDTH = 560;
const GRAPH_HEIGHT = 130;

export default function MeasureSpringComposition({
  stiffness,
  damping,
  mass,
  threshold,
}: MeasureSpringDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const config = {stiffness, damping, mass};

  const measured = measureSpring({fps, config, threshold});
  const value = spring({frame, fps, config});

  const toX = (f: number) => GRAPH_LEFT + (Math.min(f, durationInFrames - 1) / (durationInFrames - 1)) * GRAPH_WIDTH;
  const toY = (v: number) => GRAPH_TOP + GRAPH_HEIGHT - (v / 1.5) * GRAPH_HEIGHT;
  const points = Array.from(
    {length: durationInFrames},
    (_, f) => `${toX(f)},${toY(spring({frame: f, fps, config}))}`,
  ).join(' ');
  const settled = frame >= measured;

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <div style={{position: 'absolute', top: 20, left: GRAPH_LEFT, fontSize: 24}}>
        measureSpring() = <b>{measured}</b> frames ({(measured / fps).toFixed(2)} s at {fps} fps)
      </div>
      <div
        style={{position: 'absolute', top: 60, left: GRAPH_LEFT, fontSize: 18, color: settled ? '#4ade80' : '#fbbf24'}}>
        frame {frame}: {settled ? 'settled' : 'still moving'} · value {value.toFixed(4)}
      </div>
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
        {measured < durationInFrames ? (
          <line
            x1={toX(measured)}
            x2={toX(measured)}
            y1={GRAPH_TOP - 20}
            y2={GRAPH_TOP + GRAPH_HEIGHT}
            stroke="#4ade80"
            strokeWidth={2}
          />
        ) : null}
        <circle cx={toX(frame)} cy={toY(value)} r={7} fill="#f472b6" />
      </svg>
      <div style={{position: 'absolute', bottom: 20, left: GRAPH_LEFT, fontSize: 16, color: '#9ca3af'}}>
        {measured < durationInFrames
          ? 'Green line: the measured duration'
          : `The measured duration is past the last frame (${durationInFrames - 1})`}
      </div>
    </AbsoluteFill>
  );
}
