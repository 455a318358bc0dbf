import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/noise, shown on its reference pages with <Demo id="noise-…" />. */
export const noiseDemos: Record<string, DemoEntry> = {
  'noise-2d': demo({
    title: 'A grid coloured by noise2D(): blue below 0, orange above 0, scrolling as the y coordinate grows each frame',
    load: () => import('./compositions/Noise2D'),
    defaultProps: {seed: 'terrain', frequency: 0.08, speed: 0.02, cellSize: 20},
    controls: [
      {type: 'text', prop: 'seed', label: 'seed', maxLength: 30},
      {type: 'range', prop: 'frequency', label: 'Coordinate step per cell', min: 0.01, max: 1, step: 0.01},
      {type: 'range', prop: 'speed', label: 'y step per frame', min: 0, max: 0.2, step: 0.005},
      {type: 'range', prop: 'cellSize', label: 'Cell size (px)', min: 8, max: 40, step: 1},
    ],
    durationInFrames: 150,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'noise-3d': demo({
    title: 'A blob whose outline is pushed in and out by noise3D(), with the frame as the third coordinate',
    load: () => import('./compositions/Noise3D'),
    defaultProps: {seed: 'blob', frequency: 1.2, speed: 0.02, amplitude: 35},
    controls: [
      {type: 'text', prop: 'seed', label: 'seed', maxLength: 30},
      {type: 'range', prop: 'frequency', label: 'Roughness (x/y scale)', min: 0.1, max: 4, step: 0.1},
      {type: 'range', prop: 'speed', label: 'z step per frame', min: 0, max: 0.1, step: 0.005},
      {type: 'range', prop: 'amplitude', label: 'Amplitude (px)', min: 0, max: 90, step: 1},
    ],
    durationInFrames: 150,
    fps: 30,
    width: 640,
    height: 360,
  }),
  'noise-4d': demo({
    title: 'A dot field from noise4D() that loops seamlessly: z and w travel once around a circle per loop',
    load: () => import('./compositions/Noise4D'),
    defaultProps: {seed: 'loop', frequency: 0.15, loopRadius: 0.8, columns: 28},
    controls: [
      {type: 'text', prop: 'seed', label: 'seed', maxLength: 30},
      {type: 'range', prop: 'frequency', label: 'Coordinate step per dot', min: 0.02, max: 1, step: 0.01},
      {type: 'range', prop: 'loopRadius', label: 'Radius of the z/w circle', min: 0, max: 3, step: 0.05},
      {type: 'range', prop: 'columns', label: 'Columns', min: 8, max: 48, step: 1},
    ],
    durationInFrames: 120,
    fps: 30,
    width: 640,
    height: 360,
  }),
};
