import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';
import {Trail} from '@remotion/motion-blur';

export type MotionBlurTrailDemoProps = {
  layers: number;
  lagInFrames: number;
  trailOpacity: number;
};

// Reads the frame itself, so every copy that <Trail> freezes at an earlier frame sits at an earlier position.
function Comet(): React.ReactNode {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  const t = (frame / durationInFrames) * Math.PI * 2;
  const x = 320 + Math.sin(t) * 230;
  const y = 140 + Math.sin(t * 2) * 90;
  const hue = interpolate(Math.sin(t), [-1, 1], [190, 320]);
  return (
    <AbsoluteFill>
      <div
        style={{
          position: 'absolute',
          left: x - 28,
          top: y - 28,
          width: 56,
          height: 56,
          borderRadius: 28,
          backgroundColor: `hsl(${hue}, 90%, 60%)`,
        }}
      />
    </AbsoluteFill>
  );
}

export default function MotionBlurTrailComposition({
  layers,
  lagInFrames,
  trailOpacity,
}: MotionBlurTrailDemoProps): React.ReactNode {
  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'monospace'}}>
      {/* The background stays outside <Trail>: inside, the top copy would cover the trail. */}
      <Trail layers={layers} lagInFrames={lagInFrames} trailOpacity={trailOpacity}>
        <Comet />
      </Trail>
      <div style={{position: 'absolute', left: 16, right: 16, bottom: 12, fontSize: 15}}>
        {`<Trail layers={${layers}} lagInFrames={${lagInFrames}} trailOpacity={${trailOpacity}}>`}
      </div>
    </AbsoluteFill>
  );
}
