/**
 * A rough, openly stated model of how long a Remotion Lambda render takes and
 * what the AWS Lambda compute costs. It is an estimate for planning, not a
 * quote: real numbers depend mostly on how heavy the composition is.
 *
 * Pure functions only, so the calculator UI and the unit tests share them.
 */

export type Resolution = '720p' | '1080p' | '4k';

export type ResolutionInfo = {
  label: string;
  width: number;
  height: number;
  /**
   * Assumed frames one function renders per second at the reference memory size,
   * for a composition of moderate complexity (text, shapes, images; no embedded video).
   */
  framesPerSecondPerFunction: number;
};

/** Throughput falls roughly with the pixel count: 4K has four times the pixels of 1080p. */
export const RESOLUTIONS: Record<Resolution, ResolutionInfo> = {
  '720p': {label: '720p (1280×720)', width: 1280, height: 720, framesPerSecondPerFunction: 24},
  '1080p': {label: '1080p (1920×1080)', width: 1920, height: 1080, framesPerSecondPerFunction: 12},
  '4k': {label: '4K (3840×2160)', width: 3840, height: 2160, framesPerSecondPerFunction: 3},
};

export const MODEL = {
  /** Memory at which the per-resolution throughput above applies. */
  referenceMemoryMb: 2048,
  /** AWS gives a function CPU in proportion to its memory; we let speed follow, within these bounds. */
  minSpeedFactor: 0.25,
  maxSpeedFactor: 2,
  /** Time the orchestrating function needs to plan the render and invoke the renderers. */
  orchestrationSeconds: 2,
  /** Time each rendering function needs before its first frame: open the browser, load the bundle. */
  startupSecondsPerFunction: 3,
  /** Time to join the finished chunks into one file: a fixed part plus a part per frame. */
  combineBaseSeconds: 1,
  combineSecondsPerFrame: 0.001,
} as const;

/**
 * AWS Lambda arm64 price per GB-second in us-east-1 (first pricing tier). Remotion deploys its
 * functions for arm64, and estimatePrice() of @remotion/lambda prices duration with this
 * "Lambda Duration-ARM" rate, not with the x86 rate ($0.0000166667, 25 % higher).
 */
export const DEFAULT_PRICE_PER_GB_SECOND = 0.0000133334;

export type EstimateInput = {
  durationInSeconds: number;
  fps: number;
  resolution: Resolution;
  /** Number of rendering functions running in parallel. */
  concurrency: number;
  memoryMb: number;
  pricePerGbSecond: number;
};

export type Estimate = {
  totalFrames: number;
  /** Functions that actually get work: never more than there are frames. */
  functionsUsed: number;
  framesPerFunction: number;
  /** Frames per second one function renders at the chosen memory size. */
  framesPerSecondPerFunction: number;
  /** Seconds the slowest function spends rendering its chunk. */
  chunkRenderSeconds: number;
  combineSeconds: number;
  wallClockSeconds: number;
  /** Memory × billed duration, summed over every function, the orchestrator included. */
  gbSeconds: number;
  costUsd: number;
};

export function speedFactorForMemory(memoryMb: number): number {
  const factor = memoryMb / MODEL.referenceMemoryMb;
  return Math.min(MODEL.maxSpeedFactor, Math.max(MODEL.minSpeedFactor, factor));
}

export function estimateLambdaRender(input: EstimateInput): Estimate {
  const totalFrames = Math.max(1, Math.round(input.durationInSeconds * input.fps));
  const functionsUsed = Math.max(1, Math.min(Math.floor(input.concurrency), totalFrames));
  const framesPerFunction = Math.ceil(totalFrames / functionsUsed);
  const framesPerSecondPerFunction =
    RESOLUTIONS[input.resolution].framesPerSecondPerFunction * speedFactorForMemory(input.memoryMb);

  const chunkRenderSeconds = framesPerFunction / framesPerSecondPerFunction;
  const combineSeconds = MODEL.combineBaseSeconds + totalFrames * MODEL.combineSecondsPerFrame;
  const wallClockSeconds =
    MODEL.orchestrationSeconds + MODEL.startupSecondsPerFunction + chunkRenderSeconds + combineSeconds;

  const memoryGb = input.memoryMb / 1024;
  // Renderers: every frame is rendered once, and every function pays its own startup.
  const rendererSeconds = totalFrames / framesPerSecondPerFunction + functionsUsed * MODEL.startupSecondsPerFunction;
  // The orchestrator stays alive for the whole render.
  const gbSeconds = (rendererSeconds + wallClockSeconds) * memoryGb;

  return {
    totalFrames,
    functionsUsed,
    framesPerFunction,
    framesPerSecondPerFunction,
    chunkRenderSeconds,
    combineSeconds,
    wallClockSeconds,
    gbSeconds,
    costUsd: gbSeconds * input.pricePerGbSecond,
  };
}

