import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, ROUTES } from '@showgrid/shared/paths';
import { setTokens } from '../../../lib/token-storage';
import { adminUser, fakeJwt, headerOf, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { EVENT_ID, fakeVehiclesApi, vehicle, type LoggedRequest } from '../testing/fake-vehicles-api';
import { captureDownloads } from '../../../test/capture-downloads';

const PATH = ROUTES.adminVehicles(EVENT_ID);

const mustang = vehicle(1, {
  strBrandName: 'Ford',
  strModelName: 'Mustang',
  strOwnerName: 'Ada Lovelace',
  strRegistrationNumber: 'AB12CDE',
  strUniqueId: 'CC001',
  blnPaid: true,
  strPaymentStatus: 'Paid',
  blnVIP: true,
  strRegistrationType: 'VIP',
  blnParticipateinLegendsTour: true,
  objAdditionalInfo: { colour: 'red' },
  arrVehicleImagedetails: [
    { id: 11, name: 'front.jpg', strBase64Image: '/media/front' },
    { id: 12, name: 'rear.jpg', strBase64Image: '/media/rear' },
  ],
  arrVehicleDocuments: [{ id: 21, name: 'registration.pdf', url: API.vehicleDocument(21), mime: 'application/pdf' }],
  arrVehicleDocumentNames: ['registration.pdf'],
});

const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

beforeEach(() => {
  restoreSession(adminUser);
  // jsdom has no object URLs; the picked images preview through one.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:preview' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
});

function formOf(request: LoggedRequest | undefined): FormData {
  if (!request?.form) throw new Error('expected a multipart body');
  return request.form;
}

/** The page with the Add Vehicle modal open; our own type checks run (the picker's accept is off). */
async function openAddForm() {
  const user = userEvent.setup({ applyAccept: false });
  renderApp(PATH);
  // The first render can take over a second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Spring Concours' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Add Vehicles' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
  return { user, dialog };
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const select = within(dialog).getByLabelText('Category');
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
}

describe('Add Vehicle form', () => {
  it('has every field, with SPEC defaults: Unpaid, Regular, no tour', async () => {
    fakeVehiclesApi();
    const { dialog } = await openAddForm();
    for (const label of ['Registration Number', 'Brand', 'Model', 'Owner Name']) {
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue('');
    }
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Vehicle Type' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Payment Status' })).toHaveValue('Unpaid');
    expect(within(dialog).getByRole('combobox', { name: 'Registration Type' })).toHaveValue('Regular');
    const tour = within(dialog).getByRole('switch', { name: 'Themed Regional Tour' });
    expect(tour).not.toBeChecked();
    expect(within(dialog).getByLabelText('Vehicle Images')).toHaveAttribute('multiple');
    expect(within(dialog).getByLabelText('Vehicle Documents')).toHaveAttribute('multiple');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('requires a registration number (and a category) and sends nothing', async () => {
    const api = fakeVehiclesApi();
    const { user, dialog } = await openAddForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: 'Registration Number' })).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('This field is required.');

    await user.type(within(dialog).getByRole('textbox', { name: 'Registration Number' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: 'Registration Number' })).toHaveAccessibleDescription('This field is required.');
    expect(api.sent('POST', API.vehicles)).toHaveLength(0);
  });

  it("loads vehicle id choices only once a category is chosen, and shows the category's type", async () => {
    const api = fakeVehiclesApi([mustang]);
    const { user, dialog } = await openAddForm();
    const ids = within(dialog).getByRole('combobox', { name: 'Vehicle ID' });
    expect(ids).toBeDisabled();
    expect(within(ids).getByRole('option', { name: 'Please select a category' })).toBeInTheDocument();
    expect(api.sent('GET', API.availableVehicleIds)).toHaveLength(0);

    await chooseCategory(user, dialog, 'Classic Cars');
    // CC001 belongs to the Mustang: only the free ids are offered.
    await within(ids).findByRole('option', { name: 'CC002' });
    expect(
      within(ids)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a vehicle ID', 'CC002', 'CC003']);
    const [call] = api.sent('GET', API.availableVehicleIds);
    expect(call?.query.get('intEventId')).toBe(String(EVENT_ID));
    expect(call?.query.get('intCategoryId')).toBe('5');
    expect(call?.query.has('intVehicleId')).toBe(false);
    const type = within(dialog).getByRole('combobox', { name: 'Vehicle Type' });
    await waitFor(() => expect(type).toHaveDisplayValue('Car'));

    await user.selectOptions(ids, 'CC003');
    await chooseCategory(user, dialog, 'Choppers');
    await within(ids).findByRole('option', { name: 'No vehicle IDs assigned for this category' });
    expect(ids).toBeDisabled();
    expect(ids).toHaveValue('');
    await waitFor(() => expect(type).toHaveDisplayValue('Motorbike'));
  });

  it('creates a vehicle as multipart with its files and the defaults, then shows it', async () => {
    const api = fakeVehiclesApi();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Registration Number' }), 'KX70ABC');
    await user.type(within(dialog).getByRole('textbox', { name: 'Brand' }), 'Jaguar');
    await user.type(within(dialog).getByRole('textbox', { name: 'Model' }), 'E-Type');
    await user.type(within(dialog).getByRole('textbox', { name: 'Owner Name' }), 'Grace Hopper');
    await chooseCategory(user, dialog, 'Classic Cars');
    const ids = within(dialog).getByRole('combobox', { name: 'Vehicle ID' });
    await within(ids).findByRole('option', { name: 'CC002' });
    await user.selectOptions(ids, 'CC002');
    const front = png('front.png');
    const side = png('side.png');
    await user.upload(within(dialog).getByLabelText('Vehicle Images'), [front, side]);
    const papers = pdf('papers.pdf');
    await user.upload(within(dialog).getByLabelText('Vehicle Documents'), papers);
    const images = within(dialog).getByRole('list', { name: 'Selected Vehicle Images' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['front.png', 'side.png']);
    // A picked file can be taken out again before sending.
    await user.upload(within(dialog).getByLabelText('Vehicle Images'), png('oops.png'));
    await user.click(within(images).getByRole('button', { name: 'Remove oops.png' }));
    expect(within(dialog).getByRole('list', { name: 'Selected Vehicle Documents' })).toHaveTextContent('papers.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Vehicle created')).toBeInTheDocument();
    const form = formOf(api.sent('POST', API.vehicles)[0]);
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      intEventId: String(EVENT_ID),
      strRegistrationNo: 'KX70ABC',
      strBrandName: 'Jaguar',
      strModelName: 'E-Type',
      strOwnerName: 'Grace Hopper',
      intCategoryId: '5',
      intVehicleTypeId: '1',
      strUniqueId: 'CC002',
      strPaymentStatus: 'Unpaid',
      blnVip: 'false',
      blnParticipateinLegendsTour: 'false',
      objAdditionalInfo: '{}',
    });
    expect(form.getAll('vehicleImages')).toEqual([front, side]);
    expect(form.getAll('vehicleDocuments')).toEqual([papers]);
    expect(form.has('intVehicleId')).toBe(false);
    expect(form.has('arrRemovedFileIds')).toBe(false);

    expect(screen.queryByRole('dialog', { name: 'Add Vehicle' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('sends Paid, VIP and the regional tour when chosen', async () => {
    const api = fakeVehiclesApi();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Registration Number' }), 'KX70ABC');
    await chooseCategory(user, dialog, 'Choppers');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment Status' }), 'Paid');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Registration Type' }), 'VIP');
    await user.click(within(dialog).getByRole('switch', { name: 'Themed Regional Tour' }));
    expect(within(dialog).getByRole('switch', { name: 'Themed Regional Tour' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Vehicle created');
    const form = formOf(api.sent('POST', API.vehicles)[0]);
    expect(form.get('strPaymentStatus')).toBe('Paid');
    expect(form.get('blnVip')).toBe('true');
    expect(form.get('blnParticipateinLegendsTour')).toBe('true');
    expect(form.get('strUniqueId')).toBe('');
    expect(form.get('intVehicleTypeId')).toBe('2');
  });

  it('leaves out files of the wrong type, saying why', async () => {
    fakeVehiclesApi();
    const { user, dialog } = await openAddForm();
    await user.upload(within(dialog).getByLabelText('Vehicle Images'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByLabelText('Vehicle Images')).toHaveAccessibleDescription(/notes\.txt: images must be PNG, JPEG or WebP\./);
    expect(within(dialog).queryByRole('list', { name: 'Vehicle Images' })).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Vehicle Documents'), new File(['x'], 'sheet.csv', { type: 'text/csv' }));
    expect(within(dialog).getByText('sheet.csv: documents must be PDF files or images.')).toBeInTheDocument();
  });
});

describe('Edit Vehicle form', () => {
  it('is prefilled, keeps its own vehicle id, and sends intVehicleId with arrRemovedFileIds', async () => {
    const api = fakeVehiclesApi([mustang]);
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Spring Concours' }, { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Edit Ford Mustang (AB12CDE)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    expect(within(dialog).getByRole('textbox', { name: 'Registration Number' })).toHaveValue('AB12CDE');
    expect(within(dialog).getByRole('textbox', { name: 'Owner Name' })).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('5');
    expect(within(dialog).getByRole('combobox', { name: 'Payment Status' })).toHaveValue('Paid');
    expect(within(dialog).getByRole('combobox', { name: 'Registration Type' })).toHaveValue('VIP');
    expect(within(dialog).getByRole('switch', { name: 'Themed Regional Tour' })).toBeChecked();
    const ids = within(dialog).getByRole('combobox', { name: 'Vehicle ID' });
    await within(ids).findByRole('option', { name: 'CC001' });
    expect(ids).toHaveValue('CC001');
    expect(api.sent('GET', API.availableVehicleIds)[0]?.query.get('intVehicleId')).toBe('1');

    const images = within(dialog).getByRole('list', { name: 'Selected Vehicle Images' });
    expect(within(images).getByRole('img', { name: 'front.jpg' })).toHaveAttribute('src', '/media/front');
    const documents = within(dialog).getByRole('list', { name: 'Selected Vehicle Documents' });
    // Owners' papers are no public link: a button downloads them with the token (test below).
    expect(within(documents).queryByRole('link')).not.toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download registration.pdf' })).toBeInTheDocument();

    await user.click(within(images).getByRole('button', { name: 'Remove front.jpg' }));
    expect(within(images).queryByRole('img', { name: 'front.jpg' })).not.toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Remove registration.pdf' }));
    const owner = within(dialog).getByRole('textbox', { name: 'Owner Name' });
    await user.clear(owner);
    await user.type(owner, 'Alan Turing');
    const extra = png('interior.png');
    await user.upload(within(dialog).getByLabelText('Vehicle Images'), extra);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Vehicle updated')).toBeInTheDocument();
    const form = formOf(api.sent('PUT', API.vehicles)[0]);
    expect(form.get('intVehicleId')).toBe('1');
    expect(form.has('intEventId')).toBe(false);
    expect(form.get('arrRemovedFileIds')).toBe('11,21');
    expect(form.get('strOwnerName')).toBe('Alan Turing');
    expect(form.get('strUniqueId')).toBe('CC001');
    expect(form.get('blnVip')).toBe('true');
    expect(form.get('objAdditionalInfo')).toBe('{"colour":"red"}');
    expect(form.getAll('vehicleImages')).toEqual([extra]);
    expect(screen.queryByRole('dialog', { name: 'Edit Vehicle' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
  });
});

describe("an owner's document in the Edit Vehicle form", () => {
  async function openEditForm() {
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Spring Concours' }, { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Edit Ford Mustang (AB12CDE)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    return { user, documents: within(dialog).getByRole('list', { name: 'Selected Vehicle Documents' }) };
  }

  it('downloads through the API with the bearer token and saves it under its name', async () => {
    const access = fakeJwt({ user_id: 1, strUserType: 'admin', token_type: 'access', exp: Math.floor(Date.now() / 1000) + 600 });
    await setTokens({ access, refresh: 'r-1' });
    const api = fakeVehiclesApi([mustang]);
    api.answer('GET', API.vehicleDocument(21), () => {
      // Node's Response makes Node's Blob; the page (like a browser) expects the window's.
      const response = new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      Object.defineProperty(response, 'blob', { value: () => Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' })) });
      return response;
    });
    const saved = captureDownloads();
    const { user, documents } = await openEditForm();

    await user.click(within(documents).getByRole('button', { name: 'Download registration.pdf' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['registration.pdf']));
    const call = api.fetchMock.mock.calls.find(([url]) => String(url) === API.vehicleDocument(21));
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${access}`);
    expect(api.sent('GET', '/media/registration')).toEqual([]);
  });

  it("toasts the server's refusal and saves nothing", async () => {
    const api = fakeVehiclesApi([mustang]);
    api.answer('GET', API.vehicleDocument(21), () => jsonResponse({ detail: 'Not found.' }, 404));
    const saved = captureDownloads();
    const { user, documents } = await openEditForm();
    await user.click(within(documents).getByRole('button', { name: 'Download registration.pdf' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('vehicle form: server refusals', () => {
  async function submitValid() {
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Registration Number' }), 'AB12CDE');
    await chooseCategory(user, dialog, 'Classic Cars');
    await user.upload(within(dialog).getByLabelText('Vehicle Images'), png('huge.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    return dialog;
  }

  it("puts a 400's first message under each field it names and keeps the modal open", async () => {
    const api = fakeVehiclesApi();
    api.answer('POST', API.vehicles, () =>
      jsonResponse(
        {
          strRegistrationNo: ['A vehicle with this registration number is already in this event.', 'Second message.'],
          blnVip: ['Must be true or false.'],
        },
        400,
      ),
    );
    const dialog = await submitValid();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Registration Number' })).toHaveAccessibleDescription(
        'A vehicle with this registration number is already in this event.',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Registration Type' })).toHaveAccessibleDescription('Must be true or false.');
    expect(screen.queryByText('Second message.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Vehicle' })).toBeInTheDocument();
  });

  it('shows a 413 on a file field under that field', async () => {
    const api = fakeVehiclesApi();
    api.answer('POST', API.vehicles, () => jsonResponse({ vehicleImages: ['huge.png is larger than 8 MB.'] }, 413));
    const dialog = await submitValid();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Vehicle Images')).toHaveAccessibleDescription(/huge\.png is larger than 8 MB\./),
    );
  });

  it("toasts a refusal that names no field (409's detail)", async () => {
    const api = fakeVehiclesApi();
    api.answer('POST', API.vehicles, () => jsonResponse({ detail: 'Vehicle ID CC002 is already taken in this event.' }, 409));
    await submitValid();
    expect(await screen.findByText('Vehicle ID CC002 is already taken in this event.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Vehicle' })).toBeInTheDocument();
  });
});
