import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CopyButton from '@site/src/components/CopyButton';
import TemplatePreview from '@site/src/components/TemplatePreview';
import {createCommand, getTemplate, githubUrl, templates} from '@site/src/data/templates';
import {CREATE_VIDEO_COMMAND} from '@site/src/data/site';
import styles from './styles.module.css';

type Props = {
  /** The template's cliId, injected by the directory-routes plugin through the route's `props`. */
  slug: string;
};

export default function TemplatePage({slug}: Props): React.ReactNode {
  const template = getTemplate(slug);
  if (!template) {
    throw new Error(
      `TemplatePage: no template with cliId "${slug}" in src/data/templates.ts. Known ids: ${templates.map((t) => t.cliId).join(', ')}.`,
    );
  }
  const command = createCommand(template);
  const repoUrl = githubUrl(template);
  const isCommunity = !template.repo.startsWith('remotion-dev/');

  return (
    <Layout title={`${template.title} template`} description={template.description}>
      <main className={styles.page}>
        <div className="container">
          <p className={styles.back}>
            <Link to="/templates/">← All templates</Link>
          </p>

          <div className={styles.layout}>
            <div className={styles.main}>
              <p className={styles.eyebrow}>Remotion template</p>
              <Heading as="h1" className={styles.title}>
                {template.title}
              </Heading>
              <p className={styles.description}>{template.description}</p>
              <ul className={styles.tags} aria-label="Tags">
                {template.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>

              <section aria-labelledby="purpose-heading" className={styles.section}>
                <h2 id="purpose-heading">What it is for</h2>
                <p>{template.longDescription}</p>
              </section>

              <section aria-labelledby="create-heading" className={styles.section}>
                <h2 id="create-heading">Create a project</h2>
                <p>
                  Run this in a terminal to start a new project from this template. The command asks where to put the
                  project and sets it up there.
                </p>
                <div className={styles.command}>
                  <pre className={styles.commandText} data-testid="create-command">
                    <code>{command}</code>
                  </pre>
                  <CopyButton text={command} label="Copy command" />
                </div>
                <p className={styles.alt}>
                  You can also run <code>{CREATE_VIDEO_COMMAND}</code> without a flag and pick{' '}
                  <strong>{template.title}</strong> from the list.
                </p>
              </section>

              <section aria-labelledby="inside-heading" className={styles.section}>
                <h2 id="inside-heading">What&apos;s inside</h2>
                <ul className={styles.contents}>
                  {template.contents.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            </div>

            <aside className={styles.side} aria-label="Template details">
              <TemplatePreview template={template} size="hero" />
              <dl className={styles.facts}>
                <dt>Repository</dt>
                <dd>
                  <a href={repoUrl} target="_blank" rel="noopener noreferrer" data-testid="repo-link">
                    {repoUrl}
                  </a>
                </dd>
                <dt>Default branch</dt>
                <dd>
                  <code>{template.defaultBranch}</code>
                </dd>
                <dt>CLI flag</dt>
                <dd>
                  <code>--{template.cliId}</code>
                </dd>
                {isCommunity ? (
                  <>
                    <dt>Maintained by</dt>
                    <dd>The community (outside the remotion-dev organisation)</dd>
                  </>
                ) : null}
              </dl>
              <div className={styles.actions}>
                <a className="button button--primary" href={repoUrl} target="_blank" rel="noopener noreferrer">
                  View on GitHub
                </a>
                {template.previewUrl ? (
                  <a
                    className="button button--secondary"
                    href={template.previewUrl}
                    target="_blank"
                    rel="noopener noreferrer">
                    Open live preview
                  </a>
                ) : null}
              </div>
            </aside>
          </div>
        </div>
      </main>
    </Layout>
  );
}
