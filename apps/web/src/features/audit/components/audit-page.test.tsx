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
    strRecordName: 'Spring Show',
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
    strRecordName: 'CL007 · Jane Judge',
    objBefore: null,
    objAfter: { reason: 'My brother’s car' },
    strAt: '2030-05-01T09:00:00.000Z',
  },
];

const GATE_AND_SETUP: AuditEntry[] = [
  {
    intAuditId: 12,
    intUserId: 30,
    strUserName: 'Gate Greta',
    strAction: 'check-in',
    strEntity: 'gate',
    strEntityId: '10',
    strRecordName: 'SS012',
    objBefore: { vehicleId: 10, uniqueId: 'SS012', arrivedAt: null },
    objAfter: { vehicleId: 10, uniqueId: 'SS012', arrivedAt: '2030-05-01T08:30:00.000Z' },
    strAt: '2030-05-01T08:30:00.000Z',
  },
  {
    intAuditId: 11,
    intUserId: 1,
    strUserName: 'Olivia Organiser',
    strAction: 'create',
    strEntity: 'staff',
    strEntityId: '30',
    strRecordName: 'Gate Greta',
    objBefore: null,
    objAfter: { email: 'greta@show.test', fullName: 'Gate Greta' },
    strAt: '2030-05-01T08:00:00.000Z',
  },
  {
    intAuditId: 10,
    intUserId: null,
    strUserName: 'System',
    strAction: 'create',
    strEntity: 'user',
    strEntityId: '1',
    strRecordName: 'admin@showgrid.local',
    objBefore: null,
    objAfter: { email: 'admin@showgrid.local', role: 'admin' },
    strAt: '2030-04-01T08:00:00.000Z',
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
      const all = [...ENTRIES, ...GATE_AND_SETUP];
      const rows = entity ? all.filter((entry) => entry.strEntity === entity) : all;
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

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Changes of Event Spring Show at/ }));
    const changes = screen.getByRole('table', { name: 'Changes of Event Spring Show' });
    // Only what changed: the closing time, not the title or the judges.
    expect(
      within(changes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['dtVotingClosesAt—2030-05-01T16:00:00.000Z']);
  });

  it('narrows by record, person and time: the filters go to the server', async () => {
    const user = userEvent.setup();
    renderApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Record'), 'recusal');
    await waitFor(() => expect(asked.at(-1)?.query.get('strEntity')).toBe('recusal'));
    expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Recusal CL007 · Jane Judge' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Person'), 'olivia');
    await waitFor(() => expect(asked.at(-1)?.query.get('strUser')).toBe('olivia'));
    await user.type(screen.getByLabelText('From'), '2030-05-01T08:00');
    await waitFor(() => expect(asked.at(-1)?.query.get('dtFrom')).toBe(new Date('2030-05-01T08:00').toISOString()));
  });

  it('names the record (the car’s id, not its row number) and the person (the system made the first admin), and filters gate and staff records', async () => {
    const user = userEvent.setup();
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rowOf = (id: number) =>
      within(table).getAllByRole('row')[ENTRIES.length + GATE_AND_SETUP.findIndex((e) => e.intAuditId === id) + 1] as HTMLElement;
    expect(within(rowOf(12)).getByRole('cell', { name: 'Gate check-in SS012' })).toBeInTheDocument();
    expect(within(rowOf(12)).queryByText(/#10/)).not.toBeInTheDocument();
    expect(within(rowOf(10)).getByRole('cell', { name: 'System' })).toBeInTheDocument();
    expect(within(rowOf(10)).getByRole('cell', { name: 'Admin account admin@showgrid.local' })).toBeInTheDocument();
    expect(screen.queryByText('Deleted user')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Record'), 'Gate check-ins');
    await waitFor(() => expect(asked.at(-1)?.query.get('strEntity')).toBe('gate'));
    await user.selectOptions(screen.getByLabelText('Record'), 'Gate volunteers');
    await waitFor(() => expect(asked.at(-1)?.query.get('strEntity')).toBe('staff'));
    expect(
      await within(screen.getByRole('table', { name: 'Audit log' })).findByRole('cell', { name: 'Gate volunteer Gate Greta' }),
    ).toBeInTheDocument();
  });
});
