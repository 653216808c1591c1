import { Component, type ReactNode } from 'react';
import { Card } from 'remote_shared/ui';
import { reportCodeLoadFailure } from 'federation/release-events';
import { translateText } from '@/i18n';
import { LoadError } from '../components/load-error';
import { retryAllSections } from './lazy-section';

export const SECTION_FAILED = 'This section could not be loaded';

interface Props {
  /** The address: going to another section clears the failure. */
  resetKey: string;
  children: ReactNode;
}

/** A section whose code failed to load, or crashed, shows Retry inside the frame; the sidebar stays. */
export class SectionBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('[remote_admin] section failed', error);
    // A section's chunk of a release since replaced: the shell may load the page anew (federation/release-events.ts).
    reportCodeLoadFailure();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card>
        <LoadError
          title={translateText(SECTION_FAILED)}
          onRetry={() => {
            retryAllSections();
            this.setState({ failed: false });
          }}
        />
      </Card>
    );
  }
}
