import type { BadgeTone } from 'remote_shared/ui';
import { DEFAULT_POST_STATUS } from 'remote_shared/schemas';

/**
 * Status badge of the posts table. Spec §4 says "green when Active, otherwise yellow", but no post
 * status is Active; we keep green for Active and colour the real statuses like the public detail
 * page (docs/decisions/0039-posts-the-date-picker-client-and-the-tables-colours.md).
 */
export function statusTone(status: string | null): BadgeTone {
  switch (status ?? DEFAULT_POST_STATUS) {
    case 'Active':
    case 'Completed':
      return 'success';
    case 'Ongoing':
      return 'info';
    default:
      return 'warning';
  }
}
