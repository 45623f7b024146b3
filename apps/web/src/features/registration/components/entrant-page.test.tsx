import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import type * as Pages from '../lib/pages';
import { goToCheckout } from '../lib/pages';
import { CHECKOUT_URL, CODE, ENTRANT_PATHS, entryRow, fakeRegistrationApi } from '../testing/fake-registration-api';

vi.mock('../lib/pages', async (importOriginal) => ({ ...(await importOriginal<typeof Pages>()), goToCheckout: vi.fn() }));

beforeEach(() => {
  restoreSession(null);
  vi.mocked(goToCheckout).mockClear();
});

const entryCard = (name: string) => screen.getByRole('article', { name });

describe('/entrant', () => {
  it('signed out: the e-mail code sign-in, then the entries', async () => {
    fakeRegistrationApi({ entries: [entryRow(7, { strStatus: 'confirmed', strVehicleUniqueId: 'CL001', intVehicleId: 900 })] });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    const card = await screen.findByRole('article', { name: '1963 Jaguar E-Type' });
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Card number').nextSibling).toHaveTextContent('CL001');
    expect(card).toHaveTextContent('Harbour Concours');
    expect(card).toHaveTextContent('JAG 1963 · Classic Cars');
    expect(card).toHaveTextContent('€25.00');
    expect(card).toHaveTextContent('To pay at the gate');
  });

  it('shows each entry’s status in words: the waiting list position, the payment link with its hold, the reason of a refusal', async () => {
    fakeRegistrationApi({
      signedIn: true,
      entries: [
        entryRow(1, {
          strStatus: 'waitlisted',
          intWaitlistPosition: 2,
          strRegistrationNo: 'W 1',
          strBrandName: 'Ford',
          strModelName: 'Anglia',
        }),
        entryRow(2, {
          strStatus: 'awaiting-payment',
          strPaymentMode: 'online',
          strCheckoutUrl: CHECKOUT_URL,
          dtHoldExpiresAt: '2030-04-01T10:30:00.000Z',
          strBrandName: 'Mini',
          strModelName: 'Cooper',
        }),
        entryRow(3, { strStatus: 'rejected', strReason: 'Not a classic.', strBrandName: 'Tesla', strModelName: 'Model 3', intYear: 2024 }),
      ],
    });
    renderApp('/entrant');
    const waiting = await screen.findByRole('article', { name: '1963 Ford Anglia' });
    expect(within(waiting).getByText('On the waiting list')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('2 entries are ahead of yours.');
    const paying = entryCard('1963 Mini Cooper');
    expect(within(paying).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(paying).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', CHECKOUT_URL);
    expect(paying).toHaveTextContent(/Your place is held until 1 April 2030/);
    const refused = entryCard('2024 Tesla Model 3');
    expect(within(refused).getByText('Not accepted')).toBeInTheDocument();
    expect(refused).toHaveTextContent('Reason: Not a classic.');
  });

  it('?entry=ID outlines that entry', async () => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(1), entryRow(2, { strBrandName: 'Mini', strModelName: 'Cooper' })] });
    renderApp('/entrant?entry=2');
    expect(await screen.findByRole('article', { name: '1963 Mini Cooper' })).toHaveAttribute('aria-current', 'true');
    expect(entryCard('1963 Jaguar E-Type')).not.toHaveAttribute('aria-current');
  });

  it('an offer: its deadline and Take the place, which confirms the entry at the gate', async () => {
    const api = fakeRegistrationApi({
      signedIn: true,
      entries: [entryRow(4, { strStatus: 'offered', dtOfferExpiresAt: '2030-04-03T10:00:00.000Z' })],
    });
    const user = userEvent.setup();
    renderApp('/entrant');
    const card = await screen.findByRole('article', { name: '1963 Jaguar E-Type' });
    expect(card).toHaveTextContent(/A place is offered to your car until 3 April 2030/);
    await user.click(within(card).getByRole('button', { name: 'Take the place' }));
    expect(await screen.findByText('The place is yours.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Take the place' })).not.toBeInTheDocument();
    expect(api.sent('POST', ENTRANT_PATHS.accept(4))).toHaveLength(1);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('an offer taken paying online goes to the new checkout page', async () => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(4, { strStatus: 'offered', strPaymentMode: 'online' })] });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(await screen.findByRole('button', { name: 'Take the place' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('?paid=ID: says the payment is being confirmed and reads again until the entry is confirmed', async () => {
    const api = fakeRegistrationApi({
      signedIn: true,
      entries: [entryRow(9, { strStatus: 'awaiting-payment', strPaymentMode: 'online', strCheckoutUrl: CHECKOUT_URL })],
    });
    let reads = 0;
    api.answer('GET', ENTRANT_PATHS.registrations, () => {
      reads += 1;
      // The webhook lands between the first read and the second.
      if (reads < 2) return undefined;
      return jsonResponse({
        data: [entryRow(9, { strStatus: 'confirmed', strPaymentMode: 'online', blnPaid: true, strVehicleUniqueId: 'CL009' })],
      });
    });
    renderApp('/entrant?paid=9');
    expect(await screen.findByText('Thank you: your payment is being confirmed. This page updates by itself.')).toBeInTheDocument();
    expect(await screen.findByText('Payment received: your entry is confirmed.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(entryCard('1963 Jaguar E-Type')).toHaveAttribute('aria-current', 'true');
    expect(entryCard('1963 Jaguar E-Type')).toHaveTextContent('CL009');
    expect(entryCard('1963 Jaguar E-Type')).toHaveTextContent('Paid online');
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reads).toBe(settled);
  }, 15_000);

  it('no entries yet', async () => {
    fakeRegistrationApi({ signedIn: true });
    renderApp('/entrant');
    expect(await screen.findByText('No entries yet: open an event’s registration link to enter your car.')).toBeInTheDocument();
  });
});
