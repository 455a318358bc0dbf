import React, {useEffect, useId, useRef, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import RetryableLazy from '@site/src/components/RetryableLazy';
import type {DemoControl, DemoEntry, DemoProps} from '@site/src/demos/types';
import styles from './styles.module.css';

const loadPlayerStage = () => import('./PlayerStage');

function ControlInput({
  control,
  idPrefix,
  value,
  onChange,
}: {
  control: DemoControl;
  idPrefix: string;
  value: DemoProps[string];
  onChange: (v: DemoProps[string]) => void;
}) {
  const id = `${idPrefix}-${control.prop}`;
  switch (control.type) {
    case 'range':
      return (
        <label className={styles.control} htmlFor={id}>
          <span className={styles.label}>
            <span>{control.label}</span>
            <output className={styles.value} htmlFor={id}>
              {String(value)}
            </output>
          </span>
          <input
            id={id}
            className={styles.range}
            type="range"
            min={control.min}
            max={control.max}
            step={control.step}
            value={Number(value)}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        </label>
      );
    case 'select':
      return (
        <label className={styles.control} htmlFor={id}>
          <span className={styles.label}>{control.label}</span>
          <select id={id} className={styles.field} value={String(value)} onChange={(e) => onChange(e.target.value)}>
            {control.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
      );
    case 'text':
    case 'color':
      // The same labelled field; a colour is picked from the swatch instead of typed.
      return (
        <label className={styles.control} htmlFor={id}>
          <span className={styles.label}>{control.label}</span>
          <input
            id={id}
            className={control.type === 'color' ? styles.colorField : styles.field}
            type={control.type}
            maxLength={control.type === 'text' ? (control.maxLength ?? 60) : undefined}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        </label>
      );
    case 'checkbox':
      return (
        <label className={styles.checkbox} htmlFor={id}>
          <input
            id={id}
            className={styles.checkboxInput}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>{control.label}</span>
        </label>
      );
  }
}

/** Starts loading once the box is near the viewport. */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
        }
      },
      {rootMargin: '200px'},
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * A live demo from the registry (src/demos/registry.ts): the composition plays in
 * @remotion/player, loaded only when the demo nears the viewport, with the registered
 * inputs beside it. In MDX: <Demo id="spring" />; the demo-imports remark plugin adds the
 * `entry` from the demo's group file, so this component never imports the whole registry.
 * Outside docs Markdown, pass the entry yourself.
 */
export default function Demo({id, entry}: {id: string; entry?: DemoEntry}): React.ReactNode {
  if (!entry) {
    throw new Error(`<Demo id="${id}"> has no entry: docs pages get it from the demo-imports remark plugin`);
  }
  const demo = entry;
  const {defaultProps, controls = [], title, width = 1280, height = 720} = demo;
  const idPrefix = `demo-${useId().replace(/:/g, '')}`;
  const [inputProps, setInputProps] = useState<DemoProps>(defaultProps);
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const fallback = (
    <div className={styles.placeholder} style={{aspectRatio: `${width} / ${height}`}}>
      Loading demo: {title}
    </div>
  );

  return (
    <figure className={styles.demo} aria-label={`Live demo: ${title}`} data-live-demo={id}>
      <div ref={ref}>
        {near ? (
          <BrowserOnly fallback={fallback}>
            {() => (
              <RetryableLazy
                load={loadPlayerStage}
                props={{demo, inputProps}}
                fallback={fallback}
                what={`The live demo "${title}"`}
              />
            )}
          </BrowserOnly>
        ) : (
          fallback
        )}
      </div>
      {controls.length > 0 && (
        <form className={styles.controls} onSubmit={(e) => e.preventDefault()}>
          {controls.map((control) => (
            <ControlInput
              key={control.prop}
              control={control}
              idPrefix={idPrefix}
              value={inputProps[control.prop]}
              onChange={(value) => setInputProps((prev) => ({...prev, [control.prop]: value}))}
            />
          ))}
          <button
            type="button"
            className={`button button--sm button--secondary ${styles.reset}`}
            onClick={() => setInputProps(defaultProps)}>
            Reset
          </button>
        </form>
      )}
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
