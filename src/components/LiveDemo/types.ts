import type React from 'react';

/** One input beside a live demo; its value is passed to the composition as a prop of the same name. */
export type DemoControl =
  | {type: 'range'; prop: string; label: string; min: number; max: number; step: number}
  | {type: 'select'; prop: string; label: string; options: string[]}
  | {type: 'text'; prop: string; label: string; maxLength?: number}
  | {type: 'color'; prop: string; label: string}
  | {type: 'checkbox'; prop: string; label: string};

export type DemoProps = Record<string, string | number | boolean>;

export type LiveDemoProps<P extends DemoProps> = {
  /** Loads the composition only when the demo scrolls into view, so Remotion stays out of the page bundle. */
  lazyComponent: () => Promise<{default: React.ComponentType<P>}>;
  defaultProps: P;
  controls?: DemoControl[];
  durationInFrames: number;
  fps?: number;
  width?: number;
  height?: number;
  loop?: boolean;
  /** Read by screen readers and shown while the player loads. */
  title: string;
};
