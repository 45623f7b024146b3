import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Locale } from '@showgrid/shared/locales';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse, renderApp, restoreSession } from '../../test/render-app';
import { setTokens } from '../../lib/token-storage';
import { GATE_STORAGE_KEY, useGateStore } from '../../features/gate/stores/gate-store';
import { switchLanguage } from '../language/app-language';

// The gate volunteer's own language (issue 33, ADR 046): the phone page and the printable list,
// with the app's picker in the gate page's header.

const ME = '/api/auth/me/';
const EVENT = { id: 9, strEventTitle: 'Harbour Concours', strEventStartDateTime: '2030-05-01T09:00:00.000Z' };
const CAR: GateVehicle = {
  intVehicleId: 1,
  strUniqueId: 'CL001',
  strRegistrationNumber: 'REG 1',
  strBrandName: 'Jaguar',
  strModelName: 'E-Type',
  strOwnerName: 'Owner 1',
  strCategoryName: 'Classics',
  blnPaid: false,
  intToPayCents: 4000,
  strCurrency: 'EUR',
  dtArrivedAt: null,
};

function gateApi(strLocale: Locale | null) {
  return fakeApi((request) => {
    if (request.path === ME && request.method === 'GET')
      return jsonResponse({ data: { user_id: 4, strEmail: 'gina@example.com', strFullName: 'Gina', strUserType: 'staff', strLocale } });
    if (request.path === ME && request.method === 'PUT')
      return jsonResponse({
        data: { user_id: 4, strEmail: 'gina@example.com', strFullName: 'Gina', strUserType: 'staff', strLocale: 'de' },
      });
    if (request.path === API.gateEvents) return jsonResponse({ data: [EVENT] });
    if (request.path === API.gateVehicles(EVENT.id))
      return jsonResponse({ data: { intEventId: EVENT.id, strEventTitle: EVENT.strEventTitle, arrVehicles: [CAR] } });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(async () => {
  localStorage.removeItem(GATE_STORAGE_KEY);
  useGateStore.setState({ eventId: null, list: null, pending: [], refused: [] });
  restoreSession({ role: 'staff', username: 'gina@example.com' });
  await setTokens({ access: 'staff-access', refresh: 'staff-refresh' });
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('the gate in the volunteer’s language', () => {
  it('speaks the account’s language, money and all, with the picker in the header', async () => {
    gateApi('fr');
    renderApp('/gate');
    expect(await screen.findByRole('heading', { name: 'Entrée' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(await screen.findByRole('region', { name: 'Arrivées' })).toHaveTextContent('Arrivés : 0 sur 1');
    const card = screen.getByRole('article', { name: 'CL001 Jaguar E-Type' });
    // French writes euros its own way ("40,00 €", with a narrow space).
    expect(card).toHaveTextContent(/À payer : 40,00\s€/);
    expect(within(card).getByRole('button', { name: 'Enregistrer l’arrivée de CL001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('switches in place when the volunteer picks another language', async () => {
    gateApi(null);
    renderApp('/gate');
    await screen.findByRole('region', { name: 'Arrivals' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Einlass' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ankünfte' })).toHaveTextContent('Angekommen: 0 von 1');
  });

  it('prints the arrival list in it too', async () => {
    gateApi('es');
    renderApp(`/gate/arrival-list/${String(EVENT.id)}`);
    expect(await screen.findByRole('heading', { name: 'Lista de llegadas — Harbour Concours' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Matrícula' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a la entrada' })).toHaveAttribute('href', '/gate');
    await waitFor(() => expect(screen.getByRole('row', { name: /CL001/ })).toHaveTextContent(/Sin pagar · a pagar 40,00\s€/));
  });
});
