import fs from 'node:fs';
import path from 'node:path';
import {listMarkdownFiles, PROJECT_ROOT} from '../../scripts/lib/markdown';
import {findSiteMakingNotes} from '../../scripts/lib/siteMakingNotes';

const files = listMarkdownFiles(['docs', 'blog', 'learn', 'success-stories']);

describe("readers' text speaks of Remotion, not of how this site was made", () => {
  it('no page mentions the site build, its registry or the versions it was checked against', () => {
    const hits = files.flatMap((file) =>
      findSiteMakingNotes(fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8')).map(
        (n) => `${file}:${n.line} "${n.text}"`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
