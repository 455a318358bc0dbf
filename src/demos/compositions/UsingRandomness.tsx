import React from 'react';
import {AbsoluteFill, interpolate, random, useCurrentFrame} from 'remotion';

export type UsingRandomnessDemoProps = {
  seed: string;
  count: number;
  useMathRandom: boolean;
};

const WIDTH = 640;
const HEIGHT = 360;

export default function UsingRandomnessComposition({
  seed,
  count,
  useMathRandom,
}: UsingRandomnessDemoProps): React.ReactNode {
  const frame = useCurrentFrame();

  // With random(), the same seed gives the same number on every frame and every render.
  // Math.random() gives a new number each time the component renders, so the dots jump.
  const pick = (key: string): number => (useMathRandom ? Math.random() : random(`${seed}-${key}`));

  const dots = Array.from({length: count}, (_, i) => {
    const x = pick(`x-${i}`) * (WIDTH - 40) + 20;
    const y = pick(`y-${i}`) * (HEIGHT - 90) + 20;
    const size = 8 + pick(`size-${i}`) * 24;
    const hue = Math.floor(pick(`hue-${i}`) * 360);
    const delay = Math.floor(pick(`delay-${i}`) * 40);
    const scale = interpolate(frame - delay, [0, 12], [0, 1], {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'});
    return {x, y, size, hue, scale, i};
  });

  return (
    <AbsoluteFill style={{backgroundColor: '#111827', fontFamily: 'sans-serif'}}>
      {dots.map((d) => (
        <div
          key={d.i}
          style={{
            position: 'absolute',
            left: d.x,
            top: d.y,
            width: d.size,
            height: d.size,
            borderRadius: '50%',
            backgroundColor: `hsl(${d.hue}, 80%, 60%)`,
            transform: `translate(-50%, -50%) scale(${d.scale})`,
          }}
        />
      ))}
      <div style={{position: 'absolute', bottom: 16, left: 20, right: 20, color: '#e5e7eb', fontSize: 18}}>
        {useMathRandom
          ? 'Math.random(): new values on every render'
          : `random('${seed}-…'): the same values on every frame`}
      </div>
    </AbsoluteFill>
  );
}
