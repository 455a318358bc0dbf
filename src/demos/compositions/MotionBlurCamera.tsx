import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {CameraMotionBlur} from '@remotion/motion-blur';

export type MotionBlurCameraDemoProps = {
  shutterAngle: number;
  samples: number;
  rotationSpeed: number;
};

// A fan and a ball that read the (possibly fractional) frame themselves.
function Scene({rotationSpeed}: {rotationSpeed: number}): React.ReactNode {
  const frame = useCurrentFrame();
  const angle = frame * rotationSpeed;
  const ballX = 320 + Math.sin(frame / 8) * 240;
  return (
    <AbsoluteFill style={{backgroundColor: '#f8fafc'}}>
      <svg width={640} height={360}>
        <g transform={`translate(200 150) rotate(${angle})`}>
          {[0, 120, 240].map((a) => (
            <rect key={a} x={-10} y={-110} width={20} height={100} rx={10} fill="#0f172a" transform={`rotate(${a})`} />
          ))}
          <circle r={16} fill="#ef4444" />
        </g>
        <circle cx={ballX} cy={300} r={22} fill="#2563eb" />
      </svg>
    </AbsoluteFill>
  );
}

export default function MotionBlurCameraComposition({
  shutterAngle,
  samples,
  rotationSpeed,
}: MotionBlurCameraDemoProps): React.ReactNode {
  return (
    <AbsoluteFill style={{fontFamily: 'monospace'}}>
      <CameraMotionBlur shutterAngle={shutterAngle} samples={samples}>
        <Scene rotationSpeed={rotationSpeed} />
      </CameraMotionBlur>
      <div
        style={{
          position: 'absolute',
          left: 330,
          top: 24,
          right: 16,
          fontSize: 15,
          color: '#0f172a',
          lineHeight: 1.5,
          whiteSpace: 'pre',
        }}>
        <div>{`<CameraMotionBlur`}</div>
        <div>{`  shutterAngle={${shutterAngle}}`}</div>
        <div>{`  samples={${samples}}>`}</div>
        <div style={{color: '#475569'}}>fan: {rotationSpeed}° per frame</div>
      </div>
    </AbsoluteFill>
  );
}
