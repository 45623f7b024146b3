import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, eventPanelJudges } from '../../db/schema/index.ts';
import { createCategory, mappingRows, postEvent } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const BURST = 50;

const eventAudits = async (eventId: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(eventId))))
  ).filter((row) => row.action === 'update');

/**
 * The mappings, a panel and the voting switch change an event through one path (events/service.ts
 * changeEvent: lock, change, read again, audit, announce). Under a burst each change must see the
 * one before it: none lost, each audited once with the state it found and left.
 */
describe('changes of one event at once', () => {
  it(`${BURST} judges mapped one by one at once: all mapped, ${BURST} audit rows, each after the one before`, async () => {
    const { headers } = await ctx.authAs('admin');
    const event = await postEvent(ctx, headers, { arrJudges: [] });
    const judges = await Promise.all(Array.from({ length: BURST }, () => ctx.createUser({ role: 'judge' })));
    const answers = await Promise.all(
      judges.map((judge) =>
        ctx.app.inject({
          method: 'PUT',
          url: API.mapJudge,
          headers,
          payload: { intEventId: event.id, listJudgesList: [judge.id], isAdd: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(judges.map(() => 200));
    expect((await mappingRows(ctx, event.id)).judgeIds).toEqual(judges.map((judge) => judge.id).sort((a, b) => a - b));
    const audits = await eventAudits(event.id);
    expect(audits).toHaveLength(BURST);
    // Serialised by the lock: every change found exactly the judges the changes before it left.
    const counts = audits.map((row) => ({
      before: (row.before as { arrJudges: number[] }).arrJudges.length,
      after: (row.after as { arrJudges: number[] }).arrJudges.length,
    }));
    expect(counts.map((count) => count.before).sort((a, b) => a - b)).toEqual(Array.from({ length: BURST }, (_, i) => i));
    for (const count of counts) expect(count.after).toBe(count.before + 1);
  });

  it('a panel set and judges mapped at once: the panel holds exactly the judges sent, every mapping kept', async () => {
    const { headers } = await ctx.authAs('admin');
    const category = await createCategory(ctx);
    const panel = await Promise.all(Array.from({ length: 3 }, () => ctx.createUser({ role: 'judge' })));
    const event = await postEvent(ctx, headers, { arrVehicleCategory: [category.id], arrJudges: panel.map((judge) => judge.id) });
    const others = await Promise.all(Array.from({ length: 20 }, () => ctx.createUser({ role: 'judge' })));
    const answers = await Promise.all([
      ctx.app.inject({
        method: 'PUT',
        url: API.mapPanel,
        headers,
        payload: { intEventId: event.id, intCategoryId: category.id, listJudgesList: panel.map((judge) => judge.id) },
      }),
      ...others.map((judge) =>
        ctx.app.inject({
          method: 'PUT',
          url: API.mapJudge,
          headers,
          payload: { intEventId: event.id, listJudgesList: [judge.id], isAdd: true },
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const onPanel = await ctx.database.db.select().from(eventPanelJudges).where(eq(eventPanelJudges.eventId, event.id));
    expect(onPanel.map((row) => row.judgeId).sort((a, b) => a - b)).toEqual(panel.map((judge) => judge.id).sort((a, b) => a - b));
    expect((await mappingRows(ctx, event.id)).judgeIds).toHaveLength(panel.length + others.length);
    expect(await eventAudits(event.id)).toHaveLength(1 + others.length);
  });
});
