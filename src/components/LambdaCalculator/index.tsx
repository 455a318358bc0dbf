import React, {useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import {
  DEFAULT_PRICE_PER_GB_SECOND,
  FIELD_RULES,
  MODEL,
  RESOLUTIONS,
  estimateLambdaRender,
  formatDuration,
  formatUsd,
  speedFactorForMemory,
  validateInput,
  type FieldName,
  type RawInput,
  type Resolution,
} from '@site/src/data/lambdaEstimate';
import styles from './styles.module.css';

const INITIAL: RawInput = {
  durationInSeconds: '60',
  fps: '30',
  resolution: '1080p',
  concurrency: '50',
  memoryMb: '2048',
  pricePerGbSecond: String(DEFAULT_PRICE_PER_GB_SECOND),
};

type FieldProps = {
  name: FieldName;
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (value: string) => void;
  decimal: boolean;
};

function NumberField({name, value, error, hint, onChange, decimal}: FieldProps) {
  const id = useId();
  const rule = FIELD_RULES[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{rule.label}</label>
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={clsx(styles.input, error && styles.invalid)}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className={styles.unit}>{rule.unit}</span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const HINTS: Record<FieldName, string> = {
  durationInSeconds: `${FIELD_RULES.durationInSeconds.min} to ${FIELD_RULES.durationInSeconds.max}`,
  fps: `${FIELD_RULES.fps.min} to ${FIELD_RULES.fps.max}, e.g. 30`,
  concurrency: `${FIELD_RULES.concurrency.min} to ${FIELD_RULES.concurrency.max} functions rendering at once`,
  memoryMb: `${FIELD_RULES.memoryMb.min} to ${FIELD_RULES.memoryMb.max}, default 2048`,
  pricePerGbSecond: `Default: AWS Lambda arm64, us-east-1 (${DEFAULT_PRICE_PER_GB_SECOND}), as estimatePrice() uses`,
};

/** Cost-and-speed estimate for a Remotion Lambda render, from the model in src/data/lambdaEstimate.ts. */
export default function LambdaCalculator(): React.ReactNode {
  const [raw, setRaw] = useState<RawInput>(INITIAL);
  const validation = useMemo(() => validateInput(raw), [raw]);
  const estimate = useMemo(() => (validation.ok ? estimateLambdaRender(validation.value) : null), [validation]);
  const set = (key: keyof RawInput) => (value: string) => setRaw((prev) => ({...prev, [key]: value}));
  const resolutionId = useId();
  const memoryFactor = validation.ok ? speedFactorForMemory(validation.value.memoryMb) : null;

  return (
    <div className={styles.calculator} data-lambda-calculator>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="Render settings" noValidate>
        <NumberField
          name="durationInSeconds"
          value={raw.durationInSeconds}
          error={validation.errors.durationInSeconds}
          hint={HINTS.durationInSeconds}
          onChange={set('durationInSeconds')}
          decimal
        />
        <NumberField
          name="fps"
          value={raw.fps}
          error={validation.errors.fps}
          hint={HINTS.fps}
          onChange={set('fps')}
          decimal
        />
        <div className={styles.field}>
          <label htmlFor={resolutionId}>Resolution</label>
          <select
            id={resolutionId}
            name="resolution"
            className={styles.input}
            value={raw.resolution}
            onChange={(e) => set('resolution')(e.target.value)}>
            {(Object.keys(RESOLUTIONS) as Resolution[]).map((key) => (
              <option key={key} value={key}>
                {RESOLUTIONS[key].label}
              </option>
            ))}
          </select>
          {validation.errors.resolution ? <p className={styles.error}>{validation.errors.resolution}</p> : null}
        </div>
        <NumberField
          name="concurrency"
          value={raw.concurrency}
          error={validation.errors.concurrency}
          hint={HINTS.concurrency}
          onChange={set('concurrency')}
          decimal={false}
        />
        <NumberField
          name="memoryMb"
          value={raw.memoryMb}
          error={validation.errors.memoryMb}
          hint={HINTS.memoryMb}
          onChange={set('memoryMb')}
          decimal={false}
        />
        <NumberField
          name="pricePerGbSecond"
          value={raw.pricePerGbSecond}
          error={validation.errors.pricePerGbSecond}
          hint={HINTS.pricePerGbSecond}
          onChange={set('pricePerGbSecond')}
          decimal
        />
      </form>

      <section className={styles.result} aria-live="polite" aria-labelledby="lambda-estimate-title">
        <h3 id="lambda-estimate-title" className={styles.resultTitle}>
          Estimate
        </h3>
        {estimate && validation.ok ? (
          <div data-testid="lambda-estimate">
            <dl className={styles.headline}>
              <div>
                <dt>Render time (wall clock)</dt>
                <dd>≈ {formatDuration(estimate.wallClockSeconds)}</dd>
              </div>
              <div>
                <dt>Lambda compute cost</dt>
                <dd>≈ {formatUsd(estimate.costUsd)}</dd>
              </div>
            </dl>
            <dl className={styles.details}>
              <dt>Frames</dt>
              <dd>{estimate.totalFrames.toLocaleString('en-US')}</dd>
              <dt>Functions used</dt>
              <dd>
                {estimate.functionsUsed} × {estimate.framesPerFunction.toLocaleString('en-US')} frames each
              </dd>
              <dt>Speed per function</dt>
              <dd>{estimate.framesPerSecondPerFunction.toFixed(1)} frames/s</dd>
              <dt>Slowest chunk</dt>
              <dd>{formatDuration(estimate.chunkRenderSeconds)}</dd>
              <dt>Joining chunks</dt>
              <dd>{formatDuration(estimate.combineSeconds)}</dd>
              <dt>Billed compute</dt>
              <dd>{estimate.gbSeconds.toFixed(0)} GB-s</dd>
            </dl>
          </div>
        ) : (
          <p className={styles.noEstimate} data-testid="lambda-no-estimate">
            Correct the highlighted fields to see an estimate.
          </p>
        )}
      </section>

      <details className={styles.assumptions} open>
        <summary>How this estimate is calculated</summary>
        <p>
          This is a simple model, not a measurement. Real render times depend above all on your composition: embedded
          videos, large images, WebGL or slow data fetching can make a frame many times slower than the values below.
          Render a sample on your own AWS account and compare before you plan a budget.
        </p>
        <ul>
          <li>
            Frames = duration × frame rate. The frames are split evenly over the functions; there are never more
            functions than frames.
          </li>
          <li>
            One function at {MODEL.referenceMemoryMb} MB is assumed to render{' '}
            {(Object.keys(RESOLUTIONS) as Resolution[])
              .map((key) => `${RESOLUTIONS[key].framesPerSecondPerFunction} frames/s at ${key === '4k' ? '4K' : key}`)
              .join(', ')}
            , for a composition of moderate complexity.
          </li>
          <li>
            AWS gives a function CPU in proportion to its memory, so speed is scaled by memory ÷{' '}
            {MODEL.referenceMemoryMb} MB, between ×{MODEL.minSpeedFactor} and ×{MODEL.maxSpeedFactor}
            {memoryFactor !== null ? ` (×${memoryFactor.toFixed(2)} for your setting)` : ''}. Above that, a single
            browser gains little from more CPU.
          </li>
          <li>
            Wall clock = {MODEL.orchestrationSeconds} s to start the render + {MODEL.startupSecondsPerFunction} s for a
            function to open the browser + the slowest chunk + joining the chunks ({MODEL.combineBaseSeconds} s plus{' '}
            {MODEL.combineSecondsPerFrame * 1000} s per 1,000 frames). Cold starts add more.
          </li>
          <li>
            Cost = memory in GB × billed seconds × price, summed over all rendering functions (each also pays its
            start-up time) plus the orchestrating function, which runs for the whole render.
          </li>
          <li>
            Not included: Lambda request fees, S3 storage and data transfer, CloudWatch logs, and a Remotion company
            license if your organisation needs one.
          </li>
        </ul>
      </details>
    </div>
  );
}
