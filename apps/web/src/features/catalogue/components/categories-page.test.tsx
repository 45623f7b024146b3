import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { category, fakeCatalogueApi, vehicleType } from '../testing/fake-catalogue-api';

const PATH = '/admin/manage-categories';
const car = vehicleType(1, 'Car');
const bike = vehicleType(2, 'Motorbike');
const classics = category(5, 'Classic Cars', car, '/media/classic');
const choppers = category(6, 'Choppers', bike);
const PNG_BYTES = 'png-bytes';

/** A picked file; jsdom's File cannot read itself, the browser's can. */
function picked(content: string, name: string, type: string): File {
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(new TextEncoder().encode(content).buffer) });
  return file;
}
const png = () => picked(PNG_BYTES, 'icon.png', 'image/png');

beforeEach(() => {
  restoreSession(adminUser);
  // jsdom has no object URLs; the image picker previews through one.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:preview' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
});

/** The table once its rows have arrived. */
async function table() {
  await waitFor(() => expect(screen.queryByText('Loading categories...')).not.toBeInTheDocument());
  return screen.getByRole('table', { name: 'Categories' });
}

async function fillCreateForm(name: string, type: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Category Name'), name);
  const select = screen.getByLabelText('Vehicle Type Name');
  await within(select).findByRole('option', { name: type });
  await user.selectOptions(select, type);
  return user;
}

describe('categories page: create', () => {
  it('shows the form and the table with a thumbnail per category', async () => {
    const api = fakeCatalogueApi({ types: [car, bike], categories: [classics, choppers] });
    renderApp(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Categories' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category Name')).toHaveAttribute('placeholder', 'Eg: Classic Cars');
    expect(screen.getByLabelText('Vehicle Category Image')).toHaveAttribute('type', 'file');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Category NameVehicle TypeCategory ImageActions',
      'Classic CarsCar',
      'ChoppersMotorbikeNo image',
    ]);
    expect(screen.getByRole('img', { name: 'Classic Cars' })).toHaveAttribute('src', '/media/classic');
    expect(api.sent('GET', API.categories)[0]?.query.get('page')).toBe('1');
  });

  it('says when there are no categories, and when they cannot be loaded', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    const { unmount } = renderApp(PATH);
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    unmount();
    api.answer('GET', API.categories, () => jsonResponse({ detail: 'Boom.' }, 400));
    renderApp(PATH);
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    expect(await screen.findByText('Error loading categories')).toBeInTheDocument();
  });

  it('creates a category with its icon as base64 without a prefix and clears the form', async () => {
    const api = fakeCatalogueApi({ types: [car, bike] });
    renderApp(PATH);
    const user = await fillCreateForm('Classic Cars', 'Car');
    await user.upload(screen.getByLabelText('Vehicle Category Image'), png());
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Category created')).toBeInTheDocument();
    expect(api.sent('POST', API.categories).map((r) => r.body)).toEqual([
      { strVehicleCategoryName: 'Classic Cars', intVehicleType: 1, base64CategoryIcon: btoa(PNG_BYTES) },
    ]);
    expect(await within(await table()).findByRole('img', { name: 'Classic Cars' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category Name')).toHaveValue('');
    expect(screen.getByLabelText('Vehicle Type Name')).toHaveValue('');
  });

  it('requires a name and a vehicle type before calling the server', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    renderApp(PATH);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.sent('POST', API.categories)).toHaveLength(0);
  });

  it("shows the server's first field message under the field", async () => {
    const api = fakeCatalogueApi({ types: [car] });
    api.answer('POST', API.categories, () =>
      jsonResponse({ strVehicleCategoryName: ['A category with this name already exists.', 'Other.'] }, 400),
    );
    renderApp(PATH);
    const user = await fillCreateForm('Classic Cars', 'Car');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Category Name')).toHaveAccessibleDescription('A category with this name already exists.'),
    );
    expect(screen.queryByText('Other.')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to create category')).not.toBeInTheDocument();
  });

  it('toasts "Failed to create category" when the server gives no field message', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    api.answer('POST', API.categories, () => new Response('', { status: 500 }));
    renderApp(PATH);
    const user = await fillCreateForm('Classic Cars', 'Car');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create category')).toBeInTheDocument();
  });

  it('refuses a picture that is not a png / jpg, and shows the server refusing a fake one', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    api.answer('POST', API.categories, () => jsonResponse({ base64CategoryIcon: ['Please upload an image in png / jpg format'] }, 400));
    renderApp(PATH);
    const user = userEvent.setup({ applyAccept: false });
    // After a first submit the form re-validates on change; the format message must survive that.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findAllByText('This field is required.');
    const picker = screen.getByLabelText('Vehicle Category Image');
    await user.upload(picker, picked('GIF89a', 'icon.gif', 'image/gif'));
    expect(picker).toHaveAccessibleDescription('Please upload an image in png / jpg format');

    await user.upload(screen.getByLabelText('Vehicle Category Image'), png());
    expect(screen.queryByText('Please upload an image in png / jpg format')).not.toBeInTheDocument();
    await fillCreateForm('Classic Cars', 'Car');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please upload an image in png / jpg format')).toBeInTheDocument();
    expect(api.sent('POST', API.categories)).toHaveLength(1);
  });
});

