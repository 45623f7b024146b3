import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Judge } from '@showgrid/shared/schemas/judge';
import type { RegistrationView } from '@showgrid/shared/schemas/registration';
import type { RankingRow } from '@showgrid/shared/schemas/results';
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
  | 'arrDeductionReasons'
  | 'objRegistration'
  | 'strLocale'
  | 'strTimeZone';

/**
 * An event as the server sends it: without panels named, every category is judged by all its
 * judges; without a voting window set, by the rule from the start (open here unless told).
 */
export function showEventRow(event: Omit<ShowEvent, Optional> & Partial<Pick<ShowEvent, Optional>>): ShowEvent {
  const start = new Date(event.strEventStartDateTime).getTime();
  return {
    ...event,
    arrPanels:
      event.arrPanels ??
      event.arrVehicleCategory.map((category) => ({ intCategoryId: category.id, arrJudges: event.arrJudges, blnWholeEvent: true })),
    dtVotingOpensAt: event.dtVotingOpensAt ?? null,
    dtVotingClosesAt: event.dtVotingClosesAt ?? null,
    strScoringRule: event.strScoringRule ?? 'points',
    intDropMinJudges: event.intDropMinJudges ?? DEFAULT_DROP_MIN_JUDGES,
    objMedalBands: event.objMedalBands ?? null,
    arrTieBreak: event.arrTieBreak ?? DEFAULT_TIE_BREAK,
    arrDeductionReasons: event.arrDeductionReasons ?? [],
    strLocale: event.strLocale ?? 'en',
    strTimeZone: event.strTimeZone ?? 'Europe/London',
    objRegistration: event.objRegistration ?? {
      blnOpen: false,
      dtOpensAt: null,
      dtClosesAt: null,
      strCurrency: 'EUR',
      dtEarlyUntil: null,
      intEventCap: null,
      blnApproval: false,
      arrPaymentModes: ['gate'],
      arrClasses: [],
      arrExtras: [],
    },
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

/**
 * An event of one category, Classic Cars, judged whole by its judges, starting 2030-05-01 09:00 UTC:
 * what the results pages' tests stand on. `extra` overrides any field (a scoring rule, panels).
 */
export function classicsEventRow(
  { id, title, categoryId, judges }: { id: number; title: string; categoryId: number; judges: number[] },
  extra: Partial<ShowEvent> = {},
): ShowEvent {
  return showEventRow({
    id,
    strEventTitle: title,
    strEventLocation: '',
    strEventCoordinatorName: '',
    strEventCoordinatorPhone: '',
    strEventDescription: '',
    strEventStartDateTime: '2030-05-01T09:00:00.000Z',
    b64Icon: null,
    arrVehicleCategory: [{ id: categoryId, strVehicleCategoryName: 'Classic Cars', strVehicleTypeTitle: 'Car', base64CategoryIcon: null }],
    arrJudges: judges,
    strStatus: 'Active',
    ...extra,
  });
}

/** A judge as GET /api/judge/ lists them: `name` is the full and first name, the code JDG-00{id}. */
export function judgeRow(id: number, name: string, eventIds: number[]): Judge {
  return {
    intJudgeId: id,
    strFullName: name,
    strFirstName: name,
    strLastName: '',
    strTitle: 'Judge',
    strEmail: `${String(id)}@example.com`,
    strJudgeCode: `JDG-00${String(id)}`,
    profilePicture: null,
    arrEventIds: eventIds,
  };
}

/**
 * A ranked vehicle as GET /api/ranking/ lists it: first of Classic Cars, one judge, 17/20, no votes
 * or medal. Every judge counts unless `extra` says otherwise (drop high and low).
 */
export function rankingRow(id: number, name: string, categoryId: number, extra: Partial<RankingRow> = {}): RankingRow {
  return {
    intRank: 1,
    intVehicleId: id,
    strUniqueId: `CC00${String(id)}`,
    strVehicleName: name,
    strOwnerName: `Owner ${String(id)}`,
    intCategoryId: categoryId,
    strCategoryName: 'Classic Cars',
    intTotalScore: 17,
    intMaxScore: 20,
    strTotalScore: '17/20',
    intJudgeCount: 1,
    intTopChoiceCount: 0,
    intVotes: 0,
    intTieGroup: null,
    blnOrderedByAdmin: false,
    blnTieAtAwardCut: false,
    strMedal: null,
    ...extra,
    intCountedJudgeCount: extra.intCountedJudgeCount ?? extra.intJudgeCount ?? 1,
  };
}

/**
 * An entry as the entrant reads it (GET /api/entrant/registrations/), every field present: Ada's
 * confirmed 1963 Jaguar E-Type in Classic Cars at event 5, paying EUR 25.00 at the gate, unpaid, no
 * card yet. The registration and entries fakes build theirs on it.
 */
export function registrationRow(id: number, extra: Partial<RegistrationView> = {}): RegistrationView {
  return {
    intRegistrationId: id,
    intEventId: 5,
    strEventTitle: 'Harbour Concours',
    intCategoryId: 1,
    strCategoryName: 'Classic Cars',
    strStatus: 'confirmed',
    strOwnerName: 'Ada Entrant',
    strPhone: '',
    strBrandName: 'Jaguar',
    strModelName: 'E-Type',
    intYear: 1963,
    strRegistrationNo: 'JAG 1963',
    strColour: '',
    strPaymentMode: 'gate',
    arrExtras: [],
    strCurrency: 'EUR',
    intFeeCents: 2500,
    intAmountCents: 2500,
    blnPaid: false,
    dtHoldExpiresAt: null,
    dtOfferExpiresAt: null,
    intWaitlistPosition: null,
    strCheckoutUrl: null,
    intVehicleId: null,
    strVehicleUniqueId: null,
    strReason: '',
    arrPhotos: [],
    dtCreatedAt: '2030-04-01T10:00:00.000Z',
    blnScoreSheetReady: false,
    ...extra,
  };
}
