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
