import React from 'react';
import {AbsoluteFill, Freeze, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';

export type FreezeDemoProps = {
  frame: number;
  active: boolean;
};

function Clock({label}: {label: string}): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  const angle = interpolate(frame, [0, durationInFrames], [0, 360]);
  return (
    <div style={{display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16}}>
      <div style={{position: 'relative', width: 160, height: 160, borderRadius: 80, border: '6px solid #e5e7eb'}}>
        <div
          style={{
            position: 'absolute',
            left: 77,
            top: 14,
            width: 6,
            height: 66,
            backgroundColor: '#f43f5e',
            transformOrigin: '3px 66px',
            transform: `rotate(${angle}deg)`,
          }}
        />
      </div>
      <div style={{fontSize: 20}}>{label}</div>
      <div style={{fontSize: 20, fontFamily: 'monospace'}}>useCurrentFrame() = {frame}</div>
    </div>
  );
}

export default function FreezeComposition({frame, active}: FreezeDemoProps): React.ReactNode {
  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0b1020',
        color: 'white',
        fontFamily: 'sans-serif',
        flexDirection: 'row',
        justifyContent: 'space-around',
        alignItems: 'center',
      }}>
      <Clock label="Without Freeze" />
      <Freeze frame={frame} active={active}>
        <Clock label={active ? `Inside <Freeze frame={${frame}}>` : 'Inside <Freeze active={false}>'} />
      </Freeze>
    </AbsoluteFill>
  );
}
