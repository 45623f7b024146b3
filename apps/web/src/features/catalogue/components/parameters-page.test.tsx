import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { fakeCatalogueApi, vehicleType } from '../testing/fake-catalogue-api';

const PATH = '/admin/manage-parameters';
const car = vehicleType(1, 'Car');
const bike = vehicleType(2, 'Motorbike');
const buildQuality: Parameter = { id: 11, strParameterTitle: 'Build Quality', intScoreLimit: 10, intVehicleTypeId: 1 };
const creativity: Parameter = { id: 12, strParameterTitle: 'Creativity', intScoreLimit: 5, intVehicleTypeId: 1 };

beforeEach(() => restoreSession(adminUser));

async function chooseType(title: string) {
  const select = screen.getByRole('combobox', { name: 'Vehicle Type' });
  await within(select).findByRole('option', { name: title });
  await userEvent.setup().selectOptions(select, title);
}

describe('parameters page', () => {
  it('asks for a vehicle type first and keeps Add disabled until one is chosen', async () => {
    const api = fakeCatalogueApi({ types: [car, bike] });
    renderApp(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Parameters' })).toBeInTheDocument();
    expect(screen.getByText('Please select a vehicle type to view parameters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vehicle Type' })).toHaveDisplayValue('Select a vehicle type');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByLabelText('Score Limit')).toHaveValue(10);

    await chooseType('Motorbike');
    expect(await screen.findByText('No parameters available for this category.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(api.sent('GET', API.parameters).map((r) => r.query.get('intVehicleTypeId'))).toEqual(['2']);
  });

  it("lists the chosen type's parameters with their score range", async () => {
    fakeCatalogueApi({ types: [car, bike], parameters: [buildQuality, creativity] });
    renderApp(PATH);
    await chooseType('Car');
    const list = await screen.findByRole('list', { name: 'Parameters Created' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Build Quality0–10', 'Creativity0–5']);
    expect(within(list).getByRole('button', { name: 'Remove Creativity' })).toBeInTheDocument();
  });

  it('requires a title, then adds the parameter with the default limit of 10', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    renderApp(PATH);
    await chooseType('Car');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.sent('POST', API.parameters)).toHaveLength(0);

    await user.type(screen.getByLabelText('Parameter Title'), 'Build Quality');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Parameter added')).toBeInTheDocument();
    expect(api.sent('POST', API.parameters).map((r) => r.body)).toEqual([
      { strParameterTitle: 'Build Quality', intScoreLimit: 10, intVehicleType: 1 },
    ]);
    const list = await screen.findByRole('list', { name: 'Parameters Created' });
    expect(within(list).getByText('Build Quality')).toBeInTheDocument();
    expect(screen.getByLabelText('Parameter Title')).toHaveValue('');
  });

  it('sends a chosen score limit and shows a refused one under the field', async () => {
    const api = fakeCatalogueApi({ types: [car] });
    api.answer('POST', API.parameters, () => jsonResponse({ intScoreLimit: ['Must be at most 100.'] }, 400));
    renderApp(PATH);
    await chooseType('Car');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Parameter Title'), 'Creativity');
    await user.clear(screen.getByLabelText('Score Limit'));
    await user.type(screen.getByLabelText('Score Limit'), '5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText('Score Limit')).toHaveAccessibleDescription('Must be at most 100.'));
    expect(api.sent('POST', API.parameters)[0]?.body).toEqual({
      strParameterTitle: 'Creativity',
      intScoreLimit: 5,
      intVehicleType: 1,
    });
  });

  it('asks before removing and says scores already given are kept', async () => {
    const api = fakeCatalogueApi({ types: [car], parameters: [buildQuality] });
    renderApp(PATH);
    await chooseType('Car');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Build Quality' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove parameter?' });
    expect(dialog).toHaveTextContent('Scores already given on it are kept.');
    expect(api.sent('DELETE', API.parameter(buildQuality.id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Parameter removed')).toBeInTheDocument();
    expect(api.sent('DELETE', API.parameter(buildQuality.id))).toHaveLength(1);
  });
});
