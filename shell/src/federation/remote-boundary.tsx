import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reportCodeLoadFailure } from 'federation/release-events';
import { useModuleSource } from './module-source';
import styles from './remote-boundary.module.css';

export const UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

function UnavailableView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.panel} role="alert">
      <h2 className={styles.title}>{UNAVAILABLE_TITLE}</h2>
      <p className={styles.text}>We could not load this part of the site. The rest of the site still works.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface BoundaryProps {
  remote: string;
  /** A new key (the path) clears a failure, so navigating elsewhere tries again. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
    // Code of a release since replaced (a chunk gone from its origin): the shell may load the page anew.
    reportCodeLoadFailure();
  }

  override render() {
    if (this.state.failed) {
      return (
        <UnavailableView
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** One per remote: a load failure or a crash inside stays inside, with Retry. */
export function RemoteBoundary({ remote, resetKey, children }: { remote: string; resetKey: string; children: ReactNode }) {
  const source = useModuleSource();
  return (
    <Boundary remote={remote} resetKey={resetKey} onRetry={() => source.reset(remote)}>
      <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>{children}</Suspense>
    </Boundary>
  );
}
