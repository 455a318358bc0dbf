import React, {Suspense, useMemo, useState} from 'react';

type Loader<P> = () => Promise<{default: React.ComponentType<P>}>;

/** A lazily loaded module that did not arrive (network error, blocked or missing chunk). */
class LazyLoadError extends Error {
  constructor(cause: unknown) {
    super('A lazily loaded part of the page could not be loaded', {cause});
    this.name = 'LazyLoadError';
  }
}

type BoundaryProps = {what: string; onRetry: () => void; children: React.ReactNode};

/** Shows a load failure with a Retry button; any other error goes on to the page's own error boundary. */
class LoadFailureBoundary extends React.Component<BoundaryProps, {error: unknown}> {
  override state: {error: unknown} = {error: null};

  static getDerivedStateFromError(error: unknown): {error: unknown} {
    return {error};
  }

  override render(): React.ReactNode {
    const {error} = this.state;
    if (error === null) {
      return this.props.children;
    }
    if (!(error instanceof LazyLoadError)) {
      throw error;
    }
    return (
      // Infima's alert and spacing classes: no stylesheet of its own rides along with every demo.
      <div className="alert alert--warning" role="alert">
        <p className="margin-bottom--sm">{this.props.what} could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button button--primary button--sm" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

type Props<P> = {
  /** A module-level function returning import('./Module'). */
  load: Loader<P>;
  /** Props for the loaded component. */
  props: P;
  /** Shown while the module loads. */
  fallback: React.ReactNode;
  /** What failed, in words, for the error text ("The Player demo"). */
  what: string;
};

/**
 * React.lazy with a way back from a failed load: the failure shows error text and a Retry
 * button, and Retry calls `load` again (React.lazy remembers a rejected import forever,
 * so each attempt gets a fresh lazy component).
 */
export default function RetryableLazy<P extends object>({load, props, fallback, what}: Props<P>): React.ReactNode {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () =>
      React.lazy(() =>
        load().catch((cause: unknown) => {
          throw new LazyLoadError(cause);
        }),
      ),
    // A new attempt needs a new lazy component; `load` is a module-level constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt],
  );
  return (
    <LoadFailureBoundary key={attempt} what={what} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Component {...(props as React.JSX.IntrinsicAttributes & P)} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
