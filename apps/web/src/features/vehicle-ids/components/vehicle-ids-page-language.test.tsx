import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { switchLanguage } from '../../../app/language/app-language';
import { captureDownloads } from '../../../test/capture-downloads';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { category, fakeQr, fakeVehicleIdsApi } from '../testing/fake-vehicle-ids-api';

// The manage-vehicle-id page in the organiser's own language (issue 33): its words, the shared
// rules' messages, and the zip's progress counted as German writes numbers.

const PATH = '/admin/manage-vehicle-id';
const classics = category(5, 'Classic Cars', { prefix: 'SS', start: 1, end: 25 });
const muscle = category(6, 'Modern Muscle');

beforeEach(async () => {
  restoreSession(adminUser);
  captureDownloads();
  await switchLanguage('de');
});

afterEach(async () => {
  await switchLanguage('en');
});

async function choose(label: string, name: string) {
  const user = userEvent.setup();
  const select = screen.getByLabelText(label);
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
  return user;
}

describe('the vehicle id page in German', () => {
  it('shows the series form and its checks in German', async () => {
    fakeVehicleIdsApi({ categories: [classics, muscle] });
    renderApp(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Startnummern verwalten' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Nummernserie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Präfix')).toBeRequired();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    // The shared rule's English ("This field is required."), in German, under each field.
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(4);
    await choose('Klasse', 'Classic Cars');
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeInTheDocument();
  });

  it('lists the ids with German words and counts the zip in German numbers', async () => {
    // A thousand ids (1001 to 2000): the progress reads "200 / 1.000".
    const big = category(7, 'Classic Cars', { prefix: 'SS', start: 1001, end: 2000 });
    const api = fakeVehicleIdsApi({ categories: [big], holders: { SS1002: { name: 'Jaguar E-Type', event: 'Spring Show' } } });
    // The second batch is held, so the progress stays on screen.
    let calls = 0;
    api.answer('GET', API.qrCodes, (request) => {
      const ids = (request.query.get('arrValues') ?? '').split(',');
      if (ids.length < 100) return undefined;
      calls += 1;
      return calls === 1 ? jsonResponse({ data: ids.map((id) => ({ [id]: fakeQr(id) })) }) : new Promise<Response>(() => {});
    });
    renderApp(PATH);
    expect(await screen.findByText('Bitte wählen Sie eine Klasse, um ihre Startnummern zu sehen.')).toBeInTheDocument();
    const user = await choose('Anzuzeigende Klasse', 'Classic Cars');
    await waitFor(() => expect(screen.queryByText('Startnummern werden geladen...')).not.toBeInTheDocument());
    const rows = within(screen.getByRole('table', { name: 'Startnummern' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('FahrzeugklasseFahrzeugnameStartnummerStatusQR-Code');
    expect(rows[1]).toHaveTextContent('Classic Cars--SS1001Nicht vergeben');
    expect(rows[2]).toHaveTextContent('Classic CarsJaguar E-TypeSpring ShowSS1002Vergeben');
    expect(screen.getByRole('button', { name: 'QR-Code von SS1001 anzeigen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alle QR-Codes herunterladen' }));
    expect(await screen.findByText('Wird vorbereitet: 200 / 1.000…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle QR-Codes herunterladen' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Ganze Serie' })).toBeInTheDocument();
  });
});
