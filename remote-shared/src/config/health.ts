/**
 * The page server's `GET /health` (shell/server/routes/health.ts; docs/releases.md, "What
 * runs"), as the System section of the back office reads it.
 */
export interface RemoteHealth {
  /** The release id, or null for a plain build folder or address. */
  release: string | null;
  version: string | null;
  sha: string | null;
  builtAt: string | null;
  /** The remoteEntry.js address browsers are given. */
  entry: string | null;
  /** Whether the page server has its server bundle linked (remote_admin never is). */
  linked: boolean;
  /** The API range its contract.json says it needs (absent from page servers older than contracts). */
  api?: string | null;
  /** Why the shell will not run it (its contract is not met), else null. */
  refused?: string | null;
}

export interface PageServerHealth {
  status: string;
  remotes: Record<string, RemoteHealth>;
}
