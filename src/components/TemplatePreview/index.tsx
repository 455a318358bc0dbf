import React from 'react';
import clsx from 'clsx';
import type {Template, TemplateTag} from '@site/src/data/templates';
import styles from './styles.module.css';

type Props = {
  template: Pick<Template, 'cliId' | 'title' | 'tags'>;
  size?: 'card' | 'hero';
  className?: string;
};

/*
 * One still-like drawing per template of what the template makes: an audiogram is cover art, a
 * waveform and captions; a Next.js template is an app frame with a player and a render button; and
 * so on. The drawings are illustrations, not controls: no play buttons, no text that repeats the
 * card's title. Pure SVG on a 320 × 180 canvas, drawn locally (no third-party requests).
 */
type Scene = (props: {accent: string}) => React.ReactNode;

const INK = '#0f172a';
const PAPER = '#f8fafc';

type Bar = {x: number; y: number; width: number; height: number};

/** Pill-shaped bars in one colour: the drawings' lines of "text" and their waveforms. */
function Bars({color, bars}: {color: string; bars: Bar[]}): React.ReactNode {
  return (
    <g fill={color}>
      {bars.map((bar, i) => (
        <rect key={i} {...bar} rx={Math.min(bar.width, bar.height) / 2} />
      ))}
    </g>
  );
}

/** Lines of "text": bars of the given widths, one under the other. */
function TextBars(props: {x: number; y: number; widths: number[]; color: string; height?: number; gap?: number}) {
  const {x, y, widths, color, height = 6, gap = 11} = props;
  return <Bars color={color} bars={widths.map((width, i) => ({x, y: y + i * gap, width, height}))} />;
}

/** A waveform: bars of the given heights side by side, centred on y. */
function Waveform(props: {x: number; y: number; heights: number[]; color: string; step?: number; width?: number}) {
  const {x, y, heights, color, step = 7, width = 4} = props;
  return (
    <Bars color={color} bars={heights.map((height, i) => ({x: x + i * step, y: y - height / 2, width, height}))} />
  );
}

const WAVE = [10, 22, 34, 18, 40, 28, 14, 36, 46, 30, 20, 38, 24, 12, 30, 42, 26, 16, 34, 22, 10, 18, 28, 14];

/** A browser window: the frame, its toolbar and an address pill. Children draw the page. */
function AppFrame({accent, children}: {accent: string; children: React.ReactNode}): React.ReactNode {
  return (
    <>
      <rect width="320" height="180" fill="#e2e8f0" />
      <rect x="24" y="18" width="272" height="150" rx="8" fill="#fff" stroke="#cbd5e1" />
      <path d="M24 26a8 8 0 0 1 8-8h256a8 8 0 0 1 8 8v10H24z" fill="#f1f5f9" />
      <circle cx="36" cy="27" r="3" fill="#f87171" />
      <circle cx="46" cy="27" r="3" fill="#fbbf24" />
      <circle cx="56" cy="27" r="3" fill="#34d399" />
      <rect x="100" y="22" width="120" height="10" rx="5" fill="#e2e8f0" />
      <rect x="106" y="25.5" width="40" height="3" rx="1.5" fill={accent} opacity="0.6" />
      {children}
    </>
  );
}

/** The Player inside an app: a video frame with a title animation and a seek bar under it. */
function PlayerBox({x, y, w, accent}: {x: number; y: number; w: number; accent: string}): React.ReactNode {
  const h = (w * 9) / 16;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={INK} />
      <circle cx={x + w / 2} cy={y + h / 2 - 6} r={h / 7} fill={accent} />
      <rect x={x + w / 2 - w / 5} y={y + h / 2 + 8} width={(w * 2) / 5} height="5" rx="2.5" fill="#fff" />
      <rect x={x} y={y + h + 6} width={w} height="3" rx="1.5" fill="#e2e8f0" />
      <rect x={x} y={y + h + 6} width={w * 0.4} height="3" rx="1.5" fill={accent} />
      <circle cx={x + w * 0.4} cy={y + h + 7.5} r="3.5" fill={accent} />
    </g>
  );
}

