import { expect, inject } from 'vitest';
import type { Api } from './api.ts';
import { codeFromMail } from './audience-fixture.ts';
import { baseUrl } from './browser.ts';
import { mailsTo } from './mail-sink.ts';
import { createRegistrationShow, type RegistrationShow } from './registration-fixture.ts';
import { uniqueEmail } from './unique.ts';

/** Set-up for entries.e2e.ts (issue 31): a show whose one class is open for entries, and entrants who enter it through the API. */

export type EntriesShow = RegistrationShow;

/** A show in two weeks with one class taking two cars at EUR 40.00 (20 at the show), paying at the gate. */
export const createEntriesShow = (api: Api): Promise<EntriesShow> =>
  createRegistrationShow(api, {
    feeCents: 4000,
    cap: 2,
    eventCap: 20,
    extras: [],
    names: { prefix: 'E', category: 'Post-war Saloons', title: 'Riverside Classic', location: 'Riverside' },
  });

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
