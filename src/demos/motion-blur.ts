import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/motion-blur, shown on its reference pages with <Demo id="motion-blur-…" />. */
export const motionBlurDemos: Record<string, DemoEntry> = {};
