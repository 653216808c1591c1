import { keepsHistory, type AnyContentType, type WorkflowTransition } from 'contracts';
import type { Queryable } from '../db/database';
import { contentRepository } from '../repositories/content';
import { revisionsRepository } from '../repositories/revisions';
import { workflowRepository, type WorkflowRow } from '../repositories/workflow';
import { HttpError } from './errors';

/**
 * Applies one move of a type's publication workflow to a locked record (docs/workflow.md): the
 * transition route and the scheduler share it. Throws 409 when the record's state does not allow it.
 * Each move is a save: it keeps a revision (docs/workflow.md, "History"), by `given.by` (none for
 * the scheduler).
 */
export async function applyMove(
  tx: Queryable,
  type: AnyContentType,
  current: WorkflowRow,
  name: string,
  move: WorkflowTransition,
  given: { comment?: string; publishAt?: string; by?: number } = {},
): Promise<void> {
  const history = keepsHistory(type) ? revisionsRepository(type) : undefined;
  await history?.baseline(tx, current.id);
  await moveRecord(tx, type, current, name, move, given);
  // The move's comment stays with its revision: the history names the event with it.
  await history?.record(tx, current.id, { action: 'transition', detail: name, comment: move.comment ? (given.comment ?? null) : null, by: given.by ?? null });
}

async function moveRecord(
  tx: Queryable,
  type: AnyContentType,
  current: WorkflowRow,
  name: string,
  move: WorkflowTransition,
  given: { comment?: string; publishAt?: string },
): Promise<void> {
  const workflow = type.workflow!;
  const repository = workflowRepository(type);
  const content = contentRepository(type);
  const one = type.label.one.toLowerCase();
  const { id } = current;
  const onPending = current.pending_state !== null && move.from.includes(current.pending_state);
  if (!onPending && !move.from.includes(current.state)) {
    const where = current.pending_state ? `${current.state}, with changes in ${current.pending_state}` : current.state;
    throw new HttpError(409, `A ${one} that is ${where} cannot be moved by "${name}"; it is allowed from: ${move.from.join(', ')}`);
  }

  if (move.schedule) {
    if (move.schedule === 'clear' && current.publish_at === null) throw new HttpError(409, `This ${one} is not scheduled`);
    await repository.setState(tx, id, { state: current.state, publish_at: move.schedule === 'set' ? given.publishAt! : null });
    return;
  }
  const to = move.to!;
  const publishAt = move.keepsSchedule ? current.publish_at : null;
  // The comment stays with a record sent back to draft; any other move clears it.
  const comment = given.comment ?? (to === workflow.initial ? current.review_comment : null);
  if (onPending) {
    if (to === workflow.live) {
      // Publishing a pending edit replaces the live version.
      await content.update(tx, id, current.pending!);
      await repository.setState(tx, id, { state: workflow.live, pending: null, pending_state: null, review_comment: null, publish_at: null });
    } else {
      await repository.setState(tx, id, { state: current.state, pending_state: to, review_comment: comment, publish_at: publishAt });
    }
    return;
  }
  // Unpublishing folds a pending edit into the record: it is a draft-like version from now on.
  if (current.pending) await content.update(tx, id, current.pending);
  await repository.setState(tx, id, {
    state: to,
    pending: null,
    pending_state: null,
    review_comment: to === workflow.live ? null : comment,
    publish_at: publishAt,
  });
}
