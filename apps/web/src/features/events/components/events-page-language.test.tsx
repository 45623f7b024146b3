import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatJudgeId } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { switchLanguage } from '../../../app/language/app-language';
import { adminUser, jsonResponse, renderApp, restoreSession, stubFetch } from '../../../test/render-app';
import { showEventRow } from '../../../test/rows';

const EVENTS_PATH = '/admin/manage-events';

const choppers: Category = {
  id: 2,
  intCategoryId: 2,
  strVehicleCategoryName: 'Choppers',
  intVehicleType: 2,
  strVehicleTypeTitle: 'Motorbike',
  base64CategoryIcon: null,
  strPrefix: null,
  intStartRange: null,
  intRangeUpto: null,
};
const judge = (id: number, first: string, last: string): Judge => ({
  intJudgeId: id,
  strFullName: `${first} ${last}`,
  strFirstName: first,
  strLastName: last,
  strTitle: '',
  strEmail: `${first.toLowerCase()}@example.test`,
  strJudgeCode: formatJudgeId(id),
  profilePicture: null,
  arrEventIds: [],
});

const eventRow = {
  strEventLocation: 'Riverside Park',
  strEventCoordinatorName: 'Sam Smith',
  strEventCoordinatorPhone: '',
  strEventDescription: '',
  b64Icon: null,
  arrVehicleCategory: [],
  arrJudges: [],
};
const spring = showEventRow({
  ...eventRow,
  id: 3,
  strEventTitle: 'Spring Show',
  // 14:30 on the show's clock in Paris (summer time), whatever the browser's zone.
  strEventStartDateTime: '2030-05-01T12:30:00.000Z',
  strTimeZone: 'Europe/Paris',
  strStatus: 'Active',
});
const autumn = showEventRow({
  ...eventRow,
  id: 4,
  strEventTitle: 'Autumn Rally',
  strEventStartDateTime: new Date(2020, 9, 3, 9, 0).toISOString(),
  strStatus: 'Completed',
});

function fakeApi() {
  stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if ((init.method ?? 'GET') === 'GET') {
      if (url.pathname === API.events) {
        return jsonResponse({ data: [spring, autumn], pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1 } });
      }
      if (url.pathname === API.categories) return jsonResponse({ data: [choppers] });
      if (url.pathname === API.judges) return jsonResponse({ data: [judge(7, 'Ada', 'Lovelace'), judge(12, 'Grace', 'Hopper')] });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

// The form stays mounted (hidden) under the confirmation step; text queries must skip it.
const shown = { ignore: '[hidden] *, script, style' };

beforeEach(async () => {
  restoreSession(adminUser);
  await switchLanguage('fr');
});
afterEach(async () => {
  await switchLanguage('en');
});

describe('the events page in French', () => {
  it('heads the list in French and writes dates, times and statuses the French way', async () => {
    fakeApi();
    renderApp(EVENTS_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Événements' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Événements' });
    const row = (await within(table).findByText('Spring Show')).closest('tr');
    if (!row) throw new Error('no row');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 5)).toEqual(['Nom de l’événement', 'Date', 'Heure', 'Lieu', 'Statut']);
    // "1 mai 2030" and a 24-hour clock, not "1 May 2030, 2:30 PM".
    expect(within(row).getByText('1 mai 2030')).toBeInTheDocument();
    expect(within(row).getByText('14:30')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    expect(within(table).getByText('Terminé')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des événements' })).toBeInTheDocument();
  });

  it('labels the form in French, counts its judges by plural, and confirms in French', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Ajouter un événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un événement' });
    await within(dialog).findByRole('checkbox', { name: 'Ada Lovelace' });
    expect(within(dialog).getByRole('group', { name: 'Juges' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Notation' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Inscriptions' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fin du vote')).toHaveAccessibleDescription('Vide : 72 heures après le début.');
    expect(within(dialog).getByLabelText('Fuseau horaire')).toHaveAccessibleDescription('Vide : le fuseau horaire du serveur.');

    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(within(dialog).getByLabelText('Nom de l’événement')).toHaveAccessibleDescription('Ce champ est obligatoire.');

    await user.type(within(dialog).getByLabelText('Nom de l’événement'), 'Salon d’été');
    const date = inDays(30);
    fireEvent.change(within(dialog).getByLabelText('Date de l’événement'), { target: { value: date } });
    await user.type(within(dialog).getByLabelText('Lieu'), 'Port');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Choppers' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ada Lovelace' }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));

    let confirm = await screen.findByRole('dialog', { name: 'Confirmer la création de l’événement' });
    expect(within(confirm).getByText('1 juge', shown)).toBeInTheDocument();
    const start = new Date(`${date}T10:00:00`);
    const longDate = new Intl.DateTimeFormat('fr', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(start);
    expect(within(confirm).getByText(longDate, shown)).toBeInTheDocument();
    expect(within(confirm).getByText('10:00', shown)).toBeInTheDocument();
    expect(within(confirm).getByText('Points · sans médailles', shown)).toBeInTheDocument();
    expect(within(confirm).getByText('Clos', shown)).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Modifier' }));
    const form = await screen.findByRole('dialog', { name: 'Créer un événement' });
    await user.click(within(form).getByRole('checkbox', { name: 'Grace Hopper' }));
    expect(within(form).getByRole('group', { name: /^Jury de Choppers/ })).toHaveTextContent('tous les juges');
    await user.click(within(form).getByRole('checkbox', { name: 'Ada Lovelace juge Choppers' }));
    expect(within(form).getByRole('group', { name: /^Jury de Choppers/ })).toHaveTextContent('1 sur 2');
    await user.click(within(form).getByRole('button', { name: 'Créer' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirmer la création de l’événement' });
    expect(within(confirm).getByText('2 juges', shown)).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Choppers · Motorbike · jugée par Grace Hopper');
  }, 30_000);

  it('says the Scoring and Registration sections and their refusals in French', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Ajouter un événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un événement' });
    const scoring = within(within(dialog).getByRole('group', { name: 'Notation' }));
    expect(scoring.getByRole('option', { name: 'Sans la plus haute ni la plus basse' })).toBeInTheDocument();
    await user.click(scoring.getByRole('switch', { name: 'Seuils des médailles' }));
    await user.clear(scoring.getByLabelText('Argent à partir de (% du maximum)'));
    await user.type(scoring.getByLabelText('Argent à partir de (% du maximum)'), '95');
    await user.click(scoring.getByRole('button', { name: 'Retirer Note (x/y)' }));
    await user.click(scoring.getByRole('button', { name: 'Monter Décision de l’organisateur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(scoring.getByLabelText('Bronze à partir de (% du maximum)')).toHaveAccessibleDescription(
      'Les seuils doivent décroître de l’or à l’argent puis au bronze.',
    );
    const tieBreak = scoring.getByRole('group', { name: 'Ordre de départage' });
    expect(tieBreak).toHaveAccessibleDescription(expect.stringContaining('L’ordre de départage doit comprendre la note.'));
    expect(tieBreak).toHaveAccessibleDescription(expect.stringContaining('La décision de l’organisateur ne peut venir qu’en dernier.'));

    const registration = within(within(dialog).getByRole('group', { name: 'Inscriptions' }));
    await user.click(registration.getByRole('switch', { name: 'Les participants s’inscrivent eux-mêmes' }));
    expect(registration.getByRole('checkbox', { name: 'À l’entrée' })).toBeChecked();
    expect(registration.getByText('Pas de suppléments : les participants ne paient que le tarif de la catégorie.')).toBeInTheDocument();
  }, 30_000);
});
