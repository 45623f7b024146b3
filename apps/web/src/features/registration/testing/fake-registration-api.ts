import type { PublicRegistration, RegistrationBody, RegistrationView } from '@showgrid/shared/schemas/registration';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';

export type { LoggedRequest };

export const CODE = '4821';
export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
export const ALREADY_ENTERED = 'This car is already entered at this event.';

const PATHS = {
  public: (eventId: number) => `/api/public/registration/${String(eventId)}/`,
  sendCode: '/api/entrant/send-code/',
  verifyCode: '/api/entrant/verify-code/',
  registrations: '/api/entrant/registrations/',
  accept: (id: number) => `/api/entrant/registrations/${String(id)}/accept/`,
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
    ...extra,
  };
}

/** An entry as the entrant reads it. */
export function entryRow(id: number, extra: Partial<RegistrationView> = {}): RegistrationView {
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

/**
 * The registration API as an in-memory fake behind fetch: the public read, the e-mail code
 * (CODE) whose verification "sets the cookie" (signedIn), and the entrant's entries. An entry in
 * a full class waits, one paying at the gate is confirmed with a card number, one paying online
 * awaits payment at CHECKOUT_URL; a registration number entered already is refused at its field.
 */
export function fakeRegistrationApi(seed: { registration?: PublicRegistration; signedIn?: boolean; entries?: RegistrationView[] } = {}) {
  const registration = seed.registration ?? openRegistration();
  const state = { signedIn: seed.signedIn ?? false, entries: [...(seed.entries ?? [])] };

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
      return jsonResponse({ detail: 'Code verified.', access: `token-of-${strEmail}`, dtExpiresAt: '2030-01-01T04:00:00.000Z' });
    }
    if (path.startsWith('/api/entrant/') && !state.signedIn) {
      return jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401);
    }
    if (method === 'GET' && path === PATHS.registrations) return jsonResponse({ data: state.entries });
    if (method === 'POST' && path === PATHS.registrations) return enter(request.body as RegistrationBody);
    const accept = /^\/api\/entrant\/registrations\/(\d+)\/accept\/$/.exec(path);
    if (method === 'POST' && accept) {
      const entry = state.entries.find((e) => e.intRegistrationId === Number(accept[1]));
      if (!entry) return jsonResponse({ detail: 'Registration not found.' }, 404);
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
