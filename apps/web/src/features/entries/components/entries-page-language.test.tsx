import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../app/language/app-language';
import { setTokens } from '../../../lib/token-storage';
import { adminUser, renderApp, restoreSession } from '../../../test/render-app';
import { CLASSICS, entryRow, EVENT_ID, fakeEntriesApi, HOT_RODS } from '../testing/fake-entries-api';

// The organiser's entries page in their own language (issue 33): words, plurals, money and dates.

const PATH = `/admin/entries/${String(EVENT_ID)}`;

/** Two confirmed and one waiting in the classics; one rejected, paid online, in the hot rods. */
const seed = () => [
  entryRow(1, { blnPaid: true, strPaidVia: 'card', dtPaidAt: '2030-05-01T11:00:00.000Z' }),
  entryRow(2),
  entryRow(3, { strStatus: 'waitlisted', intWaitlistPosition: 0, intVehicleId: null, strVehicleUniqueId: null }),
  entryRow(4, {
    strStatus: 'rejected',
    strReason: 'Double entry',
    intCategoryId: HOT_RODS.id,
    strCategoryName: HOT_RODS.name,
    strPaymentMode: 'online',
    intAmountCents: 4000,
    blnPaid: true,
    strPaidVia: 'online',
    intVehicleId: null,
    strVehicleUniqueId: null,
  }),
];

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
});

afterEach(async () => {
  await switchLanguage('en');
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function rowOf(id: number) {
  const table = await screen.findByRole('table', { name: 'Inscriptions' });
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(id));
    if (!row) throw new Error(`no row for entry ${String(id)}`);
    return row;
  });
}

describe('the entries page in French', () => {
  it('speaks French: headers, statuses, agreed plurals, euros and the day as French writes them', async () => {
    await switchLanguage('fr');
    fakeEntriesApi(seed());
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscriptions' })).toBeInTheDocument();
    const first = await rowOf(1);
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Tous les statuts');
    const table = screen.getByRole('table', { name: 'Inscriptions' });
    expect(
      within(within(table).getAllByRole('row')[0] ?? document.body)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'N°',
      'Reçue',
      'Véhicule',
      'Propriétaire',
      'E-mail',
      'Catégorie',
      'Statut',
      'Montant',
      'Payé via',
      'N° de carte',
      'Rang d’attente',
      'Actions',
    ]);
    // Received 1 May 2030 at 10:00 UTC: 11:00 at the event (Europe/London), the day as French writes it.
    expect(cellsOf(first)[1]).toBe('1 mai11:00');
    // French money: "25,00 €" with a (narrow) no-break space.
    expect(cellsOf(first).slice(6, 9)).toEqual(['Confirmée', expect.stringMatching(/^25,00\s€$/), 'Carte à l’entrée']);
    expect(within(first).getByRole('button', { name: 'Renvoyer l’e-mail de l’inscription 1' })).toHaveTextContent('Renvoyer');
    expect(cellsOf(await rowOf(3)).slice(6, 11)).toEqual(['Liste d’attente', expect.stringMatching(/^25,00\s€$/), 'Non payé', '—', '1']);
    expect(cellsOf(await rowOf(4)).slice(6, 9)).toEqual(['Refusée', expect.stringMatching(/^40,00\s€$/), 'En ligne']);

    const places = screen.getByRole('region', { name: 'Places' });
    // Two confirmed, one waiting; one rejected: the words agree with the count.
    const classics = within(places).getByRole('rowheader', { name: CLASSICS.name }).closest('tr');
    expect(cellsOf(classics ?? document.body)).toEqual(['2', '2', '0', '2 confirmées · 1 sur liste d’attente']);
    const rods = within(places).getByRole('rowheader', { name: HOT_RODS.name }).closest('tr');
    expect(cellsOf(rods ?? document.body)).toEqual(['0', 'Sans limite', '—', '1 refusée']);
    expect(within(places).getByRole('rowheader', { name: 'Tout le concours' })).toBeInTheDocument();
    const total = within(screen.getByRole('region', { name: 'Montants' }))
      .getByRole('rowheader', { name: 'Total' })
      .closest('tr');
    expect(cellsOf(total ?? document.body)[0]).toMatch(/^40,00\s€$/);
  });

  it('asks and confirms its decisions in French', async () => {
    await switchLanguage('fr');
    fakeEntriesApi(seed());
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(within(await rowOf(4)).getByRole('button', { name: 'Marquer l’inscription 4 remboursée' }));
    const refund = await screen.findByRole('dialog', { name: 'Marquer l’inscription 4 remboursée ?' });
    expect(refund).toHaveTextContent(/Uniquement une fois les 40,00\s€ rendus/);
    await user.click(within(refund).getByRole('button', { name: 'Marquer remboursée' }));
    expect(await screen.findByText('Inscription 4 marquée remboursée.')).toBeInTheDocument();
    await waitFor(async () => expect(cellsOf(await rowOf(4))[8]).toBe('En ligne · remboursé'));

    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Refuser l’inscription 2' }));
    const reject = await screen.findByRole('dialog', { name: 'Refuser l’inscription 2' });
    expect(reject).toHaveTextContent('Le motif est envoyé par e-mail à entrant2@example.com');
    await user.click(within(reject).getByRole('button', { name: 'Refuser l’inscription' }));
    // The shared rule's English, in French.
    expect(within(reject).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(within(reject).getByLabelText('Motif')).toBeRequired();
    expect(within(reject).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