describe('categories page: edit, delete, pages', () => {
  it('opens "Edit Category" prefilled and sends only what changed', async () => {
    const api = fakeCatalogueApi({ types: [car, bike], categories: [classics] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Edit Classic Cars' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByLabelText('Category Name');
    expect(name).toHaveValue('Classic Cars');
    expect(within(dialog).getByLabelText('Vehicle Type Name')).toHaveDisplayValue('Car');

    await user.clear(name);
    await user.type(name, 'Vintage Cars');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(api.sent('PUT', API.category(classics.id)).map((r) => r.body)).toEqual([{ strVehicleCategoryName: 'Vintage Cars' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a new type and a new icon, and nothing when nothing changed', async () => {
    const api = fakeCatalogueApi({ types: [car, bike], categories: [classics] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Edit Classic Cars' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('PUT', API.category(classics.id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit Classic Cars' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await user.selectOptions(within(dialog).getByLabelText('Vehicle Type Name'), 'Motorbike');
    await user.upload(within(dialog).getByLabelText('Vehicle Category Image'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.sent('PUT', API.category(classics.id)).map((r) => r.body)).toEqual([
        { intVehicleType: 2, base64CategoryIcon: btoa(PNG_BYTES) },
      ]),
    );
  });

  it('keeps the modal open with the field message when the update is refused', async () => {
    const api = fakeCatalogueApi({ types: [car], categories: [classics] });
    api.answer('PUT', API.category(classics.id), () =>
      jsonResponse({ strVehicleCategoryName: ['A category with this name already exists.'] }, 400),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Edit Classic Cars' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await user.type(within(dialog).getByLabelText('Category Name'), ' II');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('A category with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
  });

  it('closes the modal with its close icon', async () => {
    fakeCatalogueApi({ types: [car], categories: [classics] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Edit Classic Cars' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before deleting, mentions the events, then deletes', async () => {
    const api = fakeCatalogueApi({ types: [car], categories: [classics] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Delete Classic Cars' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete category?' });
    expect(dialog).toHaveTextContent('“Classic Cars” will be deleted and removed from the events it is part of.');
    expect(api.sent('DELETE', API.category(classics.id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(api.sent('DELETE', API.category(classics.id))).toHaveLength(1);
  });

  it("toasts the server's message when the category is in use", async () => {
    const api = fakeCatalogueApi({ types: [car], categories: [classics] });
    api.answer('DELETE', API.category(classics.id), () =>
      jsonResponse({ detail: 'Classic Cars has 4 vehicles; move or delete them first.' }, 409),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Delete Classic Cars' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Classic Cars has 4 vehicles; move or delete them first.')).toBeInTheDocument();
  });

  it('pages through 10 rows at a time, keeping the page in the address', async () => {
    const many = Array.from({ length: 23 }, (_, i) => category(i + 1, `Category ${String(i + 1)}`, car));
    const api = fakeCatalogueApi({ types: [car], categories: many });
    const { router } = renderApp(PATH);
    expect(await within(await table()).findByText('Category 10')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Category 23')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(api.sent('GET', API.categories).at(-1)?.query.get('page')).toBe('3');
    expect(api.sent('GET', API.categories).every((r) => r.query.get('page') !== null)).toBe(true);
  });

  it('opens the page named in the address', async () => {
    const many = Array.from({ length: 15 }, (_, i) => category(i + 1, `Category ${String(i + 1)}`, car));
    fakeCatalogueApi({ types: [car], categories: many });
    renderApp(`${PATH}?page=2`);
    expect(await screen.findByText('Category 15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
