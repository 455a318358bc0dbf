/**
 * The Remotion experts directory: freelancers and agencies who have told the
 * Remotion team they take on Remotion work. Names, slugs, dates and profile
 * links are facts from the directory; every summary is written for this site.
 *
 * Roster: the 16 people listed in revision 108ff0d9 of the upstream experts
 * list. Where a later revision changed a profile link, the later value is used.
 *
 * Links are stored as full https URLs so they can be validated and rendered
 * without string surgery; Discord has no profile URL, so it is a username.
 */
import type {Expert} from './schemas';

/** The fields and their rules live in the zod schema in ./schemas. */
export type {Expert};

export const experts: Expert[] = [
  {
    slug: 'florent-pergoud',
    name: 'Florent Pergoud',
    since: '2022-08-15',
    summary:
      'Produces automated, data-driven video series. His portfolio includes a daily weather forecast format (Hello Météo), sports news clips, a crowdfunding campaign video and a piano MIDI visualizer.',
    website: 'https://pergoud.com/',
    x: 'https://x.com/florentpergoud',
    github: 'https://github.com/florentpergoud',
    linkedin: 'https://www.linkedin.com/in/florent-pergoud/',
  },
  {
    slug: 'stephen-sullivan',
    name: 'Stephen Sullivan',
    since: '2022-08-15',
    summary: 'The developer behind middy.com, a product whose videos are made with Remotion.',
    linkedin: 'https://www.linkedin.com/in/sterv/',
    discord: 'stervdotcom',
  },
  {
    slug: 'mohit-yadav',
    name: 'Mohit Yadav',
    since: '2022-08-15',
    summary:
      'Creator of Mockoops. Takes on complete SaaS builds with server-side rendering, one-off videos and reusable templates, and wiring Remotion into infrastructure a team already runs.',
    x: 'https://x.com/Just_Moh_it',
    github: 'https://github.com/Just-Moh-it',
    linkedin: 'https://www.linkedin.com/in/just-moh-it/',
    discord: 'justmohit',
  },
  {
    slug: 'yehor-misiats',
    name: 'Yehor Misiats',
    since: '2022-09-16',
    summary:
      'Has open-sourced a minimal audio visualizer and a starter project for programmatic videos, both built on Remotion.',
    x: 'https://x.com/isatelllte',
    github: 'https://github.com/satelllte',
    linkedin: 'https://www.linkedin.com/in/satelllte/',
    discord: 'satelllte',
  },
  {
    slug: 'benjamin-jameson',
    name: 'Benjamin Jameson',
    since: '2022-11-03',
    summary: 'Built CapTok. Works mostly on serverless AI web applications on AWS, writing JavaScript and Python.',
    github: 'https://github.com/BenjaminJameson',
    discord: 'ben201000',
  },
  {
    slug: 'karel-nagel',
    name: 'Karel Nagel',
    since: '2022-08-22',
    summary:
      'Runs an agency that has delivered Remotion videos and their deployment for client companies. Also wrote remotion-sst, which deploys Remotion Lambda to AWS through SST.',
    website: 'https://asius.ai/',
    x: 'https://x.com/AsiusAI',
    github: 'https://github.com/karelnagel',
    linkedin: 'https://www.linkedin.com/in/karelnagel/',
  },
  {
    slug: 'alex-fernandez',
    name: 'Alex Fernandez',
    since: '2022-12-02',
    summary:
      'An integration and back-end developer (MuleSoft by trade) with a keen side interest in front-end work and animation.',
    github: 'https://github.com/alexfernandez803',
    linkedin: 'https://www.linkedin.com/in/alex-f-17a5bb56/',
    videocall: 'https://cal.com/remotion-expert-alex-fernandez',
    discord: 'alex12345670000',
  },
  {
    slug: 'matthew-mcgillivray',
    name: 'Matt McGillivray',
    since: '2023-01-30',
    summary:
      'Contributed to the Remotion codebase itself, including the @remotion/cloudrun package. Consults on products built around Remotion, from the first architecture decisions to migrations away from other video pipelines.',
    website: 'https://mattm9y.com',
    github: 'https://github.com/UmungoBungo',
    linkedin: 'https://www.linkedin.com/in/matthew-mcgillivray-68295a55',
    videocall: 'https://cal.com/remotion-expert-matt-mcgillivray',
    discord: 'umungobungo',
  },
  {
    slug: 'ray-lotmar',
    name: 'Ray Lotmar',
    since: '2023-01-30',
    summary: 'Made Romrif and builds both websites and videos with Remotion. Open to freelance projects.',
    x: 'https://x.com/romrif',
    github: 'https://github.com/rayBlock',
    linkedin: 'https://www.linkedin.com/in/raymond-lotmar/',
    videocall: 'https://cal.com/remotion-expert-ray-lotmar',
    discord: 'ray_block',
  },
  {
    slug: 'lorenzo-bertolini',
    name: 'Lorenzo Bertolini',
    since: '2023-03-14',
    summary:
      'Focuses on video generated from data and on data visualisation, and prototypes web apps with React and d3. Made DataFlics and Nerdy Finance.',
    website: 'https://www.lorenzobertolini.com/',
    x: 'https://x.com/MagoDiSegrate',
    github: 'https://github.com/encho',
    linkedin: 'https://www.linkedin.com/in/lorenzobertolini/',
    discord: 'lorenzobertolini',
  },
  {
    slug: 'antoine-caron',
    name: 'Antoine Caron',
    since: '2023-03-17',
    summary: 'Built Social Video Generator, a Remotion project made together with Mickaël Alves.',
    website: 'https://blog.slashgear.dev/',
    x: 'https://x.com/Slashgear_',
    github: 'https://github.com/Slashgear',
    linkedin: 'https://www.linkedin.com/in/antoine-caron-slash/',
    discord: 'antoinecaron.',
  },
  {
    slug: 'mickael-alves',
    name: 'Mickaël Alves',
    since: '2023-03-17',
    summary: 'Co-author of Social Video Generator, built with Antoine Caron on top of Remotion.',
    website: 'https://mickaelalvs.dev/',
    x: 'https://x.com/mickaelalvs',
    github: 'https://github.com/mickaelalvs',
    linkedin: 'https://www.linkedin.com/in/mickaelalves/',
    discord: 'cruuzazul',
  },
  {
    slug: 'pranav-kulkarni',
    name: 'Pranav Kulkarni',
    since: '2023-07-03',
    summary:
      'Has shipped apps that combine Remotion with generative AI, among them MaxRoom and Swiftube. His GitHub account also hosts the Google text-to-speech starter from the template gallery.',
    website: 'https://pranava.dev/',
    x: 'https://x.com/thecmdrunner',
    github: 'https://github.com/thecmdrunner',
    linkedin: 'https://www.linkedin.com/in/pranavk7/',
    discord: 'thecmdrunner',
  },
  {
    slug: 'rahul-bansal',
    name: 'Rahul Bansal',
    since: '2023-08-04',
    summary:
      'Builds products quickly with Remotion, Firebase and TypeScript. Made Blinkcuts, an AI-assisted editor for short talking-head clips.',
    website: 'https://bansalrahul.com/',
    x: 'https://x.com/BansalRahul14',
    github: 'https://github.com/rahulbansal16',
    linkedin: 'https://www.linkedin.com/in/rahulbansalrb/',
    videocall: 'https://cal.com/remotion-expert-rahul-bansal',
    discord: 'raxrb',
  },
  {
    slug: 'pramod-kumar',
    name: 'Pramod Kumar',
    since: '2024-03-10',
    summary:
      'Made two Remotion-based products, SlickWid and MotionShot, and the remotion-animate-text library. Currently building CrawlChat.',
    x: 'https://x.com/pramodk73',
    github: 'https://github.com/pskd73',
    linkedin: 'https://www.linkedin.com/in/pramod-kumar-1a135b74/',
    videocall: 'https://cal.com/remotion-expert-pramod-kumar',
    discord: 'pskd73',
  },
  {
    slug: 'ayush-soni',
    name: 'Ayush Soni',
    since: '2024-03-17',
    summary: 'Building Typeframes, a video creation tool that runs on Remotion, and shares the progress in public.',
    website: 'https://ayushsoni.com/',
    x: 'https://x.com/ayysoni',
    linkedin: 'https://www.linkedin.com/in/ayushsoni1001/',
    videocall: 'https://cal.com/remotion-expert-ayush-soni',
    discord: 'ayushsoni',
  },
];

export function getExpert(slug: string): Expert | undefined {
  return experts.find((e) => e.slug === slug);
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', {month: 'short', year: 'numeric', timeZone: 'UTC'});

/** "Aug 2022" for "2022-08-15". UTC so the server and the browser agree. */
export function formatMonthYear(isoDate: string): string {
  return MONTH_YEAR.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Up to two initials: "Mickaël Alves" → "MA", "Matt McGillivray" → "MM". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return '?';
  }
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable hue (0–359) for a slug, so each avatar keeps its colour across builds. */
export function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) {
    hash = (hash * 31 + char.codePointAt(0)!) % 360;
  }
  return hash;
}
