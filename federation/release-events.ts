// How an open tab follows a release (docs/releases.md, "Open tabs";
// docs/decisions/0114-chunks-of-a-removed-release-reload-into-the-current-one.md): the shell compares the releases this tab runs with the page server's after each
// navigation and after a load failure, and loads the page anew (once) when they moved. The remotes
// take part through two window events, named once here and compiled into each of them.

/** Dispatched (synchronously) just before the shell reloads the tab for a new release: keep what the user typed now. */
export const BEFORE_RELEASE_RELOAD = 'shell:before-release-reload';

/** Dispatched by a remote whose code failed to load or crashed (a section's chunk): the shell checks whether a release moved on. */
export const CODE_LOAD_FAILED = 'shell:code-load-failed';

/** Tells the shell a remote's code failed (see CODE_LOAD_FAILED); harmless where no shell listens. */
export function reportCodeLoadFailure(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CODE_LOAD_FAILED));
}
