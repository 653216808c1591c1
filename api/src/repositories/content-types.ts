import { headers, missionVision, posts, teamMembers } from 'contracts';
import { contentRepository } from './content';

// The repositories that code outside the CRUD routes needs by name (first start, demo seed, the contact form).
export const postsRepository = contentRepository(posts);
export const teamMembersRepository = contentRepository(teamMembers);
export const headersRepository = contentRepository(headers);
export const missionVisionRepository = contentRepository(missionVision);
