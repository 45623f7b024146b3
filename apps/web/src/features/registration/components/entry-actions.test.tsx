import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads, type SavedFile } from '../../../test/capture-downloads';
import { headerOf, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import {
  ALREADY_ENTERED,
  EDITS_CLOSED,
  ENTRANT_EMAIL,
  ENTRANT_PATHS,
  entryRow,
  fakeRegistrationApi,
  NO_CARD_YET,
  SHOW_STARTED,
  VEHICLE_JUDGED,
} from '../testing/fake-registration-api';

let downloads: SavedFile[];

beforeEach(() => {
  restoreSession(null);
  downloads = captureDownloads();
});

const JAGUAR = '1963 Jaguar E-Type';
const findCard = (name = JAGUAR) => screen.findByRole('article', { name });

describe('/entrant: signed in', () => {
  it('says who is signed in; Sign out clears the cookie and shows the sign-in again', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7)] });
    const user = userEvent.setup();
    renderApp('/entrant');
    expect(await screen.findByText(ENTRANT_EMAIL)).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(`Signed in as ${ENTRANT_EMAIL}`);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: JAGUAR })).not.toBeInTheDocument();
    expect(api.sent('POST', ENTRANT_PATHS.logout)).toHaveLength(1);
  });
});

describe('/entrant: Edit', () => {
  it('opens the details prefilled and saves them through PUT; the card shows them', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7, { strPhone: '+44 20 7946 0001', strColour: 'Green' })] });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(within(await findCard()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    expect(within(dialog).getByLabelText('Owner name')).toHaveValue('Ada Entrant');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+44 20 7946 0001');
    expect(within(dialog).getByLabelText('Year')).toHaveValue('1963');
    expect(within(dialog).getByLabelText('Registration number')).toHaveValue('JAG 1963');
    expect(within(dialog).getByLabelText('Colour')).toHaveValue('Green');
    await user.clear(within(dialog).getByLabelText('Model'));
    await user.type(within(dialog).getByLabelText('Model'), 'E-Type Series 1');
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.type(within(dialog).getByLabelText('Year'), '1962');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your entry is updated.')).toBeInTheDocument();
    expect(await findCard('1962 Jaguar E-Type Series 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('PUT', ENTRANT_PATHS.entry(7)).map((r) => r.body)).toEqual([
      {
        strOwnerName: 'Ada Entrant',
        strPhone: '+44 20 7946 0001',
        strBrandName: 'Jaguar',
        strModelName: 'E-Type Series 1',
        intYear: 1962,
        strRegistrationNo: 'JAG 1963',
        strColour: 'Green',
      },
    ]);
  });

  it('shows a field refusal at its field, and the server’s 409 once registration has closed', async () => {
    const api = fakeRegistrationApi({
      signedIn: true,
      entries: [entryRow(7), entryRow(8, { strBrandName: 'Mini', strModelName: 'Cooper', strRegistrationNo: 'MINI 1' })],
    });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(within(await findCard()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const plate = within(dialog).getByLabelText('Registration number');
    await user.clear(plate);
    await user.type(plate, 'mini 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(ALREADY_ENTERED)).toBeInTheDocument();
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(plate).toHaveFocus());

    api.state.editsClosed = true;
    await user.clear(plate);
    await user.type(plate, 'JAG 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EDITS_CLOSED);
    expect(screen.getByRole('dialog', { name: 'Edit entry' })).toBeInTheDocument();
    expect(api.state.entries.find((e) => e.intRegistrationId === 7)?.strRegistrationNo).toBe('JAG 1963');
  });

  it('checks the year as the server would, before sending', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7)] });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(within(await findCard()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.type(within(dialog).getByLabelText('Year'), '1700');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a year between 1885 and next year.')).toBeInTheDocument();
    expect(api.sent('PUT', ENTRANT_PATHS.entry(7))).toHaveLength(0);
  });

  it('is not offered for an entry withdrawn or rejected', async () => {
    fakeRegistrationApi({
      signedIn: true,
      entries: [
        entryRow(7, { strStatus: 'withdrawn' }),
        entryRow(8, { strStatus: 'rejected', strBrandName: 'Mini', strModelName: 'Cooper' }),
      ],
    });
    renderApp('/entrant');
    for (const card of [await findCard(), await findCard('1963 Mini Cooper')]) {
      expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    }
  });
});