/** A form beside the player: labelled inputs and the render button. */
function RenderForm({x, y, accent}: {x: number; y: number; accent: string}): React.ReactNode {
  return (
    <g>
      <TextBars x={x} y={y} widths={[70]} color={INK} height={7} />
      <TextBars x={x} y={y + 16} widths={[34]} color="#94a3b8" height={4} />
      <rect x={x} y={y + 24} width="84" height="14" rx="3" fill="#fff" stroke="#cbd5e1" />
      <TextBars x={x} y={y + 46} widths={[28]} color="#94a3b8" height={4} />
      <rect x={x} y={y + 54} width="84" height="14" rx="3" fill="#fff" stroke="#cbd5e1" />
      <rect x={x} y={y + 78} width="52" height="16" rx="4" fill={accent} />
      <rect x={x + 10} y={y + 84} width="32" height="4" rx="2" fill="#fff" />
    </g>
  );
}

const helloWorld: Scene = ({accent}) => (
  <>
    <rect width="320" height="180" fill={PAPER} />
    <g fill="none" stroke={accent} strokeWidth="5">
      <circle cx="160" cy="72" r="34" opacity="0.25" />
      <circle cx="160" cy="72" r="22" opacity="0.55" />
    </g>
    <circle cx="160" cy="72" r="11" fill={accent} />
    <rect x="96" y="122" width="128" height="12" rx="6" fill={INK} />
    <rect x="124" y="142" width="72" height="7" rx="3.5" fill="#94a3b8" />
  </>
);

