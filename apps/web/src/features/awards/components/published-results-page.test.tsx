import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { PublishedResults } from '@showgrid/shared/schemas/awards';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderApp, restoreSession } from '../../../test/render-app';

/** /results/{eventId}: the page shows what the answer carries (ADR 032); the answer carries only what the organiser shows. */

const vehicle = (intVehicleId: number, name: string) => ({
  intVehicleId,
  strVehicleId: `CL00${String(intVehicleId)}`,
  strVehicleName: name,
  strOwnerName: `Owner ${String(intVehicleId)}`,
  strCategoryName: 'Classics',
});

const HIDDEN: PublishedResults = {
  intEventId: 4,
  strEventTitle: 'Harbour Concours',
  strScoringRuleText: 'Points',
  arrCategories: [
    {
      intCategoryId: 1,
      strCategoryName: 'Classics',
      arrPodium: [{ ...vehicle(1, 'Jaguar E-Type'), intRank: 1, blnTie: false, strMedal: 'gold' }],
    },
  ],
  arrPeoplesChoice: [vehicle(2, 'Ford Mustang')],
};

const SHOWN: PublishedResults = {
  ...HIDDEN,
  arrCategories: [
    {
      intCategoryId: 1,
      strCategoryName: 'Classics',
      arrPodium: [{ ...vehicle(1, 'Jaguar E-Type'), intRank: 1, blnTie: false, strMedal: 'gold', strTotalScore: '27/30' }],
    },
  ],
  arrPeoplesChoice: [{ ...vehicle(2, 'Ford Mustang'), intVotes: 12 }],
  arrJudgesPicks: [{ strJudgeName: 'Ada Lovelace', arrVehicles: [{ ...vehicle(2, 'Ford Mustang'), strTotalScore: '24/30' }] }],
};

const serve = (answer: PublishedResults) =>
  fakeApi((request) =>
    request.path === API.awardsPublished(4) ? jsonResponse({ data: answer }) : jsonResponse({ detail: 'Not found.' }, 404),
  );

beforeEach(() => restoreSession(null));

describe('/results/{eventId}', () => {
  it('without scores or judges: the winners with their medals and the people’s choice, nothing more', async () => {
    serve(HIDDEN);
    renderApp('/results/4');
    const classics = await screen.findByRole('region', { name: 'Classics' });
    expect(
      within(classics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1stJaguar E-Type · CL001 · Owner 1Gold']);
    expect(within(screen.getByRole('region', { name: 'People’s Choice' })).queryByText(/vote/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Judges’ Picks' })).not.toBeInTheDocument();
  });

  it('with scores and judges named: scores, the people’s choice’s votes, and each judge’s picks', async () => {
    serve(SHOWN);
    renderApp('/results/4');
    const classics = await screen.findByRole('region', { name: 'Classics' });
    expect(within(classics).getByText('27/30')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'People’s Choice' })).getByText('12 votes')).toBeInTheDocument();
    const ada = within(screen.getByRole('region', { name: 'Judges’ Picks' })).getByRole('region', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('Ford Mustang')).toBeInTheDocument();
    expect(within(ada).getByText('24/30')).toBeInTheDocument();
  });

  it('not published: says so', async () => {
    fakeApi(() => jsonResponse({ detail: 'The results of this show are not published yet.' }, 404));
    renderApp('/results/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('The results of this show are not published yet.');
  });
});
