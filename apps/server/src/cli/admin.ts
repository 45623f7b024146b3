import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { refreshTokens } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/users/repository.ts';

const USAGE = `Usage: npm run admin -- create EMAIL   create an admin (password from ADMIN_PASSWORD, else generated)
       npm run admin -- reset EMAIL    set a new password (ADMIN_PASSWORD, else generated) and sign out everywhere`;

async function main(argv: string[]): Promise<number> {
  const [command, emailArg] = argv;
  const email = z.email().safeParse(emailArg);
  if ((command !== 'create' && command !== 'reset') || !email.success) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const users = createUsersRepository(database.db);
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    const existing = await users.findByEmail(email.data);
    if (command === 'create') {
      if (existing) {
        console.error(`An account with ${email.data} already exists. Use: npm run admin -- reset ${email.data}`);
        return 1;
      }
      const user = await users.create({ email: email.data, passwordHash: await hashPassword(password), role: 'admin' });
      await audit(database.db, {
        userId: null,
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: { email: user.email, role: 'admin' },
      });
      console.log(`Admin ${user.email} created.`);
    } else {
      if (!existing) {
        console.error(`No account with ${email.data}. Use: npm run admin -- create ${email.data}`);
        return 1;
      }
      await users.setPassword(existing.id, await hashPassword(password));
      await database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, existing.id));
      await audit(database.db, { userId: null, action: 'reset-password', entity: 'user', entityId: existing.id });
      console.log(`Password of ${existing.email} reset; its sessions were signed out.`);
    }
    if (!config.ADMIN_PASSWORD) console.log(`Password: ${password}\n(shown only this once)`);
    return 0;
  } finally {
    await database.close();
    database.unlock();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
