import React from 'react';
import {AbsoluteFill, Easing, interpolate, interpolateColors, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type HomeHeroProps = {
  title: string;
  color: string;
};

/** `#rrggbb` plus an alpha byte; any other colour string is returned unchanged. */
function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) {
    return color;
  }
  return `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

const BACKGROUND = '#0b1020';

/**
 * The home page demo: three shapes pop and turn while the letters of the title
 * hop one after another. Frame 0 already shows the whole scene, so the paused
 * player has a meaningful first picture, and the turns are multiples of each
 * shape's symmetry, so the loop restarts without a jump in rotation.
 * The title is a <div>, not a heading: the player renders inside the page.
 */
export default function HomeHeroComposition({title, color}: HomeHeroProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const text = title.trim() === '' ? ' ' : title;
  const letters = Array.from(text);

  const progress = frame / durationInFrames;
  const pop = (delay: number) =>
    interpolate(spring({frame, fps, delay, config: {damping: 9, mass: 0.7}}), [0, 1], [0.55, 1]);
  const circle = pop(0);
  const square = pop(6);
  const triangle = pop(12);

  const fontSize = Math.min(112, Math.floor(1800 / Math.max(8, letters.length)));
  const underline = interpolate(frame, [8, 40], [0, 1], {
    easing: Easing.out(Easing.cubic),
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill
      style={{
        background: `radial-gradient(circle at 30% 20%, ${withAlpha(color, 0.35)}, ${BACKGROUND} 60%)`,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      }}>
      <div
        style={{
          position: 'absolute',
          left: 110,
          top: 90,
          width: 170,
          height: 170,
          borderRadius: '50%',
          border: `18px solid ${color}`,
          transform: `scale(${circle})`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: 140,
          top: 110,
          width: 140,
          height: 140,
          borderRadius: 28,
          backgroundColor: withAlpha(color, 0.85),
          // A square looks the same every 90°: half a turn per loop restarts seamlessly.
          transform: `scale(${square}) rotate(${progress * 180}deg)`,
        }}
      />
      <svg
        width={200}
        height={180}
        viewBox="0 0 200 180"
        style={{
          position: 'absolute',
          right: 230,
          bottom: 70,
          // A triangle looks the same every 120°.
          transform: `scale(${triangle}) rotate(${-progress * 240}deg)`,
        }}>
        <polygon points="100,10 190,170 10,170" fill="none" stroke="white" strokeWidth={14} strokeLinejoin="round" />
      </svg>
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
        <div style={{display: 'inline-flex', flexDirection: 'column', alignItems: 'center', maxWidth: 1100}}>
          <div
            style={{
              color: 'white',
              fontSize,
              fontWeight: 800,
              letterSpacing: '-0.02em',
              whiteSpace: 'pre',
              lineHeight: 1.1,
            }}>
            {letters.map((letter, i) => {
              // Each letter hops once: the spring goes 0 → 1 and the sine turns that into up and down.
              const hop = Math.sin(
                Math.PI * Math.min(1, spring({frame, fps, delay: 20 + i * 3, config: {damping: 200}})),
              );
              return (
                <span
                  // Letters repeat, so the position is the only stable key.

                  key={i}
                  style={{
                    display: 'inline-block',
                    color: interpolateColors(hop, [0, 1], ['#ffffff', color]),
                    transform: `translateY(${-hop * 40}px)`,
                  }}>
                  {letter}
                </span>
              );
            })}
          </div>
          <div
            style={{
              height: 12,
              width: '100%',
              marginTop: 18,
              borderRadius: 6,
              backgroundColor: color,
              transform: `scaleX(${underline})`,
            }}
          />
          <div style={{marginTop: 26, color: 'rgba(255, 255, 255, 0.8)', fontSize: 30}}>
            Written in React, frame {frame} of {durationInFrames}
          </div>
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
}
