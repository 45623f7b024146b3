import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { fakeCatalogueApi, vehicleType } from '../testing/fake-catalogue-api';

const PATH = '/admin/manage-vehicle-type';
const car = vehicleType(1, 'Car', { intParameterCount: 3 });
const bike = vehicleType(2, 'Motorbike', { intCategoryCount: 2 });

beforeEach(() => restoreSession(adminUser));

async function typeList() {
  return screen.findByRole('list', { name: 'Vehicle Type Created' });
}

describe('vehicle type page', () => {
  it('lists the vehicle types with a remove button each', async () => {
    fakeCatalogueApi({ types: [car, bike] });
    renderApp(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Vehicle Type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vehicle Type Name')).toHaveAttribute('placeholder', 'eg: Car');
    const list = await typeList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Remove Car' })).toBeInTheDocument();
    expect(within(list).getByText('3 parameters · 0 categories')).toBeInTheDocument();
  });

  it('refuses an empty or blank name without calling the server', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Vehicle Type Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Vehicle Type Name')).toHaveAccessibleDescription('This field is required.');
    expect(api.sent('POST', API.vehicleTypes)).toHaveLength(0);
  });

  it('creates a type, clears the field and refetches the list now and 100 ms later', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    renderApp(PATH);
    await typeList();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Vehicle Type Name'), '  Truck ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Vehicle type created')).toBeInTheDocument();
    expect(api.sent('POST', API.vehicleTypes).map((r) => r.body)).toEqual([{ strVehicleTypeTitle: 'Truck' }]);
    expect(screen.getByLabelText('Vehicle Type Name')).toHaveValue('');
    expect(await within(await typeList()).findByText('Truck')).toBeInTheDocument();
    const postIndex = api.requests.findIndex((r) => r.method === 'POST');
    const refetches = () => api.requests.slice(postIndex).filter((r) => r.method === 'GET' && r.path === API.vehicleTypes);
    await waitFor(() => expect(refetches()).toHaveLength(2));
  });

  it("shows the server's field message under the field", async () => {
    const api = fakeCatalogueApi({ types: [car] });
    api.answer('POST', API.vehicleTypes, () =>
      jsonResponse({ strVehicleTypeTitle: ['A vehicle type with this title already exists.', 'Second.'] }, 400),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Vehicle Type Name'), 'Car');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Vehicle Type Name')).toHaveAccessibleDescription('A vehicle type with this title already exists.'),
    );
    expect(screen.queryByText('Second.')).not.toBeInTheDocument();
  });

  it('filters the list as the user types in the search box', async () => {
    fakeCatalogueApi({ types: [car, bike] });
    renderApp(PATH);
    const list = await typeList();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'moto');
    expect(within(list).queryByText('Car')).not.toBeInTheDocument();
    expect(within(list).getByText('Motorbike')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plane');
    expect(screen.getByText('No vehicle types match “plane”.')).toBeInTheDocument();
  });

  it('asks before removing, says the parameters go too, then deletes', async () => {
    const api = fakeCatalogueApi({ types: [car, bike] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await typeList()).getByRole('button', { name: 'Remove Car' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove vehicle type?' });
    expect(dialog).toHaveTextContent('“Car” will be removed. Its 3 parameters will be removed too.');
    expect(api.sent('DELETE', API.vehicleType(car.id))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Vehicle type removed')).toBeInTheDocument();
    expect(api.sent('DELETE', API.vehicleType(car.id))).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when the removal is cancelled', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await typeList()).getByRole('button', { name: 'Remove Car' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it("toasts the server's refusal when categories still use the type", async () => {
    const api = fakeCatalogueApi({ types: [car, bike] });
    api.answer('DELETE', API.vehicleType(bike.id), () =>
      jsonResponse({ detail: 'Motorbike is used by 2 categories; delete or move them first.' }, 409),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await typeList()).getByRole('button', { name: 'Remove Motorbike' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('It is used by 2 categories');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Motorbike is used by 2 categories; delete or move them first.')).toBeInTheDocument();
  });
});
