import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/noise, shown on its reference pages with <Demo id="noise-…" />. */
export const noiseDemos: Record<string, DemoEntry> = {};
