import React from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type {Props} from '@theme/BlogArchivePage';
import {contentSectionName} from '@site/src/lib/contentSection';

/** The stock archive page, titled "Blog archive", "Learn archive" or "Success stories archive". */
export default function BlogArchivePageWrapper(props: Props): React.ReactNode {
  const section = contentSectionName(useLocation().pathname);
  return (
    <>
      <BlogArchivePage {...props} />
      {section && <PageMetadata title={`${section} archive`} />}
    </>
  );
}
