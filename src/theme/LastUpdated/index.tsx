import React from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 28, 2026": what the stock component gets from Intl.DateTimeFormat('en', {day: 'numeric',
 * month: 'short', year: 'numeric', timeZone: 'UTC'}). The site has one locale, and creating the
 * first DateTimeFormat of a page costs ~40 ms of a phone's main thread (ICU data) during
 * hydration, to print a date the HTML already shows.
 */
export function formatDateUtc(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The stock "Last updated on <date> by <user>", the same markup, without Intl. */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): React.ReactNode {
  const atDate = lastUpdatedAt ? new Date(lastUpdatedAt) : null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: atDate ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={atDate.toISOString()} itemProp="dateModified">
                      {formatDateUtc(atDate)}
                    </time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
