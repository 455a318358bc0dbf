import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/shapes, shown on its reference pages with <Demo id="shapes-…" />. */
export const shapesDemos: Record<string, DemoEntry> = {};
