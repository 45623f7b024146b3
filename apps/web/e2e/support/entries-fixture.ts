import { expect, inject } from 'vitest';
import type { Api, Created } from './api.ts';
import { codeFromMail } from './audience-fixture.ts';
import { baseUrl } from './browser.ts';
import { mailsTo } from './mail-sink.ts';
import { unique, uniqueEmail, uniquePrefix } from './unique.ts';

/** Set-up for entries.e2e.ts (issue 31): a show whose one class is open for entries, and entrants who enter it through the API. */

export interface EntriesShow {
  eventId: number;
  title: string;
  categoryId: number;
  categoryName: string;
  /** The class's card prefix: the first confirmed entry's card number is `${prefix}01`. */
  prefix: string;
}

/**
 * A show in two weeks with one class (a vehicle-id series of its own) taking two cars at EUR 40.00,
 * paying at the gate, opened through the event's own PUT as the organiser's form sends it.
 */
export async function createEntriesShow(api: Api): Promise<EntriesShow> {
  const prefix = uniquePrefix('E');
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Entries Car ${prefix}` }, 201);
  const categoryName = unique('Post-war Saloons');
  const category = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: categoryName, intVehicleType: type.data.id },
    201,
  );
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 20 });
  const title = unique('Riverside Classic');
  const event = {
    strEventTitle: title,
    strEventLocation: 'Riverside',
    strEventStartDateTime: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
    arrVehicleCategory: [category.data.id],
    arrJudges: [],
  };
  const created = await api<Created>('POST', '/api/event/manage-event/', event, 201);
  await api('PUT', `/api/event/manage-event/${String(created.data.id)}/`, {
    ...event,
    objRegistration: {
      blnOpen: true,
      strCurrency: 'EUR',
      intEventCap: 20,
      arrPaymentModes: ['gate'],
      arrClasses: [{ intCategoryId: category.data.id, intFeeCents: 4000, intEarlyFeeCents: null, intCap: 2 }],
      arrExtras: [],
    },
  });
  return { eventId: created.data.id, title, categoryId: category.data.id, categoryName, prefix };
}

async function entrantCall<T>(url: string, body: unknown, expected: number, access?: string): Promise<T> {
  const res = await fetch(new URL(url, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `POST ${url}: ${text}`).toBe(expected);
  return JSON.parse(text) as T;
}

export interface Entered {
  id: number;
  email: string;
  status: string;
}

/**
 * An entrant enters a car as the phone does (send-code, the code from the mail the SMTP sink got,
 * verify-code, then the entry), paying at the gate; entrants are distinct inboxes.
 */
export async function enterThroughApi(
  show: EntriesShow,
  car: { owner: string; brand: string; model: string; plate: string },
): Promise<Entered> {
  const email = uniqueEmail(car.owner.split(' ')[0]?.toLowerCase() ?? 'entrant');
  const before = mailsTo(inject('mailDir'), email).length;
  await entrantCall('/api/entrant/send-code/', { strEmail: email }, 200);
  const code = await codeFromMail(email, before);
  const { access } = await entrantCall<{ access: string }>('/api/entrant/verify-code/', { strEmail: email, strCode: code }, 200);
  const entered = await entrantCall<{ intRegistrationId: number; strStatus: string }>(
    '/api/entrant/registrations/',
    {
      intEventId: show.eventId,
      intCategoryId: show.categoryId,
      strOwnerName: car.owner,
      strPhone: '+44 20 7946 0002',
      strBrandName: car.brand,
      strModelName: car.model,
      intYear: 1965,
      strRegistrationNo: car.plate,
      strColour: 'Grey',
      strPaymentMode: 'gate',
    },
    201,
    access,
  );
  return { id: entered.intRegistrationId, email, status: entered.strStatus };
}
