import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ExpertAvatar from '@site/src/components/ExpertAvatar';
import {experts, formatMonthYear, getExpert, type Expert} from '@site/src/data/experts';
import styles from './styles.module.css';

type Props = {
  /** Injected by the directory-routes plugin through the route's `props`. */
  slug: string;
};

type ContactLink = {key: string; label: string; detail: string; href: string};

/** The text after the host, without slashes: "https://x.com/ayysoni" → "ayysoni". */
function pathLabel(url: string): string {
  try {
    const {hostname, pathname} = new URL(url);
    const path = pathname.replace(/^\/+|\/+$/g, '');
    return path === '' ? hostname.replace(/^www\./, '') : path;
  } catch {
    return url;
  }
}

function contactLinks(expert: Expert): ContactLink[] {
  const links: ContactLink[] = [];
  if (expert.website) {
    links.push({key: 'website', label: 'Website', detail: pathLabel(expert.website), href: expert.website});
  }
  if (expert.x) {
    links.push({key: 'x', label: 'X', detail: `@${pathLabel(expert.x)}`, href: expert.x});
  }
  if (expert.github) {
    links.push({key: 'github', label: 'GitHub', detail: pathLabel(expert.github), href: expert.github});
  }
  if (expert.linkedin) {
    links.push({key: 'linkedin', label: 'LinkedIn', detail: pathLabel(expert.linkedin), href: expert.linkedin});
  }
  if (expert.videocall) {
    links.push({
      key: 'videocall',
      label: 'Book a video call',
      detail: pathLabel(expert.videocall),
      href: expert.videocall,
    });
  }
  return links;
}

export default function ExpertPage({slug}: Props): React.ReactNode {
  const expert = getExpert(slug);
  if (!expert) {
    throw new Error(
      `ExpertPage: no expert with slug "${slug}" in src/data/experts.ts. Known slugs: ${experts.map((e) => e.slug).join(', ')}.`,
    );
  }
  const links = contactLinks(expert);

  return (
    <Layout
      title={`${expert.name} – Remotion expert`}
      description={`${expert.name} is listed in the Remotion experts directory. ${expert.summary}`}>
      <main className={styles.page}>
        <div className="container">
          <p className={styles.back}>
            <Link to="/experts/">← All experts</Link>
          </p>
          <article className={styles.profile}>
            <header className={styles.header}>
              <ExpertAvatar slug={expert.slug} name={expert.name} size="large" />
              <div>
                <Heading as="h1" className={styles.name}>
                  {expert.name}
                </Heading>
                <p className={styles.since}>
                  Expert since <time dateTime={expert.since}>{formatMonthYear(expert.since)}</time>
                </p>
              </div>
            </header>

            <section aria-labelledby="about-heading" className={styles.section}>
              <h2 id="about-heading" className={styles.sectionTitle}>
                About
              </h2>
              <p className={styles.summary}>{expert.summary}</p>
            </section>

            <section aria-labelledby="contact-heading" className={styles.section}>
              <h2 id="contact-heading" className={styles.sectionTitle}>
                Get in touch
              </h2>
              {links.length === 0 && !expert.discord ? (
                <p>No public contact details are listed.</p>
              ) : (
                <ul className={styles.contacts}>
                  {links.map((link) => (
                    <li key={link.key}>
                      <a className={styles.contact} href={link.href} target="_blank" rel="noopener noreferrer">
                        <span className={styles.contactLabel}>{link.label}</span>
                        <span className={styles.contactDetail}>{link.detail}</span>
                        <span className={styles.srOnly}> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                  {expert.discord ? (
                    <li>
                      <div className={styles.contact}>
                        <span className={styles.contactLabel}>Discord</span>
                        <span className={styles.contactDetail}>
                          <code>{expert.discord}</code>
                        </span>
                      </div>
                    </li>
                  ) : null}
                </ul>
              )}
              {expert.discord ? (
                <p className={styles.hint}>
                  To reach someone on Discord, search for the username in the app, for example from the Remotion Discord
                  server.
                </p>
              ) : null}
            </section>

            <aside className={styles.note}>
              Experts are independent freelancers and agencies, not Remotion employees. Remotion lists them but does not
              vet, endorse or guarantee their work, so agree on scope, price and terms directly with them.
            </aside>
          </article>
        </div>
      </main>
    </Layout>
  );
}
