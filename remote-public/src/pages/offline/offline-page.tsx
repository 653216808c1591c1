import { PageMeta } from 'remote_shared/seo';
import { ButtonLink, Icon } from 'remote_shared/ui/core';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { useLocalePath, useT } from '@/i18n';

/**
 * The page the service worker shows for an address the visitor has not opened on this device
 * while there is no connection (docs/offline.md). It runs no script (it stands in for any
 * address), so everything on it is a plain link.
 */
export function OfflinePage() {
  const t = useT('offline');
  const lp = useLocalePath();
  return (
    <>
      <PageMeta title={t('offline.meta.title')} description={t('offline.meta.description')} path="/offline" noindex />
      {/* Its title, 'You are offline', is what the e2e journey reads (e2e/tests/public-offline.spec.ts). */}
      <PageIntro
        eyebrow={t('offline.eyebrow')}
        title={t('offline.title')}
        points={{ title: t('offline.points.title'), items: [t('offline.points.opened'), t('offline.points.kept')] }}
      >
        <p>{t('offline.text')}</p>
        <p>
          <ButtonLink href={lp('/')} variant="primary">
            <Icon name="arrow-right" size={18} />
            {t('offline.home')}
          </ButtonLink>
        </p>
      </PageIntro>
    </>
  );
}
