import { eventCategories } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { mappedJudge, scoringShow } from './scores.ts';
import { insertVehicles } from './vehicles.ts';

/** Factories the panel and coverage tests share (imported by *.test.ts only). */

/**
 * Two categories of one event (Classics: the scoring show's four Paid cars and an Unpaid one;
 * Moderns: two more Paid) and two judges mapped to it, A (the show's) and B.
 */
export async function panelShow(ctx: TestContext) {
  const show = await scoringShow(ctx);
  const admin = await ctx.authAs('admin');
  const b = await mappedJudge(ctx, show);
  await ctx.database.db.insert(eventCategories).values({ eventId: show.event.id, categoryId: show.otherCategory.id });
  const moderns = await insertVehicles(ctx, { ...show, category: show.otherCategory }, [
    { registrationNo: 'M1', paid: true, brand: 'Tesla', model: 'Roadster' },
    { registrationNo: 'M2', paid: true, brand: 'Rimac', model: 'Nevera' },
  ]);
  return { ...show, admin, a: show.judge, b, moderns };
}

export type PanelShow = Awaited<ReturnType<typeof panelShow>>;
