import { cardFileName } from '@showgrid/shared/entry-file-names';
import type {
  EntryPlacing,
  PublicRegistration,
  RegistrationBody,
  RegistrationEditBody,
  RegistrationView,
} from '@showgrid/shared/schemas/registration';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';
import { registrationRow } from '../../../test/rows';

export type { LoggedRequest };

export const CODE = '4821';
export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
export const ALREADY_ENTERED = 'This car is already entered at this event.';
export const ENTRANT_EMAIL = 'ada@example.com';
/** The server's refusals, as its modules word them (registration/entrant-actions.ts, vehicles/usage.ts, reports/entrant-files-routes.ts, awards/sharing.ts). */
export const EDITS_CLOSED = 'Registration has closed: ask the organiser to change your entry.';
export const ENTRY_CLOSED = 'This entry is withdrawn or rejected already.';
export const SHOW_STARTED = 'The show has started: ask the organiser to withdraw your car.';
export const VEHICLE_JUDGED = 'This vehicle cannot be deleted: it has 2 score entries.';
export const NO_CARD_YET = 'This entry has no card yet: it gets one when it is confirmed.';
export const NO_SCORE_SHEET = 'The results of this show are not published yet.';
export const NOT_RANKED = 'This car has no place in the results: only confirmed, paid cars are ranked.';

const PATHS = {
  public: (eventId: number) => `/api/public/registration/${String(eventId)}/`,
  sendCode: '/api/entrant/send-code/',
  verifyCode: '/api/entrant/verify-code/',
  registrations: '/api/entrant/registrations/',
  me: '/api/entrant/me/',
  logout: '/api/entrant/logout/',
  entry: (id: number) => `/api/entrant/registrations/${String(id)}/`,
  accept: (id: number) => `/api/entrant/registrations/${String(id)}/accept/`,
  withdraw: (id: number) => `/api/entrant/registrations/${String(id)}/withdraw/`,
  card: (id: number) => `/api/entrant/registrations/${String(id)}/card/`,
  scoreSheet: (id: number) => `/api/entrant/registrations/${String(id)}/score-sheet/`,
  placing: (id: number) => `/api/entrant/registrations/${String(id)}/placing/`,
};
export const ENTRANT_PATHS = PATHS;

/** An event open for entries: two classes (one full), an extra, paying at the gate only. */
export function openRegistration(extra: Partial<PublicRegistration> = {}): PublicRegistration {
  return {
    intEventId: 5,
    strEventTitle: 'Harbour Concours',
    strEventLocation: 'Quayside',
    strEventStartDateTime: '2030-05-01T09:00:00.000Z',
    strState: 'open',
    dtOpensAt: null,
    dtClosesAt: null,
    strCurrency: 'EUR',
    blnEarly: false,
    dtEarlyUntil: null,
    blnApproval: false,
    arrPaymentModes: ['gate'],
    intPlacesLeft: null,
    arrClasses: [
      {
        intCategoryId: 1,
        strVehicleCategoryName: 'Classic Cars',
        strVehicleTypeTitle: 'Car',
        intFeeCents: 2500,
        intLateFeeCents: null,
        intPlacesLeft: 8,
      },
      {
        intCategoryId: 2,
        strVehicleCategoryName: 'Hot Rods',
        strVehicleTypeTitle: 'Car',
        intFeeCents: 3000,
        intLateFeeCents: null,
        intPlacesLeft: 0,
      },
    ],
    arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }],
    strTimeZone: 'Europe/London',
    strLocale: 'en',
    ...extra,
  };
}

/** An entry as the entrant reads it: Ada's Jaguar in openRegistration()'s first class (test/rows.ts). */
export const entryRow = registrationRow;

