import React from 'react';
import {AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type AnimatingPropertiesDemoProps = {
  technique: string;
  animationFrames: number;
  damping: number;
  clamp: boolean;
};

const GRAPH_LEFT = 40;
const GRAPH_TOP = 230;
const GRAPH_WIDTH = 560;
const GRAPH_HEIGHT = 80;

export default function AnimatingPropertiesComposition({
  technique,
  animationFrames,
  damping,
  clamp,
}: AnimatingPropertiesDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();

  // One number between 0 and 1 (a spring may overshoot) drives every property.
  const progressAt = (f: number): number => {
    if (technique === 'spring') {
      return spring({frame: f, fps, config: {damping}, durationInFrames: animationFrames});
    }
    return interpolate(f, [0, animationFrames], [0, 1], clamp ? {extrapolateRight: 'clamp'} : {});
  };

  const progress = progressAt(frame);
  const opacity = interpolate(progress, [0, 1], [0, 1]);
  const translateY = interpolate(progress, [0, 1], [80, 0]);
  const scale = interpolate(progress, [0, 1], [0.6, 1]);

  const toX = (f: number) => GRAPH_LEFT + (f / (durationInFrames - 1)) * GRAPH_WIDTH;
  // 0 at the bottom of the graph, 1.5 at the top.
  const toY = (v: number) => GRAPH_TOP + GRAPH_HEIGHT - (Math.max(-0.2, Math.min(v, 1.5)) / 1.5) * GRAPH_HEIGHT;
  const points = Array.from({length: durationInFrames}, (_, f) => `${toX(f)},${toY(progressAt(f))}`).join(' ');

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', color: 'white', fontFamily: 'sans-serif'}}>
      <AbsoluteFill style={{justifyContent: 'flex-start', alignItems: 'center', paddingTop: 50}}>
        <div
          style={{
            fontSize: 64,
            fontWeight: 800,
            opacity,
            transform: `translateY(${translateY}px) scale(${scale})`,
          }}>
          Hello there
        </div>
      </AbsoluteFill>
      <svg width={640} height={360} style={{position: 'absolute', top: 0, left: 0}}>
        <line
          x1={GRAPH_LEFT}
          x2={GRAPH_LEFT + GRAPH_WIDTH}
          y1={toY(1)}
          y2={toY(1)}
          stroke="#475569"
          strokeDasharray="6 6"
        />
        <line x1={GRAPH_LEFT} x2={GRAPH_LEFT + GRAPH_WIDTH} y1={toY(0)} y2={toY(0)} stroke="#475569" />
        <line
          x1={toX(animationFrames)}
          x2={toX(animationFrames)}
          y1={GRAPH_TOP - 10}
          y2={GRAPH_TOP + GRAPH_HEIGHT}
          stroke="#334155"
        />
        <polyline points={points} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <circle cx={toX(frame)} cy={toY(progress)} r={7} fill="#f472b6" />
      </svg>
      <div style={{position: 'absolute', bottom: 14, left: GRAPH_LEFT, fontSize: 18, color: '#cbd5e1'}}>
        frame {frame} · progress {progress.toFixed(2)} · opacity {opacity.toFixed(2)} · translateY{' '}
        {translateY.toFixed(0)}px
      </div>
    </AbsoluteFill>
  );
}
