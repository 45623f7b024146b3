import { API } from '@showgrid/shared/paths';
import { deductedScore } from '@showgrid/shared/scoring-rules';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { recusalBodySchema, scoreEntryBodySchema, type JudgeChoice, type ScoreEntry } from '@showgrid/shared/schemas/score';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';
import { vehicleRow } from '../../../test/rows';
import { showEventRow } from '../../../test/rows';

/** The judge's side of the API as an in-memory fake behind fetch; it keeps the entries it is sent. */
export const EVENT_ID = 3;
export const CLASSICS = 5;
export const CHOPPERS = 6;
const CAR_TYPE = 1;

export const showEvent: ShowEvent = showEventRow({
  id: EVENT_ID,
  strEventTitle: 'Spring Concours',
  strEventLocation: 'Goodwood',
  strEventCoordinatorName: '',
  strEventCoordinatorPhone: '',
  strEventDescription: '',
  strEventStartDateTime: '2030-05-01T08:00:00.000Z',
  b64Icon: null,
  arrVehicleCategory: [
    { id: CLASSICS, strVehicleCategoryName: 'Classic Cars', strVehicleTypeTitle: 'Car', base64CategoryIcon: '/media/classics' },
    { id: CHOPPERS, strVehicleCategoryName: 'Choppers', strVehicleTypeTitle: 'Motorbike', base64CategoryIcon: null },
  ],
  arrJudges: [7],
  strStatus: 'Active',
});

export const parameters: Parameter[] = [
  { id: 11, strParameterTitle: 'Build Quality', intScoreLimit: 10, intVehicleTypeId: CAR_TYPE },
  { id: 12, strParameterTitle: 'Creativity', intScoreLimit: 5, intVehicleTypeId: CAR_TYPE },
];

export function vehicle(id: number, extra: Partial<Vehicle> = {}): Vehicle {
  return vehicleRow(id, {
    intEventId: EVENT_ID,
    strUniqueId: `CC00${String(id)}`,
    strOwnerName: 'Owner',
    intCategoryId: CLASSICS,
    intVehicleTypeId: CAR_TYPE,
    blnPaid: true,
    strPaymentStatus: 'Paid',
    arrVehicleImagedetails: [{ id: id * 10, name: 'front.jpg', strBase64Image: `/media/car-${String(id)}` }],
    arrJudgingParameterIds: parameters.map((parameter) => parameter.id),
    ...extra,
  });
}

export const defaultVehicles = [
  vehicle(1, { strBrandName: 'Jaguar', strModelName: 'E-Type' }),
  vehicle(2, { strBrandName: 'Aston Martin', strModelName: 'DB5' }),
  vehicle(3, { strBrandName: 'Ford', strModelName: 'Mustang' }),
];

interface Seed {
  events?: ShowEvent[];
  vehicles?: Vehicle[];
  entries?: ScoreEntry[];
  /** Vehicles this judge stepped aside from, as the server holds them. */
  recusals?: number[];
}

export function scoreEntry(vehicleId: number, extra: Partial<ScoreEntry> = {}): ScoreEntry {
  return {
    intScoreId: 500 + vehicleId,
    intEventId: EVENT_ID,
    intVehicleId: vehicleId,
    intJudgeId: 7,
    strSpecialNote: '',
    objParameterWiseScore: { '11': 5, '12': 3 },
    arrParameterWiseScore: [],
    blnTopChoice: false,
    intTotalScore: 8,
    intMaxScore: 15,
    dtEditedAt: '2030-05-01T09:00:00.000Z',
    dtSavedAt: '2030-05-01T09:00:01.000Z',
    objParameterWiseDeductions: {},
    ...extra,
  };
}

