import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appMetaRepository } from '../repositories/app-meta';
import { headersRepository } from '../repositories/headers';
import { missionVisionRepository } from '../repositories/mission-vision';
import { postsRepository } from '../repositories/posts';
import { teamMembersRepository } from '../repositories/team-members';
import { usersRepository } from '../repositories/users';
import { lockForStartup, migrate } from './migrations';
import { seedDemo, writeDemoImages } from './seed/demo';

/**
 * First start (issue 3, point 5), run under an advisory lock in one transaction so several
 * instances starting together agree: migrations, the first Admin, and the demo content.
 */
export async function bootstrap(app: FastifyInstance): Promise<void> {
  const { config, db, log } = app;

  // Hash before taking the lock: argon2 takes a moment and needs no database.
  const generated = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const adminHash = await app.passwords.hash(config.adminPassword ?? generated!);
  // Images are files, written (once) before the transaction that refers to them.
  const wantDemo = config.seedDemo;
  if (wantDemo) await writeDemoImages(config.dataDir);

  const outcome = await db.transaction(async (tx) => {
    await lockForStartup(tx);
    const applied = await migrate(tx);

    let adminCreated = false;
    if ((await usersRepository.count(tx)) === 0) {
      await usersRepository.create(
        tx,
        { full_name: 'Site Administrator', email_address: config.adminEmail, telephone_number: '+250 700 000 000', role: 'Admin' },
        adminHash,
      );
      adminCreated = true;
    }

    // Seed only a database that never had content: deleting every post later must not bring the demo back.
    let seeded = false;
    const empty =
      (await postsRepository.count(tx)) === 0 &&
      (await teamMembersRepository.count(tx)) === 0 &&
      (await headersRepository.count(tx)) === 0;
    if (wantDemo && empty && !(await appMetaRepository.get(tx, 'demo_seeded_at'))) {
      await seedDemo(tx);
      await appMetaRepository.set(tx, 'demo_seeded_at', new Date().toISOString());
      seeded = true;
    }

    // Mission and vision are edited, never created, in the dashboard (spec §2): make sure they exist.
    if (!(await appMetaRepository.get(tx, 'mission_vision_created_at'))) {
      if ((await missionVisionRepository.count(tx)) === 0) {
        for (const title of ['Our Mission', 'Our Vision']) {
          await missionVisionRepository.create(tx, { title, icon: '', text: '', image_url: null });
        }
      }
      await appMetaRepository.set(tx, 'mission_vision_created_at', new Date().toISOString());
    }
    return { applied, adminCreated, seeded };
  });

  if (outcome.applied.length) log.info({ versions: outcome.applied }, 'database migrations applied');
  if (outcome.seeded) log.info('demo content seeded');
  if (outcome.adminCreated) {
    if (generated) {
      // Shown once, on stdout, whatever the log level: nobody could sign in otherwise.
      process.stdout.write(
        `\nAdmin sign-in: ${config.adminEmail} / ${generated}\n` +
          '(generated because ADMIN_PASSWORD is unset; it is not stored anywhere else, so change it after signing in)\n\n',
      );
    } else {
      log.info({ email: config.adminEmail }, 'first Admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
    }
  }
}
