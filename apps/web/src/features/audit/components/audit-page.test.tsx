import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { AuditEntry } from '@showgrid/shared/schemas/audit';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';

const ENTRIES: AuditEntry[] = [
  {
    intAuditId: 2,
    intUserId: 1,
    strUserName: 'Olivia Organiser',
    strAction: 'update',
    strEntity: 'event',
    strEntityId: '4',
    objBefore: { strEventTitle: 'Spring Show', dtVotingClosesAt: null, arrJudges: [1, 2] },
    objAfter: { strEventTitle: 'Spring Show', dtVotingClosesAt: '2030-05-01T16:00:00.000Z', arrJudges: [1, 2] },
    strAt: '2030-05-01T16:00:00.000Z',
  },
  {
    intAuditId: 1,
    intUserId: null,
    strUserName: null,
    strAction: 'create',
    strEntity: 'recusal',
    strEntityId: '4:7:9',
    objBefore: null,
    objAfter: { reason: 'My brother’s car' },
    strAt: '2030-05-01T09:00:00.000Z',
  },
];

let asked: LoggedRequest[] = [];
beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  asked = [];
  fakeApi((request) => {
    if (request.path === API.audit) {
      asked.push(request);
      const entity = request.query.get('strEntity');
      const rows = entity ? ENTRIES.filter((entry) => entry.strEntity === entity) : ENTRIES;
      return jsonResponse({ data: rows, pagination: { page: 1, pageSize: 10, total: rows.length, totalPages: 1 } });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});

describe('/admin/audit', () => {
  it('lists who changed what, newest first; a change opens to the fields it touched, before and after', async () => {
    const user = userEvent.setup();
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Olivia Organiser')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Deleted user')).toBeInTheDocument();

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Changes of event 4/ }));
    const changes = screen.getByRole('table', { name: 'Changes of event 4' });
    // Only what changed: the closing time, not the title or the judges.
    expect(within(changes).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['dtVotingClosesAt—2030-05-01T16:00:00.000Z']);
  });

  it('narrows by record, person and time: the filters go to the server', async () => {
    const user = userEvent.setup();
    renderApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Record'), 'recusal');
    await waitFor(() => expect(asked.at(-1)?.query.get('strEntity')).toBe('recusal'));
    expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(2);
    await user.type(screen.getByLabelText('Person'), 'olivia');
    await waitFor(() => expect(asked.at(-1)?.query.get('strUser')).toBe('olivia'));
    await user.type(screen.getByLabelText('From'), '2030-05-01T08:00');
    await waitFor(() => expect(asked.at(-1)?.query.get('dtFrom')).toBe(new Date('2030-05-01T08:00').toISOString()));
  });
});
