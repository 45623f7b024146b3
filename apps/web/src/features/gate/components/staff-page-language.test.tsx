import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, ROUTES } from '@showgrid/shared/paths';
import type { Staff } from '@showgrid/shared/schemas/gate';
import { switchLanguage } from '../../../app/language/app-language';
import { setTokens } from '../../../lib/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';

// The organiser's gate volunteers page in their own language (issue 33).

function staffApi(seed: Staff[]) {
  const staff = [...seed];
  return fakeApi(({ method, path, body }) => {
    if (path === API.gateStaff && method === 'GET') return jsonResponse({ data: staff });
    if (path === API.gateStaff && method === 'POST') {
      const { strFullName, strEmail } = body as { strFullName: string; strEmail: string };
      // The server words its refusals in the asker's language already (ADR 046).
      if (strEmail === 'taken@example.com') return jsonResponse({ strEmail: ['Diese E-Mail-Adresse wird bereits verwendet.'] }, 400);
      const made = { intStaffId: staff.length + 1, strFullName, strEmail };
      staff.push(made);
      return jsonResponse({ data: made }, 201);
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('the gate volunteers page in German', () => {
  it('lists, adds and asks before deleting, in German', async () => {
    await switchLanguage('de');
    staffApi([]);
    const user = userEvent.setup();
    renderApp(ROUTES.adminGateStaff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Einlasshelfer' })).toBeInTheDocument();
    expect(
      screen.getByText(`Konten für die Helfer am Einlass. Sie melden sich auf einem Smartphone unter ${ROUTES.gateLogin}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Helfer.')).toBeInTheDocument();

    const add = screen.getByRole('region', { name: 'Helfer hinzufügen' });
    await user.type(within(add).getByLabelText('Vollständiger Name'), 'Gina Gate');
    await user.type(within(add).getByLabelText('E-Mail'), 'taken@example.com');
    await user.type(within(add).getByLabelText('Passwort'), 'long-enough-secret');
    await user.click(within(add).getByRole('button', { name: 'Helfer hinzufügen' }));
    // The server's words, as they came.
    expect(await within(add).findByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeInTheDocument();

    await user.clear(within(add).getByLabelText('E-Mail'));
    await user.type(within(add).getByLabelText('E-Mail'), 'gina@example.com');
    await user.click(within(add).getByRole('button', { name: 'Helfer hinzufügen' }));
    expect(await screen.findByText(`Gina Gate kann sich jetzt unter ${ROUTES.gateLogin} anmelden.`)).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Helfer' });
    await user.click(await within(list).findByRole('button', { name: 'Gina Gate löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Helfer löschen?' });
    expect(dialog).toHaveTextContent('Gina Gate wird abgemeldet und kann keine Fahrzeuge mehr einchecken.');
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
