import {demo, type DemoEntry} from './types';

/** Live demos of @remotion/transitions, shown on its reference pages with <Demo id="transitions-…" />. */
export const transitionsDemos: Record<string, DemoEntry> = {};
