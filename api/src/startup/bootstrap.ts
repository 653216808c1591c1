import { randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { headersRepository, missionVisionRepository, postsRepository, teamMembersRepository } from '../repositories/content-types';
import { appMetaRepository } from '../repositories/app-meta';
import { usersRepository } from '../repositories/users';
import { MIGRATIONS, lockForStartup, migrate, type Migration } from '../db/migrations';
import { seedDemo, writeDemoImages } from './seed/demo';

/** Where a generated first Admin password is kept for the operator (mode 0600). */
const ADMIN_PASSWORD_FILE = 'admin-password';

/**
 * First start, run under an advisory lock in one transaction so several
 * instances starting together agree: migrations, the first Admin, and the demo content.
 */
export async function bootstrap(app: FastifyInstance, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const { config, db, log } = app;

  // Hash before taking the lock: argon2 takes a moment and needs no database.
  const generated = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const adminHash = await app.passwords.hash(config.adminPassword ?? generated!);
  // Images are files, written (once) before the transaction that refers to them.
  const wantDemo = config.seedDemo;
  if (wantDemo) await writeDemoImages(config.dataDir);

  const outcome = await db.transaction(async (tx) => {
    await lockForStartup(tx);
    const applied = await migrate(tx, migrations);

    let adminCreated = false;
    if ((await usersRepository.count(tx)) === 0) {
      // A generated password was seen by whoever read the file or the terminal: its first use
      // asks for a new one. ADMIN_PASSWORD is the operator's own choice and asks for nothing more.
      await usersRepository.create(
        tx,
        { full_name: 'Site Administrator', email_address: config.adminEmail, telephone_number: '+250 700 000 000', role: 'Admin' },
        adminHash,
        Boolean(generated),
      );
      adminCreated = true;
    }

    // Seed only a database that never had content: deleting every post later must not bring the demo back.
    let seeded = false;
    const empty = (await postsRepository.count(tx)) === 0 && (await teamMembersRepository.count(tx)) === 0 && (await headersRepository.count(tx)) === 0;
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
      // Kept in a file only its owner can read; shown on a terminal (someone started this by
      // hand), never written into a log file or a container's log (docs/security.md).
      const file = join(config.dataDir, ADMIN_PASSWORD_FILE);
      await writeFile(file, `${generated}\n`, { mode: 0o600 });
      await chmod(file, 0o600);
      log.info(
        { email: config.adminEmail, file },
        'first Admin created with a generated password (kept in the file named here; the first sign-in asks for a new one)',
      );
      if (process.stdout.isTTY) {
        process.stdout.write(
          `\nAdmin sign-in: ${config.adminEmail} / ${generated}\n` +
            `(generated because ADMIN_PASSWORD is unset; also kept in ${file}; the first sign-in asks for a new one)\n\n`,
        );
      }
    } else {
      log.info({ email: config.adminEmail }, 'first Admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
    }
  }
}
