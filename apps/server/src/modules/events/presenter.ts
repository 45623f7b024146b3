import type { z } from 'zod';
import { eventStatus, type eventRequestBodySchema, type ShowEvent, type VotingWindowView } from '@showgrid/shared/schemas/event';
import { votingWindow, windowState, type VotingSettings } from '@showgrid/shared/voting-window';
import { mediaUrl } from '../media/repository.ts';
import { panelOf } from './panels.ts';
import type { EventRecord } from './repository.ts';
import type { EventInput } from './service.ts';

/** The route boundary (ADR 002): SPEC's field names outside, the code's own names inside; the one place an event's are written. */

export type EventRequestBody = z.output<typeof eventRequestBodySchema>;

export function eventInputOf(body: EventRequestBody): EventInput {
  return {
    fields: {
      title: body.strEventTitle,
      location: body.strEventLocation,
      coordinatorName: body.strEventCoordinatorName,
      coordinatorPhone: body.strEventCoordinatorPhone,
      description: body.strEventDescription,
      startsAt: new Date(body.strEventStartDateTime),
    },
    // An empty string is what a form sends for "no new image": keep the current one.
    icon: body.b64Icon || undefined,
    categoryIds: body.arrVehicleCategory,
    judgeIds: body.arrJudges,
    panels: body.arrPanels?.map((panel) => ({ categoryId: panel.intCategoryId, judgeIds: panel.arrJudges })),
    voting: { opensAt: dateOrNull(body.dtVotingOpensAt), closesAt: dateOrNull(body.dtVotingClosesAt) },
    scoring: {
      rule: body.strScoringRule,
      dropMinJudges: body.intDropMinJudges,
      medalBands: body.objMedalBands,
      tieBreak: body.arrTieBreak,
      deductionReasons: body.arrDeductionReasons,
    },
  };
}

/** A time, null, or undefined (left out: kept), as the body gave it. */
const dateOrNull = (value: string | null | undefined) => (value === undefined || value === null ? value : new Date(value));

/** An event in API names, without what depends on the clock (the status, the voting window's state). */
function apiFields(event: EventRecord): Omit<ShowEvent, 'strStatus' | 'objVotingWindow'> {
  return {
    id: event.id,
    strEventTitle: event.title,
    strEventLocation: event.location,
    strEventCoordinatorName: event.coordinatorName,
    strEventCoordinatorPhone: event.coordinatorPhone,
    strEventDescription: event.description,
    strEventStartDateTime: event.startsAt.toISOString(),
    b64Icon: mediaUrl(event.iconId),
    arrVehicleCategory: event.categories.map((c) => ({
      id: c.id,
      strVehicleCategoryName: c.name,
      strVehicleTypeTitle: c.vehicleTypeTitle,
      base64CategoryIcon: mediaUrl(c.iconId),
    })),
    arrJudges: event.judgeIds,
    arrPanels: event.categories.map((category) => ({
      intCategoryId: category.id,
      arrJudges: panelOf(event.panels, category.id, event.judgeIds),
      blnWholeEvent: !event.panels.some((panel) => panel.categoryId === category.id),
    })),
    dtVotingOpensAt: event.votingOpensAt?.toISOString() ?? null,
    dtVotingClosesAt: event.votingClosesAt?.toISOString() ?? null,
    strScoringRule: event.scoring.rule,
    intDropMinJudges: event.scoring.dropMinJudges,
    objMedalBands: event.scoring.medalBands,
    arrTieBreak: event.scoring.tieBreak,
    arrDeductionReasons: event.scoring.deductionReasons,
  };
}

/** The voting window in force and its state now (PRODUCT.md "Voting window"). */
export function presentVotingWindow(event: VotingSettings, now: Date): VotingWindowView {
  const window = votingWindow(event);
  return { strState: windowState(window, now), dtOpensAt: window.opensAt.toISOString(), dtClosesAt: window.closesAt.toISOString() };
}

/** An event as the API returns it; the status is judged against the app clock. */
export function presentEvent(event: EventRecord, now: Date): ShowEvent {
  const fields = apiFields(event);
  return { ...fields, strStatus: eventStatus(fields.strEventStartDateTime, now), objVotingWindow: presentVotingWindow(event, now) };
}

/** What the audit log keeps of an event, before and after alike: API names, the icon as its /media path, mapped ids. */
export type EventSnapshot = Omit<ShowEvent, 'strStatus' | 'objVotingWindow' | 'arrVehicleCategory'> & { arrVehicleCategory: number[] };

export function eventSnapshot(event: EventRecord): EventSnapshot {
  const fields = apiFields(event);
  return { ...fields, arrVehicleCategory: fields.arrVehicleCategory.map((c) => c.id) };
}

declare module '../../lib/audit.ts' {
  interface AuditSnapshots {
    event: EventSnapshot;
  }
}
