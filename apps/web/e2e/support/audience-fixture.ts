import sharp from 'sharp';
import { expect, inject } from 'vitest';
import type { Api, Created } from './api.ts';
import { baseUrl } from './browser.ts';
import { mailsTo } from './mail-sink.ts';
import { uniquePrefix } from './unique.ts';

/** Set-up for audience.e2e.ts: a show open for votes today, its visitors' inboxes, and a vote cast the way the phone casts it. */

export interface AudienceShow {
  eventId: number;
  vehicleId: number;
  /** The id on the windscreen card, e.g. 'AQWERT01' (/audience/{uniqueId}). */
  uniqueId: string;
}

/**
 * A show that is on today (voting is open) with one Paid vehicle, an Austin Healey 3000 with a
 * picture; the category's prefix, and so the vehicle's id, is this test's own.
 */
/** `strLocale`: the show's language (issue 33); English when left out. */
export async function createAudienceShow(api: Api, place: { strLocale?: string } = {}): Promise<AudienceShow> {
  const prefix = uniquePrefix('A');
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Audience Roadster ${prefix}` }, 201);
  await api(
    'POST',
    '/api/vehicle/parameter/',
    { strParameterTitle: 'Audience Paint', intVehicleType: type.data.id, intScoreLimit: 10 },
    201,
  );
  const category = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: `Audience Favourites ${prefix}`, intVehicleType: type.data.id },
    201,
  );
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 20 });
  const event = await api<Created>(
    'POST',
    '/api/event/manage-event/',
    {
      strEventTitle: 'People’s Choice Day',
      strEventLocation: 'Beaulieu',
      strEventStartDateTime: new Date(Date.now() + 3600 * 1000).toISOString(),
      arrVehicleCategory: [category.data.id],
      arrJudges: [],
      ...place,
    },
    201,
  );
  const uniqueId = `${prefix}01`;
  const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('intEventId', String(event.data.id));
  form.set('strRegistrationNo', 'AH 3000');
  form.set('strBrandName', 'Austin');
  form.set('strModelName', 'Healey 3000');
  form.set('strOwnerName', 'Owner');
  form.set('intCategoryId', String(category.data.id));
  form.set('strUniqueId', uniqueId);
  form.set('strPaymentStatus', 'Paid');
  form.append('vehicleImages', new Blob([picture], { type: 'image/jpeg' }), 'ah.jpg');
  const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
  const vehicleId = created.data.intVehicleId ?? created.data.id ?? 0;
  expect(vehicleId).toBeGreaterThan(0);
  return { eventId: event.data.id, vehicleId, uniqueId };
}

/**
 * A Gmail inbox no other test uses (codes are limited per inbox, one vote per inbox per show),
 * and another spelling of it: Gmail ignores dots and +tags, and googlemail.com is gmail.com.
 */
export function visitorInbox(): { email: string; sameInbox: string } {
  const name = uniquePrefix().toLowerCase();
  const capitalised = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return { email: `visitor.${name}@gmail.com`, sameInbox: `Visitor${capitalised}+again@googlemail.com` };
}

/** The audience votes of a vehicle, as the organiser's count shows them. */
export async function votesFor(api: Api, show: AudienceShow): Promise<number> {
  const counts = await api<{ data: { intVehicleId: number; numberOfVotes: number }[] }>(
    'GET',
    `/api/attendee/attendee-vote/?intEventId=${String(show.eventId)}`,
  );
  return counts.data.find((row) => row.intVehicleId === show.vehicleId)?.numberOfVotes ?? 0;
}

/** The code in the newest mail to `address` sent after `before` mails had arrived. */
export async function codeFromMail(address: string, before: number): Promise<string> {
  const mailDir = inject('mailDir');
  await expect.poll(() => mailsTo(mailDir, address).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const mail = mailsTo(mailDir, address).at(-1) ?? '';
  const code = /^([0-9]{4,8})\r?$/m.exec(mail)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${mail}`);
  return code;
}

/** A public call of the audience API (no sign-in), asserting the status; the parsed body. */
async function audienceCall<T>(url: string, body: unknown, expected: number): Promise<T> {
  const res = await fetch(new URL(url, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `POST ${url}: ${text}`).toBe(expected);
  return JSON.parse(text) as T;
}

/** Votes as the visitor's phone does (send-email-otp, the code from the mail, verify-otp, attendee-vote), without a browser. */
export async function voteThroughTheApi(email: string, show: AudienceShow): Promise<void> {
  const before = mailsTo(inject('mailDir'), email).length;
  await audienceCall('/api/attendee/send-email-otp/', { email, intVehicleId: show.vehicleId }, 200);
  const otp = await codeFromMail(email, before);
  const { strVoteToken } = await audienceCall<{ strVoteToken: string }>('/api/attendee/verify-otp/', { email, otp }, 200);
  await audienceCall('/api/attendee/attendee-vote/', { email, intVehicleId: show.vehicleId, strVoteToken }, 201);
}