describe('/entrant: Withdraw', () => {
  it('asks first, saying the place goes to the waiting list and a paid entry is refunded; then the entry is withdrawn', async () => {
    const api = fakeRegistrationApi({
      signedIn: true,
      entries: [entryRow(7, { strPaymentMode: 'online', blnPaid: true, strVehicleUniqueId: 'CL001', intVehicleId: 900 })],
    });
    const user = userEvent.setup();
    renderApp('/entrant');
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this entry?' });
    expect(dialog).toHaveTextContent('1963 Jaguar E-Type leaves Harbour Concours. Your place goes to the next car on the waiting list.');
    expect(dialog).toHaveTextContent('The organiser refunds the €25.00 you paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST', ENTRANT_PATHS.withdraw(7))).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your entry is withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Withdrawn')).toBeInTheDocument());
    expect(card).toHaveTextContent('Reason: Withdrawn by the entrant.');
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Download card' })).not.toBeInTheDocument();
    expect(api.sent('POST', ENTRANT_PATHS.withdraw(7))).toHaveLength(1);
  });

  it('an unpaid waiting entry just leaves the list: no refund to speak of', async () => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(7, { strStatus: 'waitlisted', intWaitlistPosition: 0 })] });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(within(await findCard()).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this entry?' });
    expect(dialog).toHaveTextContent('It is taken off the waiting list.');
    expect(dialog).not.toHaveTextContent('refund');
  });

  it.each([
    ['the show has started', { showStarted: true }, SHOW_STARTED],
    ['its car was judged', { judged: [7] }, VEHICLE_JUDGED],
  ])('shows the server’s refusal when %s, and the entry stays', async (_case, refusal, message) => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(7, { strVehicleUniqueId: 'CL001', intVehicleId: 900 })], ...refusal });
    const user = userEvent.setup();
    renderApp('/entrant');
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
  });
});

describe('/entrant: the card and the score sheet', () => {
  it('a confirmed entry with a card number downloads its card, with the entrant’s cookie and no token', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7, { strVehicleUniqueId: 'CL001', intVehicleId: 900 })] });
    const user = userEvent.setup();
    renderApp('/entrant');
    const card = await findCard();
    expect(within(card).queryByRole('button', { name: 'Score sheet' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Download card' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['card-CL001.pdf']));
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url) === ENTRANT_PATHS.card(7));
    expect(headerOf(call?.[1], 'Authorization')).toBeNull();
  });

  it('no card to download before the entry is confirmed with a card number', async () => {
    fakeRegistrationApi({
      signedIn: true,
      entries: [
        entryRow(7, { strStatus: 'awaiting-payment', strPaymentMode: 'online' }),
        entryRow(8, { strStatus: 'confirmed', strVehicleUniqueId: null, strBrandName: 'Mini', strModelName: 'Cooper' }),
      ],
    });
    renderApp('/entrant');
    for (const card of [await findCard(), await findCard('1963 Mini Cooper')]) {
      expect(within(card).queryByRole('button', { name: 'Download card' })).not.toBeInTheDocument();
    }
  });

  it('a refused download says why in the server’s words', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7, { strVehicleUniqueId: 'CL001', intVehicleId: 900 })] });
    // The entry lost its card between the read and the click (moved to a class without a series).
    api.answer('GET', ENTRANT_PATHS.card(7), () => jsonResponse({ detail: NO_CARD_YET }, 404));
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(within(await findCard()).getByRole('button', { name: 'Download card' }));
    expect(await screen.findByText(NO_CARD_YET)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('once the results are out, the score sheet downloads; before, it fails with the server’s words', async () => {
    const api = fakeRegistrationApi({
      signedIn: true,
      entries: [entryRow(7, { strVehicleUniqueId: 'CL001', intVehicleId: 900, blnScoreSheetReady: true })],
    });
    const user = userEvent.setup();
    renderApp('/entrant');
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Score sheet' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['score-sheet-CL001.pdf']));
    expect(api.sent('GET', ENTRANT_PATHS.scoreSheet(7))).toHaveLength(1);

    // The organiser took the results back down.
    Object.assign(api.state.entries[0] ?? {}, { blnScoreSheetReady: false });
    await user.click(within(card).getByRole('button', { name: 'Score sheet' }));
    expect(await screen.findByText('The results of this show are not published yet.')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
