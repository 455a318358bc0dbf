import React, {useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import ExpertAvatar from '@site/src/components/ExpertAvatar';
import {experts, formatMonthYear, type Expert} from '@site/src/data/experts';
import styles from './styles.module.css';

type SortOrder = 'name' | 'tenure';

const SORT_LABELS: Record<SortOrder, string> = {
  name: 'Name (A to Z)',
  tenure: 'Longest on the list',
};

const collator = new Intl.Collator('en', {sensitivity: 'base'});

/** Lowercase, accents removed, so "mickael" finds "Mickaël". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function sortExperts(list: readonly Expert[], order: SortOrder): Expert[] {
  return [...list].sort((a, b) =>
    order === 'tenure'
      ? a.since.localeCompare(b.since) || collator.compare(a.name, b.name)
      : collator.compare(a.name, b.name),
  );
}

function filterExperts(list: readonly Expert[], query: string): Expert[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [...list];
  }
  return list.filter((e) => {
    const haystack = fold(`${e.name} ${e.summary}`);
    return words.every((w) => haystack.includes(w));
  });
}

function ExpertCard({expert}: {expert: Expert}): React.ReactNode {
  const headingId = `expert-${expert.slug}`;
  return (
    <li className={styles.card} data-testid="expert-card">
      <ExpertAvatar slug={expert.slug} name={expert.name} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle} id={headingId}>
          <Link to={`/experts/${expert.slug}`} className={styles.cardLink}>
            {expert.name}
          </Link>
        </h2>
        <p className={styles.since}>
          Expert since <time dateTime={expert.since}>{formatMonthYear(expert.since)}</time>
        </p>
        <p className={styles.summary}>{expert.summary}</p>
        <Link to={`/experts/${expert.slug}`} className={styles.more} aria-label={`View the profile of ${expert.name}`}>
          View profile →
        </Link>
      </div>
    </li>
  );
}

export default function ExpertsPage(): React.ReactNode {
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SortOrder>('name');
  const filterId = useId();
  const sortId = useId();

  const visible = useMemo(() => sortExperts(filterExperts(experts, query), order), [query, order]);

  return (
    <Layout
      title="Remotion experts"
      description="Freelancers and agencies with Remotion experience who take on projects: compare their background and contact them directly.">
      <main className={styles.page}>
        <PageHeader
          variant="band"
          title="Find a Remotion expert"
          lead="The people below are freelancers and agencies who have built real projects with Remotion and have said they are open to paid work: building a video pipeline, adding rendering to your product, or reviewing a setup that is giving you trouble.">
          <p className={styles.disclaimer}>
            Each expert works independently and sets their own rates and terms. Remotion publishes this list as a
            starting point but does not vet, rank or guarantee anyone on it, and is not a party to any agreement you
            make.
          </p>
        </PageHeader>

        <div className="container">
          <form
            className={styles.controls}
            role="search"
            aria-label="Filter experts"
            onSubmit={(e) => e.preventDefault()}>
            <div className={styles.control}>
              <label htmlFor={filterId}>Filter</label>
              <input
                id={filterId}
                type="search"
                className={styles.input}
                placeholder="Name or skill, e.g. Lambda"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                autoComplete="off"
              />
            </div>
            <div className={styles.control}>
              <label htmlFor={sortId}>Sort by</label>
              <select
                id={sortId}
                className={styles.input}
                value={order}
                onChange={(e) => setOrder(e.target.value as SortOrder)}>
                {(Object.keys(SORT_LABELS) as SortOrder[]).map((key) => (
                  <option key={key} value={key}>
                    {SORT_LABELS[key]}
                  </option>
                ))}
              </select>
            </div>
          </form>

          <p className={styles.count} role="status" aria-live="polite" data-testid="experts-count">
            {visible.length === experts.length
              ? `${experts.length} experts`
              : `Showing ${visible.length} of ${experts.length} experts`}
          </p>

          {visible.length > 0 ? (
            <ul className={styles.grid} aria-label="Experts">
              {visible.map((expert) => (
                <ExpertCard key={expert.slug} expert={expert} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>No expert matches “{query.trim()}”.</p>
              <button type="button" className="button button--secondary button--sm" onClick={() => setQuery('')}>
                Clear the filter
              </button>
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
