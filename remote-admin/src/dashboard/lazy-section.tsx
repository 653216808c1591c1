import { lazy, type Attributes, type ComponentType } from 'react';

const sections = new Set<{ retry: () => void }>();

/**
 * A section loaded on first visit (route-level splitting). React.lazy remembers a failed load for
 * good; this one can be asked to try again, which the section boundary's Retry does.
 */
export function lazySection<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded = lazy(load);
  function Section(props: P) {
    return <Loaded {...(props as P & Attributes)} />;
  }
  sections.add({ retry: () => (Loaded = lazy(load)) });
  return Section;
}

export function retryAllSections() {
  for (const section of sections) section.retry();
}
