import React from 'react';
import type {ExtrapolateType} from 'remotion';
import {AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';

export type InterpolateDemoProps = {
  inputStart: number;
  inputEnd: number;
  outputStart: number;
  outputEnd: number;
  extrapolateLeft: string;
  extrapolateRight: string;
};

const MODES: ExtrapolateType[] = ['extend', 'clamp', 'wrap', 'identity'];

const toMode = (value: string): ExtrapolateType => MODES.find((m) => m === value) ?? 'extend';

const GRAPH_LEFT = 60;
const GRAPH_TOP = 150;
const GRAPH_WIDTH = 540;
const GRAPH_HEIGHT = 150;
// The graph shows output values from -200 to 600.
const MIN_OUT = -200;
const MAX_OUT = 600;

export default function InterpolateComposition(props: InterpolateDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  const {inputStart, inputEnd, outputStart, outputEnd} = props;

  if (inputEnd <= inputStart) {
    return (
      <AbsoluteFill
        style={{
          backgroundColor: '#3b0d0d',
          color: 'white',
          fontFamily: 'sans-serif',
          justifyContent: 'center',
          alignItems: 'center',
          fontSize: 22,
          padding: 40,
          textAlign: 'center',
        }}>
        interpolate() throws here: the input range [{inputStart}, {inputEnd}] must be strictly increasing.
      </AbsoluteFill>
    );
  }

  const options = {extrapolateLeft: toMode(props.extrapolateLeft), extrapolateRight: toMode(props.extrapolateRight)};
  const map = (f: number) => interpolate(f, [inputStart, inputEnd], [outputStart, outputEnd], options);
  const value = map(frame);

  const toX = (f: number) => GRAPH_LEFT + (f / (durationInFrames - 1)) * GRAPH_WIDTH;
  const toY = (v: number) => {
    const clamped = Math.min(MAX_OUT, Math.max(MIN_OUT, v));
    return GRAPH_TOP + GRAPH_HEIGHT - ((clamped - MIN_OUT) / (MAX_OUT - MIN_OUT)) * GRAPH_HEIGHT;
  };
  const points = Array.from({length: durationInFrames}, (_, f) => `${toX(f)},${toY(map(f))}`).join(' ');

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <svg width={640} height={360} style={{position: 'absolute'}}>
        <rect
          x={toX(inputStart)}
          y={GRAPH_TOP}
          width={Math.max(0, toX(inputEnd) - toX(inputStart))}
          height={GRAPH_HEIGHT}
          fill="#1e293b"
        />
        <line x1={GRAPH_LEFT} x2={GRAPH_LEFT + GRAPH_WIDTH} y1={toY(0)} y2={toY(0)} stroke="#4b5563" />
        <polyline points={points} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <circle cx={toX(frame)} cy={toY(value)} r={7} fill="#facc15" />
        <text x={8} y={toY(0) + 5} fill="#9ca3af" fontSize={13}>
          0
        </text>
        <text x={8} y={toY(MAX_OUT) + 12} fill="#9ca3af" fontSize={13}>
          {MAX_OUT}
        </text>
        <text x={8} y={toY(MIN_OUT)} fill="#9ca3af" fontSize={13}>
          {MIN_OUT}
        </text>
      </svg>
      <div style={{position: 'absolute', top: 40, left: 0, right: 0, height: 60, overflow: 'hidden'}}>
        <div
          style={{
            position: 'absolute',
            left: 60,
            width: 40,
            height: 40,
            top: 10,
            borderRadius: 20,
            backgroundColor: '#facc15',
            transform: `translateX(${value * 0.85}px)`,
          }}
        />
      </div>
      <div style={{position: 'absolute', top: 110, left: 60, fontSize: 18, color: '#9ca3af'}}>
        shaded: input range [{inputStart}, {inputEnd}]
      </div>
      <div style={{position: 'absolute', bottom: 16, left: 60, fontSize: 20}}>
        interpolate({frame}) = {value.toFixed(1)}
      </div>
    </AbsoluteFill>
  );
}
