import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { VoteAuditItem } from '@showgrid/shared/schemas/attendee';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { eventRow } from '../../../test/rows';
import { setTokens } from '../../../lib/token-storage';

const EVENT = eventRow(5, 'Harbour Concours', '2030-05-01T09:00:00.000Z');

const vote = (id: number, email: string, vehicle: [number, string, string], extra: Partial<VoteAuditItem> = {}): VoteAuditItem => ({
  id,
  intVehicleId: vehicle[0],
  strVehicleId: vehicle[1],
  strVehicleName: vehicle[2],
  strEmailMasked: email,
  dtCreatedAt: `2030-05-01T10:0${String(id)}:00.000Z`,
  strClientHash: `hash${String(id)}abcd`,
  dtVoidedAt: null,
  strVoidReason: null,
  arrFlags: [],
  ...extra,
});

const JAG: [number, string, string] = [1, 'CL001', 'Jaguar E-Type'];
const MINI: [number, string, string] = [2, 'CL002', 'Mini Cooper'];

let voids: LoggedRequest[] = [];
beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  voids = [];
  let voided = false;
  fakeApi((request) => {
    if (request.path === API.event(EVENT.id)) return jsonResponse({ data: EVENT });
    if (request.method === 'GET' && request.path === `${API.votes}event/`) {
      return jsonResponse({
        data: [
          vote(3, 'x•••@example.com', JAG, {
            arrFlags: ['same-address'],
            ...(voided ? { dtVoidedAt: '2030-05-01T11:00:00.000Z', strVoidReason: 'One phone, three inboxes' } : {}),
          }),
          vote(2, 'b•••@example.com', MINI, { dtVoidedAt: '2030-05-01T10:30:00.000Z', strVoidReason: 'Owner’s family' }),
          vote(1, 'a•••@example.com', JAG),
        ],
      });
    }
    if (request.method === 'DELETE' && request.path === API.vote(3)) {
      voids.push(request);
      voided = true;
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Votes' }))
    .getAllByRole('row')
    .slice(1);

describe('/admin/results/{eventId}/votes', () => {
  it('lists the votes with masked e-mails, hashed addresses, flags and status; filters by vehicle and flagged', async () => {
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT.id)}/votes`);
    await screen.findByRole('table', { name: 'Votes' });
    expect(await screen.findByText('Harbour Concours · 3 votes · 1 voided · 1 flagged and counted')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const first = within(rows()[0] as HTMLElement);
    expect(first.getByText('CL001 · Jaguar E-Type')).toBeInTheDocument();
    expect(first.getByText('hash3abcd')).toBeInTheDocument();
    expect(first.getByText('Same address')).toHaveAttribute('title', '3 or more votes for this vehicle from one address');
    expect(within(rows()[1] as HTMLElement).getByText('Voided: Owner’s family')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Vehicle'), 'CL002 · Mini Cooper');
    expect(rows()).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Vehicle'), 'All vehicles');
    await user.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    expect(rows()).toHaveLength(1);
  });

  it('voids a vote with the reason given; the list shows it voided', async () => {
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT.id)}/votes`);
    await user.click(await screen.findByRole('button', { name: 'Void the vote of x•••@example.com for Jaguar E-Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void vote' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'One phone, three inboxes');
    await user.click(within(dialog).getByRole('button', { name: 'Void vote' }));
    await waitFor(() => expect(voids).toHaveLength(1));
    expect(voids[0]?.query.get('strReason')).toBe('One phone, three inboxes');
    expect(await screen.findByText('Voided: One phone, three inboxes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Void the vote of x/ })).not.toBeInTheDocument();
  });

  it("voids a vote without a reason: the reason is offered, never required (SPEC's DELETE has none)", async () => {
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT.id)}/votes`);
    await user.click(await screen.findByRole('button', { name: 'Void the vote of x•••@example.com for Jaguar E-Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void vote' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Void vote' }));
    await waitFor(() => expect(voids).toHaveLength(1));
    expect(voids[0]?.query.has('strReason')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Void vote' })).not.toBeInTheDocument());
  });
});
