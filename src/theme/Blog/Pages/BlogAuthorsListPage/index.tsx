import React from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {contentSectionName} from '@site/src/lib/contentSection';

/** The stock authors page, titled with its section: "Blog authors", "Learn authors", … */
export default function BlogAuthorsListPageWrapper(props: Props): React.ReactNode {
  const section = contentSectionName(useLocation().pathname);
  return (
    <>
      <BlogAuthorsListPage {...props} />
      {section && <PageMetadata title={`${section} authors`} />}
    </>
  );
}
