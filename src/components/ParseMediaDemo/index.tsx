import React, {useId, useState} from 'react';
import styles from './styles.module.css';

/** The sample shipped in static/media: 2 s of H.264 at 320×180 and 30 fps, with an AAC tone. */
const SAMPLE_URL = '/media/sample-320x180.mp4';

type Row = {field: string; value: string};
type State =
  | {status: 'idle'}
  | {status: 'parsing'; source: string}
  | {status: 'done'; source: string; rows: Row[]; ms: number}
  | {status: 'failed'; source: string; message: string};

const format = (value: unknown): string => (value === null || value === undefined ? 'null' : JSON.stringify(value));

/**
 * Runs parseMedia() in the reader's browser, on the sample file or on a file the reader picks
 * (which stays on their machine). @remotion/media-parser is loaded on the first click only.
 */
export default function ParseMediaDemo(): React.ReactNode {
  const [state, setState] = useState<State>({status: 'idle'});
  const inputId = useId();

  const run = async (src: string | File, source: string) => {
    setState({status: 'parsing', source});
    const started = performance.now();
    try {
      const {parseMedia} = await import('@remotion/media-parser');
      const result = await parseMedia({
        src,
        fields: {
          container: true,
          durationInSeconds: true,
          dimensions: true,
          fps: true,
          videoCodec: true,
          audioCodec: true,
          size: true,
        },
        acknowledgeRemotionLicense: true,
      });
      const rows = Object.entries(result).map(([field, value]) => ({field, value: format(value)}));
      setState({status: 'done', source, rows, ms: Math.round(performance.now() - started)});
    } catch (error) {
      setState({status: 'failed', source, message: error instanceof Error ? error.message : String(error)});
    }
  };

  return (
    <figure className={styles.demo} data-parse-media-demo>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => run(SAMPLE_URL, 'the sample file')}>
          Parse the sample video
        </button>
        <label className={styles.pick} htmlFor={inputId}>
          or pick a file of your own (it is not uploaded):
          <input
            id={inputId}
            type="file"
            accept="video/*,audio/*"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) run(file, file.name);
            }}
          />
        </label>
      </div>
      <div aria-live="polite" className={styles.output}>
        {state.status === 'idle' && <p>The fields parseMedia() returns will appear here.</p>}
        {state.status === 'parsing' && <p>Parsing {state.source}…</p>}
        {state.status === 'failed' && (
          <p role="alert" className={styles.error}>
            Could not parse {state.source}: {state.message}
          </p>
        )}
        {state.status === 'done' && (
          <table>
            <caption>
              parseMedia() on {state.source}, {state.ms} ms
            </caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.field} data-field={row.field}>
                  <td>
                    <code>{row.field}</code>
                  </td>
                  <td>
                    <code>{row.value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <figcaption className={styles.caption}>
        Live demo: parseMedia() from @remotion/media-parser running in this page
      </figcaption>
    </figure>
  );
}
