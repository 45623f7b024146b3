import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';
import { GATE_STORAGE_KEY, useGateStore } from '../stores/gate-store';

const EVENT = { id: 9, strEventTitle: 'Harbour Concours', strEventStartDateTime: '2030-05-01T09:00:00.000Z' };
const LIST = {
  intEventId: EVENT.id,
  strEventTitle: EVENT.strEventTitle,
  arrVehicles: [
    {
      intVehicleId: 1,
      strUniqueId: 'CL001',
      strRegistrationNumber: 'REG 1',
      strBrandName: 'Jaguar',
      strModelName: 'E-Type',
      strOwnerName: 'Owner 1',
      strCategoryName: 'Classics',
      blnPaid: true,
      intToPayCents: null,
      strCurrency: null,
      dtArrivedAt: null,
    },
  ],
};

let listAnswer: () => Response;
beforeEach(async () => {
  localStorage.removeItem(GATE_STORAGE_KEY);
  useGateStore.setState({ eventId: null, list: null, pending: [] });
  restoreSession({ role: 'staff', username: 'gina@example.com' });
  await setTokens({ access: 'staff-access', refresh: 'staff-refresh' });
  listAnswer = () => jsonResponse({ data: LIST });
  fakeApi((request) => {
    if (request.path === API.gateEvents) return jsonResponse({ data: [EVENT] });
    if (request.path === API.gateVehicles(EVENT.id)) return listAnswer();
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
});

describe('/gate/arrival-list/{eventId}', () => {
  it('has a way back to the gate (not printed)', async () => {
    const user = userEvent.setup();
    renderApp(`/gate/arrival-list/${String(EVENT.id)}`);
    await screen.findByRole('heading', { name: 'Arrival list — Harbour Concours' });
    const back = screen.getByRole('link', { name: '← Back to the gate' });
    expect(back).toHaveAttribute('href', '/gate');
    expect(back).toHaveClass('print:hidden');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Gate' })).toBeInTheDocument();
  });

  it('offers the way back when the list cannot be loaded, too', async () => {
    listAnswer = () => jsonResponse({ detail: 'Event not found.' }, 404);
    renderApp(`/gate/arrival-list/${String(EVENT.id)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The arrival list could not be loaded.');
    expect(screen.getByRole('link', { name: '← Back to the gate' })).toHaveAttribute('href', '/gate');
  });
});
