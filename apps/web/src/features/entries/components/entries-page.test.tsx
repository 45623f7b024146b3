import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/capture-downloads';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';
import { CLASSICS, entriesEvent, entryRow, EVENT_ID, fakeEntriesApi, HOT_RODS } from '../testing/fake-entries-api';

const PATH = `/admin/entries/${String(EVENT_ID)}`;
const BASE = `/api/entries/${String(EVENT_ID)}/`;

/** Arrival order: confirmed and paid by card, waiting for approval, first on the waiting list, a rejected one paid online. */
const seed = () => [
  entryRow(1, { blnPaid: true, strPaidVia: 'card', dtPaidAt: '2030-05-01T11:00:00.000Z' }),
  entryRow(2, { strStatus: 'pending-approval', strOwnerName: 'Grace Hopper', intVehicleId: null, strVehicleUniqueId: null }),
  entryRow(3, {
    strStatus: 'waitlisted',
    intWaitlistPosition: 0,
    intVehicleId: null,
    strVehicleUniqueId: null,
    strBrandName: 'Bentley',
    strModelName: 'Blower',
  }),
  entryRow(4, {
    strStatus: 'rejected',
    strReason: 'Double entry',
    intCategoryId: HOT_RODS.id,
    strCategoryName: HOT_RODS.name,
    strPaymentMode: 'online',
    intAmountCents: 4000,
    blnPaid: true,
    strPaidVia: 'online',
    intVehicleId: null,
    strVehicleUniqueId: null,
  }),
];

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
});

const table = () => screen.findByRole('table', { name: 'Entries' });
/** The entry's row, by its number in the first column (a waiting position may read the same). */
const rowOf = async (id: number) => {
  const shown = await table();
  return waitFor(() => {
    const row = within(shown)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(id));
    if (!row) throw new Error(`no row for entry ${String(id)}`);
    return row;
  });
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const region = (name: string) => screen.getByRole('region', { name });

