import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {noise3D} from '@remotion/noise';

export type Noise3DDemoProps = {
  seed: string;
  frequency: number;
  speed: number;
  amplitude: number;
};

const POINTS = 120;
const BASE_RADIUS = 105;
const CENTER_X = 320;
const CENTER_Y = 150;

export default function Noise3DComposition({seed, frequency, speed, amplitude}: Noise3DDemoProps): React.ReactNode {
  const frame = useCurrentFrame();
  const z = frame * speed;

  // Sample the noise on a circle in the x/y plane, and move through z over time.
  const outline = Array.from({length: POINTS}, (_, i) => {
    const angle = (i / POINTS) * Math.PI * 2;
    const n = noise3D(seed, Math.cos(angle) * frequency, Math.sin(angle) * frequency, z);
    const radius = BASE_RADIUS + n * amplitude;
    return `${CENTER_X + Math.cos(angle) * radius},${CENTER_Y + Math.sin(angle) * radius}`;
  }).join(' ');

  const top = noise3D(seed, 0, -frequency, z);

  return (
    <AbsoluteFill style={{backgroundColor: '#111827', color: 'white', fontFamily: 'monospace'}}>
      <svg width={640} height={300} style={{position: 'absolute', top: 0, left: 0}}>
        <circle cx={CENTER_X} cy={CENTER_Y} r={BASE_RADIUS} fill="none" stroke="#4b5563" strokeDasharray="6 6" />
        <polygon points={outline} fill="#a78bfa" fillOpacity={0.85} stroke="#ede9fe" strokeWidth={2} />
      </svg>
      <div style={{position: 'absolute', left: 16, right: 16, bottom: 10, fontSize: 13, lineHeight: 1.5}}>
        <div>
          r = {BASE_RADIUS} + {amplitude} × noise3D(&quot;{seed}&quot;, cos θ·{frequency}, sin θ·{frequency}, frame·
          {speed})
        </div>
        <div style={{color: '#94a3b8'}}>
          frame {frame}: z = {z.toFixed(2)}, value at the top = {top.toFixed(3)}
        </div>
      </div>
    </AbsoluteFill>
  );
}
