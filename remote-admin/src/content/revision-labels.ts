// How the history names a revision, who made it and what it changed (docs/workflow.md, "History"),
// in the language of `t`.
import type { AnyContentType, Field, Revision, TranslatedLocale } from 'remote_shared/schemas';
import { t as tNow, translateText, type T } from '@/i18n';
import { displayDateTime } from '@/lib/dates';
import { translationLabel } from './translations';

/**
 * A workflow move as the event it was ('Changes requested', 'Published'), as catalogue keys: the
 * history tells what happened, not which button was pressed. A move of another workflow is named by
 * its button's words.
 */
const EVENTS: Record<string, string> = {
  submit: 'content.history.event.submit',
  request_changes: 'content.history.event.requestChanges',
  publish: 'content.history.event.publish',
  unpublish: 'content.history.event.unpublish',
  restore: 'content.history.event.restore',
  schedule: 'content.history.event.schedule',
  unschedule: 'content.history.event.unschedule',
};

/** A workflow state in words ('In review'), as catalogue keys; another type's states as they are. */
const STATE_NAMES: Record<string, string> = {
  draft: 'posts.state.draft',
  review: 'posts.state.review',
  published: 'posts.state.published',
  unpublished: 'posts.state.unpublished',
};

/** A state as the history shows it: in words, in the language of `t`. */
const stateName = (state: string, t: T = tNow): string => (STATE_NAMES[state] ? t(STATE_NAMES[state]) : state);

/** Where a record stood after a revision ('Published · Changes in review'); null for a type without a workflow. */
export function revisionState(revision: Revision, t: T = tNow): string | null {
  if (!revision.state) return null;
  if (!revision.pending_state) return stateName(revision.state, t);
  return `${stateName(revision.state, t)} · ${revision.pending_state === 'review' ? t('posts.state.changesInReview') : t('posts.state.changesInDraft')}`;
}

/**
 * Does the revision change what the record says (its fields), rather than only where it stands?
 * The panel opens its comparison on the newest such revision.
 */
export const changesContent = (revision: Revision): boolean => revision.fields.length > 0 && revision.action !== 'deleted';

/** What made a revision, in words (docs/workflow.md, "History"), in the language of `t`. */
export function revisionLabel(type: AnyContentType, revision: Revision, t: T = tNow): string {
  switch (revision.action) {
    case 'baseline':
      return t('content.history.baseline');
    case 'created':
      return t('content.history.created');
    case 'updated':
      return revision.pending_state ? t('content.history.editedAsDraft') : t('content.history.edited');
    case 'restored':
      return revision.pending_state
        ? t('content.history.restoredAsDraft', { number: revision.detail ?? '' })
        : t('content.history.restored', { number: revision.detail ?? '' });
    case 'transition': {
      const event = EVENTS[revision.detail ?? ''];
      if (event) return t(event);
      // The declaration's label of another move arrives in English ('Archive').
      const label = type.workflow?.transitions[revision.detail ?? '']?.label;
      return t('content.history.workflow', { action: label ? translateText(label) : (revision.detail ?? '') });
    }
    case 'deleted':
      return t('content.history.deleted');
    case 'undeleted':
      return t('content.history.broughtBack');
  }
}

/**
 * Who saved and when: the person's current name, the schedule (a move with nobody behind it), or a
 * removed account. Values from before history (seeded, or older) say only when they were last saved.
 */
export function revisionByline(revision: Revision, t: T = tNow): string {
  const when = displayDateTime(revision.at);
  if (revision.actor_name) return t('content.history.byName', { name: revision.actor_name, when });
  if (revision.actor_id !== null) return t('content.history.byRemoved', { when });
  if (revision.action === 'transition') return t('content.history.bySchedule', { when });
  return t('content.history.lastSaved', { when });
}

/**
 * The fields a revision changed, by their labels; a change of translations by each field and
 * language it touched ('Position (Kiswahili)'), as the API names them (`translated`).
 */
export function changedFields(type: AnyContentType, revision: Revision, t: T = tNow): string[] {
  // The declaration's labels arrive in English ('Position').
  const label = (name: string) => translateText((type.fields[name] as Field | undefined)?.label ?? name);
  return revision.fields.flatMap((name) => {
    if (name !== 'translations') return [label(name)];
    const changed = Object.entries(revision.translated ?? {}).flatMap(([locale, fields]) =>
      fields.map((field) => translationLabel(label(field), locale as TranslatedLocale)),
    );
    return changed.length ? changed : [t('content.translations.legend')];
  });
}
