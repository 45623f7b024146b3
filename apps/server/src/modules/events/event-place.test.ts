import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALE_MESSAGE, TIME_ZONE_MESSAGE } from '@showgrid/shared/locales';
import { API } from '@showgrid/shared/paths';
import { auditLog, events } from '../../db/schema/index.ts';
import { eventBody, postEvent } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

/**
 * An event's language and time zone (issue 33): optional in the body, kept when left out, always
 * on reads (the deployment's TIME_ZONE, UTC in tests, until the organiser sets one), audited.
 */

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const put = (headers: { authorization: string }, id: number, overrides: Parameters<typeof eventBody>[1]) =>
  ctx.app.inject({ method: 'PUT', url: API.event(id), headers, payload: eventBody(ctx, overrides) });
const read = async (headers: { authorization: string }, id: number) =>
  (await ctx.app.inject({ method: 'GET', url: API.event(id), headers })).json().data;

describe('strLocale and strTimeZone on an event', () => {
  it('reads English and the deployment’s zone when never set; set, they are kept by a body that leaves them out', async () => {
    const { headers } = await ctx.authAs('admin');
    const plain = await postEvent(ctx, headers);
    expect(plain).toMatchObject({ strLocale: 'en', strTimeZone: 'UTC' });

    const dutch = await postEvent(ctx, headers, { strLocale: 'nl', strTimeZone: 'Europe/Amsterdam' });
    expect(dutch).toMatchObject({ strLocale: 'nl', strTimeZone: 'Europe/Amsterdam' });
    // SPEC's body alone (no language, no zone): both kept.
    expect((await put(headers, dutch.id, { strEventTitle: 'Renamed' })).statusCode).toBe(200);
    expect(await read(headers, dutch.id)).toMatchObject({ strEventTitle: 'Renamed', strLocale: 'nl', strTimeZone: 'Europe/Amsterdam' });
    // One changed, the other kept.
    expect((await put(headers, dutch.id, { strLocale: 'de' })).statusCode).toBe(200);
    expect(await read(headers, dutch.id)).toMatchObject({ strLocale: 'de', strTimeZone: 'Europe/Amsterdam' });

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(dutch.id)), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id)
      .offset(1);
    expect(audit?.before).toMatchObject({ strLocale: 'nl', strTimeZone: 'Europe/Amsterdam' });
    expect(audit?.after).toMatchObject({ strLocale: 'de', strTimeZone: 'Europe/Amsterdam' });
  });

  it('refuses a language it does not speak and a zone that is none, in the field’s words, changing nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    const event = await postEvent(ctx, headers, { strLocale: 'fr', strTimeZone: 'Europe/Paris' });
    for (const [body, field, message] of [
      [{ strLocale: 'xx' }, 'strLocale', LOCALE_MESSAGE],
      [{ strLocale: 'EN' }, 'strLocale', LOCALE_MESSAGE],
      [{ strTimeZone: 'Mars/Olympus_Mons' }, 'strTimeZone', TIME_ZONE_MESSAGE],
      [{ strTimeZone: '' }, 'strTimeZone', TIME_ZONE_MESSAGE],
      [{ strTimeZone: 42 }, 'strTimeZone', TIME_ZONE_MESSAGE],
    ] as const) {
      const res = await ctx.app.inject({ method: 'PUT', url: API.event(event.id), headers, payload: { ...eventBody(ctx), ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ [field]: [message] });
    }
    const create = await ctx.app.inject({ method: 'POST', url: API.events, headers, payload: { ...eventBody(ctx), strLocale: 'klingon' } });
    expect(create.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ locale: 'fr', timeZone: 'Europe/Paris' });
    expect(await ctx.database.db.select().from(events)).toHaveLength(1);
  });

  it('is the organiser’s to set: a judge’s change is refused and changes nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    const event = await postEvent(ctx, headers, { strLocale: 'es', strTimeZone: 'Europe/Madrid' });
    const asJudge = await ctx.authAs('judge');
    const res = await put(asJudge.headers, event.id, { strLocale: 'de' });
    expect(res.statusCode).toBe(403);
    expect(await read(headers, event.id)).toMatchObject({ strLocale: 'es' });
  });
});
