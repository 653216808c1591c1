import type { TeamMember } from '@schemas';
import type { Queryable } from '../db/database';

/** Every SQL statement on `team_members`. */
const COLUMNS = 'id, name, position, image_url, created_at, updated_at';

export interface TeamMemberFields {
  name: string;
  position: string;
  image_url: string | null;
}

export const teamMembersRepository = {
  list: (db: Queryable) => db.query<TeamMember>(`SELECT ${COLUMNS} FROM team_members ORDER BY id`),

  async count(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM team_members'))[0]!.n;
  },

  async create(db: Queryable, f: TeamMemberFields): Promise<TeamMember> {
    const rows = await db.query<TeamMember>(
      `INSERT INTO team_members (name, position, image_url) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [f.name, f.position, f.image_url],
    );
    return rows[0]!;
  },

  async update(db: Queryable, id: number, f: TeamMemberFields): Promise<TeamMember | undefined> {
    const rows = await db.query<TeamMember>(
      `UPDATE team_members SET name = $2, position = $3, image_url = $4, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, f.name, f.position, f.image_url],
    );
    return rows[0];
  },

  async remove(db: Queryable, id: number): Promise<boolean> {
    return (await db.query('DELETE FROM team_members WHERE id = $1 RETURNING id', [id])).length > 0;
  },
};
