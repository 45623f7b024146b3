import { describe, expect, it } from 'vitest';
import { ROLES } from '@showgrid/shared/roles';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

// A person's own language (issue 33, scope 3): kept on their account by PUT /api/auth/me/, read
// back on GET, theirs alone. Who may call it at all is in test/security/access-table.ts.

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const url = '/api/auth/me/';
const put = (headers: { authorization: string } | undefined, payload: object) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const read = (headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url, headers });

describe('PUT /api/auth/me/ (the person’s own language)', () => {
  it.each(ROLES)('a %s keeps a language on their account, reads it back, and forgets it with null', async (role) => {
    const { user, headers } = await ctx.authAs(role);
    expect((await read(headers)).json()).toMatchObject({ data: { user_id: user.id, strLocale: null } });

    const kept = await put(headers, { strLocale: 'fr' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      data: { user_id: user.id, strEmail: user.email, strFullName: user.fullName, strUserType: role, strLocale: 'fr' },
    });
    expect((await read(headers)).json()).toMatchObject({ data: { strLocale: 'fr' } });

    expect((await put(headers, { strLocale: null })).json()).toMatchObject({ data: { strLocale: null } });
    expect((await read(headers)).json()).toMatchObject({ data: { strLocale: null } });
  });

  it('changes only the caller’s account', async () => {
    const first = await ctx.authAs('judge');
    const second = await ctx.authAs('judge');
    await put(first.headers, { strLocale: 'de' });
    await put(second.headers, { strLocale: 'es' });
    expect((await read(first.headers)).json()).toMatchObject({ data: { user_id: first.user.id, strLocale: 'de' } });
    expect((await read(second.headers)).json()).toMatchObject({ data: { user_id: second.user.id, strLocale: 'es' } });
  });

  it('refuses a language we do not speak, a missing field and a body that is no object, and changes nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    await put(headers, { strLocale: 'nl' });
    for (const payload of [{ strLocale: 'xx' }, { strLocale: 'NL' }, {}, { strLocale: 42 }]) {
      const refused = await put(headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toHaveProperty('strLocale');
    }
    const notAnObject = await put(headers, ['nl']);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toHaveProperty('non_field_errors');
    expect((await read(headers)).json()).toMatchObject({ data: { strLocale: 'nl' } });
  });

  it('refuses the words of the refusal in the language asked for', async () => {
    const { headers } = await ctx.authAs('admin');
    const refused = await ctx.app.inject({ method: 'PUT', url, headers: { ...headers, 'accept-language': 'de' }, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ strLocale: string[] }>().strLocale[0]).toBe('Dieses Feld ist erforderlich.');
  });

  it('answers 401 without a token and 404 for an account that is gone', async () => {
    expect((await put(undefined, { strLocale: 'fr' })).statusCode).toBe(401);
    const { user, headers } = await ctx.authAs('staff');
    await ctx.database.db.execute(`delete from users where id = ${String(user.id)}`);
    const gone = await put(headers, { strLocale: 'fr' });
    expect([401, 404]).toContain(gone.statusCode);
  });
});
