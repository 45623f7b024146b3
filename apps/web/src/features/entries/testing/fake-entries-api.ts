import { API } from '@showgrid/shared/paths';
import type { EntriesMoney, EntriesSummary, OrganiserEntry } from '@showgrid/shared/schemas/entries';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@showgrid/shared/schemas/registration';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';
import { registrationRow, showEventRow } from '../../../test/rows';

export type { LoggedRequest };

/**
 * The organiser's entries API (issue 31) as an in-memory fake behind fetch: the event's entries,
 * decisions that change them under the server's rules (organiser.ts) with its 409 words, and a
 * summary counted from them, so a decision shows in the table and the summary alike.
 */

export const EVENT_ID = 4;
export const CLASSICS = { id: 11, name: 'Pre-war Classics' };
export const HOT_RODS = { id: 12, name: 'Hot Rods' };
const CLASSES = [CLASSICS, HOT_RODS];

export function entriesEvent(extra: Partial<ShowEvent> = {}): ShowEvent {
  return showEventRow({
    id: EVENT_ID,
    strEventTitle: 'Harbour Concours',
    strEventLocation: 'Quayside',
    strEventCoordinatorName: '',
    strEventCoordinatorPhone: '',
    strEventDescription: '',
    strEventStartDateTime: '2030-06-01T09:00:00.000Z',
    b64Icon: null,
    arrVehicleCategory: CLASSES.map((c) => ({
      id: c.id,
      strVehicleCategoryName: c.name,
      strVehicleTypeTitle: 'Car',
      base64CategoryIcon: null,
    })),
    arrJudges: [],
    strStatus: 'Active',
    arrPanels: [],
    objRegistration: {
      blnOpen: true,
      dtOpensAt: null,
      dtClosesAt: null,
      strCurrency: 'EUR',
      dtEarlyUntil: null,
      intEventCap: 40,
      blnApproval: true,
      arrPaymentModes: ['online', 'gate'],
      arrClasses: [
        { intCategoryId: CLASSICS.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 2 },
        { intCategoryId: HOT_RODS.id, intFeeCents: 4000, intEarlyFeeCents: null, intCap: null },
      ],
      arrExtras: [],
    },
    ...extra,
  });
}

/** An entry as GET /api/entries/{eventId}/ lists it: a confirmed Jaguar in the classics, paying at the gate, unpaid. */
export function entryRow(id: number, extra: Partial<OrganiserEntry> = {}): OrganiserEntry {
  return {
    ...registrationRow(id, {
      intEventId: EVENT_ID,
      intCategoryId: CLASSICS.id,
      strCategoryName: CLASSICS.name,
      strOwnerName: `Owner ${String(id)}`,
      strPhone: '+44 20 7946 0001',
      strRegistrationNo: `REG ${String(id)}`,
      strColour: 'Green',
      intVehicleId: 100 + id,
      strVehicleUniqueId: `PW0${String(id)}`,
      dtCreatedAt: `2030-05-0${String(Math.min(id, 9))}T10:00:00.000Z`,
    }),
    strEmail: `entrant${String(id)}@example.com`,
    strPaidVia: null,
    dtPaidAt: null,
    dtRefundedAt: null,
    ...extra,
  };
}

const STANDING: readonly RegistrationStatus[] = ['pending-approval', 'awaiting-payment', 'confirmed', 'offered'];
const HOLDS: readonly RegistrationStatus[] = ['awaiting-payment', 'confirmed', 'offered'];

const noMoney = (): EntriesMoney => ({
  intPaidOnlineCents: 0,
  intPaidGateCents: 0,
  intUnpaidCents: 0,
  intRefundDueCents: 0,
  intRefundedCents: 0,
});

function addMoney(money: EntriesMoney, entry: OrganiserEntry): void {
  if (entry.dtRefundedAt !== null) money.intRefundedCents += entry.intAmountCents;
  else if (!entry.blnPaid) {
    if (STANDING.includes(entry.strStatus)) money.intUnpaidCents += entry.intAmountCents;
  } else {
    if (entry.strPaidVia === 'online') money.intPaidOnlineCents += entry.intAmountCents;
    else money.intPaidGateCents += entry.intAmountCents;
    if (!STANDING.includes(entry.strStatus)) money.intRefundDueCents += entry.intAmountCents;
  }
}

