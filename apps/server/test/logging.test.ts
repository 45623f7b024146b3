import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

let ctx: TestContext | undefined;
afterAll(() => ctx?.close());

describe('request logging', () => {
  it('logs requests without passwords, tokens or authorization headers', async () => {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    ctx = await createTestContext({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    const password = 'pa55word-that-must-not-leak';
    const user = await ctx.createUser({ password });
    const { access, refresh } = await ctx.login(user.email, password);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
    await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization: `Bearer ${access}` } });
    await ctx.app.inject({ method: 'GET', url: `/api/health?token=${access}&x=1` });

    expect(logged).toContain('/api/auth/token/');
    expect(logged).toContain('token=[redacted]&x=1');
    for (const secret of [password, access, refresh]) expect(logged).not.toContain(secret);
  });
});
