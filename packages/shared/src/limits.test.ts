import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config.ts';
import { formatJudgeId, LIMITS } from './limits.ts';
import { loginBodySchema } from './schemas/auth.ts';

describe('shared limits and schemas', () => {
  it('formats judge ids with the JDG- prefix, zero-padded to three digits', () => {
    expect(formatJudgeId(7)).toBe('JDG-007');
    expect(formatJudgeId(1234)).toBe('JDG-1234');
  });

  it('keeps SPEC §9 numbers', () => {
    expect(LIMITS).toMatchObject({ offlineRetryMs: 3000, offlineCheckMs: 4000, pageSize: 10, maxJudgesChoices: 3 });
  });

  it('says "This field is required." for a missing field', () => {
    const result = loginBodySchema.safeParse({ username: 'a@b.c' });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors.password).toEqual(['This field is required.']);
  });
});
