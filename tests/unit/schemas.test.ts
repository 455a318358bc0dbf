import {experts, type Expert} from '../../src/data/experts';
import {templates, type Template} from '../../src/data/templates';
import {showcase, type ShowcaseEntry} from '../../src/data/showcase';
import {expertSchema, showcaseEntrySchema, templateSchema} from '../../src/data/schemas';
import {validateExperts, validateShowcase, validateTemplates} from '../../src/data/validate';

/** A deep copy, so breaking an entry never touches the real data. */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('zod schemas', () => {
  test('parse every real entry', () => {
    for (const expert of experts) expect(expertSchema.safeParse(expert).success).toBe(true);
    for (const template of templates) expect(templateSchema.safeParse(template).success).toBe(true);
    for (const entry of showcase) expect(showcaseEntrySchema.safeParse(entry).success).toBe(true);
  });

  test('messages name the list, the position, the id and the field, and quote the value', () => {
    const broken = clone(experts);
    broken[3].website = 'http://example.com/';
    expect(validateExperts(broken)).toEqual([
      `experts[3] (${experts[3].slug}): "website" must be an https URL, got "http://example.com/"`,
    ]);
  });

  test('a blank required field counts as missing; an entry without an id is named by position only', () => {
    const broken = clone(experts);
    broken[0].name = '  ';
    (broken[1] as Partial<Expert>).slug = undefined;
    expect(validateExperts(broken)).toEqual([
      `experts[0] (${experts[0].slug}): missing required field "name"`,
      'experts[1]: missing required field "slug"',
    ]);
  });

  test('reports a wrong type and an unknown field (a typo in a key)', () => {
    const broken = clone(experts) as unknown as Record<string, unknown>[];
    broken[0].since = 20220815;
    broken[1].websit = 'https://example.com/';
    expect(validateExperts(broken as unknown as Expert[])).toEqual([
      expect.stringMatching(/^experts\[0\] \([a-z-]+\): "since" must be a string, got number$/),
      expect.stringMatching(/^experts\[1\] \([a-z-]+\): the entry has unknown field "websit"$/),
    ]);
  });

  test('template tags must come from TEMPLATE_TAGS and appear once', () => {
    const broken = clone(templates);
    (broken[0].tags as string[]) = ['Starter', 'Cooking'];
    broken[1].tags = [broken[1].tags[0], broken[1].tags[0]];
    expect(validateTemplates(broken)).toEqual([
      expect.stringMatching(/^templates\[0\] .*tags\[1\] must be one of Starter, .*, got "Cooking"$/),
      expect.stringMatching(/^templates\[1\] .*"tags" contains duplicates/),
    ]);
  });

  test('longDescription needs 2 to 4 sentences; contents must be a list', () => {
    const broken = clone(templates) as Partial<Template>[];
    broken[0].longDescription = 'Only one sentence.';
    delete broken[1].contents;
    expect(validateTemplates(broken as Template[])).toEqual([
      expect.stringMatching(/^templates\[0\] .*"longDescription" must have 2 to 4 sentences, found 1$/),
      expect.stringMatching(/^templates\[1\] .*missing required field "contents"$/),
    ]);
  });

  test('a showcase entry needs a muxId or a video link', () => {
    const broken = clone(showcase) as Partial<ShowcaseEntry>[];
    const index = broken.findIndex((e) => !e.links!.some((l) => l.type === 'video'));
    delete broken[index].muxId;
    expect(validateShowcase(broken as ShowcaseEntry[])).toEqual([
      `showcase[${index}] (${showcase[index].slug}): needs a "muxId" or a link of type "video" so the card can play something`,
    ]);
  });

  test('showcase sizes must be positive integers and muxIds alphanumeric', () => {
    const broken = clone(showcase);
    broken[0].height = 1080.5;
    broken[1].muxId = 'abc-123';
    broken[2].author = {name: 'Someone', url: 'ftp://example.com'};
    expect(validateShowcase(broken)).toEqual([
      expect.stringMatching(/^showcase\[0\] .*"height" must be a positive integer, got 1080\.5$/),
      expect.stringMatching(/^showcase\[1\] .*"muxId" must be letters and digits only, got "abc-123"$/),
      expect.stringMatching(/^showcase\[2\] .*"author\.url" must be an https URL, got "ftp:\/\/example\.com"$/),
    ]);
  });
});
