import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { eventPanelJudges } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { EventRecord, Executor, Panel } from './records.ts';

/**
 * Panels (PRODUCT.md "Panels"): per event and category, the mapped judges who judge it. A category
 * with no panel rows is judged by every judge mapped to the event. Every place that asks "does this
 * judge judge this category" (the vehicles a judge lists, a save, a recusal, a judge's progress)
 * reads the one SQL condition below; the event's reads carry the panels for the screens.
 */

/**
 * SQL: the judge judges the category at the event — on its panel, or the category has none.
 * (Mapping to the event is checked where the event is.)
 */
export function judgesCategory(eventId: SQLWrapper | number, categoryId: SQLWrapper | number, judgeId: SQLWrapper | number) {
  return sql`(not exists (select 1 from ${eventPanelJudges} p where p.event_id = ${eventId} and p.category_id = ${categoryId})
    or exists (select 1 from ${eventPanelJudges} p where p.event_id = ${eventId} and p.category_id = ${categoryId} and p.judge_id = ${judgeId}))`;
}

/** The judges of a category: its panel, or every mapped judge when it has none. */
export const panelOf = (panels: readonly Panel[], categoryId: number, mappedJudgeIds: readonly number[]): number[] =>
  panels.find((panel) => panel.categoryId === categoryId)?.judgeIds ?? [...mappedJudgeIds];

/** The event as a judge sees it: only the categories they judge (a judge lists and scores only those). */
export function judgesView(event: EventRecord, judgeId: number): EventRecord {
  const judges = (categoryId: number) => panelOf(event.panels, categoryId, event.judgeIds).includes(judgeId);
  return {
    ...event,
    categories: event.categories.filter((category) => judges(category.id)),
    panels: event.panels.filter((panel) => judges(panel.categoryId)),
  };
}

export const PANEL_MESSAGES = {
  category: 'This category is not part of the event.',
  judge: (id: number) => `Judge ${String(id)} is not a judge of this event.`,
};

/**
 * Why these panels cannot be the event's, as 400 field errors (empty when they can): each
 * category must be one of the event's, each judge one of its judges.
 */
export function panelProblems(event: Pick<EventRecord, 'categories' | 'judgeIds'>, panels: readonly Panel[]): string[] {
  const categoryIds = new Set(event.categories.map((category) => category.id));
  const problems: string[] = [];
  for (const panel of panels) {
    if (!categoryIds.has(panel.categoryId)) problems.push(`${PANEL_MESSAGES.category} (${String(panel.categoryId)})`);
    for (const judgeId of panel.judgeIds) if (!event.judgeIds.includes(judgeId)) problems.push(PANEL_MESSAGES.judge(judgeId));
  }
  return [...new Set(problems)];
}

export const panelsRepository = {
  /** The named panels of these events, by event. */
  async ofEvents(ex: Executor, eventIds: readonly number[]): Promise<Map<number, Panel[]>> {
    const byEvent = new Map<number, Panel[]>(eventIds.map((id) => [id, []]));
    if (eventIds.length === 0) return byEvent;
    const rows = await ex
      .select({ eventId: eventPanelJudges.eventId, categoryId: eventPanelJudges.categoryId, judgeId: eventPanelJudges.judgeId })
      .from(eventPanelJudges)
      .where(inArray(eventPanelJudges.eventId, [...eventIds]))
      .orderBy(asc(eventPanelJudges.categoryId), asc(eventPanelJudges.judgeId));
    for (const { eventId, categoryId, judgeId } of rows) {
      const panels = byEvent.get(eventId) ?? [];
      const panel = panels.find((p) => p.categoryId === categoryId);
      if (panel) panel.judgeIds.push(judgeId);
      else panels.push({ categoryId, judgeIds: [judgeId] });
      byEvent.set(eventId, panels);
    }
    return byEvent;
  },

  /** Makes the category's panel exactly `judgeIds`; none: every mapped judge again. */
  async replace(tx: Executor, eventId: number, categoryId: number, judgeIds: readonly number[]): Promise<void> {
    await tx.delete(eventPanelJudges).where(and(eq(eventPanelJudges.eventId, eventId), eq(eventPanelJudges.categoryId, categoryId)));
    if (judgeIds.length === 0) return;
    await tx.insert(eventPanelJudges).values(judgeIds.map((judgeId) => ({ eventId, categoryId, judgeId })));
  },
};

/** Makes the event's panels exactly `panels` (a category left out: every judge), after its mappings are set. */
export async function setPanels(tx: Executor, event: EventRecord, panels: readonly Panel[]): Promise<void> {
  const problems = panelProblems(event, panels);
  if (problems.length > 0) throw new HttpError(400, { arrPanels: problems });
  for (const category of event.categories) {
    const judgeIds = [...new Set(panels.find((panel) => panel.categoryId === category.id)?.judgeIds ?? [])];
    await panelsRepository.replace(tx, event.id, category.id, judgeIds);
  }
}
