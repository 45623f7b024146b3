// Seeding the demo show through the HTTP API, step by step as people would build it: the admin sets
// up vehicle types, scoring sheets and categories, the judges and the two events, and registers 120
// vehicles with their pictures; the judges score from their tablets, pick their choices and one steps
// aside; visitors vote with the code they were mailed. All of it follows plan.mjs; what runs
// concurrently (uploads, tablets, voters) only changes how long it takes. moveEvents puts the two
// events on today and three weeks back, after seeding and again on every start of the demo.
import fs from 'node:fs';
import path from 'node:path';
import { apiClient, multipart } from './api.mjs';
import { outboxReader } from './outbox.mjs';
import { categoryIconSvg, eventBannerSvg, portraitSvg, renderJpeg, renderPng, vehiclePictureSvg } from './pictures.mjs';
import { HOUR, expectedCounts, planShow } from './plan.mjs';
import { createRandom } from './random.mjs';
import { ADMIN, CATEGORIES, EVENTS, SEED, TYPES } from './show-data.mjs';

/** Seeds an empty server at `base` (its DATA_DIR `dataDir`); answers the sign-ins to print and keep. */
export async function seed({ base, dataDir, log }) {
  const api = apiClient(base);
  const now = new Date();
  const plan = planShow(now);
  let last = performance.now();
  const step = (text) => {
    const t = performance.now();
    // DEMO_TIMING=1: how long each step took (the one before this line).
    if (process.env.DEMO_TIMING) log(`  … ${((t - last) / 1000).toFixed(1)} s`);
    last = t;
    log(`  ${text}`);
  };
  const adminToken = await api.login(ADMIN.email, ADMIN.password);
  const as = { token: adminToken };

  step('vehicle types, scoring sheets and categories');
  const { parameterIds, categoryIds } = await createCategories(api, as);

  step(`${plan.judges.length} judges (signing in meanwhile) and 2 events`);
  const judgesReady = createJudges(api, as, plan.judges);
  // Awaited once the vehicles are in; a failure meanwhile must not go unhandled.
  judgesReady.catch(() => {});
  const eventIds = await createEvents(api, as, categoryIds, now);

  step(`${plan.vehicles.length} vehicles with their pictures`);
  await uploadVehicles(api, as, plan.vehicles, eventIds, categoryIds);

  step('judges mapped to the events; they score, pick their choices, one steps aside; visitors vote');
  const judges = await judgesReady;
  await judgeAndVote(api, as, plan, { eventIds, parameterIds, judges, outbox: path.join(dataDir, 'outbox') });

  step('done');
  // Today's show to 09:00, the finished one three weeks back, now that the votes are in.
  await moveEvents(api, adminToken, eventIds, plan.dates);
  // The seeding's mail (the judges' welcome, a voting code per visitor) would bury a newcomer's own code.
  fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
  return { signIns: signInsOf(plan, eventIds, judges.codes), adminToken };
}

/** Runs `fn` over `items`, `limit` at a time, in order of start. */
async function inPool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const k = next++;
        results[k] = await fn(items[k], k);
      }
    }),
  );
  return results;
}

/** Vehicle types with their scoring sheets, and the categories with their icons and vehicle-id series. */
async function createCategories(api, as) {
  const typeIds = {};
  const parameterIds = {};
  for (const type of TYPES) {
    const { data } = await api.ok('POST', '/api/vehicle/vehicle-type/', { ...as, json: { strVehicleTypeTitle: type.title } });
    typeIds[type.key] = data.id;
    parameterIds[type.key] = [];
    for (const [title] of type.parameters) {
      const { data: parameter } = await api.ok('POST', '/api/vehicle/parameter/', {
        ...as,
        json: { strParameterTitle: title, intVehicleType: data.id },
      });
      parameterIds[type.key].push(parameter.id);
    }
  }
  const categoryIds = {};
  const icons = await Promise.all(CATEGORIES.map((category) => renderPng(categoryIconSvg(category))));
  for (const [k, category] of CATEGORIES.entries()) {
    const { data } = await api.ok('POST', '/api/vehicle/vehicle-category/', {
      ...as,
      json: {
        strVehicleCategoryName: category.name,
        intVehicleType: typeIds[category.type],
        base64CategoryIcon: icons[k].toString('base64'),
      },
    });
    categoryIds[category.key] = data.id;
    // A new category takes no vehicle-id series: it is set by an update, as the Vehicle ID page does.
    await api.ok('PUT', `/api/vehicle/vehicle-category/${data.id}/`, {
      ...as,
      json: { strPrefix: category.key, intStartRange: category.range[0], intRangeUpto: category.range[1] },
    });
  }
  return { parameterIds, categoryIds };
}

