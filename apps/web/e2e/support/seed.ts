import { hashPassword } from '../../../server/src/lib/passwords.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { openDatabase } from '../../../server/src/db/open.ts';
import { createUsersRepository } from '../../../server/src/modules/users/repository.ts';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };
export const JUDGE = { email: 'judge@e2e.test', password: 'judge-password-e2e', fullName: 'Jamie Judge' };

/**
 * Seeds the data directory before the server starts (PGlite allows one process at a time).
 * The admin catalogue will let the e2e suite create judges through the API instead.
 */
export async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const users = createUsersRepository(database.db);
    const fast = { N: 2 ** 12 };
    await users.create({ ...ADMIN, passwordHash: await hashPassword(ADMIN.password, fast), role: 'admin', fullName: 'Admin' });
    await users.create({
      email: JUDGE.email,
      fullName: JUDGE.fullName,
      passwordHash: await hashPassword(JUDGE.password, fast),
      role: 'judge',
    });
  } finally {
    await database.close();
    database.unlock();
  }
}
