import { CONTENT_TYPES, defineContentType, text } from 'contracts';
import { eachBackend } from './helpers';
import { storageDrift } from './storage';

/**
 * Storage checked against the declarations: every content type's stored fields (names, types,
 * nullability, localized fields) are the columns the migrations made, and every column of its
 * table is accounted for, so a declaration and its migrations cannot drift apart unseen.
 */
eachBackend('storage against the content declarations', ({ app }) => {
  test('every declared type has exactly the columns its declaration implies', async () => {
    expect(CONTENT_TYPES.length).toBeGreaterThanOrEqual(5);
    expect(await storageDrift(app().db, CONTENT_TYPES)).toEqual([]);
  });

  test('a field declared without its migration, another type or nullability, and a stray column are each reported', async () => {
    const [team] = CONTENT_TYPES.filter((type) => type.name === 'teamMembers');
    const drifted = defineContentType({
      ...team!,
      fields: {
        // `name` optional (nullable) where the column is NOT NULL; `nickname` never migrated.
        ...team!.fields,
        name: text('Name', { max: 80 }),
        nickname: text('Nickname', { max: 40 }),
        image_url: { ...team!.fields.image_url, localized: true },
      },
    });
    await app().db.exec('ALTER TABLE team_members ADD COLUMN stray integer');
    try {
      expect(await storageDrift(app().db, [drifted])).toEqual([
        'team_members.name: declared text, stored text NOT NULL',
        'team_members.nickname: declared (text), not in the table',
        'team_members.image_url: localized, but not text',
        'team_members.stray: in the table, declared nowhere',
      ]);
    } finally {
      await app().db.exec('ALTER TABLE team_members DROP COLUMN stray');
    }
  });
});
