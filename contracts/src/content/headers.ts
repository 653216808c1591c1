import { LIMITS } from '../limits';
import { DESCRIPTION, EDITORS, TITLE, defineContentType, image, responsive, text } from './content-type';

/** Homepage headers, i.e. the hero slides (spec §3, §7): title and description required, subtitle optional (spec §5). */
export const headers = defineContentType({
  name: 'headers',
  typeName: 'Header',
  label: { one: 'Header', many: 'headers' },
  fields: {
    title: { ...TITLE, lineBreaks: true, admin: { hint: String.raw`Type \n where the slide title should break onto a new line.` } },
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
    layout: 'cards',
    card: { picture: 'image_url', kicker: 'subtitle', heading: 'title', text: 'description' },
    search: [],
    order: 50,
  },
});
