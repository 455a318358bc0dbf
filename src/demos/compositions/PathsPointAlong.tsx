import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';
import {
  getInstructionIndexAtLength,
  getLength,
  getPointAtLength,
  getTangentAtLength,
  parsePath,
  serializeInstructions,
} from '@remotion/paths';

export type PathsPointAlongDemoProps = {
  shape: 'road' | 'zigzag' | 'circle';
  showTangent: boolean;
  highlightInstruction: boolean;
};

// Absolute L and C instructions only, so that one instruction can be drawn on its own below. The
// circle is four cubic curves, not two arcs: on an A instruction getTangentAtLength() points
// backwards (see its docs page).
const SHAPES: Record<PathsPointAlongDemoProps['shape'], string> = {
  road: 'M 60 250 C 160 250 140 70 260 70 C 360 70 360 250 460 220 L 580 90',
  zigzag: 'M 60 250 L 180 80 L 300 250 L 420 80 L 540 250',
  circle:
    'M 210 160 C 210 99.25 259.25 50 320 50 C 380.75 50 430 99.25 430 160 C 430 220.75 380.75 270 320 270 C 259.25 270 210 220.75 210 160',
};

export default function PathsPointAlongComposition({
  shape,
  showTangent,
  highlightInstruction,
}: PathsPointAlongDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  const d = SHAPES[shape] ?? SHAPES.road;
  const total = getLength(d);
  const length = interpolate(frame, [0, durationInFrames - 1], [0, total]);

  const point = getPointAtLength(d, length);
  const tangent = getTangentAtLength(d, length);
  const angle = (Math.atan2(tangent.y, tangent.x) * 180) / Math.PI;

  // The instruction that is being drawn at this length, and the point where it starts.
  const {index, lengthIntoInstruction} = getInstructionIndexAtLength(d, Math.min(length, total));
  const instruction = parsePath(d)[index + 1];
  const start = getPointAtLength(d, length - lengthIntoInstruction);
  const segment = `M ${start.x} ${start.y} ${serializeInstructions([instruction])}`;

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={360} viewBox="0 0 640 360" style={{position: 'absolute'}}>
        <path d={d} fill="none" stroke="#475569" strokeWidth={6} strokeLinejoin="round" />
        {highlightInstruction ? <path d={segment} fill="none" stroke="#22d3ee" strokeWidth={6} /> : null}
        {showTangent ? (
          <g transform={`translate(${point.x} ${point.y}) rotate(${angle})`}>
            <line x1={-50} x2={50} y1={0} y2={0} stroke="#f472b6" strokeWidth={2} strokeDasharray="4 4" />
            <path d="M -16 -11 L 18 0 L -16 11 Z" fill="#f472b6" />
          </g>
        ) : (
          <circle cx={point.x} cy={point.y} r={11} fill="#facc15" />
        )}
      </svg>
      <div style={{position: 'absolute', left: 20, right: 20, bottom: 10, fontSize: 13, lineHeight: 1.5}}>
        <div>
          length {length.toFixed(0)} of {total.toFixed(0)} → point ({point.x.toFixed(1)}, {point.y.toFixed(1)})
          {showTangent ? ` · tangent (${tangent.x.toFixed(2)}, ${tangent.y.toFixed(2)}) = ${angle.toFixed(0)}°` : ''}
        </div>
        <div style={{color: '#94a3b8'}}>
          getInstructionIndexAtLength() → index {index} ({instruction.type}), lengthIntoInstruction{' '}
          {lengthIntoInstruction.toFixed(1)}
        </div>
      </div>
    </AbsoluteFill>
  );
}
