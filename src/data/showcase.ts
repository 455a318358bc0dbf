/**
 * Videos made with Remotion, as listed in the upstream showcase (all entries
 * that are active in the newest version read, e53ab90). Titles, authors, links,
 * Mux playback ids, dimensions and submission dates are facts; the summaries are
 * ours. Upstream dates are month-day-year strings except one day-month-year
 * entry (the Mux stats video, 19 January 2022); here they are ISO dates.
 *
 * Three entries name no author upstream, so `author` is optional.
 */
import type {ShowcaseEntry, ShowcaseLink} from './schemas';

export const SHOWCASE_LINK_TYPES = ['video', 'website', 'source_code', 'tutorial'] as const;

export type ShowcaseLinkType = (typeof SHOWCASE_LINK_TYPES)[number];

/** The fields and their rules live in the zod schemas in ./schemas. */
export type {ShowcaseEntry, ShowcaseLink};

export const showcase: ShowcaseEntry[] = [
  {
    slug: 'hackreels-animate-your-code',
    title: 'Hackreels - Animate your code',
    author: {name: 'David Parks', url: 'https://davidparks.dev/'},
    submittedOn: '2024-04-22',
    summary:
      'Hackreels takes the changes between two versions of a code file and turns them into a short animated clip, ready to share when you ship something.',
    links: [
      {type: 'video', url: 'https://twitter.com/dparksdev/status/1715725060324073582'},
      {type: 'website', url: 'https://www.hackreels.com/'},
    ],
    muxId: 'IOSwIZiNUsdfcg9ccN3E2vqzen92L99VgoP3Q5p9On8',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'mux-vizualise-video-stats',
    title: 'MUX - Vizualise video stats',
    author: {name: 'Dave Kiss', url: 'https://davekiss.com/'},
    submittedOn: '2022-01-19',
    summary:
      'A demo that pulls viewing statistics from Mux Data and presents them as an animated report. The source code and a step-by-step article are public.',
    links: [
      {type: 'source_code', url: 'https://github.com/davekiss/mux-remotion-demo/'},
      {type: 'video', url: 'https://twitter.com/MuxHQ/status/1483514610380644357'},
      {type: 'tutorial', url: 'https://mux.com/blog/visualize-mux-data-with-remotion/'},
    ],
    muxId: 'DDgXb2KfPk7xdvxEoyPkrl7GcybohNon',
    width: 480,
    height: 270,
  },
  {
    slug: 'nextjs-video-tutorial',
    title: 'Next.js - Video tutorial',
    author: {name: 'Delba Oliveira', url: 'https://delba.dev/'},
    submittedOn: '2023-10-09',
    summary:
      'An explainer that walks through Next.js and React concepts with animated diagrams, produced programmatically rather than in a timeline editor.',
    links: [
      {type: 'video', url: 'https://twitter.com/delba_oliveira/status/1707439537054535867'},
      {type: 'website', url: 'https://www.youtube.com/@Delba'},
    ],
    muxId: 'dWxzp02gvlUM42a6GSQ02g006qiW2T43QGeuszqimY0200AE',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'github-unwrapped-campaign',
    title: 'GitHub Unwrapped - Campaign',
    author: {name: 'Remotion', url: 'https://www.remotion.dev/'},
    submittedOn: '2024-04-23',
    summary:
      'A yearly campaign that renders a personal year-in-review video for each GitHub user who asks for one, based on their public activity. The code is open source.',
    links: [
      {type: 'website', url: 'https://githubunwrapped.com/'},
      {type: 'source_code', url: 'https://github.com/remotion-dev/github-unwrapped'},
    ],
    muxId: 'OwQFvqomOR00q6yj5SWwaA7DBg01NaCPKcOvczoZqCty00',
    width: 1080,
    height: 1080,
  },
  {
    slug: 'revid-animated-social-media-videos',
    title: 'Revid - Animated social media videos',
    author: {name: 'Tibo', url: 'https://twitter.com/tibo_maker'},
    submittedOn: '2024-04-24',
    summary:
      'Revid generates short social videos from a text prompt and lets you adjust the result before exporting it.',
    links: [{type: 'website', url: 'https://www.revid.ai/'}],
    muxId: 'AQJeyQ00njF88JNevZ2Xf00KGOX01zBLBa4Xisvu9M00ynM',
    width: 2048,
    height: 1152,
  },
  {
    slug: 'animstats-animated-statistics',
    title: 'AnimStats - Animated statistics',
    author: {name: 'Audiencon', url: 'https://twitter.com/audiencon'},
    submittedOn: '2024-04-24',
    summary: 'AnimStats turns numbers and charts into short animations that can be exported as GIFs or videos.',
    links: [{type: 'website', url: 'https://www.animstats.com/'}],
    muxId: 'DudsRLermQWA5JMpF6Z49AwuAjrvO00vxmsgSyS00neo00',
    width: 2048,
    height: 1152,
  },
  {
    slug: 'banger-show-music-visuals',
    title: 'Banger Show - Music visuals',
    submittedOn: '2024-04-24',
    summary:
      'A tool for musicians that produces visualisers for their tracks without requiring 3D modelling or video editing skills.',
    links: [{type: 'website', url: 'https://banger.show/'}],
    muxId: 'nDU01DSCFdvie6l9Z8u557TwSvJMsnhO3pfTqqXDuPbQ',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'motionshot-video-guides',
    title: 'MotionShot - Video guides',
    author: {name: 'Pramod Kumar', url: 'https://twitter.com/pramodk73'},
    submittedOn: '2024-04-24',
    summary:
      'MotionShot builds step-by-step product walkthroughs from screenshots and exports them as video, GIF or PDF.',
    links: [{type: 'website', url: 'https://www.motionshot.app/'}],
    muxId: 'q8DK3k322cMIfMwPTSu5GYEnovEvoYA4aprLH8cp5pY',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'watercolor-map-animated-map',
    title: 'Watercolor Map - Animated Map',
    author: {name: 'Remotion', url: 'https://www.remotion.dev/'},
    submittedOn: '2024-04-23',
    summary:
      'Draws a travel route across a painted-looking map, stop by stop. Its source is offered in the Remotion store.',
    links: [{type: 'source_code', url: 'https://www.remotion.pro/watercolor-map'}],
    muxId: 'Wd02W8GdZsjQ3JSKUsOjKtpEGxXBNbXRg8hiwmYx7cTM',
    width: 1080,
    height: 1080,
  },
  {
    slug: 'clippulse-animated-social-media-videos',
    title: 'Clippulse - Animated social media videos',
    author: {name: 'Andrei Terteci', url: 'https://twitter.com/andrei_terteci'},
    submittedOn: '2024-04-24',
    summary: 'A generator for branded promotional clips where colours, text and media can be customised per video.',
    links: [{type: 'website', url: 'https://www.clippulse.com/'}],
    muxId: 'vQSX6I8lo5SPIEj02jcw6OVKb01V8WcYwB01GUC02PqMHxI',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'submagic-viral-shorts',
    title: 'Submagic - Viral shorts',
    author: {name: 'Submagic', url: 'https://www.submagic.co/'},
    submittedOn: '2024-04-25',
    summary:
      'Submagic edits short-form videos automatically, adding captions, cut-in footage, zooms and sound effects.',
    links: [{type: 'video', url: 'https://www.youtube.com/watch?v=hNKola6xpqQ'}],
    muxId: 'CjBZygWogZoMptDHSOgYFZ9019oQMIkQqliQlgpWpyP4',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'polygon-campaign',
    title: 'Polygon - Campaign',
    author: {name: 'Polygon', url: 'https://polygon.io'},
    submittedOn: '2023-01-02',
    summary: 'A year-in-review video about stock market performance, made by a provider of stock market data APIs.',
    links: [],
    muxId: 'tswSoVoFUjryYX8702phE801Fv00VwtB018cIy3a25fNo01c',
    width: 2048,
    height: 1194,
  },
  {
    slug: 'hello-meteo-weather-app',
    title: 'Hello Météo - Weather app',
    author: {name: 'Florent Pergoud', url: 'https://www.pergoud.com/'},
    submittedOn: '2024-04-25',
    summary: 'Weather forecasts rendered automatically every day as vertical videos and published on social media.',
    links: [{type: 'website', url: 'https://www.instagram.com/hellometeo/'}],
    muxId: '6ZdkFhso67CenQGpVtjTf300VsYMD01gvag6G6hV6UD00M',
    width: 1080,
    height: 1920,
  },
  {
    slug: 'electricity-maps-data-visualization',
    title: 'Electricity Maps - Data visualization',
    author: {name: 'Electricity Maps', url: 'https://www.electricitymaps.com/'},
    submittedOn: '2024-04-26',
    summary:
      'An animated map of how carbon-intensive electricity is across Europe, followed by charts for individual countries.',
    links: [
      {type: 'video', url: 'https://www.youtube.com/watch?v=5m48kkhak-M'},
      {type: 'website', url: 'https://www.electricitymaps.com/electricity-mapped'},
    ],
    muxId: '63euRVDpjG02pCGuf02LDJXKLzLrGW3j400GE3kVZRYDgI',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'remotion-recorder-screencast-videos',
    title: 'Remotion Recorder - Screencast videos',
    author: {name: 'Remotion', url: 'https://www.remotion.dev'},
    submittedOn: '2024-04-26',
    summary:
      'A recording and editing setup for screencasts and talking-head videos, where the editing happens in code built on Remotion.',
    links: [{type: 'website', url: 'https://www.remotion.pro/recorder'}],
    muxId: 'HCA9phm4tUVjYm9dFWj1GpYTwIGrse00yg01SwaM2PbJU',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'fluidmotion-animated-video-backgrounds',
    title: 'Fluidmotion - Animated video backgrounds',
    submittedOn: '2024-05-15',
    summary: 'Generates moving gradient backgrounds to use behind apps, videos and presentation slides.',
    links: [{type: 'website', url: 'https://fluidmotion.app/'}],
    muxId: 'eLyQruncRGvNahd3n9hB44OuziMYqGgS8R1xyhbz02s4',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'mykaraoke-video-karaoke-video-maker',
    title: 'MyKaraoke Video - Karaoke Video Maker',
    author: {name: 'Emiliano Parizzi', url: 'https://www.linkedin.com/in/emiliano-parizzi-18744ba4/'},
    submittedOn: '2024-09-27',
    summary: 'Creates karaoke and lyric videos in the browser and can strip the vocals from a song.',
    links: [{type: 'website', url: 'https://www.mykaraoke.video/'}],
    muxId: 'Fr8PlMVQRTEaoVRC0025r00WY0100JiDgbf1BoNsLYtu88o',
    width: 1920,
    height: 1080,
  },
  {
    slug: 'relay-app-automation-tool',
    title: 'Relay.app - Automation tool',
    submittedOn: '2024-10-11',
    summary:
      'A workflow automation company that produces its how-to videos programmatically so they stay consistent with its brand.',
    links: [
      {type: 'video', url: 'https://youtube.com/playlist?list=PLLIj5N3yKeySGj9Cm3dqNtcVCPAd22yLo&si=cuKFXXpEPMFBF6Gm'},
      {type: 'website', url: 'https://www.relay.app/'},
    ],
    muxId: '02eNw8AHyNFvm300xvExVndO01oEvUI1kYXK00W02ITkeldM',
    width: 1920,
    height: 1080,
  },
];

/** Newest first; ties keep the upstream order. Deterministic so SSR and hydration agree. */
export function showcaseNewestFirst(list: readonly ShowcaseEntry[] = showcase): ShowcaseEntry[] {
  return [...list].sort((a, b) => b.submittedOn.localeCompare(a.submittedOn));
}

export const SHOWCASE_LINK_LABELS: Record<ShowcaseLinkType, string> = {
  video: 'Original post',
  website: 'Website',
  source_code: 'Source code',
  tutorial: 'Tutorial',
};

export function muxPlayerUrl(muxId: string): string {
  return `https://player.mux.com/${muxId}`;
}
