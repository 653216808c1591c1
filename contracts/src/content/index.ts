// `contracts/content`, exposed as `remote_shared/content`: the content declarations, plain data without zod, so public
// pages read them without loading a validator. The zod schemas built from them: `remote_shared/schemas`.
import { contacts } from './contacts';
import { headers } from './headers';
import { missionVision } from './mission-vision';
import { posts } from './posts';
import { teamMembers } from './team-members';

export * from './content-type';
export * from './section-view';
export * from './images';
export * from './posts';
export * from './team-members';
export * from './headers';
export * from './mission-vision';
export * from './contacts';

/**
 * Every content type of the product. The API registers their routes, the back office their
 * sections, the public site their routes, from this list; the client derives endpoints per type.
 */
export const CONTENT_TYPES = [posts, contacts, teamMembers, headers, missionVision] as const;
