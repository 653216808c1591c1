import type { InboxStateFilter } from 'remote_shared/api';
import { CONTACT_STATES, type ContactState } from 'remote_shared/schemas';
import type { BadgeTone } from 'remote_shared/ui';
import type { T } from '@/i18n';

/** The tabs of the inbox, in this order; All is every message but spam (the API's 'all'). */
export const STATE_FILTERS: readonly InboxStateFilter[] = ['all', ...CONTACT_STATES];

/** The catalogue key of each state's name (the values stay the API's). */
const STATE_LABEL_KEYS: Record<InboxStateFilter, string> = {
  all: 'contacts.state.all',
  new: 'contacts.state.new',
  read: 'contacts.state.read',
  replied: 'contacts.state.replied',
  archived: 'contacts.state.archived',
  spam: 'contacts.state.spam',
};

/** A state's name in the back office's language: a tab, a badge. */
export const stateLabel = (t: T, state: InboxStateFilter): string => t(STATE_LABEL_KEYS[state]);

export const STATE_TONES: Record<ContactState, BadgeTone> = {
  new: 'primary',
  read: 'neutral',
  replied: 'success',
  archived: 'info',
  spam: 'danger',
};

export function isStateFilter(value: string | null): value is InboxStateFilter {
  return value !== null && (STATE_FILTERS as readonly string[]).includes(value);
}

/** How many messages a tab holds, from the summary's counts per state. */
export function countOf(filter: InboxStateFilter, counts: Record<string, number> | undefined): number | undefined {
  if (!counts) return undefined;
  if (filter !== 'all') return counts[filter] ?? 0;
  return Object.entries(counts).reduce((sum, [state, n]) => (state === 'spam' ? sum : sum + n), 0);
}
