import React from 'react';
import clsx from 'clsx';
import {apiStatusLabel, validateApiStatus, validateBadgeVersion} from './versions';

export {validateApiStatus, validateBadgeVersion} from './versions';

/** "Available from v4.0.N": the release in which an API, option or flag was added. */
export default function AvailableFrom({v}: {v: string}): React.ReactNode {
  const version = validateBadgeVersion(v);
  return <span className={clsx('api-badge', 'api-badge--version')}>Available from v{version}</span>;
}

/** "Experimental" or "Deprecated (since v4.0.N)", as the toolkit marks an API. */
export function ApiStatus({status, since}: {status: string; since?: string}): React.ReactNode {
  const checked = validateApiStatus(status, since);
  return (
    <span className={clsx('api-badge', `api-badge--${checked.status}`)}>
      {apiStatusLabel(checked.status, checked.since)}
    </span>
  );
}