describe('the organiser’s entries page', () => {
  it('lists the entries in arrival order with who, what, status, money and place in the queue, under the places and money summary', async () => {
    fakeEntriesApi(seed());
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entries' })).toBeInTheDocument();
    await rowOf(4);
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0] ?? document.body)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['No.', 'Received', 'Car', 'Owner', 'E-mail', 'Class', 'Status', 'Amount', 'Paid via', 'Card no.', 'Waiting', 'Actions']);
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '3', '4']);
    expect(cellsOf(await rowOf(1)).slice(2, 11)).toEqual([
      'Jaguar E-TypeREG 1',
      'Owner 1+44 20 7946 0001',
      'entrant1@example.com',
      'Pre-war Classics',
      'Confirmed',
      '€25.00',
      'Card at the gate',
      'PW01',
      '—',
    ]);
    expect(cellsOf(await rowOf(3)).slice(6, 11)).toEqual(['Waiting list', '€25.00', 'Unpaid', '—', '1']);
    expect(cellsOf(await rowOf(4)).slice(6, 9)).toEqual(['Rejected', '€40.00', 'Online']);
    // Each row offers the decisions its status allows.
    expect(
      within(await rowOf(2))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Move', 'Reject']);
    expect(
      within(await rowOf(3))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Offer a place', 'Move', 'Reject']);
    expect(
      within(await rowOf(1))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resend', 'Move', 'Reject']);
    expect(
      within(await rowOf(4))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark refunded']);

    const places = region('Places');
    const classics = within(places).getByRole('rowheader', { name: CLASSICS.name }).closest('tr');
    if (!classics) throw new Error('no classics row');
    // Two places, one held (the confirmed car): one left.
    expect(cellsOf(classics)).toEqual(['1', '2', '1', '1 Waiting for approval · 1 Confirmed · 1 Waiting list']);
    const rods = within(places).getByRole('rowheader', { name: HOT_RODS.name }).closest('tr');
    expect(cellsOf(rods ?? document.body)).toEqual(['0', 'No limit', '—', '1 Rejected']);
    const show = within(places).getByRole('rowheader', { name: 'Whole show' }).closest('tr');
    expect(cellsOf(show ?? document.body)).toEqual(['1', '40', '39', '']);

    const money = region('Money');
    const total = within(money).getByRole('rowheader', { name: 'Total' }).closest('tr');
    // Paid online €40 (rejected, so due back), at the gate €25 (card), unpaid €25: the one waiting for approval (a waiting-list entry owes nothing yet).
    expect(cellsOf(total ?? document.body)).toEqual(['€40.00', '€25.00', '€25.00', '€40.00', '€0.00']);
  });

  it('filters by status and by class on the server', async () => {
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await rowOf(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Waiting list');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Entries' })).getAllByRole('row')).toHaveLength(2));
    expect(api.sent('GET', BASE).at(-1)?.query.get('strStatus')).toBe('waitlisted');
    await rowOf(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), HOT_RODS.name);
    await waitFor(() => expect(api.sent('GET', BASE).at(-1)?.query.get('intCategoryId')).toBe(String(HOT_RODS.id)));
    expect(api.sent('GET', BASE).at(-1)?.query.has('strStatus')).toBe(false);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Entries' })).getAllByRole('row')).toHaveLength(2));
    await rowOf(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    expect(await within(await table()).findByText('No entries match the filter.')).toBeInTheDocument();
  });

  it('approves an entry waiting for approval, and shows the server’s refusal when it has moved on', async () => {
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Approve entry 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve entry 2?' });
    expect(dialog).toHaveTextContent('entrant2@example.com is mailed');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Entry 2: Confirmed.')).toBeInTheDocument();
    expect(api.sent('POST', `${BASE}2/approve/`)).toHaveLength(1);
    await waitFor(async () => expect(cellsOf(await rowOf(2))[6]).toBe('Confirmed'));

    api.answer('POST', `${BASE}3/offer/`, () => jsonResponse({ detail: 'This entry is not on the waiting list.' }, 409));
    await user.click(within(await rowOf(3)).getByRole('button', { name: 'Offer entry 3 a place' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Offer entry 3 a place?' })).getByRole('button', { name: 'Offer a place' }),
    );
    expect(await screen.findByText('This entry is not on the waiting list.')).toBeInTheDocument();
    expect(cellsOf(await rowOf(3))[6]).toBe('Waiting list');
  });

  it('offers a waitlisted entry a place, resends a confirmation and marks a paid, rejected entry refunded', async () => {
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await rowOf(3)).getByRole('button', { name: 'Offer entry 3 a place' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Offer entry 3 a place?' })).getByRole('button', { name: 'Offer a place' }),
    );
    expect(await screen.findByText('Entry 3 offered a place.')).toBeInTheDocument();
    await waitFor(async () => expect(cellsOf(await rowOf(3))[6]).toBe('Place offered'));
    // Offered, its offer can be mailed again.
    expect(within(await rowOf(3)).getByRole('button', { name: 'Resend the mail of entry 3' })).toBeInTheDocument();

    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Resend the mail of entry 1' }));
    const resend = await screen.findByRole('dialog', { name: 'Resend the mail of entry 1?' });
    expect(resend).toHaveTextContent('The confirmation is mailed to entrant1@example.com again.');
    await user.click(within(resend).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Mail sent again to entrant1@example.com.')).toBeInTheDocument();
    expect(api.sent('POST', `${BASE}1/resend/`)).toHaveLength(1);

    await user.click(within(await rowOf(4)).getByRole('button', { name: 'Mark entry 4 refunded' }));
    const refund = await screen.findByRole('dialog', { name: 'Mark entry 4 refunded?' });
    expect(refund).toHaveTextContent('Only once the €40.00 has been given back');
    await user.click(within(refund).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Entry 4 marked refunded.')).toBeInTheDocument();
    await waitFor(async () => expect(cellsOf(await rowOf(4))[8]).toBe('Online · refunded'));
    const total = within(region('Money')).getByRole('rowheader', { name: 'Total' }).closest('tr');
    // The offered place is owed now too.
    await waitFor(() => expect(cellsOf(total ?? document.body)).toEqual(['€0.00', '€25.00', '€50.00', '€0.00', '€40.00']));
    expect(within(await rowOf(4)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejects with a reason the dialog asks for, mailed to the entrant; the places follow', async () => {
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Reject entry 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject entry 1' });
    expect(dialog).toHaveTextContent('The reason is mailed to entrant1@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(api.sent('POST', `${BASE}1/reject/`)).toHaveLength(0);

    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toBeRequired();
    await user.type(reason, 'Not a classic: built in 2019.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(await screen.findByText('Entry 1 rejected.')).toBeInTheDocument();
    expect(api.sent('POST', `${BASE}1/reject/`)[0]?.body).toEqual({ strReason: 'Not a classic: built in 2019.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(cellsOf(await rowOf(1))[6]).toBe('Rejected'));
    const classics = within(region('Places')).getByRole('rowheader', { name: CLASSICS.name }).closest('tr');
    await waitFor(() => expect(cellsOf(classics ?? document.body).slice(0, 3)).toEqual(['0', '2', '2']));
  });

  it('moves an entry to another class of the registration, and shows a class refused under the field', async () => {
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Move entry 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move entry 2' });
    const select = within(dialog).getByRole('combobox', { name: 'New class' });
    // The classes other than its own.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a class', HOT_RODS.name]);
    await user.click(within(dialog).getByRole('button', { name: 'Move entry' }));
    expect(within(dialog).getByText('Choose a class.')).toBeInTheDocument();

    api.answer('POST', `${BASE}2/move/`, () => jsonResponse({ intCategoryId: ['This class takes no entries.'] }, 400));
    await user.selectOptions(select, HOT_RODS.name);
    await user.click(within(dialog).getByRole('button', { name: 'Move entry' }));
    expect(await within(dialog).findByText('This class takes no entries.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves an entry: the row and the places show its new class', async () => {
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Move entry 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move entry 1' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New class' }), HOT_RODS.name);
    await user.click(within(dialog).getByRole('button', { name: 'Move entry' }));
    expect(await screen.findByText(`Entry 1 moved to ${HOT_RODS.name}.`)).toBeInTheDocument();
    expect(api.sent('POST', `${BASE}1/move/`)[0]?.body).toEqual({ intCategoryId: HOT_RODS.id });
    await waitFor(async () => expect(cellsOf(await rowOf(1))[5]).toBe(HOT_RODS.name));
  });

  it('downloads the entries as CSV', async () => {
    const saved = captureDownloads();
    const api = fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await rowOf(1);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`entries-event-${String(EVENT_ID)}.csv`]));
    expect(api.sent('GET', `${BASE}export/`)).toHaveLength(1);
    expect(await saved[0]?.blob.text()).toContain('Entry,Received,Status');
  });

  it('says plainly when the event has no registration set up, and asks for no entries', async () => {
    const event = entriesEvent();
    const api = fakeEntriesApi([], entriesEvent({ objRegistration: { ...event.objRegistration, blnOpen: false, arrClasses: [] } }));
    renderApp(PATH);
    expect(await screen.findByText(/Registration is not set up for this event/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Entries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(api.sent('GET', BASE)).toHaveLength(0);
  });
});
