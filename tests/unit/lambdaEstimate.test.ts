import {estimatePrice} from '@remotion/lambda/client';
import {
  DEFAULT_PRICE_PER_GB_SECOND,
  MODEL,
  RESOLUTIONS,
  estimateLambdaRender,
  formatDuration,
  formatUsd,
  speedFactorForMemory,
  validateField,
  validateInput,
  type EstimateInput,
  type RawInput,
} from '../../src/data/lambdaEstimate';

const base: EstimateInput = {
  durationInSeconds: 60,
  fps: 30,
  resolution: '1080p',
  concurrency: 50,
  memoryMb: 2048,
  pricePerGbSecond: DEFAULT_PRICE_PER_GB_SECOND,
};

const rawBase: RawInput = {
  durationInSeconds: '60',
  fps: '30',
  resolution: '1080p',
  concurrency: '50',
  memoryMb: '2048',
  pricePerGbSecond: '0.0000133334',
};

describe('estimateLambdaRender', () => {
  it('splits the frames evenly across the functions', () => {
    const e = estimateLambdaRender(base);
    expect(e.totalFrames).toBe(1800);
    expect(e.functionsUsed).toBe(50);
    expect(e.framesPerFunction).toBe(36);
    expect(e.framesPerSecondPerFunction).toBe(RESOLUTIONS['1080p'].framesPerSecondPerFunction);
  });

  it('adds up wall-clock time from the stated model', () => {
    const e = estimateLambdaRender(base);
    const chunk = 36 / 12;
    const combine = MODEL.combineBaseSeconds + 1800 * MODEL.combineSecondsPerFrame;
    expect(e.chunkRenderSeconds).toBeCloseTo(chunk);
    expect(e.combineSeconds).toBeCloseTo(combine);
    expect(e.wallClockSeconds).toBeCloseTo(
      MODEL.orchestrationSeconds + MODEL.startupSecondsPerFunction + chunk + combine,
    );
  });

  it('bills memory × duration for renderers and the orchestrator', () => {
    const e = estimateLambdaRender(base);
    const renderers = 1800 / 12 + 50 * MODEL.startupSecondsPerFunction;
    const expectedGbSeconds = (renderers + e.wallClockSeconds) * 2;
    expect(e.gbSeconds).toBeCloseTo(expectedGbSeconds);
    expect(e.costUsd).toBeCloseTo(expectedGbSeconds * DEFAULT_PRICE_PER_GB_SECOND, 10);
  });

  it('gets faster with more functions, but pays more startup', () => {
    const few = estimateLambdaRender({...base, concurrency: 5});
    const many = estimateLambdaRender({...base, concurrency: 200});
    expect(many.wallClockSeconds).toBeLessThan(few.wallClockSeconds);
    expect(many.gbSeconds).toBeGreaterThan(few.gbSeconds);
  });

  it('never uses more functions than there are frames', () => {
    const e = estimateLambdaRender({...base, durationInSeconds: 1, fps: 10, concurrency: 200});
    expect(e.totalFrames).toBe(10);
    expect(e.functionsUsed).toBe(10);
    expect(e.framesPerFunction).toBe(1);
  });

  it('renders 4K slower and dearer than 720p', () => {
    const hd = estimateLambdaRender({...base, resolution: '720p'});
    const uhd = estimateLambdaRender({...base, resolution: '4k'});
    expect(uhd.wallClockSeconds).toBeGreaterThan(hd.wallClockSeconds);
    expect(uhd.costUsd).toBeGreaterThan(hd.costUsd);
  });

  it('scales the cost linearly with the price', () => {
    const a = estimateLambdaRender(base);
    const b = estimateLambdaRender({...base, pricePerGbSecond: DEFAULT_PRICE_PER_GB_SECOND * 2});
    expect(b.costUsd).toBeCloseTo(a.costUsd * 2, 10);
  });
});

