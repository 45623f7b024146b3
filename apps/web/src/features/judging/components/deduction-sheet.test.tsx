import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { SCORING_RULE_HINTS } from '@showgrid/shared/scoring-rules';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { useNetworkStore } from '../../../offline/network-status';
import { judgeUser, renderApp, restoreSession } from '../../../test/render-app';
import { toJudgeVehicle } from '../api/get-judge-vehicles';
import { judgeEventOf, useJudgeStore } from '../stores/judge-store';
import { vehicleScore } from '../testing/sheets';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi, showEvent } from '../testing/fake-judging-api';

/** The fake's parameters: Build Quality (11) out of 10, Creativity (12) out of 5. */
const REASONS = ['Paint chip', 'Rust', 'Wrong period part'];
const deductionEvent: ShowEvent = { ...showEvent, strScoringRule: 'deduction', arrDeductionReasons: REASONS };
const vehicles = defaultVehicles.map(toJudgeVehicle);

/** The judge is on the Mustang's sheet of an event with this scoring, as the category page kept it. */
function onSheetOf(event: ShowEvent) {
  const mustang = vehicles.find((vehicle) => vehicle.intVehicleId === 3);
  if (!mustang) throw new Error('no vehicle');
  useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS, vehicles, events: [judgeEventOf(event)] });
  useJudgeStore.getState().selectVehicle(mustang);
}

beforeEach(() => {
  restoreSession(judgeUser);
  useJudgeStore.getState().clear();
  useFailedRequestStore.getState().clear();
  useNetworkStore.setState({ online: true });
});

const sumOf = (parameterId: number) => screen.getByTestId(`parameter-${String(parameterId)}-sum`);

