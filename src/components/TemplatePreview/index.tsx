import React from 'react';
import clsx from 'clsx';
import type {Template, TemplateTag} from '@site/src/data/templates';
import {hueOf} from '@site/src/data/experts';
import styles from './styles.module.css';

type Props = {
  template: Pick<Template, 'cliId' | 'title' | 'tags'>;
  size?: 'card' | 'hero';
  className?: string;
};

type Motif = 'wave' | 'code' | 'cube' | 'caption' | 'image' | 'app' | 'star' | 'frame';

function motifFor(tags: readonly TemplateTag[]): Motif {
  if (tags.includes('3D')) return 'cube';
  if (tags.includes('Code')) return 'code';
  if (tags.includes('Audio')) return 'wave';
  if (tags.includes('Captions')) return 'caption';
  if (tags.includes('Images')) return 'image';
  if (tags.includes('SaaS')) return 'app';
  if (tags.includes('Data')) return 'star';
  return 'frame';
}

/** A small line drawing that hints at what the template does. Pure SVG, no external assets. */
function MotifDrawing({motif}: {motif: Motif}): React.ReactNode {
  const common = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 3,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (motif) {
    case 'wave':
      return (
        <g {...common}>
          {[8, 22, 14, 30, 18, 36, 12, 26, 20, 10, 28, 16].map((h, i) => (
            <line key={i} x1={14 + i * 8} x2={14 + i * 8} y1={50 - h} y2={50 + h} />
          ))}
        </g>
      );
    case 'code':
      return (
        <g {...common}>
          <polyline points="40,28 20,50 40,72" />
          <polyline points="80,28 100,50 80,72" />
          <line x1="68" y1="22" x2="52" y2="78" />
        </g>
      );
    case 'cube':
      return (
        <g {...common}>
          <polygon points="60,16 94,34 94,70 60,88 26,70 26,34" />
          <polyline points="26,34 60,52 94,34" />
          <line x1="60" y1="52" x2="60" y2="88" />
        </g>
      );
    case 'caption':
      return (
        <g {...common}>
          <rect x="36" y="10" width="48" height="80" rx="8" />
          <line x1="44" y1="62" x2="76" y2="62" strokeWidth={6} />
          <line x1="50" y1="74" x2="70" y2="74" strokeWidth={6} />
        </g>
      );
    case 'image':
      return (
        <g {...common}>
          <rect x="18" y="22" width="84" height="56" rx="6" />
          <circle cx="40" cy="40" r="7" />
          <polyline points="18,72 48,50 66,64 80,54 102,72" />
        </g>
      );
    case 'app':
      return (
        <g {...common}>
          <rect x="14" y="18" width="92" height="64" rx="6" />
          <line x1="14" y1="30" x2="106" y2="30" />
          <polygon points="52,44 52,70 72,57" />
        </g>
      );
    case 'star':
      return (
        <g {...common}>
          <polygon points="60,14 71,38 97,40 77,57 84,83 60,69 36,83 43,57 23,40 49,38" />
        </g>
      );
    default:
      return (
        <g {...common}>
          <rect x="18" y="22" width="84" height="56" rx="6" />
          <polygon points="52,38 52,62 72,50" />
        </g>
      );
  }
}

/**
 * A designed stand-in for a template's promo video: a gradient and pattern
 * derived from the cliId, a motif chosen by tag, the title and the tags.
 * Everything is drawn locally so the gallery makes no third-party requests.
 */
export default function TemplatePreview({template, size = 'card', className}: Props): React.ReactNode {
  const hue = hueOf(template.cliId);
  return (
    <div
      aria-hidden="true"
      className={clsx(styles.preview, size === 'hero' && styles.hero, className)}
      style={{'--preview-hue': hue} as React.CSSProperties}
      data-testid="template-preview">
      <svg className={styles.motif} viewBox="0 0 120 100" focusable="false">
        <MotifDrawing motif={motifFor(template.tags)} />
      </svg>
      <div className={styles.text}>
        <span className={styles.title}>{template.title}</span>
        <span className={styles.tags}>
          {template.tags.slice(0, 3).map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}
