import { LIMITS } from '../limits';
import { EDITORS, defineContentType, image, responsive, text } from './content-type';
import { ICON_RENDITIONS } from './images';

/** An icon is either text (an emoji or a short label) or the http(s) address of an image (spec §3). */
export function isIconImage(icon: string): boolean {
  return /^https?:\/\//i.test(icon) || icon.startsWith('/uploads/');
}

/**
 * Mission and vision items: read publicly, edited whole, never created or deleted through the API.
 * PUT /api/mission-vision sends the whole edited item with its id (spec §7); no field is required
 * (spec §5); blank text is stored as '' (the columns are NOT NULL DEFAULT '').
 */
export const missionVision = defineContentType({
  name: 'missionVision',
  typeName: 'MissionVision',
  label: { one: 'Mission/vision item', many: 'mission and vision items' },
  fields: {
    id: { kind: 'id', label: 'Id' },
    title: text('Title', { max: LIMITS.title, blank: 'empty', localized: true }),
    // Shown at 40 px: one small rendition when it is an uploaded image.
    icon: responsive(
      {
        kind: 'icon',
        label: 'Icon',
        max: LIMITS.icon,
        blank: 'empty',
        admin: { hint: 'An emoji or short text, or the address of an image (https://… or /uploads/…).' },
      },
      ICON_RENDITIONS,
    ),
    text: text('Text', { max: LIMITS.description, blank: 'empty', multiline: true, localized: true, admin: { lines: 5 } }),
    image_url: responsive(image('Image')),
  },
  order: 'id',
  path: '/api/mission-vision',
  updateBy: 'body',
  access: { list: 'public', update: EDITORS },
  publicCache: 'missionVision',
  admin: {
    path: 'mission-vision',
    title: 'Mission & Vision',
    icon: 'target',
    description: 'The statements shown on the public Mission and Vision page.',
    // Cards with edit only (spec §2): its access allows no create or delete.
    layout: 'cards',
    card: { picture: 'image_url', icon: 'icon', heading: 'title', text: 'text' },
    search: [],
    order: 60,
  },
  site: [{ path: '/mission-vision', page: 'mission-vision' }],
});
