import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { switchLanguage } from '../../../app/language/app-language';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { category, fakeCatalogueApi, vehicleType } from '../testing/fake-catalogue-api';

// The organiser's own language (issue 33): vehicle types, parameters and categories, in German.

const car = vehicleType(1, 'Car', { intParameterCount: 3 });
const bike = vehicleType(2, 'Motorbike', { intParameterCount: 1, intCategoryCount: 1 });
const classics = category(5, 'Classic Cars', car);
const buildQuality: Parameter = { id: 11, strParameterTitle: 'Build Quality', intScoreLimit: 10, intVehicleTypeId: 1 };

beforeEach(async () => {
  restoreSession(adminUser);
  await switchLanguage('de');
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('vehicle types page in German', () => {
  it('counts parameters and categories in German, one and many', async () => {
    fakeCatalogueApi({ types: [car, bike] });
    renderApp('/admin/manage-vehicle-type');
    expect(screen.getByRole('heading', { level: 1, name: 'Fahrzeugtypen verwalten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name des Fahrzeugtyps')).toHaveAttribute('placeholder', 'z. B. Auto');
    const list = await screen.findByRole('list', { name: 'Angelegte Fahrzeugtypen' });
    expect(within(list).getByText('3 Kriterien · 0 Klassen')).toBeInTheDocument();
    expect(within(list).getByText('1 Kriterium · 1 Klasse')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Motorbike entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Fahrzeugtyp entfernen?' });
    expect(dialog).toHaveTextContent(
      '„Motorbike“ wird entfernt. Auch 1 Kriterium wird entfernt. Er wird von 1 Klasse verwendet, die zuerst gelöscht oder einem anderen Typ zugeordnet werden muss.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await user.click(within(list).getByRole('button', { name: 'Car entfernen' }));
    expect(screen.getByRole('dialog', { name: 'Fahrzeugtyp entfernen?' })).toHaveTextContent(
      '„Car“ wird entfernt. Auch seine 3 Kriterien werden entfernt.',
    );
  });

  it('refuses a blank name in German', async () => {
    fakeCatalogueApi({ types: [car] });
    renderApp('/admin/manage-vehicle-type');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name des Fahrzeugtyps')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.'),
    );
  });
});

describe('parameters page in German', () => {
  it('asks for a type, then lists its parameters with their range', async () => {
    fakeCatalogueApi({ types: [car], parameters: [buildQuality] });
    renderApp('/admin/manage-parameters');
    expect(screen.getByRole('heading', { level: 1, name: 'Kriterien verwalten' })).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie einen Fahrzeugtyp, um seine Kriterien zu sehen.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Fahrzeugtyp' });
    expect(select).toHaveDisplayValue('Fahrzeugtyp wählen');
    expect(screen.getByRole('button', { name: 'Hinzufügen' })).toHaveAttribute('title', 'Wählen Sie zuerst einen Fahrzeugtyp');
    await within(select).findByRole('option', { name: 'Car' });
    await userEvent.setup().selectOptions(select, 'Car');
    const list = await screen.findByRole('list', { name: 'Angelegte Kriterien' });
    expect(within(list).getByTitle('Punktebereich')).toHaveTextContent('0–10');
    expect(within(list).getByRole('button', { name: 'Build Quality entfernen' })).toBeInTheDocument();
  });
});

describe('categories page in German', () => {
  it('names the columns and counts one category', async () => {
    fakeCatalogueApi({ types: [car], categories: [classics] });
    renderApp('/admin/manage-categories');
    expect(screen.getByRole('heading', { level: 1, name: 'Klassen verwalten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name der Klasse')).toHaveAttribute('placeholder', 'z. B. Klassiker');
    const table = await screen.findByRole('table', { name: 'Klassen' });
    await within(table).findByText('Classic Cars');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 3)
        .map((th) => th.textContent),
    ).toEqual(['Name der Klasse', 'Fahrzeugtyp', 'Bild der Klasse']);
    expect(within(table).getByText('Kein Bild')).toBeInTheDocument();
    expect(screen.getByText('1 Klasse')).toBeInTheDocument();
  });

  it('counts many categories with German digit grouping', async () => {
    const api = fakeCatalogueApi({ types: [car], categories: [classics] });
    api.answer('GET', API.categories, () =>
      jsonResponse({ data: [classics], pagination: { page: 1, pageSize: 10, total: 1234, totalPages: 124 } }),
    );
    renderApp('/admin/manage-categories');
    expect(await screen.findByText('1.234 Klassen')).toBeInTheDocument();
  });
});
