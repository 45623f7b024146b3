import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createUsersRepository } from '../src/modules/users/repository.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('request logging', () => {
  it('logs requests without passwords, tokens or authorization headers', async () => {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'info' }), database, logStream: stream });
    try {
      const password = 'pa55word-that-must-not-leak';
      await createUsersRepository(database.db).create({
        email: 'log@example.com',
        passwordHash: await hashPassword(password, { N: 2 ** 10 }),
        role: 'admin',
      });
      const login = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username: 'log@example.com', password } });
      const { access, refresh } = login.json();
      await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
      await app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization: `Bearer ${access}` } });
      await app.inject({ method: 'GET', url: `/api/health?token=${access}&x=1` });

      expect(logged).toContain('/api/auth/token/');
      expect(logged).toContain('token=[redacted]&x=1');
      for (const secret of [password, access, refresh]) expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
