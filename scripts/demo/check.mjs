// What `--check` verifies once the show is seeded: that the API answers it back whole (events,
// categories with icons and id series, judges with photos, vehicles with pictures served as JPEG),
// and, per event, the score sheets, judges' choices, votes, recusals, the dashboard, the ranking and
// the totals match the counts the plan expected; then the results PDF, a category's vehicle ids,
// the visitors' vote pages and a judge's printed sign-in. It reads through the same endpoints the
// app does, so a server change that breaks the demo show fails `npm test` instead of a newcomer's
// first look. Each mismatch is collected, not thrown, so one run names all of them.
import { apiClient } from './api.mjs';
import { CATEGORIES, JUDGES } from './show-data.mjs';

/** `admin`: the admin's token. Answers the failures (none: all well) and the counts for the summary line. */
export async function check(base, signIns, admin) {
  const api = apiClient(base);
  const failures = [];
  const expect = (what, actual, wanted) => {
    if (actual !== wanted) failures.push(`${what}: ${actual}, expected ${wanted}`);
  };
  const as = { token: admin, headers: api.all };
  const { live, past } = signIns.events;
  const want = signIns.expected;

  const events = (await api.ok('GET', '/api/event/manage-event/', as)).data;
  expect('events', events.length, 2);
  const categories = (await api.ok('GET', '/api/vehicle/vehicle-category/', as)).data;
  expect('categories', categories.length, CATEGORIES.length);
  expect(
    'categories with an icon and a vehicle-id series',
    categories.filter((c) => c.base64CategoryIcon && c.strPrefix).length,
    CATEGORIES.length,
  );
  const judges = (await api.ok('GET', '/api/judges/', as)).data;
  expect('judges', judges.length, JUDGES.length);
  expect('judges with a photo', judges.filter((j) => j.profilePicture).length, JUDGES.length);
  const vehicles = (await api.ok('GET', '/api/vehicle/', as)).data;
  expect('vehicles', vehicles.length, want.live.vehicles + want.past.vehicles);
  expect('vehicles with a picture', vehicles.filter((v) => v.arrVehicleImagedetails.length > 0).length, vehicles.length);
  const picture = vehicles[0]?.arrVehicleImagedetails[0]?.strBase64Image;
  const media = picture ? await fetch(base + picture) : null;
  expect('a vehicle picture served as JPEG', media?.headers.get('content-type'), 'image/jpeg');

  const totals = { scores: 0, votes: 0 };
  for (const [key, event] of [
    ['live', live],
    ['past', past],
  ]) {
    const w = want[key];
    const q = `intEventId=${event.id}`;
    const mine = vehicles.filter((v) => v.intEventId === event.id);
    expect(`${key}: vehicles`, mine.length, w.vehicles);
    expect(`${key}: Paid vehicles`, mine.filter((v) => v.blnPaid).length, w.paid);
    const sheets = (await api.ok('GET', `/api/score-entry/?${q}`, as)).data;
    expect(`${key}: score sheets`, sheets.length, w.scores);
    expect(`${key}: judges' choices`, sheets.filter((s) => s.blnTopChoice).length, w.choices);
    totals.scores += sheets.length;
    const counts = (await api.ok('GET', `/api/attendee/attendee-vote/?${q}`, as)).data;
    const votes = counts.reduce((sum, row) => sum + row.numberOfVotes, 0);
    expect(`${key}: votes counted`, votes, w.votes);
    totals.votes += votes;
    const dashboard = await api.ok('GET', `/api/dashboard/?${q}`, as);
    expect(`${key}: dashboard vehicles`, dashboard.objVehicleStats.intTotalRegisteredVehicles, w.vehicles);
    expect(`${key}: dashboard judged`, dashboard.objJudgeStats.objJudgingProgress.intJudgedVehicleCount, w.judged);
    expect(`${key}: dashboard judges`, dashboard.objJudgeStats.intTotalJudgeCount, w.judges);
    expect(`${key}: dashboard votes`, dashboard.intTotalAudienceVote, w.votes);
    expect(`${key}: dashboard top vehicles`, dashboard.arrTopVehicles.length, 10);
    const ranking = (await api.ok('GET', `/api/ranking/?${q}`, as)).data;
    expect(`${key}: ranked vehicles`, ranking.length, w.paid);
    const scored = (await api.ok('GET', `/api/total-score/?${q}`, as)).arrVehicleScore;
    expect(`${key}: vehicles with a total`, scored.length, w.judged);
    let picks = 0;
    for (const judgeId of events.find((e) => e.id === event.id).arrJudges) {
      picks += (await api.ok('GET', `/api/top-choice/?${q}&intJudgeId=${judgeId}`, as)).data.length;
    }
    expect(`${key}: judges' choices per judge`, picks, w.choices);
    const recusals = (await api.ok('GET', `/api/recusal/?${q}`, as)).data;
    expect(`${key}: recusals`, recusals.length, w.recusals);
  }
  const report = await fetch(`${base}/api/report/${past.id}/download/1`, { headers: { authorization: `Bearer ${admin}` } });
  expect('results PDF of the finished show', `${report.status} ${report.headers.get('content-type')}`, '200 application/pdf');
  const ids = (await api.ok('GET', `/api/vehicle/unique-id/?intCategoryId=${categories[0].id}`, as)).data;
  expect('vehicle ids listed for a category', ids.length > 0, true);
  for (const { uniqueId } of signIns.audience) {
    const res = await api.request('GET', `/api/attendee/vehicle/${uniqueId}/`);
    expect(`audience page ${uniqueId}`, `${res.status} ${res.data?.data?.blnVotingOpen}`, '200 true');
  }
  // The seeding signed every judge in with the password it printed; one more, from the printed list.
  const first = signIns.judges[0];
  expect(
    `${first.email} signs in`,
    await api.login(first.email, first.password).then(
      () => true,
      () => false,
    ),
    true,
  );
  return {
    failures,
    totals,
    counts: { events: events.length, categories: categories.length, vehicles: vehicles.length, judges: judges.length },
  };
}
