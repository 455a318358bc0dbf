import React, {useCallback, useEffect, useState} from 'react';
import {Player, type CallbackListener, type PlayerRef} from '@remotion/player';
import ShowcaseComposition, {type ShowcaseProps} from './Composition';
import styles from './styles.module.css';

export const SHOWCASE_DURATION = 180;
export const SHOWCASE_FPS = 30;
const DEFAULT_PROPS: ShowcaseProps = {text: 'Made with the Player', color: '#0b84f3', speed: 1};

/** Play/pause, following the player's own play and pause events. */
function PlayPauseButton({player}: {player: PlayerRef}) {
  const [playing, setPlaying] = useState(() => player.isPlaying());
  useEffect(() => {
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    player.addEventListener('play', onPlay);
    player.addEventListener('pause', onPause);
    setPlaying(player.isPlaying());
    return () => {
      player.removeEventListener('play', onPlay);
      player.removeEventListener('pause', onPause);
    };
  }, [player]);
  return (
    <button type="button" className={`button button--primary ${styles.playButton}`} onClick={(e) => player.toggle(e)}>
      {playing ? 'Pause' : 'Play'}
    </button>
  );
}

/**
 * The seek slider and frame readout. Only this component re-renders on every
 * frame; the page and the form around it stay still.
 */
function SeekBar({player, durationInFrames, fps}: {player: PlayerRef; durationInFrames: number; fps: number}) {
  const [frame, setFrame] = useState(() => player.getCurrentFrame());
  useEffect(() => {
    const onFrame: CallbackListener<'frameupdate'> = (e) => setFrame(e.detail.frame);
    player.addEventListener('frameupdate', onFrame);
    setFrame(player.getCurrentFrame());
    return () => player.removeEventListener('frameupdate', onFrame);
  }, [player]);
  const last = durationInFrames - 1;
  return (
    <div className={styles.seek}>
      <input
        type="range"
        className={styles.slider}
        min={0}
        max={last}
        step={1}
        value={frame}
        aria-label="Seek"
        aria-valuetext={`Frame ${frame} of ${last}`}
        onChange={(e) => {
          const next = Number(e.target.value);
          player.seekTo(next);
          setFrame(next);
        }}
      />
      <span className={styles.readout}>
        Frame <output data-testid="current-frame">{frame}</output> / {last}
        <span className={styles.seconds}> · {(frame / fps).toFixed(2)} s</span>
      </span>
    </div>
  );
}

/** The interactive Player demo: loaded in the browser only, with @remotion/player. */
export default function ShowcaseClient(): React.ReactNode {
  // A callback ref: the controls render once the player exists and get it as a prop.
  const [player, setPlayer] = useState<PlayerRef | null>(null);
  const [inputProps, setInputProps] = useState<ShowcaseProps>(DEFAULT_PROPS);
  const [loop, setLoop] = useState(true);

  const update = useCallback(<K extends keyof ShowcaseProps>(key: K, value: ShowcaseProps[K]) => {
    setInputProps((prev) => ({...prev, [key]: value}));
  }, []);

  return (
    <div className={styles.layout}>
      <div className={styles.stage}>
        <div className={styles.playerFrame} data-testid="showcase-player">
          <Player
            ref={setPlayer}
            component={ShowcaseComposition}
            inputProps={inputProps}
            durationInFrames={SHOWCASE_DURATION}
            fps={SHOWCASE_FPS}
            compositionWidth={1280}
            compositionHeight={720}
            loop={loop}
            clickToPlay
            acknowledgeRemotionLicense
            style={{width: '100%'}}
          />
        </div>
        {player ? (
          <div className={styles.transport}>
            <PlayPauseButton player={player} />
            <SeekBar player={player} durationInFrames={SHOWCASE_DURATION} fps={SHOWCASE_FPS} />
          </div>
        ) : null}
      </div>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="Props of the video">
        <p className={styles.formTitle}>
          <code>inputProps</code>
        </p>
        <label className={styles.field} htmlFor="showcase-text">
          <span>Text</span>
          <input
            id="showcase-text"
            type="text"
            maxLength={48}
            value={inputProps.text}
            onChange={(e) => update('text', e.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor="showcase-color">
          <span>Colour</span>
          <input
            id="showcase-color"
            type="color"
            value={inputProps.color}
            onChange={(e) => update('color', e.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor="showcase-speed">
          <span>
            Speed <output>×{inputProps.speed}</output>
          </span>
          <input
            id="showcase-speed"
            type="range"
            min={0.25}
            max={3}
            step={0.25}
            value={inputProps.speed}
            onChange={(e) => update('speed', Number(e.target.value))}
          />
        </label>
        <p className={styles.formTitle}>Player props</p>
        <label className={styles.checkbox} htmlFor="showcase-loop">
          <input id="showcase-loop" type="checkbox" checked={loop} onChange={(e) => setLoop(e.target.checked)} />
          <span>
            <code>loop</code>
          </span>
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setInputProps(DEFAULT_PROPS)}>
          Reset props
        </button>
      </form>
    </div>
  );
}
