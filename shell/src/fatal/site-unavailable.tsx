import styles from './site-unavailable.module.css';

const SITE_UNAVAILABLE_TITLE = 'We will be right back';

const reload = () => window.location.reload();

/**
 * The shell's own branded page for when remote_shared (the API client, the design system) cannot
 * load: it uses nothing from any remote, so it can always render. Never a blank screen.
 */
export function SiteUnavailable({ siteName }: { siteName: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <div className={styles.brand}>{siteName}</div>
        <h1 className={styles.title}>{SITE_UNAVAILABLE_TITLE}</h1>
        <p className={styles.text}>Part of our website is temporarily unavailable. Please try again in a moment.</p>
        <button type="button" className={styles.retry} onClick={reload}>
          Retry
        </button>
      </div>
    </main>
  );
}

/** Over a page the server already rendered (still readable), a notice instead of a takeover. */
export function DegradedNotice() {
  return (
    <div className={styles.notice} role="alert">
      <span>Some features are temporarily unavailable.</span>
      <button type="button" className={styles.retry} onClick={reload}>
        Retry
      </button>
    </div>
  );
}
