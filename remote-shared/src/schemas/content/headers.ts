import { LIMITS } from '../limits';
import { DESCRIPTION, EDITORS, TITLE, defineContentType, image, responsive, text } from './content-type';

/** Homepage headers, i.e. the hero slides (spec §3, §7): title and description required, subtitle optional (spec §5). */
export const headers = defineContentType({
  name: 'headers',
  typeName: 'Header',
  label: { one: 'Header', many: 'headers' },
  fields: {
    title: TITLE,
    subtitle: text('Subtitle', { max: LIMITS.subtitle, localized: true }),
    description: DESCRIPTION,
    image_url: responsive(image('Background image')),
  },
  order: 'id',
  path: '/api/headers',
  access: { list: 'public', create: EDITORS, update: EDITORS, delete: EDITORS },
  publicCache: 'headers',
  admin: {
    path: 'headers',
    title: 'Header',
    icon: 'image',
    description: "The slides of the home page's hero slider, in the order they are shown.",
    list: ['image_url', 'title', 'subtitle', 'description'],
    search: ['title', 'subtitle', 'description'],
    order: 50,
  },
});