export type FieldName = 'durationInSeconds' | 'fps' | 'concurrency' | 'memoryMb' | 'pricePerGbSecond';

export type FieldRule = {
  label: string;
  min: number;
  max: number;
  integer: boolean;
  unit: string;
};

export const FIELD_RULES: Record<FieldName, FieldRule> = {
  durationInSeconds: {label: 'Video duration', min: 1, max: 3600, integer: false, unit: 'seconds'},
  fps: {label: 'Frame rate', min: 1, max: 120, integer: false, unit: 'frames per second'},
  concurrency: {label: 'Concurrency', min: 1, max: 200, integer: true, unit: 'functions'},
  memoryMb: {label: 'Memory', min: 512, max: 10240, integer: true, unit: 'MB'},
  pricePerGbSecond: {label: 'Price per GB-second', min: 0.000001, max: 0.01, integer: false, unit: 'USD'},
};

export type RawInput = Record<FieldName, string> & {resolution: string};

export type Validation =
  | {ok: true; value: EstimateInput; errors: Partial<Record<FieldName | 'resolution', string>>}
  | {ok: false; value: null; errors: Partial<Record<FieldName | 'resolution', string>>};

export function isResolution(value: string): value is Resolution {
  return Object.prototype.hasOwnProperty.call(RESOLUTIONS, value);
}

/** Checks one typed value; returns an error message, or null when it is fine. */
export function validateField(name: FieldName, raw: string): string | null {
  const rule = FIELD_RULES[name];
  const text = raw.trim();
  const range = `${rule.min}–${rule.max} ${rule.unit}`;
  if (text === '') {
    return `Enter a value (${range}).`;
  }
  // Number('') and Number(' ') are 0, and Number('0x10') is 16: accept plain decimals only.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
    return `"${text}" is not a number. Enter ${range}.`;
  }
  const value = Number(text);
  if (!Number.isFinite(value)) {
    return `Enter a number between ${rule.min} and ${rule.max}.`;
  }
  if (rule.integer && !Number.isInteger(value)) {
    return `Enter a whole number (${range}).`;
  }
  if (value < rule.min || value > rule.max) {
    return `Must be between ${rule.min} and ${rule.max} ${rule.unit}.`;
  }
  return null;
}

export function validateInput(raw: RawInput): Validation {
  const errors: Partial<Record<FieldName | 'resolution', string>> = {};
  for (const name of Object.keys(FIELD_RULES) as FieldName[]) {
    const error = validateField(name, raw[name]);
    if (error) {
      errors[name] = error;
    }
  }
  if (!isResolution(raw.resolution)) {
    errors.resolution = 'Choose 720p, 1080p or 4K.';
  }
  if (Object.keys(errors).length > 0 || !isResolution(raw.resolution)) {
    return {ok: false, value: null, errors};
  }
  return {
    ok: true,
    errors,
    value: {
      durationInSeconds: Number(raw.durationInSeconds.trim()),
      fps: Number(raw.fps.trim()),
      resolution: raw.resolution,
      concurrency: Number(raw.concurrency.trim()),
      memoryMb: Number(raw.memoryMb.trim()),
      pricePerGbSecond: Number(raw.pricePerGbSecond.trim()),
    },
  };
}

/** "45 s", "3 min 05 s", "1 h 02 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) {
    return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
  }
  const rounded = Math.round(seconds);
  if (rounded < 3600) {
    const m = Math.floor(rounded / 60);
    const s = rounded % 60;
    return `${m} min ${String(s).padStart(2, '0')} s`;
  }
  const h = Math.floor(rounded / 3600);
  const m = Math.round((rounded % 3600) / 60);
  return `${h} h ${String(m).padStart(2, '0')} min`;
}

/** Dollars with enough digits that small amounts do not show as $0.00. */
export function formatUsd(amount: number): string {
  if (amount >= 1) {
    return `$${amount.toFixed(2)}`;
  }
  if (amount >= 0.01) {
    return `$${amount.toFixed(3)}`;
  }
  if (amount >= 0.0001) {
    return `$${amount.toFixed(4)}`;
  }
  return '< $0.0001';
}
