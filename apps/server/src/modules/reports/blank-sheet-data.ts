import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '@showgrid/shared/limits';
import { CATEGORY_NOT_FOUND, EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import { vehicleNameOrRegistration } from '@showgrid/shared/vehicle-name';
import type { Db } from '../../db/client.ts';
import { parameters, recusals, vehicles } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { panelOf } from '../events/panels.ts';
import { eventsRepository } from '../events/repository.ts';
import { PAPER_JUDGE_NOT_FOUND, PAPER_OFF_PANEL } from '../scores/service.ts';
import { audienceUrl } from '../vehicle-ids/qr.ts';
import type { BlankSheetInput } from './blank-sheet-pdf.ts';
import { findJudge } from '../results/event-judges.ts';
import { eventLine, scoringRuleText } from './report-text.ts';

export interface BlankSheetRequest {
  eventId: number;
  categoryId: number;
  judgeId: number;
  /** The deployment's TIME_ZONE, for an event without a zone of its own. */
  timeZone: string;
  /** Where visitors reach the app: the QR of each car is its windscreen card's. */
  publicUrl: string;
}

/**
 * What a judge's blank sheet for a category shows (blank-sheet-pdf.ts): the Paid vehicles of the
 * category the judge may score (they judge it: on its panel, or it has none; the ones they
 * stepped aside from are named, not listed), each with its type's live parameters. The judge must
 * judge the event and the category, as for a paper sheet entered later (ADR 034).
 */
export async function loadBlankSheet(db: Db, request: BlankSheetRequest): Promise<BlankSheetInput> {
  const { eventId, categoryId, judgeId } = request;
  const event = await eventsRepository.find(db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const category = event.categories.find((c) => c.id === categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const judge = event.judgeIds.includes(judgeId) ? await findJudge(db, judgeId) : undefined;
  if (!judge) throw notFound(PAPER_JUDGE_NOT_FOUND);
  if (!panelOf(event.panels, categoryId, event.judgeIds).includes(judgeId)) throw new HttpError(409, { detail: PAPER_OFF_PANEL });

  const rows = await db
    .select({
      id: vehicles.id,
      uniqueId: vehicles.uniqueId,
      brand: vehicles.brand,
      model: vehicles.model,
      registrationNo: vehicles.registrationNo,
      typeId: vehicles.vehicleTypeId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.eventId, eventId), eq(vehicles.categoryId, categoryId), eq(vehicles.paid, true)))
    // The order of the cars on the field: by vehicle id (those without one last).
    .orderBy(sql`${vehicles.uniqueId} asc nulls last`, asc(vehicles.id));
  const aside = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .select({ vehicleId: recusals.vehicleId })
            .from(recusals)
            .where(
              and(
                eq(recusals.eventId, eventId),
                eq(recusals.judgeId, judgeId),
                inArray(
                  recusals.vehicleId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        ).map((row) => row.vehicleId),
  );
  const typeIds = [...new Set(rows.map((row) => row.typeId))];
  const live =
    typeIds.length === 0
      ? []
      : await db
          .select({ typeId: parameters.vehicleTypeId, title: parameters.title, limit: parameters.scoreLimit })
          .from(parameters)
          .where(and(inArray(parameters.vehicleTypeId, typeIds), isNull(parameters.retiredAt)))
          .orderBy(asc(parameters.id));

  return {
    locale: event.place.locale,
    eventTitle: event.title,
    eventLine: eventLine({ ...event, timeZone: event.place.timeZone ?? request.timeZone }, event.place.locale),
    categoryName: category.name,
    judge: { name: judge.name, code: judge.code },
    deduction: event.scoring.rule === 'deduction',
    ruleText: scoringRuleText(i18nFor(event.place.locale), event.scoring),
    deductionReasons: event.scoring.deductionReasons,
    maxChoices: LIMITS.maxJudgesChoices,
    steppedAside: rows.filter((row) => aside.has(row.id)).map((row) => row.uniqueId ?? row.registrationNo),
    vehicles: rows
      .filter((row) => !aside.has(row.id))
      .map((row) => ({
        uniqueId: row.uniqueId,
        name: vehicleNameOrRegistration(row),
        registrationNo: row.registrationNo,
        qrUrl: row.uniqueId === null ? null : audienceUrl(request.publicUrl, row.uniqueId),
        parameters: live.filter((p) => p.typeId === row.typeId).map(({ title, limit }) => ({ title, limit })),
      })),
  };
}