export function fakeJudgingApi(seed: Seed = {}) {
  const events = seed.events ?? [showEvent];
  const vehicles = seed.vehicles ?? defaultVehicles;
  const entries: ScoreEntry[] = [...(seed.entries ?? [])];
  const recusals: number[] = [...(seed.recusals ?? [])];

  const store = (raw: unknown, scoreId?: number): ScoreEntry => {
    const body = scoreEntryBodySchema.parse(raw);
    // As the server does (ADR 029): a parameter with deductions scores its limit less them.
    const deductions = body.objParameterWiseDeductions ?? {};
    const scores = { ...body.objParameterWiseScore };
    for (const [id, list] of Object.entries(deductions)) {
      const limit = parameters.find((parameter) => String(parameter.id) === id)?.intScoreLimit ?? 0;
      scores[id] = deductedScore(limit, list);
    }
    const existing = entries.findIndex((entry) => entry.intVehicleId === body.intVehicleId || entry.intScoreId === scoreId);
    const entry = scoreEntry(body.intVehicleId, {
      intScoreId: existing >= 0 ? (entries[existing]?.intScoreId ?? 0) : 500 + body.intVehicleId,
      strSpecialNote: body.strSpecialNote,
      objParameterWiseScore: scores,
      blnTopChoice: body.blnTopChoice,
      intTotalScore: Object.values(scores).reduce((sum, score) => sum + score, 0),
      dtEditedAt: body.dtEditedAt,
      objParameterWiseDeductions: deductions,
    });
    if (existing >= 0) entries[existing] = entry;
    else entries.push(entry);
    return entry;
  };

  const choices = (): JudgeChoice[] =>
    entries
      .filter((entry) => entry.blnTopChoice)
      .map((entry, index) => {
        const row = vehicles.find((candidate) => candidate.intVehicleId === entry.intVehicleId);
        return {
          intRank: index + 1,
          intScoreId: entry.intScoreId,
          intVehicleId: entry.intVehicleId,
          strUniqueId: row?.strUniqueId ?? null,
          strVehicleName: row ? `${row.strBrandName} ${row.strModelName}` : '',
          strCategoryName: row?.strCategoryName ?? '',
          intTotalScore: entry.intTotalScore,
          intMaxScore: entry.intMaxScore,
          strImage: row?.arrVehicleImagedetails[0]?.strBase64Image ?? null,
        };
      });

  /** A recusal of this judge as the server lists it. */
  const recusal = (eventId: number, vehicleId: number) => ({
    intEventId: eventId,
    intVehicleId: vehicleId,
    intJudgeId: 7,
    strJudgeName: 'Ada Lovelace',
    strReason: '',
    dtCreatedAt: '2030-05-01T09:00:00.000Z',
  });

  const route = ({ method, path, query, body }: LoggedRequest): Response => {
    if (path === API.health) return jsonResponse({ status: 'ok', database: 'pglite' });
    if (method === 'GET' && path === API.events) return jsonResponse({ data: events });
    if (method === 'GET' && path === API.vehicles) {
      // The server's filters: the event always, the category when asked.
      const eventId = Number(query.get('intEventId'));
      const categoryId = query.get('intCategoryId');
      const rows = vehicles.filter(
        (row) => row.intEventId === eventId && (categoryId === null || row.intCategoryId === Number(categoryId)),
      );
      return jsonResponse({ data: rows });
    }
    if (method === 'GET' && path === API.parameters) return jsonResponse({ data: parameters });
    if (method === 'GET' && path === API.scoreEntries) return jsonResponse({ data: entries });
    if (method === 'GET' && path === API.judgeChoice) return jsonResponse({ data: choices() });
    if (method === 'GET' && path === API.scoreCount) {
      // As the server counts: a vehicle stepped aside from is neither judged nor in the total.
      const judged = entries.filter((entry) => !recusals.includes(entry.intVehicleId)).length;
      return jsonResponse({ intJudgedCount: judged, intTotalCount: vehicles.length - recusals.length, arrCategory: [] });
    }
    if (method === 'POST' && path === API.scoreEntries) return jsonResponse({ data: store(body) }, 201);
    const put = /^\/api\/score-entry\/(\d+)\/$/.exec(path);
    if (method === 'PUT' && put) return jsonResponse({ data: store(body, Number(put[1])) });
    if (method === 'POST' && path === API.recusals) {
      const { intEventId, intVehicleId } = recusalBodySchema.parse(body);
      recusals.push(intVehicleId);
      return jsonResponse({ data: recusal(intEventId, intVehicleId) }, 201);
    }
    if (method === 'GET' && path === API.recusals) {
      return jsonResponse({ data: recusals.map((vehicleId) => recusal(Number(query.get('intEventId')), vehicleId)) });
    }
    if (method === 'DELETE' && path === API.recusals) {
      const at = recusals.indexOf(Number(query.get('intVehicleId')));
      if (at < 0) return jsonResponse({ detail: 'Not found.' }, 404);
      recusals.splice(at, 1);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

  return { ...fakeApi(route), entries, recusals };
}
