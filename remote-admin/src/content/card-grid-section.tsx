import type { ReactNode } from 'react';
import type { AnyContentType } from 'remote_shared/schemas';
import type { IconName } from 'remote_shared/ui';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import type { ListQuery } from '@/components/table-panel';
import type { CARD_TEXTS } from '@/i18n';
import { useMissingFilter } from './translations';
import cards from '@/components/card-grid.module.css';
import section from '@/components/section.module.css';

/**
 * A section shown as a grid of cards rather than a table (the hero slides, mission and vision): its
 * header, the note for a role that may not write, the missing-translation filter, and the list's
 * states (loading, failed with Retry, empty, the cards).
 */
export function CardGridSection<R extends { id: number } & Record<string, unknown>>({
  type,
  texts,
  list,
  readOnly,
  actions,
  empty,
  card,
}: {
  type: AnyContentType;
  /** `sectionTexts(t, <section>, CARD_TEXTS)`. */
  texts: Record<(typeof CARD_TEXTS)[number], string>;
  list: ListQuery<R>;
  readOnly: boolean;
  actions?: ReactNode;
  /** The empty state's icon, and its action when there is one (Add). */
  empty: { icon: IconName; action?: ReactNode };
  card: (row: R) => ReactNode;
}) {
  const missing = useMissingFilter<R>(type);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} actions={actions} />
      {readOnly && <p className={section.note}>{texts.readOnlyNote}</p>}
      {missing.toolbar()}
      <QueryPanel
        query={missing.query(list)}
        loadFailed={texts.loadFailed}
        loadingLabel={texts.loadingLabel}
        empty={<EmptyState icon={empty.icon} title={texts.empty} text={texts.emptyText} action={empty.action} />}
      >
        {(rows) => (
          <ul className={cards.grid} aria-label={texts.listLabel}>
            {rows.map(card)}
          </ul>
        )}
      </QueryPanel>
    </>
  );
}
