import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/paths, shown on its reference pages with <Demo id="paths-…" />. */
export const pathsDemos: Record<string, DemoEntry> = {};
