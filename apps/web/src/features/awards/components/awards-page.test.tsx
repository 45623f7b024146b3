import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Awards, PodiumPlace } from '@showgrid/shared/schemas/awards';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';

const place = (intVehicleId: number, intRank: number, name: string): PodiumPlace => ({
  intVehicleId,
  strVehicleId: `CL00${String(intVehicleId)}`,
  strVehicleName: name,
  strOwnerName: `Owner ${String(intVehicleId)}`,
  strCategoryName: 'Classics',
  strTotalScore: '13/15',
  intVotes: intVehicleId,
  strMedal: null,
  intRank,
  blnTie: false,
});
const AWARDS: Awards = {
  intEventId: 4,
  strEventTitle: 'Harbour Concours',
  strScoringRuleText: 'Points',
  arrCategories: [
    {
      intCategoryId: 1,
      strCategoryName: 'Classics',
      arrPodium: [place(1, 1, 'Jaguar E-Type'), place(2, 2, 'Ford Mustang'), place(3, 3, 'Mini Cooper')],
    },
  ],
  arrPeoplesChoice: [place(3, 3, 'Mini Cooper')],
  arrJudgesPicks: [],
};

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  fakeApi((request) =>
    request.path === API.awards(AWARDS.intEventId) ? jsonResponse({ data: AWARDS }) : jsonResponse({ detail: 'Not found.' }, 404),
  );
});

const placeShows = (name: string, vehicle: string) => within(screen.getByRole('region', { name })).queryByText(vehicle) !== null;

describe('the awards screen', () => {
  it('reveals a category third, second, first by keys and clicks, then the people’s choice; Back steps back', async () => {
    const user = userEvent.setup();
    renderApp('/awards/4');
    expect(await screen.findByRole('heading', { name: 'Harbour Concours' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Classics' })).toBeInTheDocument();
    expect([placeShows('Third place', 'Mini Cooper'), placeShows('First place', 'Jaguar E-Type')]).toEqual([false, false]);
    fireEvent.keyDown(window, { key: ' ' });
    expect([placeShows('Third place', 'Mini Cooper'), placeShows('Second place', 'Ford Mustang')]).toEqual([true, false]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(placeShows('Second place', 'Ford Mustang')).toBe(true);
    expect(placeShows('First place', 'Jaguar E-Type')).toBe(false);
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(placeShows('First place', 'Jaguar E-Type')).toBe(true);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(placeShows('First place', 'Jaguar E-Type')).toBe(false);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'People’s Choice' })).toBeInTheDocument();
    expect(screen.getByText(/3 votes/)).toBeInTheDocument();
  });

  it('the live leaderboard shows a category’s places with their scores', async () => {
    const user = userEvent.setup();
    renderApp('/awards/4');
    await user.click(await screen.findByRole('button', { name: 'Live leaderboard' }));
    expect(screen.getByRole('heading', { name: 'Live leaderboard · Classics' })).toBeInTheDocument();
    expect(placeShows('First place', 'Jaguar E-Type')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'First place' })).getByText('13/15')).toBeInTheDocument();
  });
});
