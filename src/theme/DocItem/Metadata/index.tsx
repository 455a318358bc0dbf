import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {docTitleWithSection} from '@site/src/lib/docTitle';

/**
 * The stock metadata, with the page's sidebar category in the <title>: Lambda and Cloud Run
 * both have a "Setup" page and a "getRegions()" reference, and a browser tab or a search
 * result should tell them apart ("Setup · Lambda | Remotion").
 */
export default function DocItemMetadata(): React.ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs();
  const categories = (breadcrumbs ?? []).filter((item) => item.type === 'category').map((item) => item.label);
  return (
    <PageMetadata
      title={docTitleWithSection(metadata.title, categories)}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
