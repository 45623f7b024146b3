import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { category, fakeQr, fakeVehicleIdsApi, PDF_BYTES } from '../testing/fake-vehicle-ids-api';
import { captureDownloads, type SavedFile } from '../../../test/capture-downloads';

const PATH = '/admin/manage-vehicle-id';
const classics = category(5, 'Classic Cars', { prefix: 'SS', start: 1, end: 25 });
const muscle = category(6, 'Modern Muscle');

/** Files the page handed to the browser's downloads. */
let downloads: SavedFile[];

beforeEach(() => {
  restoreSession(adminUser);
  downloads = captureDownloads();
});

/** The bytes of a saved file (jsdom's Blob reads only through FileReader). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if ('arrayBuffer' in blob && typeof blob.arrayBuffer === 'function') {
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(new Uint8Array(reader.result)) : reject(new Error('no bytes')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

async function chooseFormCategory(name: string) {
  const user = userEvent.setup();
  const select = screen.getByLabelText('Category');
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
  return user;
}

async function listCategory(name: string) {
  const user = userEvent.setup();
  const select = screen.getByLabelText('Category to show');
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
  return user;
}

async function table() {
  await waitFor(() => expect(screen.queryByText('Loading vehicle ids...')).not.toBeInTheDocument());
  return screen.getByRole('table', { name: 'Vehicle IDs' });
}

describe('vehicle id series form', () => {
  it('shows the form as SPEC has it: Create for a category without a series, Update with its values otherwise', async () => {
    fakeVehicleIdsApi({ categories: [classics, muscle] });
    renderApp(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Vehicle ID' })).toBeInTheDocument();
    const prefix = screen.getByLabelText('Vehicle Prefix');
    expect(prefix).toHaveAttribute('placeholder', 'SS');
    expect(prefix).toBeRequired();
    expect(screen.getByRole('group', { name: 'Sequence Series' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('End')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();

    await chooseFormCategory('Classic Cars');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(prefix).toHaveValue('SS');
    expect(screen.getByLabelText('Start')).toHaveValue(1);
    expect(screen.getByLabelText('End')).toHaveValue(25);

    await chooseFormCategory('Modern Muscle');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(prefix).toHaveValue('');
    expect(screen.getByLabelText('End')).toHaveValue(null);
  });

  it('creates a series (prefix upper-cased), toasts "Vehicle Id Created" and lists the new ids as Not Assigned', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics, muscle] });
    renderApp(PATH);
    const user = await chooseFormCategory('Modern Muscle');
    await user.type(screen.getByLabelText('Vehicle Prefix'), 'mm');
    await user.type(screen.getByLabelText('Start'), '1');
    await user.type(screen.getByLabelText('End'), '12');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Vehicle Id Created')).toBeInTheDocument();
    expect(api.sent('PUT', API.category(muscle.id)).map((r) => r.body)).toEqual([{ strPrefix: 'MM', intStartRange: 1, intRangeUpto: 12 }]);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    // The list follows the category just set up.
    expect(screen.getByLabelText('Category to show')).toHaveDisplayValue('Modern Muscle');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Modern Muscle--MM01Not Assigned');
  });

  it('checks the fields before calling the server', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics, muscle] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);

    await chooseFormCategory('Modern Muscle');
    await user.type(screen.getByLabelText('Vehicle Prefix'), 'S-S');
    await user.type(screen.getByLabelText('Start'), '20');
    await user.type(screen.getByLabelText('End'), '10');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Use 1 to 6 letters or digits, e.g. SS.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Vehicle Prefix'));
    await user.type(screen.getByLabelText('Vehicle Prefix'), 'SS');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText('End')).toHaveAccessibleDescription('The end must not be lower than the start.'));
    expect(api.sent('PUT', API.category(muscle.id))).toHaveLength(0);
  });

  it("shows the server's field messages under prefix, start and end, and toasts the failure", async () => {
    const api = fakeVehicleIdsApi({ categories: [classics, muscle] });
    api.answer('PUT', API.category(classics.id), () =>
      jsonResponse(
        {
          strPrefix: ['This prefix is already used by the category "Modern Muscle".'],
          intStartRange: ['Vehicles hold ids outside the new series: SS001, SS002. Change their vehicle ids first.'],
          intRangeUpto: ['Must be at most 9999.', 'Other.'],
        },
        400,
      ),
    );
    renderApp(PATH);
    const user = await chooseFormCategory('Classic Cars');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to assign unique id')).toBeInTheDocument();
    expect(screen.getByLabelText('Vehicle Prefix')).toHaveAccessibleDescription(
      'This prefix is already used by the category "Modern Muscle".',
    );
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription(
      'Vehicles hold ids outside the new series: SS001, SS002. Change their vehicle ids first.',
    );
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('Must be at most 9999.');
    expect(screen.queryByText('Other.')).not.toBeInTheDocument();
    expect(screen.queryByText('Vehicle Id Created')).not.toBeInTheDocument();
  });

  it('toasts "Failed to assign unique id" when the server fails without field messages', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics] });
    api.answer('PUT', API.category(classics.id), () => new Response('', { status: 500 }));
    renderApp(PATH);
    const user = await chooseFormCategory('Classic Cars');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to assign unique id')).toBeInTheDocument();
  });
});

describe('generated vehicle ids', () => {
  const holders = { SS02: { name: 'Jaguar E-Type', event: 'Spring Show' } };

  it('asks for a category first, then lists its ids 10 to a page with Assigned and Not Assigned', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics, muscle], holders });
    renderApp(PATH);
    expect(await screen.findByText('Please select a category to see its vehicle ids.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all QR Codes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print cards' })).toBeDisabled();

    const user = await listCategory('Classic Cars');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Vehicle CategoryVehicle NameVehicle IDStatusQR Code',
      'Classic Cars--SS01Not Assigned',
      'Classic CarsJaguar E-TypeSpring ShowSS02Assigned',
      ...Array.from({ length: 8 }, (_, i) => `Classic Cars--SS${String(i + 3).padStart(2, '0')}Not Assigned`),
    ]);
    // Thumbnails for the ten ids on screen only.
    await waitFor(() => expect(rows[1]?.querySelector('img')).toHaveAttribute('src', `data:image/png;base64,${fakeQr('SS01')}`));
    expect(api.sent('GET', API.qrCodes).map((r) => r.query.get('arrValues'))).toEqual([
      'SS01,SS02,SS03,SS04,SS05,SS06,SS07,SS08,SS09,SS10',
    ]);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const last = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(last.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['SS21', 'SS22', 'SS23', 'SS24', 'SS25']);
    await waitFor(() => expect(api.sent('GET', API.qrCodes).at(-1)?.query.get('arrValues')).toBe('SS21,SS22,SS23,SS24,SS25'));
  });

  it('says when a category has no ids yet, and when they cannot be loaded', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics, muscle] });
    renderApp(PATH);
    await listCategory('Modern Muscle');
    expect(await screen.findByText('No vehicle ids for this category yet: set its prefix and series above.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all QR Codes' })).toBeDisabled();

    api.answer('GET', API.vehicleIds, () => jsonResponse({ detail: 'Category not found.' }, 404));
    await listCategory('Classic Cars');
    expect(await screen.findByText('Error loading vehicle ids')).toBeInTheDocument();
  });

  it('opens the QR code larger with its vehicle id and category; closes on a click outside', async () => {
    fakeVehicleIdsApi({ categories: [classics], holders });
    renderApp(PATH);
    const user = await listCategory('Classic Cars');
    await table();
    const thumb = screen.getByRole('button', { name: 'Show QR code of SS02' });
    await waitFor(() => expect(thumb.querySelector('img')).not.toBeNull());
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'QR Code' });
    expect(within(dialog).getByRole('img', { name: 'QR code of SS02' })).toHaveAttribute('src', `data:image/png;base64,${fakeQr('SS02')}`);
    expect(dialog).toHaveTextContent('Vehicle IDSS02');
    expect(dialog).toHaveTextContent('CategoryClassic Cars');

    // Radix closes on a pointer-down outside the content (the overlay).
    const overlay = document.querySelector('[data-state="open"].fixed.inset-0');
    expect(overlay).not.toBeNull();
    await user.pointer({ keys: '[MouseLeft]', target: overlay ?? document.body });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "No QR Code" when there is no image for an id', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics] });
    api.answer('GET', API.qrCodes, () => new Response('', { status: 502 }));
    renderApp(PATH);
    const user = await listCategory('Classic Cars');
    await table();
    const thumb = screen.getByRole('button', { name: 'Show QR code of SS01' });
    await waitFor(() => expect(thumb).toHaveTextContent('No QR Code'));
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'QR Code' });
    expect(within(dialog).getByText('No QR Code')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Vehicle IDSS01');
  });

  it('shows a code that arrives after the thumbnail was clicked (the modal reads the page’s codes, not a copy taken at the click)', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics] });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.answer('GET', API.qrCodes, (request) => {
      const ids = (request.query.get('arrValues') ?? '').split(',');
      return gate.then(() => jsonResponse({ data: ids.map((id) => ({ [id]: fakeQr(id) })) }));
    });
    renderApp(PATH);
    const user = await listCategory('Classic Cars');
    await table();
    await user.click(screen.getByRole('button', { name: 'Show QR code of SS03' }));
    const dialog = screen.getByRole('dialog', { name: 'QR Code' });
    expect(within(dialog).getByRole('status', { name: 'Loading QR code' })).toBeInTheDocument();
    expect(within(dialog).queryByText('No QR Code')).not.toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('img', { name: 'QR code of SS03' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${fakeQr('SS03')}`,
    );
  });

  it('zips every code (in batches of at most 200, showing progress) as <id>.png in <Category>.zip', async () => {
    const big = category(7, 'Classic Cars', { prefix: 'SS', start: 1, end: 450 });
    const api = fakeVehicleIdsApi({ categories: [big] });
    // The second batch waits until the test lets it go, so the progress can be seen.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    api.answer('GET', API.qrCodes, (request) => {
      const ids = (request.query.get('arrValues') ?? '').split(',');
      if (ids.length < 100) return undefined;
      calls += 1;
      const reply = () => jsonResponse({ data: ids.map((id) => ({ [id]: fakeQr(id) })) });
      return calls === 2 ? gate.then(reply) : reply();
    });
    renderApp(PATH);
    const user = await listCategory('Classic Cars');
    await table();
    const button = screen.getByRole('button', { name: 'Download all QR Codes' });
    await user.click(button);
    expect(await screen.findByText('Preparing 200 / 450…')).toBeInTheDocument();
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(downloads).toHaveLength(1));
    // The file is saved before the progress is cleared (use-qr-zip-download.ts): the button comes back a render later.
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/Preparing/)).not.toBeInTheDocument();

    const batches = api.sent('GET', API.qrCodes).map((r) => r.query.get('arrValues')?.split(',').length);
    expect(batches.filter((n) => (n ?? 0) > 10)).toEqual([200, 200, 50]);
    const [zip] = downloads;
    expect(zip?.name).toBe('Classic-Cars.zip');
    const entries = unzipSync(await bytesOf(zip?.blob ?? new Blob()));
    expect(Object.keys(entries)).toHaveLength(450);
    expect(Object.keys(entries).slice(0, 2)).toEqual(['SS001.png', 'SS002.png']);
    expect(new TextDecoder().decode(entries['SS450.png'])).toBe('qr:SS450');
  });

  it('downloads the printable cards PDF named after the category', async () => {
    const api = fakeVehicleIdsApi({ categories: [classics] });
    renderApp(PATH);
    const user = await listCategory('Classic Cars');
    await table();
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('cards-classic-cars.pdf');
    expect(new TextDecoder().decode(await bytesOf(downloads[0]?.blob ?? new Blob()))).toBe(PDF_BYTES);
    expect(api.sent('GET', API.categoryCards(classics.id))).toHaveLength(1);
    // The cards of the ids vehicles hold, unless the whole series is asked for; the print dialog opens on them too.
    expect(api.sent('GET', API.categoryCards(classics.id))[0]?.query.get('blnAssignedOnly')).toBe('true');
    expect(document.querySelector('iframe[title="Document to print"]')).not.toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Whole series' }));
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(api.sent('GET', API.categoryCards(classics.id))[1]?.query.has('blnAssignedOnly')).toBe(false);

    // The fake answers with the first override that matches: one override, its answer switched.
    let failure = { status: 400, detail: 'No vehicle of Spring Show holds an id of "Classic Cars" yet.' };
    api.answer('GET', API.categoryCards(classics.id), () => jsonResponse({ detail: failure.detail }, failure.status));
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    expect(await screen.findByText('No vehicle of Spring Show holds an id of "Classic Cars" yet.')).toBeInTheDocument();

    failure = { status: 500, detail: 'Boom.' };
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    expect(await screen.findByText('Could not download file.')).toBeInTheDocument();
  });
});
