import React, {useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import TemplatePreview from '@site/src/components/TemplatePreview';
import {TEMPLATE_TAGS, templates, type TemplateTag} from '@site/src/data/templates';
import styles from './styles.module.css';

/** Only tags that at least one template carries, in the canonical order. */
const USED_TAGS: TemplateTag[] = TEMPLATE_TAGS.filter((tag) => templates.some((t) => t.tags.includes(tag)));

function countFor(tag: TemplateTag): number {
  return templates.filter((t) => t.tags.includes(tag)).length;
}

export default function TemplatesPage(): React.ReactNode {
  const [tag, setTag] = useState<TemplateTag | null>(null);
  const visible = useMemo(() => (tag ? templates.filter((t) => t.tags.includes(tag)) : templates), [tag]);

  return (
    <Layout
      title="Templates"
      description="Starter projects for Remotion: pick a template for a plain video, a Next.js or React Router app, 3D, audio, captions or still images.">
      <main className={styles.page}>
        <PageHeader
          variant="band"
          title="Start from a template"
          lead="Each template is a complete project you can create with one command and then make your own. Pick the one closest to what you want to build: a first video, an app that renders videos for its users, or a specialised format such as audiograms, captions or 3D."
        />

        <div className="container">
          <div className={styles.filters} role="group" aria-label="Filter templates by tag">
            <button type="button" className={styles.filter} aria-pressed={tag === null} onClick={() => setTag(null)}>
              All <span className={styles.filterCount}>{templates.length}</span>
            </button>
            {USED_TAGS.map((t) => (
              <button
                key={t}
                type="button"
                className={styles.filter}
                aria-pressed={tag === t}
                onClick={() => setTag(tag === t ? null : t)}>
                {t} <span className={styles.filterCount}>{countFor(t)}</span>
              </button>
            ))}
          </div>

          <p className={styles.count} role="status" aria-live="polite" data-testid="templates-count">
            {tag
              ? `${visible.length} of ${templates.length} templates tagged “${tag}”`
              : `${templates.length} templates`}
          </p>

          <ul className={styles.grid} aria-label="Templates">
            {visible.map((template) => (
              <li key={template.cliId} className={styles.card} data-testid="template-card">
                <TemplatePreview template={template} />
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link to={`/templates/${template.cliId}`} className={styles.cardLink}>
                      {template.title}
                    </Link>
                  </h2>
                  <p className={styles.cardText}>{template.description}</p>
                  <p className={styles.flag}>
                    <code>--{template.cliId}</code>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </main>
    </Layout>
  );
}
