import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Awards, PodiumPlace } from '@showgrid/shared/schemas/awards';
import type { Medal } from '@showgrid/shared/scoring-rules';
import { fakeApi } from '../../../test/fake-api';
import { adminUser, jsonResponse, renderApp, restoreSession } from '../../../test/render-app';
import { setTokens } from '../../../lib/token-storage';

const place = (intVehicleId: number, intRank: number, name: string, strMedal: Medal | null): PodiumPlace => ({
  intVehicleId,
  strVehicleId: `CL00${String(intVehicleId)}`,
  strVehicleName: name,
  strOwnerName: `Owner ${String(intVehicleId)}`,
  strCategoryName: 'Classics',
  strTotalScore: '27/30',
  intVotes: 0,
  strMedal,
  intRank,
  blnTie: false,
});
const AWARDS: Awards = {
  intEventId: 4,
  strEventTitle: 'Harbour Concours',
  strScoringRuleText: 'Drop high and low (4+ judges)',
  arrCategories: [
    {
      intCategoryId: 1,
      strCategoryName: 'Classics',
      arrPodium: [place(1, 1, 'Jaguar E-Type', 'gold'), place(2, 2, 'Ford Mustang', 'silver'), place(3, 3, 'Mini Cooper', null)],
    },
  ],
  arrPeoplesChoice: [{ ...place(2, 2, 'Ford Mustang', 'silver'), intVotes: 3 }],
  arrJudgesPicks: [],
};

beforeEach(async () => {
  restoreSession(adminUser);
  await setTokens({ access: 'admin-access', refresh: 'admin-refresh' });
  fakeApi((request) =>
    request.path === API.awards(AWARDS.intEventId) || request.path === API.awardsPublished(AWARDS.intEventId)
      ? jsonResponse({ data: AWARDS })
      : jsonResponse({ detail: 'Not found.' }, 404),
  );
});

const stand = (name: string) => within(screen.getByRole('region', { name }));

describe('medals on the awards screen and the published results', () => {
  it('reveals each place with its medal in words, never before it, and names the rule in small print', async () => {
    renderApp('/awards/4');
    expect(await screen.findByText('Ranked by: Drop high and low (4+ judges)')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(stand('Third place').getByText('Mini Cooper')).toBeInTheDocument();
    expect(screen.queryByText('Silver')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(stand('Second place').getByText('Silver')).toBeInTheDocument();
    expect(screen.queryByText('Gold')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(stand('First place').getByText('Gold')).toBeInTheDocument();
    // Below bronze: no medal.
    expect(stand('Third place').queryByText(/Gold|Silver|Bronze/)).not.toBeInTheDocument();
  });

  it('the people’s choice shows no judges’ medal: it is the audience’s award', async () => {
    renderApp('/awards/4');
    await screen.findByText('Ranked by: Drop high and low (4+ judges)');
    for (let step = 0; step < 5; step += 1) fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'People’s Choice' })).toBeInTheDocument();
    expect(screen.getByText('Ford Mustang')).toBeInTheDocument();
    expect(screen.queryByText(/Gold|Silver|Bronze/)).not.toBeInTheDocument();
  });

  it('a badge is the medal the car earned, never its place: a third place with Silver stands on no bronze step', async () => {
    const silverThird: Awards = {
      ...AWARDS,
      arrCategories: [
        {
          intCategoryId: 1,
          strCategoryName: 'Classics',
          arrPodium: [place(1, 1, 'Jaguar E-Type', 'gold'), place(2, 2, 'Ford Mustang', 'silver'), place(3, 3, 'Mini Cooper', 'silver')],
        },
      ],
    };
    fakeApi((request) =>
      request.path === API.awards(4) ? jsonResponse({ data: silverThird }) : jsonResponse({ detail: 'Not found.' }, 404),
    );
    const user = userEvent.setup();
    renderApp('/awards/4');
    await user.click(await screen.findByRole('button', { name: 'Live leaderboard' }));
    expect(stand('Third place').getByText('Silver')).toBeInTheDocument();
    // The steps are numbered, not coloured as medals: with medals on the podium only a badge wears one.
    for (const [name, rank] of [
      ['First place', '1'],
      ['Second place', '2'],
      ['Third place', '3'],
    ] as const) {
      expect(stand(name).getByText(rank).className).not.toMatch(/amber|orange|slate-300/);
    }
  });

  it('the live leaderboard shows the medals with the scores', async () => {
    const user = userEvent.setup();
    renderApp('/awards/4');
    await user.click(await screen.findByRole('button', { name: 'Live leaderboard' }));
    expect(stand('First place').getByText('Gold')).toBeInTheDocument();
    expect(stand('Second place').getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('Ranked by: Drop high and low (4+ judges)')).toBeInTheDocument();
  });

  it('the published results list each winner’s medal and the rule', async () => {
    renderApp('/results/4');
    const classics = await screen.findByRole('region', { name: 'Classics' });
    const items = within(classics).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1stJaguar E-Type · CL001 · Owner 1Gold27/30',
      '2ndFord Mustang · CL002 · Owner 2Silver27/30',
      '3rdMini Cooper · CL003 · Owner 327/30',
    ]);
    expect(screen.getByText('Ranked by: Drop high and low (4+ judges)')).toBeInTheDocument();
  });
});