/**
 * Judges are created one after another (their JDG codes follow the list) and signed in while the
 * vehicles upload: password hashing runs on the server's thread pool, beside the uploads.
 */
async function createJudges(api, as, judges) {
  const ids = [];
  const codes = [];
  for (const [k, judge] of judges.entries()) {
    const photo = await renderJpeg(portraitSvg(judge, k));
    const saved = await api.ok('POST', '/api/judges/', {
      ...as,
      form: multipart({ strFullName: judge.name, strTitle: judge.title, strEmail: judge.email, strPassword: judge.password }, [
        { field: 'profilePicture', name: `${judge.name.toLowerCase().replace(/ /g, '-')}.jpg`, bytes: photo },
      ]),
    });
    ids.push(saved.data.intJudgeId);
    codes.push(saved.data.strJudgeCode);
  }
  const tokens = await inPool(judges, 2, (judge) => api.login(judge.email, judge.password));
  return { ids, codes, tokens };
}

async function createEvents(api, as, categoryIds, now) {
  const eventIds = {};
  for (const key of ['live', 'past']) {
    const spec = EVENTS[key];
    const banner = await renderJpeg(eventBannerSvg(spec, key === 'live' ? 11 : 23), 80);
    // An event cannot be created in the past: both are moved to their dates once the votes are in.
    const start = new Date(now.getTime() - HOUR);
    const { data } = await api.ok('POST', '/api/event/manage-event/', {
      ...as,
      json: {
        strEventTitle: spec.title,
        strEventLocation: spec.location,
        strEventCoordinatorName: spec.coordinator[0],
        strEventCoordinatorPhone: spec.coordinator[1],
        strEventDescription: spec.description,
        strEventStartDateTime: start.toISOString(),
        b64Icon: banner.toString('base64'),
        arrVehicleCategory: CATEGORIES.map((c) => categoryIds[c.key]),
        // The judges are mapped once they exist (they are being created meanwhile).
        arrJudges: [],
      },
    });
    eventIds[key] = data.id;
  }
  return eventIds;
}

