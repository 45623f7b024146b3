import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { attempt, DEFINITIVE_REFUSALS } from './retry-rule';

const answering = (status: number) => () => Promise.reject(new ApiError(status, { detail: `status ${String(status)}` }));

describe('the one retry rule of every device write (ADR 030)', () => {
  it('a 2xx is sent, with the server’s answer', async () => {
    expect(await attempt(() => Promise.resolve({ data: 1 }))).toEqual({ kind: 'sent', answer: { data: 1 } });
    expect(await attempt(() => Promise.resolve(null))).toEqual({ kind: 'sent', answer: null });
  });

  it.each([400, 403, 404, 409, 410, 413, 422])('a %i is a refusal for good', async (status) => {
    const outcome = await attempt(answering(status));
    expect(outcome).toMatchObject({ kind: 'refused', error: { status } });
  });

  it.each([401, 402, 405, 408, 415, 429, 500, 502, 503, 504])('a %i waits and is tried again', async (status) => {
    const outcome = await attempt(answering(status));
    expect(outcome).toMatchObject({ kind: 'waiting', error: { status } });
  });

  it('no network, or no answer within the time limit, is offline (the pass stops)', async () => {
    expect(await attempt(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'offline' });
    const hanging = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))));
    expect(await attempt(hanging, 20)).toEqual({ kind: 'offline' });
  });

  it('names exactly the refusals PRODUCT.md and issue 29 list', () => {
    expect([...DEFINITIVE_REFUSALS].sort()).toEqual([400, 403, 404, 409, 410, 413, 422]);
  });
});
