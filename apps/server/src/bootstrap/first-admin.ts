import type { Db } from '../db/client.ts';
import { audit } from '../platform/audit.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/users/repository.ts';

export interface FirstAdmin {
  email: string;
  /** Only when it was generated: printed once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates the first admin when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Returns undefined when an admin exists.
 */
export async function ensureFirstAdmin(db: Db, email?: string, password?: string): Promise<FirstAdmin | undefined> {
  const users = createUsersRepository(db);
  if ((await users.countByRole('admin')) > 0) return undefined;
  const adminEmail = email ?? 'admin@showgrid.local';
  const generatedPassword = password ? undefined : generatePassword();
  const user = await users.create({
    email: adminEmail,
    passwordHash: await hashPassword(password ?? generatedPassword ?? ''),
    role: 'admin',
    fullName: 'Administrator',
  });
  await audit(db, { userId: null, action: 'create', entity: 'user', entityId: user.id, after: { email: user.email, role: 'admin' } });
  return { email: user.email, generatedPassword };
}
