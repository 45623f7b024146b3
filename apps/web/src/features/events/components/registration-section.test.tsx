import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { CURRENCY_MESSAGE } from '@showgrid/shared/schemas/registration';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { categoryRow, showEventRow } from '../../../test/rows';

const EVENTS_PATH = '/admin/manage-events';
const classics = categoryRow(1, { strVehicleCategoryName: 'Classic Cars', intVehicleType: 1, strVehicleTypeTitle: 'Car' });
const rods = categoryRow(2, { strVehicleCategoryName: 'Hot Rods', intVehicleType: 1, strVehicleTypeTitle: 'Car' });

const categoryRef = (category: typeof classics) => ({
  id: category.id,
  strVehicleCategoryName: category.strVehicleCategoryName,
  strVehicleTypeTitle: 'Car',
  base64CategoryIcon: null,
});

const concours: ShowEvent = showEventRow({
  id: 5,
  strEventTitle: 'Harbour Concours',
  strEventLocation: 'Quayside',
  strEventCoordinatorName: '',
  strEventCoordinatorPhone: '',
  strEventDescription: '',
  strEventStartDateTime: new Date(2030, 4, 1, 10, 0).toISOString(),
  b64Icon: null,
  arrVehicleCategory: [categoryRef(classics), categoryRef(rods)],
  arrJudges: [],
  strStatus: 'Active',
  objRegistration: {
    blnOpen: true,
    dtOpensAt: null,
    dtClosesAt: null,
    strCurrency: 'GBP',
    dtEarlyUntil: null,
    intEventCap: 40,
    blnApproval: false,
    arrPaymentModes: ['gate'],
    arrClasses: [{ intCategoryId: 1, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 10 }],
    arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }],
  },
});

function api() {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.path === API.events) {
      return jsonResponse({ data: [concours], pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 } });
    }
    if (request.path === API.categories) return jsonResponse({ data: [classics, rods] });
    if (request.path === API.judges) return jsonResponse({ data: [] });
    if (request.path === API.parameters) return jsonResponse({ data: [] });
    if (request.method === 'POST' && request.path === API.events) return jsonResponse({ data: concours }, 201);
    if (request.method === 'PUT' && request.path === API.event(concours.id)) return jsonResponse({ data: concours });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

