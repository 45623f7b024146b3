import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, ROUTES } from '@showgrid/shared/paths';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { EVENT_ID, fakeVehiclesApi, vehicle } from '../testing/fake-vehicles-api';

const PATH = ROUTES.adminVehicles(EVENT_ID);
const csv = (name = 'vehicles.csv') => new File(['Registration Number,Category\nAB12CDE,Classic Cars\n'], name, { type: 'text/csv' });

beforeEach(() => restoreSession(adminUser));

/** The page with the Upload modal open; our own extension check runs (the picker's accept is off). */
async function openUpload() {
  const user = userEvent.setup({ applyAccept: false });
  renderApp(PATH);
  // The first render can take over a second on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Upload' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Vehicles' });
  return { user, dialog };
}

describe('bulk upload', () => {
  it('refuses a file that is not .csv, .xlsx or .xls before sending anything', async () => {
    const api = fakeVehiclesApi();
    const { user, dialog } = await openUpload();
    const input = within(dialog).getByLabelText('Vehicle File');
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,.xls');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(input).toHaveAccessibleDescription(/Please choose a file to upload\./);

    await user.upload(input, new File(['%PDF'], 'vehicles.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/Please choose a \.csv, \.xlsx or \.xls file\./);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(api.sent('POST', API.bulkUpload)).toHaveLength(0);

    // A good file clears the message.
    await user.upload(input, csv('VEHICLES.XLSX'));
    expect(within(dialog).queryByText('Please choose a .csv, .xlsx or .xls file.')).not.toBeInTheDocument();
  });

  it('shows a spinner while uploading, then the message, the Failed Entries: list and Close; the table refreshes', async () => {
    const api = fakeVehiclesApi();
    let finish: (response: Response) => void = () => {};
    api.answer('POST', API.bulkUpload, () => new Promise<Response>((resolve) => (finish = resolve)));
    const { user, dialog } = await openUpload();
    const file = csv();
    await user.upload(within(dialog).getByLabelText('Vehicle File'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('status', { name: 'Uploading' })).toBeInTheDocument();
    expect(within(dialog).getByText('Uploading vehicles...')).toBeInTheDocument();
    const [sent] = api.sent('POST', API.bulkUpload);
    expect(sent?.form?.get('file')).toBe(file);
    expect(sent?.form?.get('intEventId')).toBe(String(EVENT_ID));

    const listsBefore = api.sent('GET', API.vehicles).length;
    api.vehicles.push(vehicle(50, { strOwnerName: 'Imported Owner' }));
    finish(
      jsonResponse({
        message: '1 vehicle uploaded, 2 failed.',
        failed_data: ['Row 3: Category is required.', 'Row 4: Unknown category "Vans".'],
      }),
    );

    expect(await within(dialog).findByText('1 vehicle uploaded, 2 failed.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Uploading' })).not.toBeInTheDocument();
    const failed = within(dialog).getByRole('list', { name: 'Failed Entries:' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 3: Category is required.', 'Row 4: Unknown category "Vans".']);
    await waitFor(() => expect(api.sent('GET', API.vehicles).length).toBeGreaterThan(listsBefore));

    // The result's own Close button (the title bar's close icon is also named Close).
    const close = within(dialog).getByText('Close').closest('button');
    if (!close) throw new Error('no Close button');
    await user.click(close);
    expect(screen.queryByRole('dialog', { name: 'Upload Vehicles' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Imported Owner' })).toBeInTheDocument();
  });

  it('shows no Failed Entries: list when every row was imported', async () => {
    const api = fakeVehiclesApi();
    api.answer('POST', API.bulkUpload, () => jsonResponse({ message: '2 vehicles uploaded.', failed_data: [] }));
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('Vehicle File'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('2 vehicles uploaded.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed Entries:')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the file field, keeping the file to try again", async () => {
    const api = fakeVehiclesApi();
    api.answer('POST', API.bulkUpload, () => jsonResponse({ file: ['The sheet has no "Registration Number" column.'] }, 400));
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('Vehicle File'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Vehicle File')).toHaveAccessibleDescription(/The sheet has no "Registration Number" column\./),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.sent('POST', API.bulkUpload)).toHaveLength(2));
  });

  it('downloads the template in either format', async () => {
    const api = fakeVehiclesApi();
    api.answer('GET', API.bulkUploadTemplate, () => {
      // Node's Response makes Node's Blob; the page (like a browser) expects the window's.
      const response = new Response('Registration Number,Brand\n', { headers: { 'Content-Type': 'text/csv' } });
      Object.defineProperty(response, 'blob', { value: () => Promise.resolve(new Blob(['Registration Number,Brand\n'])) });
      return response;
    });
    const createObjectURL = vi.fn(() => 'blob:template');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, dialog } = await openUpload();

    await user.click(within(dialog).getByRole('button', { name: 'Download .csv template' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent('GET', API.bulkUploadTemplate)[0]?.query.get('strFormat')).toBe('csv');
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'vehicle-upload-template.csv');

    await user.click(within(dialog).getByRole('button', { name: 'Download .xlsx template' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.sent('GET', API.bulkUploadTemplate)[1]?.query.get('strFormat')).toBe('xlsx');
  });
});
