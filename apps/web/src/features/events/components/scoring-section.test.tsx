import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { TIE_BREAK_MESSAGES } from '@showgrid/shared/scoring-rules';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { categoryRow, showEventRow } from '../../../test/rows';

const EVENTS_PATH = '/admin/manage-events';
const classics = categoryRow(1, { strVehicleCategoryName: 'Classic Cars', intVehicleType: 1, strVehicleTypeTitle: 'Car' });
const paintwork = { id: 31, strParameterTitle: 'Paintwork', intScoreLimit: 10, intVehicleTypeId: 1 };
const engine = { id: 32, strParameterTitle: 'Engine', intScoreLimit: 10, intVehicleTypeId: 1 };

const concours: ShowEvent = showEventRow({
  id: 5,
  strEventTitle: 'Harbour Concours',
  strEventLocation: 'Quayside',
  strEventCoordinatorName: '',
  strEventCoordinatorPhone: '',
  strEventDescription: '',
  strEventStartDateTime: new Date(2030, 4, 1, 10, 0).toISOString(),
  b64Icon: null,
  arrVehicleCategory: [{ id: 1, strVehicleCategoryName: 'Classic Cars', strVehicleTypeTitle: 'Car', base64CategoryIcon: null }],
  arrJudges: [],
  strStatus: 'Active',
  strScoringRule: 'drop-high-low',
  intDropMinJudges: 5,
  objMedalBands: { gold: 92, silver: 85, bronze: 75 },
  arrTieBreak: ['score', 'parameter:31', 'picks'],
});

function api() {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.path === API.events) {
      return jsonResponse({ data: [concours], pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 } });
    }
    if (request.path === API.categories) return jsonResponse({ data: [classics] });
    if (request.path === API.judges) return jsonResponse({ data: [] });
    if (request.path === API.parameters)
      return jsonResponse({ data: request.query.get('intVehicleTypeId') === '1' ? [paintwork, engine] : [] });
    if (request.method === 'POST' && request.path === API.events) return jsonResponse({ data: concours }, 201);
    if (request.method === 'PUT' && request.path === API.event(concours.id)) return jsonResponse({ data: concours });
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

