import React from 'react';
import type {EasingFunction} from 'remotion';
import {AbsoluteFill, Easing, interpolate, useCurrentFrame} from 'remotion';

export type EasingDemoProps = {
  easing: string;
  direction: string;
};

// Every entry is a function of t in [0, 1]; the names match the select options.
const BASE_EASINGS: Record<string, EasingFunction> = {
  linear: Easing.linear,
  ease: Easing.ease,
  quad: Easing.quad,
  cubic: Easing.cubic,
  'poly(4)': Easing.poly(4),
  sin: Easing.sin,
  circle: Easing.circle,
  exp: Easing.exp,
  'elastic(1)': Easing.elastic(1),
  'back(1.70158)': Easing.back(1.70158),
  bounce: Easing.bounce,
  'bezier(0.33, 1, 0.68, 1)': Easing.bezier(0.33, 1, 0.68, 1),
  step0: Easing.step0,
  step1: Easing.step1,
};

const applyDirection = (fn: EasingFunction, direction: string): EasingFunction => {
  if (direction === 'Easing.out') {
    return Easing.out(fn);
  }
  if (direction === 'Easing.inOut') {
    return Easing.inOut(fn);
  }
  return Easing.in(fn);
};

const START = 10;
const END = 70;
const GRAPH_LEFT = 60;
const GRAPH_SIZE = 220;
const GRAPH_TOP = 80;

export default function EasingComposition({easing, direction}: EasingDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const fn = applyDirection(BASE_EASINGS[easing] ?? Easing.linear, direction);
  const progress = interpolate(frame, [START, END], [0, 1], {
    easing: fn,
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const t = Math.min(1, Math.max(0, (frame - START) / (END - START)));

  // y grows downwards in SVG; values from -0.5 to 1.5 stay visible.
  const toX = (x: number) => GRAPH_LEFT + x * GRAPH_SIZE;
  const toY = (y: number) => GRAPH_TOP + GRAPH_SIZE * 0.75 - y * GRAPH_SIZE * 0.5;
  const points = Array.from({length: 101}, (_, i) => `${toX(i / 100)},${toY(fn(i / 100))}`).join(' ');

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <div style={{position: 'absolute', top: 16, left: GRAPH_LEFT, fontSize: 20, fontFamily: 'monospace'}}>
        {direction}(Easing.{easing})
      </div>
      <svg width={640} height={360} style={{position: 'absolute'}}>
        <rect x={toX(0)} y={toY(1)} width={GRAPH_SIZE} height={toY(0) - toY(1)} fill="#1e293b" />
        <polyline points={points} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <circle cx={toX(t)} cy={toY(fn(t))} r={7} fill="#a3e635" />
        <line x1={340} x2={600} y1={toY(0)} y2={toY(0)} stroke="#4b5563" />
        <line x1={340} x2={600} y1={toY(1)} y2={toY(1)} stroke="#4b5563" strokeDasharray="6 6" />
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 450,
          top: toY(progress) - 20,
          width: 40,
          height: 40,
          borderRadius: 20,
          backgroundColor: '#a3e635',
        }}
      />
      <div style={{position: 'absolute', bottom: 16, left: GRAPH_LEFT, fontSize: 18}}>
        frame {frame}: input {t.toFixed(2)} → eased {progress.toFixed(3)}
      </div>
    </AbsoluteFill>
  );
}
