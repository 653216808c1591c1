import type { BadgeTone } from 'remote_shared/ui/core';

/** Spec §4: a record without a status shows as Pending. */
export const statusLabel = (status: string | null | undefined) => status?.trim() || 'Pending';

/** Public detail badge colours of spec §4: Pending yellow, Ongoing blue, Completed green, others grey. */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch (statusLabel(status)) {
    case 'Pending':
      return 'warning';
    case 'Ongoing':
      return 'info';
    case 'Completed':
      return 'success';
    default:
      return 'neutral';
  }
}

/** The catalogue key of each status of spec §4 (stored in English, shown in the page's language); others show as stored. */
export const STATUS_KEYS: Readonly<Record<string, string>> = {
  Pending: 'project.status.pending',
  Ongoing: 'project.status.ongoing',
  Completed: 'project.status.completed',
};
