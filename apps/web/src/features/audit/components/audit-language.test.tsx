import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { AuditEntry } from '@showgrid/shared/schemas/audit';
import { switchLanguage } from '../../../app/language/app-language';
import { setTokens } from '../../../lib/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';

// The audit trail in the organiser's own language (issue 33): the page's words, the kinds of
// record and what was done to them, the server's "System", and the time as the language writes it.

const entry = (id: number, extra: Partial<AuditEntry>): AuditEntry => ({
  intAuditId: id,
  intUserId: 1,
  strUserName: 'Olivia Organiser',
  strAction: 'update',
  strEntity: 'event',
  strEntityId: '4',
  strRecordName: 'Spring Show',
  objBefore: null,
  objAfter: null,
  strAt: '2030-05-01T09:00:00.000Z',
  ...extra,
});

const ENTRIES: AuditEntry[] = [
  entry(3, { objBefore: { strEventTitle: 'Spring Show' }, objAfter: { strEventTitle: 'Summer Show' } }),
  entry(2, { intUserId: null, strUserName: null, strAction: 'create', strEntity: 'recusal', strRecordName: 'CL007 · Jane Judge' }),
  entry(1, { intUserId: null, strUserName: 'System', strAction: 'create', strEntity: 'user', strRecordName: 'admin@showgrid.local' }),
];

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  fakeApi((request) => {
    if (request.path === API.audit)
      return jsonResponse({ data: ENTRIES, pagination: { page: 1, pageSize: 10, total: ENTRIES.length, totalPages: 1 } });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});

afterEach(async () => {
  await switchLanguage('en');
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the audit trail in the organiser’s language', () => {
  it('speaks German: headers, filters, kinds of record, actions, people and a German date', async () => {
    await switchLanguage('de');
    const user = userEvent.setup();
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Protokoll' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Protokoll' });
    for (const header of ['Wann', 'Wer', 'Aktion', 'Datensatz']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const record = screen.getByRole('combobox', { name: 'Datensatz' });
    expect(within(record).getByRole('option', { name: 'Alle Datensätze' })).toBeInTheDocument();
    expect(within(record).getByRole('option', { name: 'Check-ins am Einlass' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Name oder E-Mail')).toBeInTheDocument();

    const [changed, recused, made] = rowsOf(table) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(changed).getByRole('cell', { name: 'geändert' })).toBeInTheDocument();
    expect(within(changed).getByRole('cell', { name: 'Veranstaltung Spring Show' })).toBeInTheDocument();
    // The day and month as German writes them, whatever the clock's zone (09:00 UTC is 1 May everywhere near).
    expect(within(changed).getByText(/^1\. Mai 2030, \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(within(recused).getByText('Gelöschter Benutzer')).toBeInTheDocument();
    expect(within(recused).getByRole('cell', { name: 'Rücktritt CL007 · Jane Judge' })).toBeInTheDocument();
    expect(within(made).getByRole('cell', { name: 'angelegt' })).toBeInTheDocument();
    expect(within(made).getByRole('cell', { name: 'Verwaltungskonto admin@showgrid.local' })).toBeInTheDocument();

    await user.click(within(changed).getByRole('button', { name: /^Änderungen an Veranstaltung Spring Show am 1\. Mai 2030/ }));
    const changes = screen.getByRole('table', { name: 'Änderungen an Veranstaltung Spring Show' });
    expect(within(changes).getByRole('columnheader', { name: 'Vorher' })).toBeInTheDocument();
    expect(within(changes).getByRole('columnheader', { name: 'Nachher' })).toBeInTheDocument();
    expect(within(changed).getByRole('button', { name: /^Änderungen an/ })).toHaveTextContent('Ausblenden');
  });

  it('speaks French: the server’s “System” in French too', async () => {
    await switchLanguage('fr');
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Journal d’audit' });
    const [, recused, made] = rowsOf(table) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(made).getByText('Système')).toBeInTheDocument();
    expect(within(made).getByRole('cell', { name: 'création' })).toBeInTheDocument();
    expect(within(recused).getByText('Utilisateur supprimé')).toBeInTheDocument();
    expect(within(recused).getByRole('cell', { name: 'Récusation CL007 · Jane Judge' })).toBeInTheDocument();
    expect(within(recused).getByText(/^1 mai 2030/)).toBeInTheDocument();
  });
});
