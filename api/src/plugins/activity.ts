import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from '../lib/client-key';

/**
 * What people did and what was refused, as structured events (README, Operations: "Security
 * events"). One emitter carries them: the log writes each one, and the audit trail keeps them
 * (plugins/audit-trail.ts, docs/workflow.md "Audit trail"). An event holds ids, roles and outcomes, never a password, a token, a hash
 * or a visitor's message.
 */
export type ActivityAction =
  | 'sign_in'
  | 'sign_out'
  | 'unauthenticated'
  | 'forbidden'
  | 'throttled'
  | 'user_created'
  | 'user_updated'
  | 'role_changed'
  | 'user_deleted'
  | 'password_changed'
  | 'password_reset'
  | 'password_reset_requested'
  | 'account_updated'
  | 'contact_state_changed'
  | 'contact_replied'
  | 'contacts_exported'
  | 'personal_data_exported'
  | 'personal_data_erased'
  | 'retention_changed'
  | 'retention_applied'
  /** A post moved through the publication workflow (docs/workflow.md). */
  | 'content_transition'
  /** A content type's record created, updated (with the changed field names) or deleted. */
  | 'content_created'
  | 'content_updated'
  | 'content_deleted'
  /** An old revision's values saved again, and a deleted record brought back (docs/workflow.md, "History"). */
  | 'revision_restored'
  | 'content_undeleted'
  /** A signed preview link issued for a record that is not public (docs/workflow.md, "Preview"). */
  | 'preview_link_created';

export interface ActivityEvent {
  /** ISO time the event happened. */
  at: string;
  action: ActivityAction;
  outcome: 'success' | 'failure' | 'denied';
  actorId: number | null;
  actorRole: string | null;
  /** The client address as we count it (an IPv6 client by its /64). */
  ip: string;
  /** What was acted on: `user:12`, `POST /api/users`, `login`. */
  target: string;
  /** Why it failed or was refused, in a few words (never the input itself). */
  reason?: string;
  /** Names of the fields that changed, never their values. */
  fields?: string[];
  requestId: string;
}

type ActivityInput = Omit<ActivityEvent, 'at' | 'ip' | 'requestId' | 'actorId' | 'actorRole'> & {
  /** Defaults to the signed-in user of the request. */
  actor?: { id: number; role: string } | null;
};

export type Activity = EventEmitter<{ event: [ActivityEvent] }> & {
  record(request: FastifyRequest, input: ActivityInput): ActivityEvent;
  /** What the system did by itself (a scheduled clean-up): no actor, no client. */
  recordSystem(input: Omit<ActivityInput, 'actor'>): ActivityEvent;
};

export default fp(
  async (app) => {
    const activity = new EventEmitter() as Activity;
    activity.record = (request, { actor, ...input }) => {
      const who = actor === undefined ? request.user : actor;
      const event: ActivityEvent = {
        at: new Date().toISOString(),
        ...input,
        actorId: who?.id ?? null,
        actorRole: who?.role ?? null,
        ip: clientKey(request.ip),
        requestId: String(request.id),
      };
      activity.emit('event', event);
      return event;
    };
    activity.recordSystem = (input) => {
      const event: ActivityEvent = { at: new Date().toISOString(), ...input, actorId: null, actorRole: null, ip: '', requestId: '' };
      activity.emit('event', event);
      return event;
    };
    activity.on('event', (event) => {
      const level = event.outcome === 'success' ? 'info' : 'warn';
      app.log[level]({ security: event }, `security event: ${event.action} ${event.outcome}`);
    });
    app.decorate('activity', activity);
  },
  { name: 'activity' },
);
