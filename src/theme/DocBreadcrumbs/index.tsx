import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {markdownPathOf} from '@site/src/lib/markdownRoute';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The stock breadcrumbs with "Copy page" and "View as Markdown" beside them. Hidden pages have
 * no breadcrumbs but still get the buttons. Generated category index pages (ids that are
 * slugs, starting with "/") have no Markdown, so they get none.
 */
export default function DocBreadcrumbsWrapper(props: Props): React.ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  const isDocPage = Boolean(activeDoc && !activeDoc.id.startsWith('/'));
  if (!isDocPage) {
    return <DocBreadcrumbs {...props} />;
  }
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      <CopyPage className={styles.actions} markdownPath={markdownPathOf(activeDoc!.path)} />
    </div>
  );
}
