import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import {
  buildIssueUrl,
  buildMailtoUrl,
  hasErrors,
  SUBMISSION_EMAIL,
  SUBMISSION_FIELD_LABELS,
  SUBMISSION_FIELDS,
  SUBMISSION_LIMITS,
  validateSubmission,
  type ShowcaseSubmission,
  type SubmissionErrors,
  type SubmissionField,
} from '@site/src/data/showcaseSubmission';
import styles from './add.module.css';

const EMPTY: ShowcaseSubmission = {title: '', url: '', authorName: '', description: ''};

type Result = {issueUrl: string; mailtoUrl: string};

export default function ShowcaseAddPage(): React.ReactNode {
  const [values, setValues] = useState<ShowcaseSubmission>(EMPTY);
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Errors as of the last submit: the summary only changes when the form is submitted again. */
  const [submittedErrors, setSubmittedErrors] = useState<SubmissionErrors>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const uid = 'showcase-add';
  const idFor = (field: SubmissionField) => `${uid}-${field}`;
  const errorIdFor = (field: SubmissionField) => `${uid}-${field}-error`;
  const hintIdFor = (field: SubmissionField) => `${uid}-${field}-hint`;

  // After each submit, move focus to the error summary or to the result (not while the user types).
  useEffect(() => {
    if (attempt === 0) return;
    (summaryRef.current ?? resultRef.current)?.focus();
  }, [attempt]);

  const update = (field: SubmissionField) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = {...values, [field]: e.target.value};
    setValues(next);
    setResult(null);
    // Once a field has been flagged, re-check it as the user fixes it.
    if (errors[field]) {
      const fieldError = validateSubmission(next)[field];
      setErrors((prev) => {
        const copy = {...prev};
        if (fieldError) copy[field] = fieldError;
        else delete copy[field];
        return copy;
      });
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateSubmission(values);
    setErrors(found);
    setSubmittedErrors(found);
    setResult(hasErrors(found) ? null : {issueUrl: buildIssueUrl(values), mailtoUrl: buildMailtoUrl(values)});
    setAttempt((n) => n + 1);
  };

  const describedBy = (field: SubmissionField) =>
    [hintIdFor(field), errors[field] ? errorIdFor(field) : null].filter(Boolean).join(' ');

  const fieldError = (field: SubmissionField) =>
    errors[field] ? (
      <p id={errorIdFor(field)} className={styles.error}>
        <span aria-hidden="true">⚠ </span>
        {errors[field]}
      </p>
    ) : null;

  /** Props every control shares: identity, value, validation state and its descriptions. */
  const controlProps = (field: SubmissionField) => ({
    id: idFor(field),
    name: field,
    className: styles.input,
    value: values[field],
    onChange: update(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    required: true,
  });

  /** A labelled field: label, hint, the control, then its error. */
  const renderField = (field: SubmissionField, hint: React.ReactNode, control: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={idFor(field)}>{SUBMISSION_FIELD_LABELS[field]}</label>
      <p id={hintIdFor(field)} className={styles.hint}>
        {hint}
      </p>
      {control}
      {fieldError(field)}
    </div>
  );

  const errorList = SUBMISSION_FIELDS.filter((f) => submittedErrors[f]);
  const descriptionLength = values.description.trim().length;

  return (
    <Layout
      title="Add your video to the showcase"
      description="Submit a video you made with Remotion for the showcase: fill in the form and send it as a prefilled GitHub issue.">
      <main className={styles.page}>
        <div className="container">
          <p className={styles.back}>
            <Link to="/showcase/">← Back to the showcase</Link>
          </p>
          <div className={styles.layout}>
            <div>
              <PageHeader
                title="Add your video to the showcase"
                lead="Made something with Remotion? Tell us about it. This form does not send anything by itself: it checks your entry and then prepares a GitHub issue (or an e-mail) with everything filled in, which you review and send."
              />

              {errorList.length > 0 ? (
                <div
                  ref={summaryRef}
                  className={styles.summary}
                  role="alert"
                  tabIndex={-1}
                  aria-labelledby={`${uid}-summary-title`}
                  data-testid="error-summary">
                  <h2 id={`${uid}-summary-title`} className={styles.summaryTitle}>
                    Please fix {errorList.length === 1 ? 'this problem' : `these ${errorList.length} problems`}
                  </h2>
                  <ul>
                    {errorList.map((field) => (
                      <li key={field}>
                        <a
                          href={`#${idFor(field)}`}
                          onClick={(e) => {
                            e.preventDefault();
                            document.getElementById(idFor(field))?.focus();
                          }}>
                          {SUBMISSION_FIELD_LABELS[field]}: {submittedErrors[field]}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}

              <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Showcase submission">
                {renderField(
                  'title',
                  <>Name of the project and what the video shows, up to {SUBMISSION_LIMITS.titleMax} characters.</>,
                  <input {...controlProps('title')} type="text" autoComplete="off" />,
                )}
                {renderField(
                  'url',
                  'Where the video can be watched, starting with https:// (YouTube, X, your website…).',
                  <input
                    {...controlProps('url')}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    autoComplete="url"
                  />,
                )}
                {renderField(
                  'authorName',
                  'The person, team or company to credit.',
                  <input {...controlProps('authorName')} type="text" autoComplete="name" />,
                )}
                {renderField(
                  'description',
                  <>
                    What the video is and how Remotion was used, {SUBMISSION_LIMITS.descriptionMin} to{' '}
                    {SUBMISSION_LIMITS.descriptionMax} characters. Neutral wording works best.
                  </>,
                  <>
                    <textarea {...controlProps('description')} rows={6} />
                    <p
                      className={
                        descriptionLength > SUBMISSION_LIMITS.descriptionMax
                          ? `${styles.counter} ${styles.over}`
                          : styles.counter
                      }
                      aria-hidden="true">
                      {descriptionLength} / {SUBMISSION_LIMITS.descriptionMax}
                    </p>
                  </>,
                )}

                <button type="submit" className="button button--primary button--lg">
                  Prepare submission
                </button>
              </form>

              {result ? (
                <section
                  className={styles.result}
                  aria-labelledby={`${uid}-result-title`}
                  data-testid="submission-result">
                  <h2 id={`${uid}-result-title`} ref={resultRef} tabIndex={-1}>
                    Your submission is ready
                  </h2>
                  <p>
                    Open the prefilled issue, check the text and press “Create” on GitHub. You need a GitHub account for
                    this. If you do not have one, send the same details by e-mail instead.
                  </p>
                  <div className={styles.resultActions}>
                    <a
                      className="button button--primary"
                      href={result.issueUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="issue-link">
                      Open a prefilled GitHub issue
                    </a>
                    <a className="button button--secondary" href={result.mailtoUrl} data-testid="mailto-link">
                      E-mail it to {SUBMISSION_EMAIL}
                    </a>
                  </div>
                </section>
              ) : null}
            </div>

            <aside className={styles.aside} aria-labelledby={`${uid}-guidelines`}>
              <h2 id={`${uid}-guidelines`}>Before you submit</h2>
              <ul>
                <li>Send your best work: one strong video beats several similar ones.</li>
                <li>Describe what you built and how Remotion fits in; leave the sales pitch for your website.</li>
                <li>Make sure you are allowed to share the video and that it can be watched without logging in.</li>
                <li>The Remotion team reviews each submission and may decline or shorten it.</li>
              </ul>
            </aside>
          </div>
        </div>
      </main>
    </Layout>
  );
}
