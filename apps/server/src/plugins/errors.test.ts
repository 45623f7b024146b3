import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.ts';

/** A driver error as Drizzle hands it on: the SQLSTATE sits on the cause. */
const driverError = (code: string) =>
  Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('raw'), { code }) });

describe('the error handler', () => {
  it('answers 400 for text the database cannot store (NUL), 500 without internals for other failures', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/nul-text', async () => {
      throw driverError('22021');
    });
    app.get('/nul-json', async () => {
      throw driverError('22P05');
    });
    app.get('/other', async () => {
      throw driverError('XX000');
    });
    for (const url of ['/nul-text', '/nul-json']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The request holds a character that cannot be stored (NUL).' });
    }
    const other = await app.inject({ url: '/other' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({ detail: 'Internal server error.' });
    await app.close();
  });
});