/** A PDF as the server sends one (the bytes only start like one). */
const pdfResponse = (name: string) =>
  new Response(new Blob([`%PDF-1.7 ${name}`], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

interface FakeSeed {
  registration?: PublicRegistration;
  signedIn?: boolean;
  entries?: RegistrationView[];
  /** Registration has closed: edits are refused (409). */
  editsClosed?: boolean;
  /** The show has started: withdrawals are refused (409). */
  showStarted?: boolean;
  /** Entries whose vehicle has scores: their withdrawal is refused (409). */
  judged?: number[];
  /** Each ranked entry's place in its class, by entry id, once its score sheet is ready (else 404). */
  placings?: Record<number, EntryPlacing>;
}

/**
 * The registration API as an in-memory fake behind fetch: the public read, the e-mail code
 * (CODE) whose verification "sets the cookie" (signedIn) for ENTRANT_EMAIL, and the entrant's
 * entries. An entry in a full class waits, one paying at the gate is confirmed with a card number,
 * one paying online awaits payment at CHECKOUT_URL; a registration number entered already is
 * refused at its field. Entries are edited and withdrawn with the server's refusals (seed), a
 * confirmed entry's card and a ready score sheet download as PDFs, and a ready entry's placing
 * (seed) is read; before the results are out, or for a car not ranked, it is 404.
 */
export function fakeRegistrationApi(seed: FakeSeed = {}) {
  const registration = seed.registration ?? openRegistration();
  const state = {
    signedIn: seed.signedIn ?? false,
    email: ENTRANT_EMAIL,
    entries: [...(seed.entries ?? [])],
    editsClosed: seed.editsClosed ?? false,
    showStarted: seed.showStarted ?? false,
    judged: seed.judged ?? [],
    placings: { ...seed.placings },
  };
  const ended = (entry: RegistrationView) => entry.strStatus === 'withdrawn' || entry.strStatus === 'rejected';

  const edit = (entry: RegistrationView, body: RegistrationEditBody): Response => {
    if (ended(entry)) return jsonResponse({ detail: ENTRY_CLOSED }, 409);
    if (state.editsClosed) return jsonResponse({ detail: EDITS_CLOSED }, 409);
    const plate = body.strRegistrationNo.toLowerCase();
    if (state.entries.some((e) => e !== entry && !ended(e) && e.strRegistrationNo.toLowerCase() === plate)) {
      return jsonResponse({ strRegistrationNo: [ALREADY_ENTERED] }, 400);
    }
    Object.assign(entry, { ...body, strPhone: body.strPhone ?? '', strColour: body.strColour ?? '', intYear: body.intYear ?? null });
    return jsonResponse({ data: entry });
  };

  const withdraw = (entry: RegistrationView): Response => {
    if (ended(entry)) return jsonResponse({ detail: ENTRY_CLOSED }, 409);
    if (state.showStarted) return jsonResponse({ detail: SHOW_STARTED }, 409);
    if (state.judged.includes(entry.intRegistrationId)) return jsonResponse({ detail: VEHICLE_JUDGED }, 409);
    Object.assign(entry, {
      strStatus: 'withdrawn',
      strReason: 'Withdrawn by the entrant.',
      intVehicleId: null,
      strVehicleUniqueId: null,
      strCheckoutUrl: null,
      dtHoldExpiresAt: null,
      dtOfferExpiresAt: null,
      intWaitlistPosition: null,
    });
    return jsonResponse({ data: entry });
  };

  /** The entrant's entry a path of /api/entrant/registrations/{id}/… names, with what follows the id. */
  const entryAt = (path: string): { entry: RegistrationView | undefined; rest: string } | null => {
    const match = /^\/api\/entrant\/registrations\/(\d+)\/(.*)$/.exec(path);
    if (!match) return null;
    return { entry: state.entries.find((e) => e.intRegistrationId === Number(match[1])), rest: match[2] ?? '' };
  };

  const enter = (body: RegistrationBody): Response => {
    if (state.entries.some((e) => e.strRegistrationNo.toLowerCase() === body.strRegistrationNo.toLowerCase())) {
      return jsonResponse({ strRegistrationNo: [ALREADY_ENTERED] }, 400);
    }
    const entered = registration.arrClasses.find((c) => c.intCategoryId === body.intCategoryId);
    if (!entered) return jsonResponse({ intCategoryId: ['This class takes no entries.'] }, 400);
    const id = 100 + state.entries.length;
    const status = entered.intPlacesLeft === 0 ? 'waitlisted' : body.strPaymentMode === 'online' ? 'awaiting-payment' : 'confirmed';
    const extras = (body.arrExtras ?? []).map((wanted) => ({
      strName: wanted.strName,
      intQuantity: wanted.intQuantity,
      intPriceCents: registration.arrExtras.find((e) => e.strName === wanted.strName)?.intPriceCents ?? 0,
    }));
    const entry = entryRow(id, {
      intCategoryId: entered.intCategoryId,
      strCategoryName: entered.strVehicleCategoryName,
      strStatus: status,
      strOwnerName: body.strOwnerName,
      strBrandName: body.strBrandName,
      strModelName: body.strModelName,
      intYear: body.intYear ?? null,
      strRegistrationNo: body.strRegistrationNo,
      strPaymentMode: body.strPaymentMode,
      arrExtras: extras,
      intFeeCents: entered.intFeeCents,
      intAmountCents: entered.intFeeCents + extras.reduce((sum, e) => sum + e.intPriceCents * e.intQuantity, 0),
      intWaitlistPosition: status === 'waitlisted' ? 0 : null,
      strCheckoutUrl: status === 'awaiting-payment' ? CHECKOUT_URL : null,
      strVehicleUniqueId: status === 'confirmed' ? 'CL001' : null,
      intVehicleId: status === 'confirmed' ? 900 : null,
    });
    state.entries.unshift(entry);
    return jsonResponse({ intRegistrationId: id, strStatus: status, strCheckoutUrl: entry.strCheckoutUrl }, 201);
  };

  const route = (request: LoggedRequest): Response => {
    const { method, path } = request;
    if (method === 'GET' && path === PATHS.public(registration.intEventId)) return jsonResponse({ data: registration });
    if (method === 'POST' && path === PATHS.sendCode) return jsonResponse({ detail: 'Code sent', intResendAfter: 30 });
    if (method === 'POST' && path === PATHS.verifyCode) {
      const { strEmail, strCode } = request.body as { strEmail: string; strCode: string };
      if (strCode !== CODE) return jsonResponse({ strCode: ['Invalid code.'] }, 400);
      state.signedIn = true;
      state.email = strEmail;
      return jsonResponse({ detail: 'Code verified.', access: `token-of-${strEmail}`, dtExpiresAt: '2030-01-01T04:00:00.000Z' });
    }
    if (method === 'POST' && path === PATHS.logout) {
      state.signedIn = false;
      return jsonResponse({ detail: 'Signed out.' });
    }
    if (path.startsWith('/api/entrant/') && !state.signedIn) {
      return jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401);
    }
    if (method === 'GET' && path === PATHS.registrations) return jsonResponse({ data: state.entries });
    if (method === 'GET' && path === PATHS.me) return jsonResponse({ data: { strEmail: state.email } });
    if (method === 'POST' && path === PATHS.registrations) return enter(request.body as RegistrationBody);
    const at = entryAt(path);
    if (!at) return jsonResponse({ detail: 'Not found.' }, 404);
    const { entry, rest } = at;
    if (!entry) return jsonResponse({ detail: 'Registration not found.' }, 404);
    if (method === 'PUT' && rest === '') return edit(entry, request.body as RegistrationEditBody);
    if (method === 'POST' && rest === 'withdraw/') return withdraw(entry);
    if (method === 'GET' && rest === 'card/') {
      if (entry.strStatus !== 'confirmed' || entry.strVehicleUniqueId === null) return jsonResponse({ detail: NO_CARD_YET }, 404);
      return pdfResponse(cardFileName(entry.strVehicleUniqueId));
    }
    if (method === 'GET' && rest === 'score-sheet/') {
      if (!entry.blnScoreSheetReady) return jsonResponse({ detail: NO_SCORE_SHEET }, 404);
      return pdfResponse(`score-sheet-${entry.strVehicleUniqueId ?? String(entry.intRegistrationId)}.pdf`);
    }
    if (method === 'GET' && rest === 'placing/') {
      if (!entry.blnScoreSheetReady) return jsonResponse({ detail: NO_SCORE_SHEET }, 404);
      const placing = state.placings[entry.intRegistrationId];
      return placing ? jsonResponse({ data: placing }) : jsonResponse({ detail: NOT_RANKED }, 404);
    }
    if (method === 'POST' && rest === 'accept/') {
      if (entry.strStatus !== 'offered') return jsonResponse({ detail: 'No place is offered to this entry now.' }, 409);
      const online = entry.strPaymentMode === 'online';
      Object.assign(entry, {
        strStatus: online ? 'awaiting-payment' : 'confirmed',
        dtOfferExpiresAt: null,
        strCheckoutUrl: online ? CHECKOUT_URL : null,
        strVehicleUniqueId: online ? null : 'CL002',
      });
      return jsonResponse({ data: entry });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

  return { ...fakeApi(route), state };
}