const SCENES: Record<string, Scene> = {
  'hello-world': helloWorld,
  javascript: ({accent}) => (
    <>
      {helloWorld({accent})}
      <rect x="262" y="14" width="42" height="42" rx="6" fill="#facc15" />
      <text
        x="283"
        y="46"
        textAnchor="middle"
        fontSize="20"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={INK}>
        JS
      </text>
    </>
  ),
  blank: ({accent}) => (
    <>
      <rect width="320" height="180" fill="#e2e8f0" />
      <rect x="56" y="20" width="208" height="117" rx="3" fill="#fff" />
      <rect x="56" y="20" width="208" height="117" rx="3" fill="none" stroke="#94a3b8" strokeDasharray="6 5" />
      {/* A timeline with an empty track and the playhead at 0. */}
      <rect x="24" y="148" width="272" height="20" rx="4" fill="#fff" stroke="#cbd5e1" />
      <rect x="30" y="154" width="90" height="8" rx="3" fill="#cbd5e1" />
      <rect x="30" y="144" width="2.5" height="28" rx="1" fill={accent} />
    </>
  ),
  next: ({accent}) => (
    <AppFrame accent={accent}>
      <RenderForm x={40} y={52} accent={accent} />
      <PlayerBox x={146} y={52} w={134} accent={accent} />
    </AppFrame>
  ),
  'next-tailwind': ({accent}) => (
    <AppFrame accent={accent}>
      <rect x="25" y="37" width="270" height="130" fill="#f0fdfa" />
      <RenderForm x={40} y={52} accent={accent} />
      <PlayerBox x={146} y={52} w={134} accent={accent} />
    </AppFrame>
  ),
  'next-pages-dir': ({accent}) => (
    <AppFrame accent={accent}>
      {/* The pages directory as a file tree beside the app. */}
      <rect x="25" y="37" width="72" height="130" fill="#f8fafc" />
      <TextBars x={34} y={48} widths={[36, 44, 30, 48, 38]} color="#94a3b8" height={5} gap={13} />
      <rect x="34" y="74" width="48" height="5" rx="2.5" fill={accent} />
      <PlayerBox x={110} y={52} w={172} accent={accent} />
    </AppFrame>
  ),
  'react-router': ({accent}) => (
    <AppFrame accent={accent}>
      {/* Routes as tabs across the page, the current one underlined. */}
      <TextBars x={40} y={46} widths={[30]} color={INK} height={6} />
      <TextBars x={80} y={46} widths={[30]} color="#94a3b8" height={6} />
      <TextBars x={120} y={46} widths={[30]} color="#94a3b8" height={6} />
      <rect x="40" y="56" width="30" height="2" fill={accent} />
      <PlayerBox x={40} y={68} w={134} accent={accent} />
      <TextBars x={190} y={70} widths={[90, 72, 84, 50]} color="#cbd5e1" height={6} gap={13} />
    </AppFrame>
  ),
  three: ({accent}) => (
    <>
      <defs>
        <linearGradient id="tp-three-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#tp-three-bg)" />
      <ellipse cx="160" cy="150" rx="80" ry="14" fill="#000" opacity="0.35" />
      {/* An isometric cube lit from the top left. */}
      <polygon points="160,30 214,58 160,86 106,58" fill="#c7d2fe" />
      <polygon points="106,58 160,86 160,148 106,120" fill={accent} />
      <polygon points="214,58 160,86 160,148 214,120" fill="#4338ca" />
      <g stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" fill="none">
        <polyline points="112,70 154,92 154,132" />
      </g>
    </>
  ),
  still: ({accent}) => (
    <>
      <rect width="320" height="180" fill="#fef3c7" />
      {/* A social-media card rendered as a still image. */}
      <rect x="40" y="22" width="240" height="136" rx="10" fill={INK} />
      <circle cx="70" cy="52" r="12" fill={accent} />
      <TextBars x={88} y={46} widths={[54]} color="#94a3b8" height={5} />
      <TextBars x={60} y={80} widths={[190, 150]} color="#fff" height={12} gap={20} />
      <TextBars x={60} y={130} widths={[80]} color={accent} height={6} />
      <g fill="none" stroke="#fbbf24" strokeWidth="3">
        <circle cx="246" cy="134" r="10" />
      </g>
    </>
  ),
  tts: ({accent}) => (
    <>
      <rect width="320" height="180" fill="#eff6ff" />
      {/* Text in, speech out: two bubbles and the voice's waveform. */}
      <path
        d="M36 30h150a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10H70l-14 12v-12H36a10 10 0 0 1-10-10V40a10 10 0 0 1 10-10z"
        fill="#fff"
        stroke="#bfdbfe"
      />
      <TextBars x={40} y={44} widths={[130, 96]} color="#64748b" height={6} gap={13} />
      <path
        d="M284 92H140a10 10 0 0 0-10 10v26a10 10 0 0 0 10 10h110l14 12v-12h20a10 10 0 0 0 10-10v-26a10 10 0 0 0-10-10z"
        fill={accent}
      />
      <Waveform x={146} y={115} heights={WAVE.slice(0, 19).map((h) => h / 2)} color="#fff" />
    </>
  ),
  'google-tts': ({accent}) => (
    <>
      <rect width="320" height="180" fill="#f8fafc" />
      <path
        d="M36 30h150a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10H70l-14 12v-12H36a10 10 0 0 1-10-10V40a10 10 0 0 1 10-10z"
        fill="#fff"
        stroke="#e2e8f0"
      />
      <TextBars x={40} y={44} widths={[130, 96]} color="#64748b" height={6} gap={13} />
      <path
        d="M284 92H140a10 10 0 0 0-10 10v26a10 10 0 0 0 10 10h110l14 12v-12h20a10 10 0 0 0 10-10v-26a10 10 0 0 0-10-10z"
        fill="#fff"
        stroke="#e2e8f0"
      />
      {WAVE.slice(0, 19).map((h, i) => (
        <rect
          key={i}
          x={146 + i * 7}
          y={115 - h / 4}
          width="4"
          height={h / 2}
          rx="2"
          fill={[accent, '#ea4335', '#fbbc04', '#34a853'][i % 4]}
        />
      ))}
    </>
  ),
  audiogram: ({accent}) => (
    <>
      <rect width="320" height="180" fill="#1e293b" />
      {/* Cover art, the episode's waveform and the caption of the current sentence. */}
      <rect x="22" y="22" width="72" height="72" rx="8" fill={accent} />
      <circle cx="58" cy="58" r="18" fill="none" stroke="#fff" strokeWidth="4" opacity="0.8" />
      <circle cx="58" cy="58" r="5" fill="#fff" />
      <TextBars x={108} y={34} widths={[120, 80]} color="#e2e8f0" height={8} gap={16} />
      <Waveform x={108} y={78} heights={WAVE.slice(0, 26).map((h) => h / 2)} color={accent} step={7.4} />
      <rect x="22" y="118" width="276" height="42" rx="8" fill="#0f172a" />
      <TextBars x={36} y={128} widths={[200]} color="#fff" height={8} />
      <TextBars x={36} y={144} widths={[150]} color="#64748b" height={7} />
    </>
  ),
  skia: () => (
    <>
      <rect width="320" height="180" fill="#0b1020" />
      {/* Shapes drawn by Skia: overlapping colours blended, a stroked path and particles. */}
      <g fill="none" stroke="#334155" strokeWidth="1.5">
        <circle cx="160" cy="92" r="72" />
        <circle cx="160" cy="92" r="84" strokeDasharray="2 6" />
      </g>
      {[
        [136, 76, '#ec4899'],
        [184, 76, '#06b6d4'],
        [160, 116, '#eab308'],
      ].map(([cx, cy, fill]) => (
        <circle key={fill} cx={cx} cy={cy} r="40" fill={fill as string} style={{mixBlendMode: 'screen'}} />
      ))}
      {[
        [52, 40, 3],
        [268, 52, 4],
        [72, 140, 2.5],
        [250, 146, 3],
        [290, 100, 2],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}`} cx={cx} cy={cy} r={r} fill="#f8fafc" opacity="0.8" />
      ))}
    </>
  ),
  overlay: ({accent}) => (
    <>
      {/* A transparent background (the checkerboard) with a lower third and a logo on top. */}
      <defs>
        <pattern id="tp-checker" width="20" height="20" patternUnits="userSpaceOnUse">
          <rect width="20" height="20" fill="#f1f5f9" />
          <rect width="10" height="10" fill="#e2e8f0" />
          <rect x="10" y="10" width="10" height="10" fill="#e2e8f0" />
        </pattern>
      </defs>
      <rect width="320" height="180" fill="url(#tp-checker)" />
      <rect x="24" y="118" width="8" height="40" fill={accent} />
      <rect x="32" y="118" width="170" height="24" fill={INK} />
      <TextBars x={42} y={127} widths={[110]} color="#fff" height={7} />
      <rect x="32" y="142" width="120" height="16" fill="#fff" />
      <TextBars x={42} y={147} widths={[80]} color="#64748b" height={5} />
      <circle cx="282" cy="34" r="14" fill={accent} />
    </>
  ),
  'code-hike': ({accent}) => (
    <>
      <rect width="320" height="180" fill="#0d1117" />
      {/* An editor window; the highlighted line is the step the video is explaining. */}
      <circle cx="22" cy="18" r="4" fill="#f87171" />
      <circle cx="36" cy="18" r="4" fill="#fbbf24" />
      <circle cx="50" cy="18" r="4" fill="#34d399" />
      <rect x="0" y="86" width="320" height="20" fill={accent} opacity="0.18" />
      <rect x="0" y="86" width="3" height="20" fill={accent} />
      {[
        [
          [20, '#ff7b72', 30],
          [56, '#d2a8ff', 60],
          [122, '#c9d1d9', 30],
        ],
        [
          [36, '#79c0ff', 50],
          [92, '#c9d1d9', 70],
        ],
        [
          [36, '#ff7b72', 40],
          [82, '#a5d6ff', 110],
        ],
        [
          [36, '#d2a8ff', 70],
          [112, '#ffa657', 50],
          [168, '#c9d1d9', 40],
        ],
        [
          [52, '#79c0ff', 60],
          [118, '#a5d6ff', 90],
        ],
        [[36, '#c9d1d9', 30]],
        [[20, '#c9d1d9', 16]],
      ].map((line, row) =>
        line.map(([x, color, w], i) => (
          <rect key={`${row}-${i}`} x={x} y={40 + row * 20} width={w} height="7" rx="3.5" fill={color as string} />
        )),
      )}
    </>
  ),
  stargazer: ({accent}) => (
    <>
      <rect width="320" height="180" fill="#0f172a" />
      {/* A repository's stars rising over time, and the stargazers' avatars. */}
      <path d="M24 150 C80 146 110 130 150 112 S230 60 296 36 V150 Z" fill={accent} opacity="0.25" />
      <path d="M24 150 C80 146 110 130 150 112 S230 60 296 36" fill="none" stroke={accent} strokeWidth="3" />
      <polygon points="60,22 66,35 80,36 69,45 73,59 60,51 47,59 51,45 40,36 54,35" fill="#facc15" />
      <TextBars x={88} y={32} widths={[60]} color="#fff" height={12} />
      {['#f472b6', '#60a5fa', '#34d399', '#fbbf24', '#a78bfa'].map((c, i) => (
        <circle key={c} cx={196 + i * 18} cy={140} r="9" fill={c} stroke="#0f172a" strokeWidth="2" />
      ))}
    </>
  ),
  tiktok: ({accent}) => (
    <>
      <rect width="320" height="180" fill="#18181b" />
      {/* A vertical video with big word-by-word captions, the spoken word highlighted. */}
      <rect x="116" y="8" width="88" height="164" rx="12" fill="#3f3f46" />
      <rect x="122" y="16" width="76" height="148" rx="8" fill="#52525b" />
      <circle cx="160" cy="62" r="20" fill="#71717a" />
      <path d="M130 120 q30 -40 60 0 v44 h-60z" fill="#71717a" />
      <rect x="128" y="98" width="30" height="12" rx="3" fill="#fff" />
      <rect x="162" y="98" width="30" height="12" rx="3" fill={accent} />
      <rect x="138" y="114" width="44" height="12" rx="3" fill="#fff" />
    </>
  ),
};

/** Accent colour per template; a calm brand-like colour, not a muddy gradient. */
const ACCENTS: Record<string, string> = {
  'hello-world': '#0b84f3',
  javascript: '#0b84f3',
  blank: '#0b84f3',
  next: '#0b84f3',
  'next-tailwind': '#0d9488',
  'next-pages-dir': '#6366f1',
  'react-router': '#e11d48',
  three: '#6366f1',
  still: '#f59e0b',
  tts: '#0078d4',
  'google-tts': '#4285f4',
  audiogram: '#22c55e',
  skia: '#ec4899',
  overlay: '#0b84f3',
  'code-hike': '#58a6ff',
  stargazer: '#38bdf8',
  tiktok: '#facc15',
};

function sceneFor(cliId: string, tags: readonly TemplateTag[]): Scene {
  if (SCENES[cliId]) return SCENES[cliId];
  if (tags.includes('3D')) return SCENES.three;
  if (tags.includes('Audio')) return SCENES.audiogram;
  if (tags.includes('Code')) return SCENES['code-hike'];
  if (tags.includes('Captions')) return SCENES.tiktok;
  if (tags.includes('Images')) return SCENES.still;
  if (tags.includes('SaaS')) return SCENES.next;
  return helloWorld;
}

/**
 * A still-like drawing of what a template makes. Decorative: the card's heading names the template.
 */
export default function TemplatePreview({template, size = 'card', className}: Props): React.ReactNode {
  const Drawing = sceneFor(template.cliId, template.tags);
  return (
    <div
      aria-hidden="true"
      className={clsx(styles.preview, size === 'hero' && styles.hero, className)}
      data-testid="template-preview"
      data-scene={SCENES[template.cliId] ? template.cliId : 'fallback'}>
      <svg className={styles.drawing} viewBox="0 0 320 180" focusable="false" preserveAspectRatio="xMidYMid slice">
        <Drawing accent={ACCENTS[template.cliId] ?? '#0b84f3'} />
      </svg>
    </div>
  );
}
