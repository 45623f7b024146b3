import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, restoreSession } from '../../../test/render-app';
import type * as Pages from '../lib/pages';
import { goToCheckout } from '../lib/pages';
import {
  ALREADY_ENTERED,
  CHECKOUT_URL,
  CODE,
  ENTRANT_PATHS,
  entryRow,
  fakeRegistrationApi,
  openRegistration,
} from '../testing/fake-registration-api';

// Leaving for Stripe is a full navigation, which jsdom cannot do: the test sees where it would go.
vi.mock('../lib/pages', async (importOriginal) => ({ ...(await importOriginal<typeof Pages>()), goToCheckout: vi.fn() }));

beforeEach(() => {
  restoreSession(null);
  vi.mocked(goToCheckout).mockClear();
});

async function fillCar(user: ReturnType<typeof userEvent.setup>, registrationNo = 'JAG 1963') {
  await user.type(screen.getByLabelText('Owner name'), 'Ada Entrant');
  await user.type(screen.getByLabelText('Brand'), 'Jaguar');
  await user.type(screen.getByLabelText('Model'), 'E-Type');
  await user.type(screen.getByLabelText('Year'), '1963');
  await user.type(screen.getByLabelText('Registration number'), registrationNo);
}

describe('/register/{eventId}', () => {
  it('shows the event, the classes with today’s fee and places left (a full one: waiting list), and the extras, before any sign-in', async () => {
    fakeRegistrationApi();
    renderApp('/register/5');
    expect(await screen.findByRole('heading', { name: 'Harbour Concours' })).toBeInTheDocument();
    expect(screen.getByText('Registration is open.')).toBeInTheDocument();
    const classic = screen.getByRole('listitem', { name: 'Classic Cars' });
    expect(classic).toHaveTextContent('€25.00');
    expect(classic).toHaveTextContent('8 places left');
    expect(screen.getByRole('listitem', { name: 'Hot Rods' })).toHaveTextContent('Waiting list');
    expect(screen.getByText('Dinner ticket')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Owner name')).not.toBeInTheDocument();
  });

  it('takes no entries while registration is not open, and says when it opens', async () => {
    fakeRegistrationApi({ registration: openRegistration({ strState: 'not-open', dtOpensAt: '2030-03-01T09:00:00.000Z' }) });
    renderApp('/register/5');
    expect(await screen.findByText(/^Registration opens on 1 March 2030/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('says so for an event that takes no registrations', async () => {
    fakeRegistrationApi();
    renderApp('/register/77');
    expect(await screen.findByText('This event takes no registrations.')).toBeInTheDocument();
  });

  it('code, form, entry paying at the gate: confirmed, with the link to the entrant’s page; the body is the API’s', async () => {
    const api = fakeRegistrationApi();
    const user = userEvent.setup();
    renderApp('/register/5');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findAllByText('Invalid code.')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByLabelText('Owner name');
    expect(api.sent('POST', ENTRANT_PATHS.verifyCode).map((r) => r.body)).toEqual([
      { strEmail: 'ada@example.com', strCode: '1111' },
      { strEmail: 'ada@example.com', strCode: CODE },
    ]);

    // Only the gate is offered: said plainly, and chosen already.
    expect(screen.getByText('Paying online is not available for this event: you pay at the gate.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pay at the gate/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pay online/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    expect(await screen.findByText('Choose a class.')).toBeInTheDocument();
    expect(api.sent('POST', ENTRANT_PATHS.registrations)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Class'), 'Classic Cars · €25.00');
    await fillCar(user);
    await user.clear(screen.getByLabelText('Dinner ticket (€15.00 each, up to 4)'));
    await user.type(screen.getByLabelText('Dinner ticket (€15.00 each, up to 4)'), '2');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('€55.00');
    await user.click(screen.getByRole('button', { name: 'Send entry' }));

    const outcome = await screen.findByRole('heading', { name: 'Entry confirmed' });
    expect(outcome.closest('section')).toHaveTextContent('Pay at the gate when you arrive.');
    expect(screen.getByRole('link', { name: 'See your entries' })).toHaveAttribute('href', '/entrant?entry=100');
    expect(api.sent('POST', ENTRANT_PATHS.registrations)[0]?.body).toEqual({
      intEventId: 5,
      intCategoryId: 1,
      strOwnerName: 'Ada Entrant',
      strPhone: '',
      strBrandName: 'Jaguar',
      strModelName: 'E-Type',
      intYear: 1963,
      strRegistrationNo: 'JAG 1963',
      strColour: '',
      strPaymentMode: 'gate',
      arrExtras: [{ strName: 'Dinner ticket', intQuantity: 2 }],
      arrPhotos: [],
    });
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('a full class: says so on the form, and the outcome explains the waiting list', async () => {
    fakeRegistrationApi({ signedIn: true });
    const user = userEvent.setup();
    renderApp('/register/5');
    await screen.findByLabelText('Owner name');
    await user.selectOptions(screen.getByLabelText('Class'), 'Hot Rods · €30.00 · Waiting list');
    expect(screen.getByText(/This class is full: your entry goes on its waiting list/)).toBeInTheDocument();
    await fillCar(user);
    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    const outcome = (await screen.findByRole('heading', { name: 'You are on the waiting list' })).closest('section');
    expect(outcome).toHaveTextContent('Hot Rods is full.');
    expect(outcome).toHaveTextContent('you then have 48 hours to take it');
  });

  it('shows the server’s refusal at its field (a car entered already)', async () => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(1, { strRegistrationNo: 'JAG 1963' })] });
    const user = userEvent.setup();
    renderApp('/register/5');
    await screen.findByLabelText('Owner name');
    await user.selectOptions(screen.getByLabelText('Class'), 'Classic Cars · €25.00');
    await fillCar(user, 'jag 1963');
    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    await waitFor(() => expect(screen.getByLabelText('Registration number')).toHaveAccessibleDescription(ALREADY_ENTERED));
    expect(screen.getByLabelText('Registration number')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Entry confirmed' })).not.toBeInTheDocument();
  });

  it('paying online: goes to the checkout page the answer names', async () => {
    const api = fakeRegistrationApi({ signedIn: true, registration: openRegistration({ arrPaymentModes: ['online', 'gate'] }) });
    const user = userEvent.setup();
    renderApp('/register/5');
    await screen.findByLabelText('Owner name');
    expect(screen.queryByText(/Paying online is not available/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Class'), 'Classic Cars · €25.00');
    await fillCar(user);
    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    expect(await screen.findByText('Choose how to pay.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Pay online now/ }));
    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(screen.getByText(/Taking you to the payment page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', CHECKOUT_URL);
    expect(api.sent('POST', ENTRANT_PATHS.registrations)[0]?.body).toMatchObject({ strPaymentMode: 'online' });
  });
});