/** Every vehicle with its picture; sets each planned vehicle's `id`, which the scores and votes need. */
async function uploadVehicles(api, as, vehicles, eventIds, categoryIds) {
  const pictureOf = new Map();
  // In a shuffled order, as entries would come in, rather than class by class.
  const order = createRandom(SEED + 1).shuffle(vehicles);
  await inPool(order, 3, async (vehicle) => {
    const { car } = vehicle;
    // A car at both shows keeps its picture.
    if (!pictureOf.has(car)) pictureOf.set(car, renderJpeg(vehiclePictureSvg(car)));
    const bytes = await pictureOf.get(car);
    const slug = `${car.brand}-${car.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const { data } = await api.ok('POST', '/api/vehicle/', {
      ...as,
      form: multipart(
        {
          intEventId: eventIds[vehicle.event],
          intCategoryId: categoryIds[vehicle.category],
          strRegistrationNo: car.plate,
          strBrandName: car.brand,
          strModelName: car.model,
          strOwnerName: car.owner,
          strUniqueId: vehicle.uniqueId,
          strPaymentStatus: vehicle.paid ? 'Paid' : 'Unpaid',
          blnVip: vehicle.vip,
          blnParticipateinLegendsTour: vehicle.tour,
          objAdditionalInfo: JSON.stringify({ Year: car.year, Colour: car.colourName }),
        },
        [{ field: 'vehicleImages', name: `${slug}.jpg`, bytes }],
      ),
    });
    vehicle.id = data.intVehicleId;
  });
}

/** The judges join their events, one steps aside, they score and pick their choices; visitors vote meanwhile. */
async function judgeAndVote(api, as, plan, { eventIds, parameterIds, judges, outbox }) {
  for (const key of ['live', 'past']) {
    await api.ok('PUT', '/api/event/manage-event/map-judge/', {
      ...as,
      json: { intEventId: eventIds[key], listJudgesList: EVENTS[key].judges.map((j) => judges.ids[j]), isAdd: true },
    });
  }
  for (const recusal of plan.recusals) {
    await api.ok('POST', '/api/recusal/', {
      token: judges.tokens[recusal.judge],
      json: { intEventId: eventIds[recusal.event], intVehicleId: recusal.vehicle.id, strReason: recusal.reason },
    });
  }
  // Each judge's tablet sends its sheets one after another, in the order they were scored.
  const byJudge = new Map();
  for (const entry of [...plan.scores].sort((a, b) => a.editedAt - b.editedAt)) {
    const key = `${entry.event}:${entry.judge}`;
    if (!byJudge.has(key)) byJudge.set(key, []);
    byJudge.get(key).push(entry);
  }
  const scoring = inPool([...byJudge.values()], 6, async (entries) => {
    for (const entry of entries) {
      await api.ok('POST', '/api/score-entry/', {
        token: judges.tokens[entry.judge],
        json: {
          intEventId: eventIds[entry.event],
          intVehicleId: entry.vehicle.id,
          strSpecialNote: entry.note,
          objParameterWiseScore: Object.fromEntries(parameterIds[entry.type].map((id, k) => [String(id), entry.values[k]])),
          blnTopChoice: entry.choice,
          dtEditedAt: entry.editedAt.toISOString(),
          strDeviceId: `tablet-${entry.judge + 1}`,
        },
      });
    }
  });
  // Visitors vote while the judges score: e-mail, the code from the outbox, the vote.
  const codeFor = outboxReader(outbox);
  const voting = inPool(plan.votes, 24, async (vote) => {
    await api.ok('POST', '/api/attendee/send-email-otp/', { json: { email: vote.email } });
    const otp = await codeFor(vote.email);
    const verified = await api.ok('POST', '/api/attendee/verify-otp/', { json: { email: vote.email, otp } });
    await api.ok('POST', '/api/attendee/attendee-vote/', {
      json: { email: vote.email, intVehicleId: vote.vehicle.id, strVoteToken: verified.strVoteToken },
    });
  });
  await Promise.all([scoring, voting]);
}

/**
 * What data/demo/sign-ins.json keeps: the sign-ins to print on every start, two vehicles worth
 * voting for (the live show's favourites, a car and a motorcycle), and the counts the --check expects.
 */
function signInsOf(plan, eventIds, judgeCodes) {
  const live = plan.vehicles.filter((v) => v.event === 'live' && v.paid);
  const votesOf = (vehicle) => plan.votes.filter((vote) => vote.vehicle === vehicle).length;
  const mostVoted = (list) => [...list].sort((a, b) => votesOf(b) - votesOf(a) || a.uniqueId.localeCompare(b.uniqueId))[0];
  const favourite = mostVoted(live.filter((v) => v.category !== 'MC'));
  const bike = mostVoted(live.filter((v) => v.category === 'MC'));
  return {
    admin: ADMIN,
    events: { live: { id: eventIds.live, title: EVENTS.live.title }, past: { id: eventIds.past, title: EVENTS.past.title } },
    judges: plan.judges.map((judge, k) => ({
      name: judge.name,
      code: judgeCodes[k],
      email: judge.email,
      password: judge.password,
      events: ['live', 'past'].filter((key) => EVENTS[key].judges.includes(k)),
    })),
    audience: [favourite, bike].map((v) => ({ uniqueId: v.uniqueId, vehicle: `${v.car.year} ${v.car.brand} ${v.car.model}` })),
    expected: expectedCounts(plan),
  };
}

/** Puts the live show on today and the finished one three weeks back (PUT keeps everything else). */
export async function moveEvents(api, token, eventIds, dates) {
  for (const key of ['live', 'past']) {
    const res = await api.request('GET', `/api/event/manage-event/${eventIds[key]}/`, { token });
    if (res.status === 404) continue;
    if (res.status !== 200) throw new Error(`GET event ${eventIds[key]}: ${res.status}`);
    const event = res.data.data;
    if (event.strEventStartDateTime === dates[key].toISOString()) continue;
    await api.ok('PUT', `/api/event/manage-event/${event.id}/`, {
      token,
      json: {
        strEventTitle: event.strEventTitle,
        strEventLocation: event.strEventLocation,
        strEventCoordinatorName: event.strEventCoordinatorName,
        strEventCoordinatorPhone: event.strEventCoordinatorPhone,
        strEventDescription: event.strEventDescription,
        strEventStartDateTime: dates[key].toISOString(),
        arrVehicleCategory: event.arrVehicleCategory.map((c) => c.id),
        arrJudges: event.arrJudges,
      },
    });
  }
}