const inFuture = () => {
  const date = new Date();
  date.setDate(date.getDate() + 10);
  return `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function openCreateForm() {
  const user = userEvent.setup();
  renderApp(EVENTS_PATH);
  await user.click(await screen.findByRole('button', { name: 'Add Events' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
  await user.type(within(dialog).getByLabelText('Event Name'), 'Summer Classic');
  fireEvent.change(within(dialog).getByLabelText('Event Date'), { target: { value: inFuture() } });
  await user.type(within(dialog).getByLabelText('Location'), 'Harbour Front');
  return { user, dialog, scoring: within(within(dialog).getByRole('group', { name: 'Scoring' })) };
}

const order = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Tie-break order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/^\d+/, '').replace(/[↑↓]/g, '').trim());

beforeEach(() => restoreSession(adminUser));

describe('the event form’s scoring section', () => {
  it('sets drop high and low from N judges, medal bands and a tie-break on a parameter, and sends them', async () => {
    const server = api();
    const { user, dialog, scoring } = await openCreateForm();
    expect(scoring.getByLabelText('Scoring rule')).toHaveValue('points');
    expect(scoring.getByText(/a vehicle scores the sum over the judges/)).toBeInTheDocument();
    expect(scoring.queryByLabelText('Drop high and low from N judges')).not.toBeInTheDocument();
    expect(order(dialog)).toEqual(['Score (x/y)', "Judges' picks", 'Audience votes', "Organiser's decision"]);

    await user.selectOptions(scoring.getByLabelText('Scoring rule'), 'drop-high-low');
    expect(scoring.getByText(/highest and lowest judge totals are dropped/)).toBeInTheDocument();
    const n = scoring.getByLabelText('Drop high and low from N judges');
    expect(n).toHaveValue(4);
    await user.clear(n);
    await user.type(n, '5');

    expect(scoring.queryByLabelText('Gold from (% of the maximum)')).not.toBeInTheDocument();
    await user.click(scoring.getByRole('switch', { name: 'Medal bands' }));
    expect(scoring.getByLabelText('Gold from (% of the maximum)')).toHaveValue(90);
    await user.clear(scoring.getByLabelText('Bronze from (% of the maximum)'));
    await user.type(scoring.getByLabelText('Bronze from (% of the maximum)'), '65');

    // A parameter of the chosen categories' vehicle type can break ties; it goes in before the organiser.
    expect(scoring.queryByRole('option', { name: 'Parameter: Paintwork (Car)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Classic Cars' }));
    await user.selectOptions(await scoring.findByLabelText('Add a tie-break'), 'Parameter: Paintwork (Car)');
    await user.click(scoring.getByRole('button', { name: 'Add tie-break' }));
    await user.click(scoring.getByRole('button', { name: 'Move Parameter: Paintwork (Car) up' }));
    await user.click(scoring.getByRole('button', { name: 'Move Parameter: Paintwork (Car) up' }));
    await user.click(scoring.getByRole('button', { name: 'Remove Audience votes' }));
    expect(order(dialog)).toEqual(['Score (x/y)', 'Parameter: Paintwork (Car)', "Judges' picks", "Organiser's decision"]);
    expect(scoring.getByRole('button', { name: "Move Organiser's decision down" })).toBeDisabled();
    expect(scoring.getByRole('button', { name: 'Move Score (x/y) up' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Event Creation' });
    expect(confirm).toHaveTextContent('Drop high and low (5+ judges) · Gold from 90 %, Silver from 80 %, Bronze from 65 % of the maximum');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(server.sent('POST', API.events)[0]?.body).toMatchObject({
      strScoringRule: 'drop-high-low',
      intDropMinJudges: 5,
      objMedalBands: { gold: 90, silver: 80, bronze: 65 },
      arrTieBreak: ['score', 'parameter:31', 'picks', 'organiser'],
      arrDeductionReasons: [],
    });
  }, 30_000);

  it('refuses what the server would: N below 3, bands not going down, no score, the organiser not last', async () => {
    const server = api();
    const { user, dialog, scoring } = await openCreateForm();
    await user.selectOptions(scoring.getByLabelText('Scoring rule'), 'drop-high-low');
    await user.clear(scoring.getByLabelText('Drop high and low from N judges'));
    await user.type(scoring.getByLabelText('Drop high and low from N judges'), '2');
    await user.click(scoring.getByRole('switch', { name: 'Medal bands' }));
    await user.clear(scoring.getByLabelText('Silver from (% of the maximum)'));
    await user.type(scoring.getByLabelText('Silver from (% of the maximum)'), '95');
    await user.click(scoring.getByRole('button', { name: 'Remove Score (x/y)' }));
    await user.click(scoring.getByRole('button', { name: "Move Organiser's decision up" }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(scoring.getByLabelText('Drop high and low from N judges')).toHaveAccessibleDescription('Must be at least 3.');
    expect(scoring.getByLabelText('Bronze from (% of the maximum)')).toHaveAccessibleDescription(TIE_BREAK_MESSAGES.bands);
    const tieBreak = scoring.getByRole('group', { name: 'Tie-break order' });
    expect(tieBreak).toHaveAccessibleDescription(expect.stringContaining(TIE_BREAK_MESSAGES.score));
    expect(tieBreak).toHaveAccessibleDescription(expect.stringContaining(TIE_BREAK_MESSAGES.organiserLast));
    expect(screen.queryByRole('dialog', { name: 'Confirm Event Creation' })).not.toBeInTheDocument();
    expect(server.sent('POST', API.events)).toHaveLength(0);
  }, 30_000);

  it('lists deduction reasons under the deduction rule only: adds, refuses a repeat, removes, and sends them', async () => {
    const server = api();
    const { user, dialog, scoring } = await openCreateForm();
    expect(scoring.queryByRole('group', { name: 'Deduction reasons' })).not.toBeInTheDocument();
    await user.selectOptions(scoring.getByLabelText('Scoring rule'), 'deduction');
    const reasons = within(scoring.getByRole('group', { name: 'Deduction reasons' }));
    await user.type(reasons.getByLabelText('New reason'), 'Paint chip{Enter}');
    await user.type(reasons.getByLabelText('New reason'), 'Dirty engine bay');
    await user.click(reasons.getByRole('button', { name: 'Add reason' }));
    await user.type(reasons.getByLabelText('New reason'), 'paint chip');
    await user.click(reasons.getByRole('button', { name: 'Add reason' }));
    expect(reasons.getByLabelText('New reason')).toHaveAccessibleDescription('That reason is already listed.');
    await user.clear(reasons.getByLabelText('New reason'));
    await user.type(reasons.getByLabelText('New reason'), 'Missing badge');
    await user.click(reasons.getByRole('button', { name: 'Add reason' }));
    await user.click(reasons.getByRole('button', { name: 'Remove reason Dirty engine bay' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Event Creation' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    const body = server.sent('POST', API.events)[0]?.body;
    expect(body).toMatchObject({ strScoringRule: 'deduction', objMedalBands: null, arrDeductionReasons: ['Paint chip', 'Missing badge'] });
    // N is the drop rule's alone: not sent under another rule, so the stored one is kept.
    expect(body).not.toHaveProperty('intDropMinJudges');
  }, 30_000);

  it('opens an event with its scoring, turns the medals off, and shows the server’s field errors inline', async () => {
    const server = api();
    server.answer('PUT', API.event(concours.id), () => jsonResponse({ arrTieBreak: ['Unknown parameter: 31.'] }, 400));
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour Concours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Event' });
    const scoring = within(within(dialog).getByRole('group', { name: 'Scoring' }));
    expect(scoring.getByLabelText('Scoring rule')).toHaveValue('drop-high-low');
    expect(scoring.getByLabelText('Drop high and low from N judges')).toHaveValue(5);
    expect(scoring.getByRole('switch', { name: 'Medal bands' })).toBeChecked();
    expect(scoring.getByLabelText('Silver from (% of the maximum)')).toHaveValue(85);
    expect(await scoring.findByText('Parameter: Paintwork (Car)')).toBeInTheDocument();
    expect(order(dialog)).toEqual(['Score (x/y)', 'Parameter: Paintwork (Car)', "Judges' picks"]);

    await user.click(scoring.getByRole('switch', { name: 'Medal bands' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Event Update' })).getByRole('button', { name: 'Confirm' }));
    const back = await screen.findByRole('dialog', { name: 'Update Event' });
    expect(within(back).getByRole('group', { name: 'Tie-break order' })).toHaveAccessibleDescription(
      expect.stringContaining('Unknown parameter: 31.'),
    );
    expect(server.sent('PUT', API.event(concours.id))[0]?.body).toMatchObject({
      strScoringRule: 'drop-high-low',
      intDropMinJudges: 5,
      objMedalBands: null,
      arrTieBreak: ['score', 'parameter:31', 'picks'],
    });
  }, 30_000);
});
