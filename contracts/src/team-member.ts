import type { InputOf, RecordOf } from './content/content-type';
import { teamMembers } from './content/team-members';
import { inputSchema, recordSchema } from './content-schemas';

/** POST and PUT /api/team, and a team member as the API answers it. */
export const teamMemberInput = inputSchema(teamMembers);
export type TeamMemberInput = InputOf<typeof teamMembers>;
export const teamMember = recordSchema(teamMembers);
export type TeamMember = RecordOf<typeof teamMembers>;
