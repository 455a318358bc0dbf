import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import {hueOf} from '@site/src/data/experts';
import {muxPlayerUrl, SHOWCASE_LINK_LABELS, showcaseNewestFirst, type ShowcaseEntry} from '@site/src/data/showcase';
import styles from './styles.module.css';

const entries = showcaseNewestFirst();

const LONG_DATE = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

function formatDate(iso: string): string {
  return LONG_DATE.format(new Date(`${iso}T00:00:00Z`));
}

/** "Hackreels - Animate your code" → ["Hackreels", "Animate your code"] */
function splitTitle(title: string): [string, string | null] {
  const index = title.indexOf(' - ');
  return index === -1 ? [title, null] : [title.slice(0, index), title.slice(index + 3)];
}

function orientation({width, height}: ShowcaseEntry): string {
  if (width === height) return 'Square';
  return width > height ? 'Landscape' : 'Portrait';
}

/**
 * Stand-in for the video before anyone asks for it: drawn in CSS, so the page
 * loads nothing from Mux (or any other host) until "Play video" is pressed.
 */
function Placeholder({entry}: {entry: ShowcaseEntry}): React.ReactNode {
  const [name] = splitTitle(entry.title);
  return (
    <div aria-hidden="true" className={styles.placeholder} style={{'--hue': hueOf(entry.slug)} as React.CSSProperties}>
      <span className={styles.placeholderName}>{name}</span>
      <span className={styles.placeholderPlay}>
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.placeholderMeta}>
        {orientation(entry)} · {entry.width}×{entry.height}
      </span>
    </div>
  );
}

function ShowcaseCard({entry}: {entry: ShowcaseEntry}): React.ReactNode {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const videoLink = entry.links.find((l) => l.type === 'video');
  const headingId = `showcase-${entry.slug}`;
  const [name, tagline] = splitTitle(entry.title);

  useEffect(() => {
    if (playing) {
      frameRef.current?.focus();
    }
  }, [playing]);

  // Cap very tall (portrait) videos so a card never fills more than a screen.
  const ratio = `${entry.width} / ${entry.height}`;

  return (
    <li className={styles.card} data-testid="showcase-card" data-slug={entry.slug}>
      <div className={styles.media} style={{aspectRatio: ratio}}>
        {playing && entry.muxId ? (
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={muxPlayerUrl(entry.muxId)}
            title={`Video: ${entry.title}`}
            allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
            allowFullScreen
            data-testid="showcase-player"
          />
        ) : (
          <Placeholder entry={entry} />
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.cardTitle} id={headingId}>
          {name}
          {tagline ? <span className={styles.tagline}> – {tagline}</span> : null}
        </h2>
        <p className={styles.meta}>
          {entry.author ? (
            <>
              By{' '}
              {entry.author.url ? (
                <a href={entry.author.url} target="_blank" rel="noopener noreferrer">
                  {entry.author.name}
                </a>
              ) : (
                entry.author.name
              )}
              {' · '}
            </>
          ) : null}
          Added <time dateTime={entry.submittedOn}>{formatDate(entry.submittedOn)}</time>
        </p>
        <p className={styles.summary}>{entry.summary}</p>
        <div className={styles.actions}>
          {entry.muxId ? (
            playing ? null : (
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={() => setPlaying(true)}
                aria-describedby={headingId}>
                ▶ Play video
              </button>
            )
          ) : videoLink ? (
            <a
              className="button button--primary button--sm"
              href={videoLink.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={headingId}>
              ▶ Play video
            </a>
          ) : null}
          {entry.links.length > 0 ? (
            <ul className={styles.links} aria-label={`Links for ${name}`}>
              {entry.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {SHOWCASE_LINK_LABELS[link.type]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {playing ? <p className={styles.privacy}>The video is streamed from Mux, a third-party video host.</p> : null}
      </div>
    </li>
  );
}

export default function ShowcasePage(): React.ReactNode {
  return (
    <Layout
      title="Showcase"
      description="Videos and products made with Remotion by companies and developers: data visualisation, social clips, captions, music visuals and more.">
      <main className={styles.page}>
        <PageHeader
          variant="band"
          title="Made with Remotion"
          lead="A selection of videos and products built with Remotion, from personalised year-in-review campaigns to automated weather reports. Videos load only when you press play, so browsing this page sends nothing to the video host."
          aside={
            <Link className="button button--primary button--lg" to="/showcase/add">
              Add your video
            </Link>
          }
        />
        <div className="container">
          <p className={styles.count}>{entries.length} projects, newest first</p>
          <ul className={styles.grid} aria-label="Showcase videos">
            {entries.map((entry) => (
              <ShowcaseCard key={entry.slug} entry={entry} />
            ))}
          </ul>
        </div>
      </main>
    </Layout>
  );
}
