import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatJudgeId } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { switchLanguage } from '../../../app/language/app-language';
import { adminUser, jsonResponse, renderApp, restoreSession, stubFetch } from '../../../test/render-app';

const JUDGES_PATH = '/admin/manage-judges';

const ada: Judge = {
  intJudgeId: 7,
  strFullName: 'Ada Lovelace',
  strFirstName: 'Ada',
  strLastName: 'Lovelace',
  strTitle: 'Chief judge',
  strEmail: 'ada@example.com',
  strJudgeCode: formatJudgeId(7),
  profilePicture: null,
  arrEventIds: [],
};

function fakeApi() {
  stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === API.judges) {
      return jsonResponse({ data: [ada], pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 } });
    }
    if (method === 'POST' && url.pathname === API.judgeResetPassword(7)) {
      return jsonResponse({ data: ada, strGeneratedPassword: 'fresh-pass-99', blnEmailed: true });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(async () => {
  restoreSession(adminUser);
  await switchLanguage('de');
});
afterEach(async () => {
  await switchLanguage('en');
});

// The judges' screens hold no count, date or number of their own: their words are what changes.
describe('the judges page in German', () => {
  it('heads the page and the table, and names the row actions, in German', async () => {
    fakeApi();
    renderApp(JUDGES_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Richter' })).toBeInTheDocument();
    expect(screen.getByText('Richter werden geladen …')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Richter' });
    await within(table).findByText('Ada Lovelace');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Foto', 'Name des Richters', 'Kontaktdaten']);
    expect(screen.getByRole('searchbox', { name: 'Richter suchen' })).toHaveAttribute('placeholder', 'Richter suchen');
    expect(within(table).getByRole('button', { name: 'Passwort von Ada Lovelace zurücksetzen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richter hinzufügen' })).toBeInTheDocument();
  });

  it('asks and shows a new password in German', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Passwort von Ada Lovelace zurücksetzen' }));
    const confirm = screen.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    expect(confirm).toHaveTextContent('Ein neues Passwort für Ada Lovelace erzeugen?');
    await user.click(within(confirm).getByRole('button', { name: 'Passwort zurücksetzen' }));
    const shown = await screen.findByRole('dialog', { name: 'Neues Passwort für Ada Lovelace' });
    expect(within(shown).getByRole('status', { name: 'Passwort' })).toHaveTextContent('fresh-pass-99');
    expect(within(shown).getByText('Es wurde außerdem per E-Mail an ada@example.com geschickt.')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Kopieren' })).toBeInTheDocument();
    expect(await screen.findByText('Passwort zurückgesetzt')).toBeInTheDocument();
  });

  it('labels the judge form and says its refusals in German', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Richter hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Richter anlegen' });
    const name = within(dialog).getByLabelText('Name des Richters');
    expect(within(dialog).getByLabelText('Bild hochladen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Erstes Passwort')).toHaveAccessibleDescription('Leer lassen, um eines erzeugen zu lassen.');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(name).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
  });
});
