import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { mediaUrl } from '../media/repository.ts';
import { panelOf } from './panels.ts';
import { presentRegistrationSettings } from './registration-fields.ts';
import type { EventRecord } from './records.ts';

/** An event in API names, without what depends on the clock (the status, the voting window's state). */
/** The event's fields as stored; strTimeZone null: the deployment's TIME_ZONE (the read names it: presenter.ts). */
export function eventFields(
  event: EventRecord,
): Omit<ShowEvent, 'strStatus' | 'objVotingWindow' | 'strTimeZone'> & { strTimeZone: string | null } {
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
    objRegistration: presentRegistrationSettings(event.registration),
    strLocale: event.place.locale,
    strTimeZone: event.place.timeZone,
  };
}

/** What the audit log keeps of an event, before and after alike: API names, the icon as its /media path, mapped ids. */
export type EventSnapshot = Omit<ShowEvent, 'strStatus' | 'objVotingWindow' | 'arrVehicleCategory' | 'strTimeZone'> & {
  arrVehicleCategory: number[];
  strTimeZone: string | null;
};

export function eventSnapshot(event: EventRecord): EventSnapshot {
  const fields = eventFields(event);
  return { ...fields, arrVehicleCategory: fields.arrVehicleCategory.map((c) => c.id) };
}

declare module '../../platform/audit.ts' {
  interface AuditSnapshots {
    event: EventSnapshot;
  }
}
