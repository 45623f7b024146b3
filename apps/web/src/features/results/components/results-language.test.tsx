import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { VoteAuditItem } from '@showgrid/shared/schemas/attendee';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { switchLanguage } from '../../../app/language/app-language';
import { setTokens } from '../../../lib/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { classicsEventRow, judgeRow, rankingRow, vehicleRow } from '../../../test/rows';

// The organiser's results and votes pages in the organiser's own language (issue 33): the words,
// the plurals, the numbers and the times as German and French write them.

const EVENT = 3;
const CLASSICS = 11;

const showEvent = classicsEventRow(
  { id: EVENT, title: 'Spring Concours', categoryId: CLASSICS, judges: [7] },
  {
    strScoringRule: 'drop-high-low',
    intDropMinJudges: 4,
    objMedalBands: { gold: 90, silver: 80, bronze: 70 },
    arrTieBreak: ['score', 'votes', 'organiser'],
    strTimeZone: 'Europe/Berlin',
  },
);

const row = (id: number, name: string, extra: Partial<RankingRow>): RankingRow => rankingRow(id, name, CLASSICS, extra);

const ranking = [
  row(1, 'Jaguar E-Type', { intRank: 1, intVotes: 1234, intJudgeCount: 5, intCountedJudgeCount: 3, strMedal: 'gold' }),
  row(2, 'Aston Martin DB5', { intRank: 2, intVotes: 1, intTieGroup: 1, strTotalScore: '12/20', intTotalScore: 12 }),
  row(3, 'Ford Mustang', { intRank: 2, intVotes: 2, intJudgeCount: 2, intTieGroup: 1, strTotalScore: '12/20', intTotalScore: 12 }),
];

const vote = (id: number, email: string, extra: Partial<VoteAuditItem> = {}): VoteAuditItem => ({
  id,
  intVehicleId: 1,
  strVehicleId: 'CC001',
  strVehicleName: 'Jaguar E-Type',
  strEmailMasked: email,
  dtCreatedAt: '2030-05-01T10:05:09.000Z',
  strClientHash: `hash${String(id)}`,
  dtVoidedAt: null,
  strVoidReason: null,
  arrFlags: [],
  ...extra,
});