export function fakeEntriesApi(seed: OrganiserEntry[] = [], event: ShowEvent = entriesEvent()) {
  const entries = seed.map((entry) => ({ ...entry }));
  const settings = event.objRegistration;
  const left = (cap: number | null, held: number) => (cap === null ? null : Math.max(cap - held, 0));

  const summary = (): EntriesSummary => {
    const total = noMoney();
    const classes = settings.arrClasses.map(({ intCategoryId, intCap }) => {
      const mine = entries.filter((entry) => entry.intCategoryId === intCategoryId);
      const money = noMoney();
      for (const entry of mine) {
        addMoney(money, entry);
        addMoney(total, entry);
      }
      const held = mine.filter((entry) => HOLDS.includes(entry.strStatus)).length;
      return {
        intCategoryId,
        strCategoryName: CLASSES.find((c) => c.id === intCategoryId)?.name ?? '',
        intCap,
        intHeld: held,
        intPlacesLeft: left(intCap, held),
        objCounts: Object.fromEntries(
          REGISTRATION_STATUSES.map((status) => [status, mine.filter((e) => e.strStatus === status).length]),
        ) as Record<RegistrationStatus, number>,
        objMoney: money,
      };
    });
    const held = entries.filter((entry) => HOLDS.includes(entry.strStatus)).length;
    return {
      intEventId: EVENT_ID,
      strCurrency: settings.strCurrency,
      intEventCap: settings.intEventCap,
      intHeld: held,
      intPlacesLeft: left(settings.intEventCap, held),
      arrClasses: classes,
      objMoney: total,
    };
  };

  const refuse = (detail: string) => jsonResponse({ detail }, 409);
  const decide = (entry: OrganiserEntry, action: string, body: unknown): Response => {
    const change = (set: Partial<OrganiserEntry>) => {
      Object.assign(entry, set);
      return jsonResponse({ data: entry });
    };
    switch (action) {
      case 'approve':
        if (entry.strStatus !== 'pending-approval') return refuse('This entry is not waiting for approval.');
        return change({ strStatus: 'confirmed' });
      case 'offer':
        if (entry.strStatus !== 'waitlisted') return refuse('This entry is not on the waiting list.');
        return change({ strStatus: 'offered', intWaitlistPosition: null, dtOfferExpiresAt: '2030-05-10T10:00:00.000Z' });
      case 'reject': {
        const reason = (body as { strReason?: string } | undefined)?.strReason ?? '';
        if (reason.trim() === '') return jsonResponse({ strReason: ['This field is required.'] }, 400);
        if (['withdrawn', 'rejected'].includes(entry.strStatus)) return refuse('This entry is withdrawn or rejected already.');
        return change({
          strStatus: 'rejected',
          strReason: reason,
          intVehicleId: null,
          strVehicleUniqueId: null,
          intWaitlistPosition: null,
        });
      }
      case 'move': {
        const categoryId = (body as { intCategoryId?: number } | undefined)?.intCategoryId;
        const target = CLASSES.find((c) => c.id === categoryId && settings.arrClasses.some((row) => row.intCategoryId === c.id));
        if (!target) return jsonResponse({ intCategoryId: ['This class takes no entries.'] }, 400);
        return change({ intCategoryId: target.id, strCategoryName: target.name });
      }
      case 'resend':
        if (entry.strStatus !== 'confirmed' && entry.strStatus !== 'offered') {
          return refuse('Only a confirmed entry’s confirmation or an offered entry’s offer can be sent again.');
        }
        return jsonResponse({ data: entry });
      case 'refunded':
        if (!entry.blnPaid || entry.dtRefundedAt !== null || STANDING.includes(entry.strStatus)) {
          return refuse('Only a paid entry that no longer stands, and is not refunded yet, can be marked refunded.');
        }
        return change({ dtRefundedAt: '2030-05-12T10:00:00.000Z' });
      default:
        return jsonResponse({ detail: 'Not found.' }, 404);
    }
  };

  const base = `/api/entries/${String(EVENT_ID)}/`;
  const route = ({ method, path, query, body }: LoggedRequest): Response => {
    if (method === 'GET' && path === API.event(EVENT_ID)) return jsonResponse({ data: event });
    if (method === 'GET' && path === base) {
      const status = query.get('strStatus');
      const categoryId = query.get('intCategoryId');
      return jsonResponse({
        data: entries.filter(
          (entry) => (status === null || entry.strStatus === status) && (categoryId === null || entry.intCategoryId === Number(categoryId)),
        ),
      });
    }
    if (method === 'GET' && path === `${base}summary/`) return jsonResponse({ data: summary() });
    if (method === 'GET' && path === `${base}export/`) {
      return new Response('Entry,Received,Status\r\n1,2030-05-01,Confirmed\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }
    const action = new RegExp(`^${base}(\\d+)/([a-z]+)/$`).exec(path);
    if (method === 'POST' && action) {
      const entry = entries.find((row) => row.intRegistrationId === Number(action[1]));
      if (!entry) return jsonResponse({ detail: 'Entry not found.' }, 404);
      return decide(entry, action[2] ?? '', body);
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

  return { ...fakeApi(route), entries, summary };
}
