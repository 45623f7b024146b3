import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@showgrid/shared/paths';
import { switchLanguage } from '../../../app/language/app-language';
import { adminUser, renderApp, restoreSession } from '../../../test/render-app';
import { EVENT_ID, fakeVehiclesApi, vehicle } from '../testing/fake-vehicles-api';

// The organiser's own language (issue 33): the vehicles list, its dialogs and the form, in French.

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
});
const beetle = vehicle(2, {
  strBrandName: 'VW',
  strModelName: 'Beetle',
  strOwnerName: 'Grace Hopper',
  strRegistrationNumber: 'XY99ZZZ',
  strUniqueId: null,
  blnPaid: false,
  strPaymentStatus: 'Unpaid',
});

beforeEach(async () => {
  restoreSession(adminUser);
  await switchLanguage('fr');
});

afterEach(async () => {
  await switchLanguage('en');
});

async function table() {
  await waitFor(() => expect(screen.queryByText('Chargement des véhicules…')).not.toBeInTheDocument(), { timeout: 5000 });
  return screen.getByRole('table', { name: 'Véhicules' });
}

describe('vehicles page in French', () => {
  it('shows the toolbar, the column headers and the stored choices in French', async () => {
    fakeVehiclesApi([mustang, beetle]);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Concours' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux événements' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des véhicules' })).toHaveAttribute(
      'placeholder',
      'Rechercher par propriétaire ou immatriculation',
    );
    expect(screen.getByRole('button', { name: 'Importer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter des véhicules' })).toBeInTheDocument();

    const rows = within(await table()).getAllByRole('row');
    const headers = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 6)).toEqual([
      'Image du véhicule',
      'Nom du véhicule',
      'Type de véhicule',
      'Nom du propriétaire',
      'Catégorie',
      'Immatriculation',
    ]);
    // The stored values stay the API's (Paid, VIP); what is shown is French.
    expect(rows[1]).toHaveTextContent('PayéVIP');
    expect(rows[2]).toHaveTextContent('Pas de n° de véhiculeNon payé');
    expect(within(rows[2]!).getByRole('img', { name: 'Pas d’image de VW Beetle (XY99ZZZ)' })).toBeInTheDocument();
  });

  it('asks in French before deleting', async () => {
    fakeVehiclesApi([mustang]);
    renderApp(PATH);
    const user = userEvent.setup();
    const rows = within(await table()).getAllByRole('row');
    // The row's buttons (shared components, worded there): edit first, delete last.
    const buttons = within(rows[1]!).getAllByRole('button', { name: /Ford Mustang \(AB12CDE\)/ });
    await user.click(buttons[buttons.length - 1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le véhicule' });
    expect(dialog).toHaveTextContent('Supprimer Ford Mustang (AB12CDE) ? Ses images et documents sont supprimés avec lui.');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('speaks French in the bulk upload, sizes in Mo', async () => {
    fakeVehiclesApi([]);
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importer' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Importer des véhicules' });
    expect(within(dialog).getByText('.csv, .xlsx ou .xls, jusqu’à 10 Mo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Télécharger le modèle .xlsx' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByText('Veuillez choisir un fichier à importer.')).toBeInTheDocument();
  });

  it('speaks French in the Add Vehicle form, its limits and its refusals', async () => {
    fakeVehiclesApi([]);
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter des véhicules' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un véhicule' });
    expect(within(dialog).getByLabelText('Immatriculation')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'N° du véhicule' })).toHaveDisplayValue('Veuillez choisir une catégorie');
    const payment = within(dialog).getByRole('combobox', { name: 'Statut du paiement' });
    expect(
      within(payment)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Payé', 'Non payé']);
    expect(payment).toHaveValue('Unpaid');
    expect(within(dialog).getByRole('combobox', { name: 'Type d’inscription' })).toHaveDisplayValue('Standard');
    expect(within(dialog).getByText('PNG, JPEG ou WebP ; jusqu’à 8 images, 8 Mo maximum chacune.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Immatriculation' })).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Catégorie' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });
});
