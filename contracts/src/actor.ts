import { z } from 'zod';

/**
 * Who did something, as revisions, deleted records and audit entries answer it: the person's id,
 * and their current name looked up by that id; both null for the system (a scheduled publish), the
 * name null for a removed account. Not re-exported by the schemas' index: the shapes that use it are.
 */
export const actorFields = {
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
};