describe('DEFAULT_PRICE_PER_GB_SECOND', () => {
  it('is the arm64 duration rate that estimatePrice() charges in us-east-1', () => {
    // 1,000,000 GB-seconds of duration; 512 MB of disk and 0 invocations cost nothing extra.
    const dollars = estimatePrice({
      region: 'us-east-1',
      memorySizeInMb: 1024,
      diskSizeInMb: 512,
      durationInMilliseconds: 1_000_000_000,
      lambdasInvoked: 0,
    });
    expect(DEFAULT_PRICE_PER_GB_SECOND).toBeCloseTo(dollars / 1_000_000, 12);
  });

  it('is not the x86 rate, which is 25 % higher', () => {
    expect(Math.abs(DEFAULT_PRICE_PER_GB_SECOND - 0.0000166667)).toBeGreaterThan(1e-6);
  });
});

describe('speedFactorForMemory', () => {
  it('follows memory within bounds', () => {
    expect(speedFactorForMemory(2048)).toBe(1);
    expect(speedFactorForMemory(3072)).toBe(1.5);
    expect(speedFactorForMemory(512)).toBe(MODEL.minSpeedFactor);
    expect(speedFactorForMemory(10240)).toBe(MODEL.maxSpeedFactor);
  });
});

describe('validateField', () => {
  it('accepts values inside the range', () => {
    expect(validateField('durationInSeconds', '1')).toBeNull();
    expect(validateField('durationInSeconds', '3600')).toBeNull();
    expect(validateField('fps', '29.97')).toBeNull();
    expect(validateField('concurrency', ' 200 ')).toBeNull();
    expect(validateField('memoryMb', '10240')).toBeNull();
    expect(validateField('pricePerGbSecond', '0.0000166667')).toBeNull();
  });

  it('rejects values outside the range with the range in the message', () => {
    expect(validateField('concurrency', '0')).toMatch(/between 1 and 200/);
    expect(validateField('concurrency', '201')).toMatch(/between 1 and 200/);
    expect(validateField('durationInSeconds', '0.5')).toMatch(/between 1 and 3600/);
    expect(validateField('durationInSeconds', '3601')).toMatch(/between 1 and 3600/);
    expect(validateField('fps', '121')).toMatch(/between 1 and 120/);
    expect(validateField('memoryMb', '256')).toMatch(/between 512 and 10240/);
    expect(validateField('memoryMb', '-2048')).toMatch(/between 512 and 10240/);
  });

  it('rejects empty, non-numeric and fractional-where-whole input', () => {
    expect(validateField('fps', '')).toMatch(/Enter a value/);
    expect(validateField('fps', '   ')).toMatch(/Enter a value/);
    expect(validateField('fps', 'abc')).toMatch(/not a number/);
    expect(validateField('fps', '0x10')).toMatch(/not a number/);
    expect(validateField('fps', '30fps')).toMatch(/not a number/);
    expect(validateField('concurrency', '10.5')).toMatch(/whole number/);
    expect(validateField('memoryMb', '2048.5')).toMatch(/whole number/);
  });
});

describe('validateInput', () => {
  it('returns parsed numbers for valid input', () => {
    const result = validateInput(rawBase);
    expect(result.ok).toBe(true);
    expect(result.value).toEqual(base);
  });

  it('collects one message per bad field', () => {
    const result = validateInput({...rawBase, concurrency: '0', fps: 'x', resolution: '8k'});
    expect(result.ok).toBe(false);
    expect(result.value).toBeNull();
    expect(Object.keys(result.errors).sort()).toEqual(['concurrency', 'fps', 'resolution']);
  });
});

describe('formatting', () => {
  it('formats durations', () => {
    expect(formatDuration(4.25)).toBe('4.3 s');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3725)).toBe('1 h 02 min');
  });

  it('formats dollars without hiding small amounts', () => {
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(0.1234)).toBe('$0.123');
    expect(formatUsd(0.001234)).toBe('$0.0012');
    expect(formatUsd(0.00001)).toBe('< $0.0001');
  });
});
