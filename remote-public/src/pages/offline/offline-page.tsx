import { PageMeta } from 'remote_shared/seo';
import { ButtonLink, Icon } from 'remote_shared/ui/core';
import { PageIntro } from '@/blocks/page-intro/page-intro';

/** Said on the offline page; the e2e journey reads it (e2e/tests/public-offline.spec.ts). */
export const OFFLINE_TITLE = 'You are offline';

/**
 * The page the service worker shows for an address the visitor has not opened on this device
 * while there is no connection (docs/offline.md). It runs no script (it stands in for any
 * address), so everything on it is a plain link.
 */
export function OfflinePage() {
  return (
    <>
      <PageMeta title="Offline" description="This page is not saved on this device yet." path="/offline" noindex />
      <PageIntro
        eyebrow="No connection"
        title={OFFLINE_TITLE}
        points={{
          title: 'While you are offline',
          items: ['Pages you have already opened still work', 'A message written on the contact page is kept and sent later'],
        }}
      >
        <p>
          This page has not been opened on this device before, so it cannot be shown until the connection returns.
          Reload it once you are back online, or go on reading the pages you have already seen.
        </p>
        <p>
          <ButtonLink href="/" variant="primary">
            <Icon name="arrow-right" size={18} />
            Go to the home page
          </ButtonLink>
        </p>
      </PageIntro>
    </>
  );
}
