import React from 'react';
import {AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type ShowcaseProps = {
  text: string;
  color: string;
  /** Multiplies the tempo of every animation; 1 is normal speed. */
  speed: number;
};

const DOTS = 10;

/**
 * The /player page demo: a caption card with dots orbiting around it. All motion
 * is derived from frame × speed, so changing `speed` retimes the video at once.
 * The caption is a <div>, not a heading, because the player renders inside the page.
 */
export default function ShowcaseComposition({text, color, speed}: ShowcaseProps): React.ReactNode {
  const frame = useCurrentFrame();
  const {fps, durationInFrames, width, height} = useVideoConfig();
  const t = frame * speed;

  // Starts from a visible state, so the paused player at frame 0 already shows the scene.
  const enter = interpolate(spring({frame: t, fps, config: {damping: 10}}), [0, 1], [0.8, 1]);
  const pulse = 1 + 0.03 * Math.sin(t / 8);
  const progress = interpolate(frame, [0, durationInFrames - 1], [0, 1]);
  const radiusX = 430;
  const radiusY = 230;

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0f172a',
        backgroundImage: `linear-gradient(135deg, ${color}55, transparent 55%)`,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      }}>
      {Array.from({length: DOTS}, (_, i) => {
        const angle = (i / DOTS) * Math.PI * 2 + t * 0.04;
        const appear = interpolate(spring({frame: t, fps, delay: 6 + i * 3, config: {damping: 15}}), [0, 1], [0.45, 1]);
        const size = 26 + (i % 3) * 10;
        return (
          <div
            // The dots are identical apart from their index.

            key={i}
            style={{
              position: 'absolute',
              left: width / 2 + Math.cos(angle) * radiusX * appear - size / 2,
              top: height / 2 + Math.sin(angle) * radiusY * appear - size / 2,
              width: size,
              height: size,
              borderRadius: '50%',
              backgroundColor: i % 2 === 0 ? color : 'white',
              opacity: appear * 0.9,
            }}
          />
        );
      })}
      <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
        <div
          data-testid="showcase-caption"
          style={{
            maxWidth: 760,
            padding: '36px 56px',
            borderRadius: 28,
            backgroundColor: 'white',
            color: '#0f172a',
            fontSize: text.length > 24 ? 52 : 76,
            fontWeight: 800,
            textAlign: 'center',
            lineHeight: 1.15,
            boxShadow: `0 24px 0 ${color}`,
            transform: `scale(${enter * pulse}) rotate(${interpolate(enter, [0.8, 1], [-6, 0])}deg)`,
            overflowWrap: 'anywhere',
          }}>
          {text}
        </div>
      </AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          left: 40,
          right: 40,
          bottom: 36,
          height: 10,
          borderRadius: 5,
          backgroundColor: 'rgba(255, 255, 255, 0.2)',
        }}>
        <div style={{width: `${progress * 100}%`, height: '100%', borderRadius: 5, backgroundColor: color}} />
      </div>
      <div
        style={{
          position: 'absolute',
          left: 40,
          top: 32,
          color: 'rgba(255, 255, 255, 0.85)',
          fontSize: 28,
          fontVariantNumeric: 'tabular-nums',
        }}>
        frame {frame} · speed ×{speed}
      </div>
    </AbsoluteFill>
  );
}