/** Opens a parameter's editor and records one deduction: `points` from 1 with +, the reason tapped or typed. */
async function deduct(title: string, points: number, reason: { tap: string } | { type: string }) {
  const addButton = screen.queryByRole('button', { name: `Add deduction to ${title}` });
  if (addButton) await userEvent.click(addButton);
  for (let step = 1; step < points; step += 1) await userEvent.click(screen.getByRole('button', { name: `More points off ${title}` }));
  if ('tap' in reason)
    await userEvent.click(within(screen.getByRole('group', { name: `Reasons for ${title}` })).getByRole('button', { name: reason.tap }));
  else await userEvent.type(screen.getByRole('textbox', { name: `Reason for ${title}` }), reason.type);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Deduct .* from ${title}$`) }));
}

describe('the event’s scoring rule on the scoring page', () => {
  it.each([
    [{ ...showEvent, strScoringRule: 'points' }, 'Scoring: Points', SCORING_RULE_HINTS.points],
    [deductionEvent, 'Scoring: Deduction', SCORING_RULE_HINTS.deduction],
    [
      { ...showEvent, strScoringRule: 'drop-high-low', intDropMinJudges: 5 },
      'Scoring: Drop high and low (5+ judges)',
      SCORING_RULE_HINTS['drop-high-low'],
    ],
  ] satisfies [ShowEvent, string, string][])('names the rule and what it means: %#', async (event, rule, hint) => {
    fakeJudgingApi({ events: [event] });
    onSheetOf(event);
    renderApp('/judge/scoring');
    const line = await screen.findByText(rule);
    expect(line.parentElement).toHaveTextContent(hint);
  });
});

describe('a deduction sheet', () => {
  it('starts each parameter at its limit, with no slider; a deduction takes its points off: limit − deductions = score', async () => {
    fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    renderApp('/judge/scoring');
    expect(await screen.findByText('Total: 15 / 15')).toBeInTheDocument();
    expect(sumOf(11)).toHaveTextContent('10 − 0 = 10');
    expect(sumOf(12)).toHaveTextContent('5 − 0 = 5');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    await deduct('Build Quality', 3, { tap: 'Paint chip' });
    expect(sumOf(11)).toHaveTextContent('10 − 3 = 7');
    expect(screen.getByText('Total: 12 / 15')).toBeInTheDocument();
    const listed = screen.getByRole('list', { name: 'Deductions from Build Quality' });
    expect(within(listed).getByRole('listitem')).toHaveTextContent('−3 Paint chip');
  });

  it('takes a reason from the organiser’s list or a typed one, and none at all is refused', async () => {
    fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    const { router } = renderApp('/judge/scoring');
    await userEvent.click(await screen.findByRole('button', { name: 'Add deduction to Creativity' }));
    const deductButton = screen.getByRole('button', { name: 'Deduct 1 point from Creativity' });
    expect(deductButton).toBeDisabled();

    // A tapped reason lands in the box, marked as chosen, and can be made more precise there.
    const rust = within(screen.getByRole('group', { name: 'Reasons for Creativity' })).getByRole('button', { name: 'Rust' });
    await userEvent.click(rust);
    expect(rust).toHaveAttribute('aria-pressed', 'true');
    const reasonBox = screen.getByRole('textbox', { name: 'Reason for Creativity' });
    expect(reasonBox).toHaveValue('Rust');
    await userEvent.type(reasonBox, ' on the sill');
    expect(rust).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(deductButton);
    // Enter in the box records a typed one; it does not submit the sheet.
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for Creativity' }), 'Non-original seats{Enter}');

    const items = within(screen.getByRole('list', { name: 'Deductions from Creativity' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('−1 Rust on the sill'),
      expect.stringContaining('−1 Non-original seats'),
    ]);
    expect(sumOf(12)).toHaveTextContent('5 − 2 = 3');
    expect(screen.getByRole('textbox', { name: 'Reason for Creativity' })).toHaveValue('');
    expect(router.state.location.pathname).toBe('/judge/scoring');
  });

  it('never goes below 0, and a deduction taken back gives its points back', async () => {
    fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    renderApp('/judge/scoring');
    await screen.findByRole('button', { name: 'Add deduction to Creativity' });
    await deduct('Creativity', 5, { tap: 'Wrong period part' });
    // No single deduction takes off more than the limit.
    expect(screen.getByRole('button', { name: 'More points off Creativity' })).toBeEnabled();
    await deduct('Creativity', 4, { type: 'Hand-painted badge' });
    expect(sumOf(12)).toHaveTextContent('5 − 9 = 0');
    expect(screen.getByText('A score never goes below 0.')).toBeInTheDocument();
    expect(screen.getByText('Total: 10 / 15')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove −5 Wrong period part from Creativity' }));
    expect(sumOf(12)).toHaveTextContent('5 − 4 = 1');
    expect(screen.getByText('Total: 11 / 15')).toBeInTheDocument();
  });

  it('sends the deductions with the scores they make, and keeps them on the tablet', async () => {
    const api = fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    const { router } = renderApp('/judge/scoring');
    await screen.findByRole('button', { name: 'Add deduction to Build Quality' });
    await deduct('Build Quality', 2, { tap: 'Paint chip' });
    await deduct('Build Quality', 1, { type: 'Loose trim' });
    await deduct('Creativity', 5, { tap: 'Rust' });
    await deduct('Creativity', 2, { tap: 'Rust' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    const [post] = api.sent('POST', API.scoreEntries);
    expect(post?.body).toMatchObject({
      intEventId: EVENT_ID,
      intVehicleId: 3,
      objParameterWiseScore: { '11': 7, '12': 0 },
      objParameterWiseDeductions: {
        '11': [
          { intPoints: 2, strReason: 'Paint chip' },
          { intPoints: 1, strReason: 'Loose trim' },
        ],
        '12': [
          { intPoints: 5, strReason: 'Rust' },
          { intPoints: 2, strReason: 'Rust' },
        ],
      },
    });
    expect(useJudgeStore.getState().sheets[3]).toMatchObject({
      state: 'saved',
      sheet: {
        scores: { 11: 7, 12: 0 },
        deductions: { 11: [{ intPoints: 2 }, { intPoints: 1 }], 12: [{ intPoints: 5 }, { intPoints: 2 }] },
      },
    });
    expect(api.entries[0]?.intTotalScore).toBe(7);
  });

  it('is not submitted with a deduction typed but not recorded: the judge records it or clears its reason first', async () => {
    const api = fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    const { router } = renderApp('/judge/scoring');
    await userEvent.click(await screen.findByRole('button', { name: 'Add deduction to Build Quality' }));
    await userEvent.click(screen.getByRole('button', { name: 'More points off Build Quality' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Reasons for Build Quality' })).getByRole('button', { name: 'Rust' }));

    // Submit (or Done) with the flaw typed but not deducted: the sheet would go out 2 points too high.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A deduction from Build Quality is typed but not recorded: tap Deduct, or clear its reason.',
    );
    expect(screen.getByRole('textbox', { name: 'Reason for Build Quality' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Done with Build Quality' }));
    expect(screen.getByRole('textbox', { name: 'Reason for Build Quality' })).toHaveValue('Rust');
    expect(router.state.location.pathname).toBe('/judge/scoring');
    expect(api.sent('POST', API.scoreEntries)).toEqual([]);
    expect(useJudgeStore.getState().sheets[3]).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Deduct 2 points from Build Quality' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/vehicles'));
    expect(api.sent('POST', API.scoreEntries)[0]?.body).toMatchObject({ objParameterWiseScore: { '11': 8, '12': 5 } });
  });

  it('names every parameter, one without deductions scoring its limit', async () => {
    const api = fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    renderApp('/judge/scoring');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(1));
    expect(api.sent('POST', API.scoreEntries)[0]?.body).toMatchObject({
      objParameterWiseScore: { '11': 10, '12': 5 },
      objParameterWiseDeductions: { '11': [], '12': [] },
    });
  });

  it('opens again with the deductions the tablet keeps', async () => {
    fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    const deductions = { 11: [{ intPoints: 4, strReason: 'Rust' }], 12: [] };
    useJudgeStore.setState({ sheets: { 3: vehicleScore({ state: 'pending', sheet: { scores: { 11: 6, 12: 5 }, deductions } }) } });
    renderApp('/judge/scoring');
    expect(await screen.findByText('Total: 11 / 15')).toBeInTheDocument();
    expect(sumOf(11)).toHaveTextContent('10 − 4 = 6');
    expect(screen.getByRole('list', { name: 'Deductions from Build Quality' })).toHaveTextContent('−4 Rust');
  });

  it('a sheet scored before the event turned to Deduction opens with what its scores took off, and saving it keeps them', async () => {
    const api = fakeJudgingApi({ events: [deductionEvent] });
    onSheetOf(deductionEvent);
    // Saved as points (8 of 10, 5 of 5) before the organiser chose Deduction.
    useJudgeStore.setState({
      sheets: { 3: vehicleScore({ state: 'saved', sheet: { scores: { 11: 8, 12: 5 }, specialNote: 'Clean', chosen: false } }) },
    });
    renderApp('/judge/scoring');
    expect(await screen.findByText('Total: 13 / 15')).toBeInTheDocument();
    expect(sumOf(11)).toHaveTextContent('10 − 2 = 8');
    expect(screen.getByRole('list', { name: 'Deductions from Build Quality' })).toHaveTextContent('−2 Scored 8 of 10 before');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries).at(-1)?.body).toHaveProperty('objParameterWiseDeductions'));
    expect(api.sent('POST', API.scoreEntries).at(-1)?.body).toMatchObject({
      objParameterWiseScore: { '11': 8, '12': 5 },
      objParameterWiseDeductions: { '11': [{ intPoints: 2, strReason: 'Scored 8 of 10 before' }], '12': [] },
    });
  });

  it('a points event keeps its sliders and sends no deductions', async () => {
    const api = fakeJudgingApi();
    onSheetOf(showEvent);
    renderApp('/judge/scoring');
    await userEvent.click(await screen.findByRole('button', { name: 'Raise Build Quality' }));
    expect(screen.queryByRole('button', { name: /Add deduction/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.sent('POST', API.scoreEntries)).toHaveLength(1));
    expect(api.sent('POST', API.scoreEntries)[0]?.body).not.toHaveProperty('objParameterWiseDeductions');
    expect(useJudgeStore.getState().sheets[3]?.sheet).not.toHaveProperty('deductions');
  });
});
