import { LIMITS } from '../limits';
import { EDITORS, defineContentType, image, responsive, text } from './content-type';

/** Team members of /our-team (spec §3, §7): name and position required, photo optional (spec §5). */
export const teamMembers = defineContentType({
  name: 'teamMembers',
  typeName: 'TeamMember',
  label: { one: 'Team member', many: 'team members' },
  fields: {
    name: text('Name', { required: 'Name is required', max: LIMITS.name }),
    position: text('Position', {
      required: 'Position is required',
      max: LIMITS.position,
      localized: true,
      admin: { placeholder: 'e.g. Chief Technology Officer' },
    }),
    image_url: responsive(image('Photo')),
  },
  order: 'id',
  path: '/api/team',
  access: { list: 'public', create: EDITORS, update: EDITORS, delete: EDITORS },
  publicCache: 'teamMembers',
  admin: {
    path: 'team',
    title: 'Team',
    icon: 'team',
    description: 'The leadership team shown on the public Our Team page.',
    list: [{ field: 'image_url', label: 'Image', show: 'avatar' }, 'name', 'position'],
    search: ['name', 'position'],
    detail: ['name', 'position'],
    order: 40,
  },
  site: [{ path: '/our-team', page: 'our-team' }],
});
