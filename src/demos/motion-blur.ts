import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/motion-blur, shown on its reference pages with <Demo id="motion-blur-…" />. */
export const motionBlurDemos: Record<string, DemoEntry> = {
  'motion-blur-trail': demo({
    title: 'A ball wrapped in <Trail>: copies frozen at earlier frames follow it with rising opacity',
    load: () => import('./compositions/MotionBlurTrail'),
    defaultProps: {layers: 8, lagInFrames: 1, trailOpacity: 1},
    controls: [
      {type: 'range', prop: 'layers', label: 'layers', min: 0, max: 30, step: 1},
      {type: 'range', prop: 'lagInFrames', label: 'lagInFrames', min: 0, max: 6, step: 0.1},
      {type: 'range', prop: 'trailOpacity', label: 'trailOpacity', min: 0, max: 1, step: 0.05},
    ],
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'motion-blur-camera-motion-blur': demo({
    title: 'A spinning fan and a moving ball inside <CameraMotionBlur>, blurred like a film camera would',
    load: () => import('./compositions/MotionBlurCamera'),
    defaultProps: {shutterAngle: 180, samples: 10, rotationSpeed: 12},
    controls: [
      {type: 'range', prop: 'shutterAngle', label: 'shutterAngle (degrees)', min: 5, max: 360, step: 5},
      {type: 'range', prop: 'samples', label: 'samples', min: 1, max: 30, step: 1},
      {
        type: 'range',
        prop: 'rotationSpeed',
        label: 'Fan speed (degrees per frame, not a prop)',
        min: 0,
        max: 40,
        step: 1,
      },
    ],
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  }),
};