function api(votes: VoteAuditItem[]) {
  return fakeApi((request) => {
    if (request.path === API.event(EVENT)) return jsonResponse({ data: showEvent });
    if (request.path === API.judges) return jsonResponse({ data: [judgeRow(7, 'Ada Lovelace', [EVENT])] });
    if (request.path === API.ranking) return jsonResponse({ data: ranking });
    if (request.path === API.scoreEntries || request.path === API.topChoice) return jsonResponse({ data: [] });
    if (request.path === API.scoreConflicts || request.path === API.recusals) return jsonResponse({ data: [] });
    if (request.method === 'GET' && request.path === `${API.votes}event/`) return jsonResponse({ data: votes });
    if (request.path === `${API.vehicles}1/`)
      return jsonResponse({ data: vehicleRow(1, { intEventId: EVENT, intVehicleTypeId: 4, blnPaid: true, strPaymentStatus: 'Paid' }) });
    if (request.path === API.parameters)
      return jsonResponse({ data: [{ id: 31, strParameterTitle: 'Paint', intScoreLimit: 10, intVehicleTypeId: 4 }] });
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

describe('the results pages in the organiser’s language', () => {
  it('speaks German on the results page: headers, ranking note, medals, ties, plurals and numbers', async () => {
    await switchLanguage('de');
    api([]);
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    const table = screen.getByRole('table', { name: 'Ergebnisse' });
    expect(within(table).getByText('Bitte wählen Sie eine Klasse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ergebnis herunterladen' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Klasse'), 'Classic Cars');
    expect(within(table).getByRole('columnheader', { name: 'Platz' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Medaille' })).toBeInTheDocument();
    const jaguar = (await within(table).findByText('Jaguar E-Type')).closest('tr') as HTMLElement;
    // A thousand votes with German grouping; one vote and two votes by the plural rule.
    expect(within(jaguar).getByText('1.234 Stimmen')).toBeInTheDocument();
    expect(within(jaguar).getByText('Gold')).toBeInTheDocument();
    expect(within(jaguar).getByText('3 von 5 Richtern gezählt')).toBeInTheDocument();
    const aston = within(table).getByText('Aston Martin DB5').closest('tr') as HTMLElement;
    expect(within(aston).getByText('1 Stimme')).toBeInTheDocument();
    expect(within(aston).getByText('1 Richter')).toBeInTheDocument();
    const mustang = within(table).getByText('Ford Mustang').closest('tr') as HTMLElement;
    expect(within(mustang).getByText('2 Stimmen')).toBeInTheDocument();
    expect(within(mustang).getByText('Gleichstand')).toBeInTheDocument();

    const note = screen.getByRole('note', { name: 'Wie die Ergebnisse gereiht werden' });
    expect(note).toHaveTextContent(
      'Rangfolge nach: Höchste und niedrigste streichen (ab 4 Richtern) · bei Gleichstand: Wertung (x/y), Publikumsstimmen, Entscheidung des Veranstalters',
    );
    expect(note).toHaveTextContent('Medaillen: Gold ab 90 %, Silber ab 80 %, Bronze ab 70 % der Höchstpunktzahl');
    expect(note).toHaveTextContent('Fahrzeuge ohne Wertung haben keinen Platz.');

    expect(await screen.findByRole('heading', { name: 'Wertungskonflikte (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zurückgetreten (0)' })).toBeInTheDocument();

    const ties = screen.getByRole('region', { name: 'Gleichstände' });
    expect(ties).toHaveTextContent('Gleichstand auf Platz 2 in Classic Cars: Aston Martin DB5, Ford Mustang');
    await user.click(within(ties).getByRole('button', { name: 'Gleichstand ordnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gleichstand auf Platz 2 ordnen' });
    expect(within(dialog).getByRole('button', { name: 'Aston Martin DB5 nach unten verschieben' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reihenfolge speichern' })).toBeInTheDocument();
  });

  it('speaks German in a car’s judges’ sheets and the paper sheet form, its own checks too', async () => {
    await switchLanguage('de');
    api([]);
    const user = userEvent.setup();
    renderApp(`/admin/results/${String(EVENT)}`);
    await screen.findByRole('heading', { name: 'Spring Concours' });
    await user.selectOptions(screen.getByLabelText('Klasse'), 'Classic Cars');
    const table = screen.getByRole('table', { name: 'Ergebnisse' });
    await user.click(await within(table).findByRole('button', { name: 'Bewertungsbögen der Richter für Jaguar E-Type CC001' }));
    const sheets = await screen.findByRole('dialog', { name: 'Bewertungsbögen der Richter: Jaguar E-Type' });
    expect(sheets).toHaveTextContent('CC001 · Classic Cars · Platz 1 · 17/20 von 3 von 5 Richtern gezählt');
    expect(within(sheets).getByRole('button', { name: 'Bewertungsbogen herunterladen' })).toBeInTheDocument();
    await user.click(within(sheets).getByRole('button', { name: 'Papierbogen für Ada Lovelace eingeben' }));

    const dialog = await screen.findByRole('dialog', { name: 'Papierbogen eingeben: CC001 · Jaguar E-Type' });
    expect(dialog).toHaveTextContent('markiert mit Vom Papierbogen übertragen, nach denselben Regeln');
    await user.type(await within(dialog).findByLabelText('Paint (0–10)'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Papierbogen speichern' }));
    expect(within(dialog).getByText('Geben Sie eine ganze Zahl von 0 bis 10 ein.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Besondere Anmerkung')).toBeInTheDocument();
  });

  it('speaks French on the votes page: counts, flags, status and the time in the show’s zone', async () => {
    await switchLanguage('fr');
    api([
      vote(2, 'b•••@example.com', { arrFlags: ['same-address'] }),
      vote(1, 'a•••@example.com', { dtVoidedAt: '2030-05-01T11:00:00.000Z', strVoidReason: 'Doublon' }),
    ]);
    renderApp(`/admin/results/${String(EVENT)}/votes`);
    expect(await screen.findByRole('heading', { name: 'Votes du public' })).toBeInTheDocument();
    expect(await screen.findByText('Spring Concours · 2 votes · 1 invalidé(s) · 1 signalé(s) et compté(s)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Votes' });
    expect(within(table).getByRole('columnheader', { name: 'Adresse' })).toBeInTheDocument();
    const [flagged, voided] = within(table).getAllByRole('row').slice(1);
    expect(within(flagged as HTMLElement).getByText('Même adresse')).toHaveAttribute(
      'title',
      '3 votes ou plus pour ce véhicule depuis une même adresse',
    );
    expect(within(flagged as HTMLElement).getByText('Compté')).toBeInTheDocument();
    expect(
      within(flagged as HTMLElement).getByRole('button', { name: 'Invalider le vote de b•••@example.com pour Jaguar E-Type' }),
    ).toBeInTheDocument();
    expect(within(voided as HTMLElement).getByText('Invalidé : Doublon')).toBeInTheDocument();
    // 10:05:09 UTC is 12:05:09 in Berlin in May; French writes "1 mai".
    expect(within(flagged as HTMLElement).getByText(/1 mai.*12:05:09/)).toBeInTheDocument();
  });

  it('says one vote in the singular on the votes page', async () => {
    await switchLanguage('de');
    api([vote(1, 'a•••@example.com')]);
    renderApp(`/admin/results/${String(EVENT)}/votes`);
    expect(await screen.findByText('Spring Concours · 1 Stimme · 0 annulliert · 0 markiert und gezählt')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nur markierte' })).toBeInTheDocument();
  });
});
