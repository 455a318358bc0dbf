import React from 'react';
import clsx from 'clsx';

/**
 * Badges render only: which versions are valid (4.0.1 up to the documented release) and which
 * statuses exist is checked over every page by tests/content/version-badges.test.ts with
 * ./versions, so the checks and their messages stay out of the pages' JavaScript.
 */

/** "Available from v4.0.N": the release in which an API, option or flag was added. */
export default function AvailableFrom({v}: {v: string}): React.ReactNode {
  return <span className={clsx('api-badge', 'api-badge--version')}>Available from v{v}</span>;
}

/** "Experimental" or "Deprecated (since v4.0.N)", as the toolkit marks an API. */
export function ApiStatus({status, since}: {status: 'experimental' | 'deprecated'; since?: string}): React.ReactNode {
  const word = status === 'experimental' ? 'Experimental' : 'Deprecated';
  return <span className={clsx('api-badge', `api-badge--${status}`)}>{since ? `${word} since v${since}` : word}</span>;
}