const inFuture = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function openCreateForm() {
  const user = userEvent.setup();
  renderApp(EVENTS_PATH);
  await user.click(await screen.findByRole('button', { name: 'Add Events' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
  await user.type(within(dialog).getByLabelText('Event Name'), 'Summer Classic');
  fireEvent.change(within(dialog).getByLabelText('Event Date'), { target: { value: inFuture(30) } });
  await user.type(within(dialog).getByLabelText('Location'), 'Harbour Front');
  return { user, dialog, section: within(within(dialog).getByRole('group', { name: 'Registration' })) };
}

async function openEditForm() {
  const user = userEvent.setup();
  renderApp(EVENTS_PATH);
  await user.click(await screen.findByRole('button', { name: 'Edit Harbour Concours' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Event' });
  return { user, dialog, section: within(within(dialog).getByRole('group', { name: 'Registration' })) };
}

async function confirm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, button: 'Create' | 'Update') {
  await user.click(within(dialog).getByRole('button', { name: button }));
  const step = await screen.findByRole('dialog', { name: button === 'Create' ? 'Confirm Event Creation' : 'Confirm Event Update' });
  await user.click(within(step).getByRole('button', { name: 'Confirm' }));
  return step;
}

beforeEach(() => restoreSession(adminUser));

describe('the event form’s Registration section', () => {
  it('left untouched on a new event sends no objRegistration (a SPEC-only body)', async () => {
    const server = api();
    const created = await openCreateForm();
    expect(created.section.getByRole('switch', { name: 'Entrants register themselves' })).not.toBeChecked();
    expect(created.section.queryByRole('textbox', { name: 'Currency' })).not.toBeInTheDocument();
    await confirm(created.user, created.dialog, 'Create');
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(server.sent('POST', API.events)[0]?.body).not.toHaveProperty('objRegistration');
  }, 30_000);

  it('shows an event’s settings, and sends none back when they are left as they were', async () => {
    const server = api();
    const edited = await openEditForm();
    expect(edited.section.getByRole('switch', { name: 'Entrants register themselves' })).toBeChecked();
    expect(edited.section.getByLabelText('Currency')).toHaveValue('GBP');
    const classic = within(edited.section.getByRole('group', { name: 'Classic Cars' }));
    expect(classic.getByLabelText('Fee (GBP)')).toHaveValue('25.00');
    expect(classic.getByLabelText('Places')).toHaveValue(10);
    expect(within(edited.section.getByRole('group', { name: 'Hot Rods' })).getByLabelText('Fee (GBP)')).toHaveValue('');
    expect(edited.section.getByLabelText('Extra 1')).toHaveValue('Dinner ticket');
    await confirm(edited.user, edited.dialog, 'Update');
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(server.sent('PUT', API.event(concours.id))[0]?.body).not.toHaveProperty('objRegistration');
  }, 30_000);

  it('opens registration with dates, fees in the currency, places, approval, both ways to pay and an extra', async () => {
    const server = api();
    const { user, dialog, section } = await openCreateForm();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Classic Cars' }));
    await user.click(section.getByRole('switch', { name: 'Entrants register themselves' }));
    fireEvent.change(section.getByLabelText('Registration closes'), { target: { value: `${inFuture(20)}T18:00` } });
    fireEvent.change(section.getByLabelText('Early-bird fees until'), { target: { value: `${inFuture(10)}T00:00` } });
    await user.clear(section.getByLabelText('Currency'));
    await user.type(section.getByLabelText('Currency'), 'gbp');
    await user.type(section.getByLabelText('Places at the whole show'), '60');
    await user.click(section.getByRole('switch', { name: 'Approve each entry' }));
    await user.click(section.getByRole('checkbox', { name: 'Online (Stripe)' }));
    const classic = within(section.getByRole('group', { name: 'Classic Cars' }));
    await user.type(classic.getByLabelText('Fee (GBP)'), '25');
    await user.type(classic.getByLabelText('Early-bird fee (GBP)'), '19.50');
    await user.type(classic.getByLabelText('Places'), '30');
    expect(section.queryByRole('group', { name: 'Hot Rods' })).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add extra' }));
    await user.type(section.getByLabelText('Extra 1'), 'Dinner ticket');
    await user.type(section.getByLabelText('Price (GBP)'), '15');
    await user.clear(section.getByLabelText('Most per entry'));
    await user.type(section.getByLabelText('Most per entry'), '4');

    const step = await confirm(user, dialog, 'Create');
    expect(step).toHaveTextContent('Open · 1 class · GBP · paid online or at the gate');
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(server.sent('POST', API.events)[0]?.body).toMatchObject({
      objRegistration: {
        blnOpen: true,
        dtOpensAt: null,
        dtClosesAt: new Date(`${inFuture(20)}T18:00`).toISOString(),
        strCurrency: 'GBP',
        dtEarlyUntil: new Date(`${inFuture(10)}T00:00`).toISOString(),
        intEventCap: 60,
        blnApproval: true,
        arrPaymentModes: ['online', 'gate'],
        arrClasses: [{ intCategoryId: 1, intFeeCents: 2500, intEarlyFeeCents: 1950, intCap: 30 }],
        arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }],
      },
    });
  }, 30_000);

  it('refuses what the server would, at the field: an early fee without its date, junk currency, no way to pay, a free extra', async () => {
    const server = api();
    const { user, dialog, section } = await openEditForm();
    await user.clear(section.getByLabelText('Currency'));
    await user.type(section.getByLabelText('Currency'), 'XYZ');
    await user.click(section.getByRole('checkbox', { name: 'At the gate' }));
    const classic = within(section.getByRole('group', { name: 'Classic Cars' }));
    await user.type(classic.getByLabelText('Early-bird fee (XYZ)'), '20');
    const rod = within(section.getByRole('group', { name: 'Hot Rods' }));
    await user.type(rod.getByLabelText('Places'), '5');
    await user.clear(section.getByLabelText('Price (XYZ)'));
    await user.type(section.getByLabelText('Price (XYZ)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(section.getByLabelText('Currency')).toHaveAccessibleDescription(CURRENCY_MESSAGE);
    expect(classic.getByLabelText('Early-bird fee (XYZ)')).toHaveAccessibleDescription('Set the early-bird date first.');
    expect(rod.getByLabelText('Fee (XYZ)')).toHaveAccessibleDescription('Enter the fee, or clear this class’s fields.');
    expect(section.getByRole('group', { name: 'Ways to pay' })).toHaveAccessibleDescription('Choose at least one way to pay.');
    expect(section.getByLabelText('Price (XYZ)')).toHaveAccessibleDescription('Must be more than 0.');
    expect(screen.queryByRole('dialog', { name: 'Confirm Event Update' })).not.toBeInTheDocument();
    expect(server.sent('PUT', API.event(concours.id))).toHaveLength(0);
  }, 30_000);

  it('shows the server’s refusal of a registration field at that field', async () => {
    const server = api();
    server.answer('PUT', API.event(concours.id), () => jsonResponse({ 'objRegistration.intEventCap': ['Must be at most 100000.'] }, 400));
    const { user, dialog, section } = await openEditForm();
    await user.clear(section.getByLabelText('Places at the whole show'));
    await user.type(section.getByLabelText('Places at the whole show'), '50');
    await confirm(user, dialog, 'Update');
    const back = within(within(await screen.findByRole('dialog', { name: 'Update Event' })).getByRole('group', { name: 'Registration' }));
    expect(back.getByLabelText('Places at the whole show')).toHaveAccessibleDescription('Must be at most 100000.');
    expect(server.sent('PUT', API.event(concours.id))[0]?.body).toMatchObject({ objRegistration: { intEventCap: 50, strCurrency: 'GBP' } });
  }, 30_000);
});
