/**
 * The theme's blog list page with a heading: the stock page has no h1, which
 * leaves /blog, its later pages, /learn and /success-stories without a title
 * for screen readers and search engines.
 */
import React from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): React.ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription, page, totalPages} = metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {blogTitle}
          </Heading>
          <p className={styles.description}>
            {blogDescription}
            {totalPages > 1 && ` Page ${page} of ${totalPages}.`}
          </p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
