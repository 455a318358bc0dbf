/**
 * Validation and link building for the "Add your video" form on /showcase/add.
 * Pure functions so the form and the unit tests share exactly the same rules.
 *
 * The site has no server: a submission becomes a prefilled GitHub issue (or,
 * as an alternative, an e-mail to the address the Remotion docs publish for
 * the team, hi@remotion.dev).
 */
import {CONTACT_EMAIL, GITHUB_NEW_ISSUE_URL} from './site';

export type ShowcaseSubmission = {
  title: string;
  /** https URL where the video can be watched */
  url: string;
  authorName: string;
  description: string;
};

export type SubmissionField = keyof ShowcaseSubmission;

export type SubmissionErrors = Partial<Record<SubmissionField, string>>;

export const SUBMISSION_LIMITS = {
  titleMax: 80,
  authorNameMax: 100,
  descriptionMin: 20,
  descriptionMax: 500,
  urlMax: 2000,
} as const;

export const SUBMISSION_FIELD_LABELS: Record<SubmissionField, string> = {
  title: 'Title',
  url: 'Video URL',
  authorName: 'Author name',
  description: 'Description',
};

/** Field order, used for the error summary and for focusing the first invalid field. */
export const SUBMISSION_FIELDS: readonly SubmissionField[] = ['title', 'url', 'authorName', 'description'];

export const ISSUES_NEW_URL = GITHUB_NEW_ISSUE_URL;
export const SUBMISSION_EMAIL = CONTACT_EMAIL;

/** Collapses runs of whitespace in one-line fields and trims everything. */
export function normalizeSubmission(input: ShowcaseSubmission): ShowcaseSubmission {
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  return {
    title: oneLine(input.title),
    url: input.url.trim(),
    authorName: oneLine(input.authorName),
    description: input.description.replace(/\r\n?/g, '\n').trim(),
  };
}

function checkUrl(value: string): string | undefined {
  if (value === '') {
    return 'Enter the address where the video can be watched.';
  }
  if (value.length > SUBMISSION_LIMITS.urlMax) {
    return `The address is too long (at most ${SUBMISSION_LIMITS.urlMax} characters).`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full web address that starts with https://, for example https://youtube.com/watch?v=…';
  }
  if (url.protocol !== 'https:') {
    return 'The address must start with https:// (plain http and other schemes are not accepted).';
  }
  if (!url.hostname.includes('.') || /\s/.test(value)) {
    return 'Enter a full web address that starts with https://, for example https://youtube.com/watch?v=…';
  }
  return undefined;
}

/** Returns one message per invalid field; an empty object means the submission is valid. */
export function validateSubmission(input: ShowcaseSubmission): SubmissionErrors {
  const value = normalizeSubmission(input);
  const errors: SubmissionErrors = {};
  const {titleMax, authorNameMax, descriptionMin, descriptionMax} = SUBMISSION_LIMITS;

  if (value.title === '') {
    errors.title = 'Enter a title for the video.';
  } else if (value.title.length > titleMax) {
    errors.title = `Keep the title to ${titleMax} characters or fewer (it has ${value.title.length}).`;
  }

  const urlError = checkUrl(value.url);
  if (urlError) {
    errors.url = urlError;
  }

  if (value.authorName === '') {
    errors.authorName = 'Enter the name of the person or company that made the video.';
  } else if (value.authorName.length > authorNameMax) {
    errors.authorName = `Keep the name to ${authorNameMax} characters or fewer.`;
  }

  const length = value.description.length;
  if (length === 0) {
    errors.description = `Describe the video and how Remotion was used (${descriptionMin} to ${descriptionMax} characters).`;
  } else if (length < descriptionMin) {
    errors.description = `The description is too short: ${length} characters, at least ${descriptionMin} needed.`;
  } else if (length > descriptionMax) {
    errors.description = `The description is too long: ${length} characters, at most ${descriptionMax} allowed.`;
  }

  return errors;
}

export function hasErrors(errors: SubmissionErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function issueTitle(input: ShowcaseSubmission): string {
  return `Showcase submission: ${normalizeSubmission(input).title}`;
}

/** Markdown body of the GitHub issue; contains every field. */
export function issueBody(input: ShowcaseSubmission): string {
  const value = normalizeSubmission(input);
  return [
    'I would like to add this video to the Remotion showcase.',
    '',
    `**Title:** ${value.title}`,
    `**Video URL:** ${value.url}`,
    `**Author:** ${value.authorName}`,
    '',
    '**Description:**',
    '',
    value.description,
    '',
    '_Submitted with the form on remotion.dev/showcase/add._',
  ].join('\n');
}

/** A "new issue" link on the Remotion repository with the title and body filled in. */
export function buildIssueUrl(input: ShowcaseSubmission): string {
  return `${ISSUES_NEW_URL}?title=${encodeURIComponent(issueTitle(input))}&body=${encodeURIComponent(issueBody(input))}`;
}

/** The same submission as an e-mail draft. */
export function buildMailtoUrl(input: ShowcaseSubmission): string {
  const value = normalizeSubmission(input);
  const body = [
    'I would like to add this video to the Remotion showcase.',
    '',
    `Title: ${value.title}`,
    `Video URL: ${value.url}`,
    `Author: ${value.authorName}`,
    '',
    'Description:',
    value.description,
  ].join('\n');
  return `mailto:${SUBMISSION_EMAIL}?subject=${encodeURIComponent(issueTitle(input))}&body=${encodeURIComponent(body)}`;
}
