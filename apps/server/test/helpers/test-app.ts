import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '@showgrid/shared/roles';
import { buildApp } from '../../src/app.ts';
import type { PublicRenderer } from '../../src/modules/public-pages/renderer.ts';
import { loadConfig } from '../../src/config.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createUsersRepository, type User } from '../../src/modules/users/repository.ts';
import type { OpenOptions } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/** Cheap scrypt for fixtures: the hash records its parameters, so verification still works. */
const FAST_SCRYPT = { N: 2 ** 10 };
export const TEST_PASSWORD = 'correct horse battery';

/** A clock the test can move, to expire tokens and rate-limit windows without waiting. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  createUser(input?: { role?: Role; email?: string; password?: string; fullName?: string }): Promise<User>;
  /** Signs in through the API; returns the token pair. */
  login(email: string, password?: string): Promise<{ access: string; refresh: string; user_id: number }>;
  /** A user of that role, signed in: the bearer header to send. */
  authAs(role: Role): Promise<{ user: User; headers: { authorization: string } }>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

let emailCounter = 0;

export interface TestContextOptions {
  /** Environment for loadConfig, over the test defaults (silent logs, no web build). */
  env?: Record<string, string>;
  logStream?: NodeJS.WritableStream;
  /** Opening the database: a logger sees every statement the app sends (tests count them). */
  database?: OpenOptions;
  /** The server-rendered public pages, rendered by the web's own source (test/helpers/public-renderer.ts). */
  publicRenderer?: PublicRenderer;
}

export async function createTestContext({
  env = {},
  logStream,
  database: open,
  publicRenderer,
}: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase(open);
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '/nonexistent',
    TIME_ZONE: 'UTC',
    ...env,
  });
  const app = await buildApp({ config, database, now: clock.now, logStream, publicRenderer: publicRenderer ?? null });
  const users = createUsersRepository(database.db);

  const ctx: TestContext = {
    app,
    database,
    clock,
    async createUser({ role = 'admin', email, password = TEST_PASSWORD, fullName = 'Test Person' } = {}) {
      return users.create({
        email: email ?? `${role}${++emailCounter}@example.com`,
        passwordHash: await hashPassword(password, FAST_SCRYPT),
        role,
        fullName,
      });
    },
    async login(email, password = TEST_PASSWORD) {
      // As our web client signs in: rotating refresh tokens (ADR 003).
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/token/',
        payload: { username: email, password, blnRotateRefresh: true },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async authAs(role) {
      const user = await ctx.createUser({ role });
      const { access } = await ctx.login(user.email);
      return { user, headers: { authorization: `Bearer ${access}` } };
    },
    async reset() {
      clock.reset();
      await database.reset();
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
  return ctx;
}

/**
 * The usual lifecycle of an API test file: one app and database for the file, a clean slate
 * (empty tables, clock back to now) before each test.
 */
export function useTestContext(ready: (ctx: TestContext) => void, options: { resetEachTest?: boolean } = {}): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    ready(ctx);
  });
  afterAll(() => ctx?.close());
  if (options.resetEachTest ?? true) beforeEach(() => ctx?.reset());
}
