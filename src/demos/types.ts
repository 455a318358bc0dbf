import type React from 'react';

/** One input beside a live demo; its value is passed to the composition as a prop of the same name. */
export type DemoControl =
  | {type: 'range'; prop: string; label: string; min: number; max: number; step: number}
  | {type: 'select'; prop: string; label: string; options: string[]}
  | {type: 'text'; prop: string; label: string; maxLength?: number}
  | {type: 'color'; prop: string; label: string}
  | {type: 'checkbox'; prop: string; label: string};

export type DemoProps = Record<string, string | number | boolean>;

/** A registered live demo: a composition, the props it starts with and the inputs that change them. */
export type DemoEntry<P extends DemoProps = DemoProps> = {
  /** Read by screen readers and shown while the player loads. */
  title: string;
  /** Loads the composition only when the demo nears the viewport, so Remotion stays out of the page bundle. */
  load: () => Promise<{default: React.ComponentType<P>}>;
  defaultProps: P;
  /** Each control edits the prop of the same name; a control must name a prop of defaultProps. */
  controls?: DemoControl[];
  durationInFrames: number;
  fps?: number;
  width?: number;
  height?: number;
  loop?: boolean;
};

/**
 * Declares one demo. The entry is type-checked on its own (load() and defaultProps must agree on
 * the composition's props), then widened so that entries of any props fit in one registry.
 */
export function demo<P extends DemoProps>(entry: DemoEntry<P>): DemoEntry {
  return entry as unknown as DemoEntry;
}
