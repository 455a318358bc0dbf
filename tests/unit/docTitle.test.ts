import {docTitleWithSection} from '../../src/lib/docTitle';

describe('docTitleWithSection', () => {
  it('adds the nearest category so same-named pages differ', () => {
    expect(docTitleWithSection('Setup', ['Lambda'])).toBe('Setup · Lambda');
    expect(docTitleWithSection('Setup', ['Cloud Run'])).toBe('Setup · Cloud Run');
    expect(docTitleWithSection('npx remotion lambda sites', ['Command line', 'lambda', 'sites'])).toBe(
      'npx remotion lambda sites',
    );
  });

  it('leaves titles alone that already name their category, and pages in no sidebar', () => {
    expect(docTitleWithSection('@remotion/lambda', ['@remotion/lambda'])).toBe('@remotion/lambda');
    expect(docTitleWithSection('Hidden page', [])).toBe('Hidden page');
  });

  it('tells the Lambda product page from the package reference', () => {
    expect(docTitleWithSection('@remotion/lambda', ['Lambda'])).toBe('@remotion/lambda · Lambda');
  });
});
