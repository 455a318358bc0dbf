import {experts, formatMonthYear, initialsOf, type Expert} from '../../src/data/experts';
import {templates, createCommand, githubUrl, type Template} from '../../src/data/templates';
import {showcase, showcaseNewestFirst, type ShowcaseEntry} from '../../src/data/showcase';
import {
  countSentences,
  isHttpsUrl,
  isIsoDate,
  isKebabCase,
  validateExperts,
  validateShowcase,
  validateTemplates,
} from '../../src/data/validate';
import {directoryRoutes} from '../../src/plugins/directory-routes';

const TEMPLATE_IDS_V17 = [
  'audiogram',
  'blank',
  'code-hike',
  'google-tts',
  'hello-world',
  'javascript',
  'next',
  'next-pages-dir',
  'next-tailwind',
  'overlay',
  'react-router',
  'skia',
  'stargazer',
  'still',
  'three',
  'tiktok',
  'tts',
];

/** A deep copy, so breaking an entry never touches the real data. */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('helpers', () => {
  test('isKebabCase', () => {
    expect(isKebabCase('hello-world')).toBe(true);
    expect(isKebabCase('next-pages-dir')).toBe(true);
    expect(isKebabCase('Hello-World')).toBe(false);
    expect(isKebabCase('hello_world')).toBe(false);
    expect(isKebabCase('-hello')).toBe(false);
    expect(isKebabCase('hello--world')).toBe(false);
  });

  test('isIsoDate rejects malformed and impossible dates', () => {
    expect(isIsoDate('2022-08-15')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('04-22-2024')).toBe(false);
    expect(isIsoDate('2022-8-15')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  test('isHttpsUrl', () => {
    expect(isHttpsUrl('https://github.com/remotion-dev')).toBe(true);
    expect(isHttpsUrl('http://github.com/remotion-dev')).toBe(false);
    expect(isHttpsUrl('github.com/remotion-dev')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('https://exa mple.com')).toBe(false);
  });

  test('countSentences', () => {
    expect(countSentences('One sentence about Next.js apps.')).toBe(1);
    expect(countSentences('First one. Second one! Third?')).toBe(3);
    expect(countSentences('')).toBe(0);
  });

  test('formatMonthYear and initialsOf', () => {
    expect(formatMonthYear('2022-08-15')).toBe('Aug 2022');
    expect(formatMonthYear('2024-03-01')).toBe('Mar 2024');
    expect(initialsOf('Mickaël Alves')).toBe('MA');
    expect(initialsOf('Matt McGillivray')).toBe('MM');
    expect(initialsOf('Tibo')).toBe('T');
  });
});

describe('experts', () => {
  test('the list validates', () => {
    expect(validateExperts(experts)).toEqual([]);
  });

  test('holds the 16 experts of the 108ff0d9 roster', () => {
    expect(experts).toHaveLength(16);
    expect(experts.map((e) => e.slug)).toContain('florent-pergoud');
    expect(experts.map((e) => e.slug)).not.toContain('marcus-stenbeck');
  });

  test('carries no e-mail addresses', () => {
    expect(JSON.stringify(experts)).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  test('catches a duplicate slug', () => {
    const broken = clone(experts);
    broken[1].slug = broken[0].slug;
    const problems = validateExperts(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/duplicate slug "florent-pergoud"/);
  });

  test('catches a URL that is not https', () => {
    const broken = clone(experts);
    broken[0].website = 'http://pergoud.com/';
    expect(validateExperts(broken)).toEqual([expect.stringMatching(/"website" must be an https URL/)]);
    broken[0].website = 'pergoud.com';
    expect(validateExperts(broken)).toEqual([expect.stringMatching(/"website" must be an https URL/)]);
  });

  test('catches a missing field, a bad date and a non-kebab slug', () => {
    const broken = clone(experts) as Partial<Expert>[];
    delete broken[2].summary;
    broken[3].since = '16-09-2022';
    broken[4].slug = 'Benjamin_Jameson';
    const problems = validateExperts(broken as Expert[]);
    expect(problems).toEqual([
      expect.stringMatching(/experts\[2\].*missing required field "summary"/),
      expect.stringMatching(/experts\[3\].*"since" must be an ISO date/),
      expect.stringMatching(/experts\[4\].*kebab-case/),
    ]);
  });
});

describe('templates', () => {
  test('the list validates', () => {
    expect(validateTemplates(templates)).toEqual([]);
  });

  test('holds exactly the 17 templates of the v17 release', () => {
    expect(templates).toHaveLength(17);
    expect(templates.map((t) => t.cliId).sort()).toEqual(TEMPLATE_IDS_V17);
  });

  test('builds the create-video command and the repository link', () => {
    const hello = templates.find((t) => t.cliId === 'hello-world')!;
    expect(createCommand(hello)).toBe('npx create-video@latest --hello-world');
    expect(githubUrl(hello)).toBe('https://github.com/remotion-dev/template-helloworld');
  });

  test('catches a duplicate cliId', () => {
    const broken = clone(templates);
    broken[5].cliId = 'next';
    expect(validateTemplates(broken)).toEqual([expect.stringMatching(/templates\[5\].*duplicate cliId "next"/)]);
  });

  test('catches a preview URL that is not https', () => {
    const broken = clone(templates);
    broken[0].previewUrl = 'http://remotion-helloworld.vercel.app/';
    expect(validateTemplates(broken)).toEqual([expect.stringMatching(/"previewUrl" must be an https URL/)]);
  });

  test('catches missing fields and malformed values', () => {
    const broken = clone(templates) as Partial<Template>[];
    delete broken[0].title;
    broken[1].repo = 'https://github.com/remotion-dev/template-next-app-dir';
    broken[2].contents = ['only one'];
    broken[3].description = 'First sentence. Second sentence.';
    broken[4].tags = [];
    const problems = validateTemplates(broken as Template[]);
    expect(problems).toEqual([
      expect.stringMatching(/templates\[0\].*missing required field "title"/),
      expect.stringMatching(/templates\[1\].*"repo" must look like "owner\/name"/),
      expect.stringMatching(/templates\[2\].*"contents" must have 3 to 6 items/),
      expect.stringMatching(/templates\[3\].*"description" must be one sentence/),
      expect.stringMatching(/templates\[4\].*"tags" must be a non-empty list/),
    ]);
  });
});

describe('showcase', () => {
  test('the list validates', () => {
    expect(validateShowcase(showcase)).toEqual([]);
  });

  test('holds all 18 active entries', () => {
    expect(showcase).toHaveLength(18);
  });

  test('sorts newest first', () => {
    const sorted = showcaseNewestFirst();
    expect(sorted[0].slug).toBe('relay-app-automation-tool');
    expect(sorted[sorted.length - 1].slug).toBe('mux-vizualise-video-stats');
  });

  test('catches a duplicate slug', () => {
    const broken = clone(showcase);
    broken[2].slug = broken[0].slug;
    expect(validateShowcase(broken)).toEqual([expect.stringMatching(/showcase\[2\].*duplicate slug/)]);
  });

  test('catches a link that is not https and an unknown link type', () => {
    const broken = clone(showcase);
    broken[0].links[0].url = 'http://twitter.com/dparksdev';
    (broken[1].links[0] as {type: string}).type = 'download';
    expect(validateShowcase(broken)).toEqual([
      expect.stringMatching(/showcase\[0\].*links\[0\]\.url must be an https URL/),
      expect.stringMatching(/showcase\[1\].*links\[0\]\.type must be one of/),
    ]);
  });

  test('catches missing fields, bad dates and bad sizes', () => {
    const broken = clone(showcase) as Partial<ShowcaseEntry>[];
    delete broken[0].title;
    broken[1].submittedOn = '19-01-2022';
    broken[2].width = 0;
    broken[3].author = {name: ''};
    const problems = validateShowcase(broken as ShowcaseEntry[]);
    expect(problems).toEqual([
      expect.stringMatching(/showcase\[0\].*missing required field "title"/),
      expect.stringMatching(/showcase\[1\].*"submittedOn" must be an ISO date/),
      expect.stringMatching(/showcase\[2\].*"width" must be a positive integer/),
      expect.stringMatching(/showcase\[3\].*missing required field "author.name"/),
    ]);
  });
});

describe('directory routes', () => {
  test('one route per expert and per template, no duplicates', () => {
    const routes = directoryRoutes();
    expect(routes).toHaveLength(16 + 17);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(routes).toContainEqual({
      path: '/experts/ayush-soni',
      component: '@site/src/components/ExpertPage',
      slug: 'ayush-soni',
    });
    expect(routes).toContainEqual({
      path: '/templates/code-hike',
      component: '@site/src/components/TemplatePage',
      slug: 'code-hike',
    });
  });
});
