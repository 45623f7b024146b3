import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { DEFAULT_DROP_MIN_JUDGES, DEFAULT_TIE_BREAK } from '@showgrid/shared/scoring-rules';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';

/** Rows as the server sends them, every field present: fakes answer these, so they keep the contract. */

/** A vehicle as GET /api/vehicle/ lists it, every field the server sends; a test names what matters to it. */
export function vehicleRow(id: number, extra: Partial<Vehicle> = {}): Vehicle {
  return {
    intVehicleId: id,
    intEventId: 1,
    strUniqueId: null,
    strRegistrationNumber: `REG${String(id)}`,
    strBrandName: 'Ford',
    strModelName: `Model ${String(id)}`,
    strOwnerName: `Owner ${String(id)}`,
    intCategoryId: 1,
    strCategoryName: 'Classic Cars',
    intVehicleTypeId: 1,
    strVehicleTypeTitle: 'Car',
    blnPaid: false,
    strPaymentStatus: 'Unpaid',
    blnVIP: false,
    strRegistrationType: 'Regular',
    blnParticipateinLegendsTour: false,
    objAdditionalInfo: {},
    arrVehicleImagedetails: [],
    arrVehicleDocuments: [],
    arrVehicleDocumentNames: [],
    strTotalScore: null,
    arrJudgingParameterIds: [],
    ...extra,
  };
}

/** A category as GET /api/vehicle/vehicle-category/ lists it, with a series. */
export function categoryRow(id: number, extra: Partial<Category> = {}): Category {
  return {
    id,
    intCategoryId: id,
    strVehicleCategoryName: 'Classics',
    intVehicleType: 1,
    strVehicleTypeTitle: 'Cars',
    base64CategoryIcon: null,
    strPrefix: 'CL',
    intStartRange: 1,
    intRangeUpto: 50,
    ...extra,
  };
}

type Optional =
  | 'arrPanels'
  | 'dtVotingOpensAt'
  | 'dtVotingClosesAt'
  | 'objVotingWindow'
  | 'strScoringRule'
  | 'intDropMinJudges'
  | 'objMedalBands'
  | 'arrTieBreak'
  | 'arrDeductionReasons';

/**
 * An event as the server sends it: without panels named, every category is judged by all its
 * judges; without a voting window set, by the rule from the start (open here unless told).
 */
export function showEventRow(event: Omit<ShowEvent, Optional> & Partial<Pick<ShowEvent, Optional>>): ShowEvent {
  const start = new Date(event.strEventStartDateTime).getTime();
  return {
    ...event,
    arrPanels: event.arrPanels ?? event.arrVehicleCategory.map((category) => ({ intCategoryId: category.id, arrJudges: event.arrJudges, blnWholeEvent: true })),
    dtVotingOpensAt: event.dtVotingOpensAt ?? null,
    dtVotingClosesAt: event.dtVotingClosesAt ?? null,
    strScoringRule: event.strScoringRule ?? 'points',
    intDropMinJudges: event.intDropMinJudges ?? DEFAULT_DROP_MIN_JUDGES,
    objMedalBands: event.objMedalBands ?? null,
    arrTieBreak: event.arrTieBreak ?? DEFAULT_TIE_BREAK,
    arrDeductionReasons: event.arrDeductionReasons ?? [],
    objVotingWindow: event.objVotingWindow ?? {
      strState: 'open',
      dtOpensAt: new Date(start - 12 * HOUR).toISOString(),
      dtClosesAt: new Date(start + 72 * HOUR).toISOString(),
    },
  };
}

const HOUR = 60 * 60 * 1000;

/** A bare event (no categories, judges or panels) with its id, title and start: most pages need no more. */
export function eventRow(id: number, title: string, start: string, extra: Partial<ShowEvent> = {}): ShowEvent {
  return showEventRow({
    id,
    strEventTitle: title,
    strEventLocation: '',
    strEventCoordinatorName: '',
    strEventCoordinatorPhone: '',
    strEventDescription: '',
    strEventStartDateTime: start,
    b64Icon: null,
    arrVehicleCategory: [],
    arrJudges: [],
    strStatus: 'Active',
    arrPanels: [],
    ...extra,
  });
}
