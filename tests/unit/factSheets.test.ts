import {
  checkPage,
  checkSheet,
  findFigures,
  findNames,
  findQuotes,
  readableText,
  type FactSheet,
} from '../../scripts/lib/factSheets';

const names = (line: string) => findNames(readableText(line).replace(/\|/g, ' | '));

describe('findFigures', () => {
  it('finds numbers, money, percentages, units and number words', () => {
    expect(findFigures('Up to ten slides in 1 minute, 25 % of the time, $657 and 256KB at 59.97fps.')).toEqual([
      '1',
      '25%',
      '$657',
      '256',
      '59.97',
      'ten',
    ]);
  });

  it('finds version numbers, also behind a v', () => {
    expect(findFigures('Remotion 3.3 and v4.0.')).toEqual(['3.3', '4.0']);
  });

  it('ignores digits inside names of codecs, formats and dimensions', () => {
    expect(findFigures('H.264, H.265, VP8, VP9, MP4, S3, R2 and 3D')).toEqual([]);
  });
});

describe('findNames', () => {
  it('finds capitalised names and phrases after the start of a sentence', () => {
    expect(names('We spoke with Pratik Ghela of MakeStories about the Cité des Congrès.')).toEqual([
      ['Pratik', 'Ghela'],
      ['MakeStories'],
      ['Cité', 'Congrès'],
    ]);
  });

  it('ignores a capital that only opens a sentence, a heading or a table cell', () => {
    expect(names('## Render a still. The Player runs | **Product** | text')).toEqual([]);
  });

  it('keeps unmistakable names at the start of a sentence and the rest of a phrase', () => {
    expect(names('YARX builds apps. Devfest Nantes grew. MakeStories exports.')).toEqual([
      ['YARX'],
      ['Nantes'],
      ['MakeStories'],
    ]);
  });

  it('skips the allowed Remotion vocabulary, link targets and inline code', () => {
    expect(names('Use the [Remotion Player](https://example.com/Foo) with `FooBar` and React.')).toEqual([]);
  });

  it('drops the possessive', () => {
    expect(names("We like Tweet Hunter's growth.")).toEqual([['Tweet', 'Hunter']]);
  });
});

describe('findQuotes', () => {
  it('finds straight and curly quotations', () => {
    expect(findQuotes('He said "a b" and “c d”.')).toEqual(['a b', 'c d']);
  });
});

const sheet: FactSheet = {
  file: 'success-stories/2020-01-01-x.mdx',
  sources: [{id: 's', url: 'https://example.com/story'}],
  facts: [
    {id: 'founder', fact: 'Ada founded Acme.', source: 's', appearsAs: ['Ada Lovelace', 'Acme']},
    {id: 'speed', fact: 'Renders take 3 minutes.', source: 's', appearsAs: ['3 minutes']},
    {id: 'q', fact: 'Ada on Remotion', source: 's', kind: 'quote', quote: 'It works.', appearsAs: ['Ada']},
  ],
};
const page = (body: string) =>
  `---\nslug: x\ntitle: Acme\ndescription: How Acme renders\n---\n\nWe spoke with Ada Lovelace of Acme in 2020. Renders take 3 minutes.\n\n> "It works." — Ada\n\n${body}\n`;

describe('checkPage', () => {
  it('passes a page whose figures, names and quotes are all covered', () => {
    expect(checkPage(sheet.file, page(''), sheet)).toEqual([]);
  });

  it('names file, line and the uncovered figure', () => {
    const findings = checkPage(sheet.file, page('Acme saves 40 % of its time.'), sheet);
    expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([`${sheet.file}:11 40%`]);
  });

  it('reports an unsourced name', () => {
    const findings = checkPage(sheet.file, page('Acme is based in Zurich.'), sheet);
    expect(findings.map((f) => f.message)).toEqual([`name "Zurich" (in "Zurich") is in no fact's appearsAs`]);
  });

  it('reports a quotation that is not verbatim', () => {
    const findings = checkPage(sheet.file, page('Ada said "It works great."'), sheet);
    expect(findings.map((f) => f.text)).toEqual(['It works great.']);
  });

  it('requires an attribution in blockquotes', () => {
    const findings = checkPage(sheet.file, page('> "It works."'), sheet);
    expect(findings.map((f) => f.message)).toEqual(['a blockquote needs an attribution ("— Name")']);
  });

  it('reports a stale appearsAs string', () => {
    const stale = {...sheet, facts: [...sheet.facts, {id: 'old', fact: 'x', source: 's', appearsAs: ['Zurich']}]};
    expect(checkPage(sheet.file, page(''), stale).map((f) => f.message)).toEqual([
      'fact old: "Zurich" does not appear on the page',
    ]);
  });
});

describe('checkSheet', () => {
  it('requires https sources that every fact resolves to', () => {
    const bad: FactSheet = {
      file: sheet.file,
      sources: [{id: 's', url: 'http://example.com'}],
      facts: [{id: 'a', fact: 'x', source: 'nope'}],
    };
    expect(checkSheet(bad, sheet.file)).toEqual([
      'source s has no https URL (http://example.com)',
      'fact a cites source "nope", which is not in sources',
    ]);
  });
});
