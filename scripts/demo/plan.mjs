// The plan of the demo show: every vehicle (model, year, colour, plate, owner, its id and whether
// it paid), every judge's password and score sheet, the judges' choices, the recusal and every
// visitor's vote, all decided up front from the one seed before a single request is sent. Deciding
// first keeps the show the same however the concurrent requests interleave, and lets the seeding
// tell the --check what the API should answer (expectedCounts) without reading it back.
import { createRandom } from './random.mjs';
import {
  CATEGORIES,
  EVENTS,
  FIRST_NAMES,
  JUDGES,
  LAST_NAMES,
  NOTES,
  PASSWORD_WORDS,
  RETURNING,
  SEED,
  TYPES,
  paletteFor,
  plateFor,
} from './show-data.mjs';

export const HOUR = 3_600_000;

/**
 * Today's show opened at 09:00 local time (before 10:00 it is the second day of a show that opened
 * yesterday at 09:00): judging is under way, votes are open (start −12 h … +72 h). The other one
 * was three weeks earlier.
 */
export function showDates(now = new Date()) {
  const live = new Date(now);
  live.setHours(9, 0, 0, 0);
  if (now.getTime() - live.getTime() < HOUR) live.setDate(live.getDate() - 1);
  const past = new Date(live);
  past.setDate(past.getDate() - 21);
  past.setHours(10, 0, 0, 0);
  return { live, past };
}

const clamp = (value, lo, hi) => Math.max(lo, Math.min(hi, value));

/**
 * The whole show from SEED. The draws happen in a fixed order (the past event first, as the live one
 * takes returning cars from it): adding, removing or reordering any draw changes the rest of the show.
 */
export function planShow(now = new Date()) {
  const rnd = createRandom(SEED);
  const dates = showDates(now);
  const plates = new Set();
  // Names are dealt from shuffled decks, so no surname turns up three times in a row.
  const deck = (list) => {
    let cards = [];
    return () => {
      if (cards.length === 0) cards = rnd.shuffle(list);
      return cards.pop();
    };
  };
  const firstName = deck(FIRST_NAMES);
  const lastName = deck(LAST_NAMES);
  const newOwner = () => `${firstName()} ${lastName()}`;
  const newCar = (category, model) => {
    const [brand, name, from, to, style, popularity] = model;
    const year = rnd.int(from, to);
    let plate;
    do plate = plateFor(rnd, year);
    while (plates.has(plate));
    plates.add(plate);
    const [colourName, colourHex] = rnd.pick(paletteFor(category, style));
    return {
      category: category.key,
      brand,
      model: name,
      year,
      style,
      popularity,
      colourName,
      colourHex,
      plate,
      owner: newOwner(),
      quality: clamp(0.72 + 0.075 * rnd.normal() + (popularity - 1.3) * 0.03, 0.45, 0.96),
      pictureSeed: rnd.int(1, 1_000_000),
    };
  };

  const judges = JUDGES.map((judge) => ({
    ...judge,
    password: `${rnd.pick(PASSWORD_WORDS)}-${rnd.pick(PASSWORD_WORDS)}-${rnd.int(10, 99)}`,
    bias: rnd.float(-0.25, 0.25),
  }));

  const vehicles = [];
  const returning = [];
  for (const eventKey of ['past', 'live']) {
    const spec = EVENTS[eventKey];
    for (const category of CATEGORIES) {
      const n = spec.counts[category.key];
      const cars = eventKey === 'live' ? returning.filter((car) => car.category === category.key) : [];
      const taken = new Set(cars.map((car) => car.model));
      for (const model of rnd.shuffle(category.models)) {
        if (cars.length >= n) break;
        if (!taken.has(model[1])) cars.push(newCar(category, model));
      }
      while (cars.length < n) cars.push(newCar(category, rnd.pick(category.models)));
      const ordered = rnd.shuffle(cars);
      const unpaid = new Set(rnd.shuffle(ordered.filter((car) => !returning.includes(car))).slice(0, spec.unpaid[category.key] ?? 0));
      const digits = String(category.range[1]).length;
      ordered.forEach((car, k) => {
        vehicles.push({
          event: eventKey,
          car,
          category: category.key,
          uniqueId: `${category.key}${String(category.range[0] + k).padStart(digits, '0')}`,
          paid: !unpaid.has(car),
          vip: rnd.chance(0.06),
          tour: rnd.chance(0.22),
        });
      });
    }
    if (eventKey === 'past') {
      const pastCars = vehicles.filter((v) => v.event === 'past').map((v) => v.car);
      returning.push(...rnd.shuffle(pastCars).slice(0, RETURNING));
    }
  }

  // Score sheets: each category's panel walks its vehicles in id order.
  const scores = [];
  const recusals = [];
  const offsets = new Map();
  const offsetOf = (vehicle, key) => {
    const id = `${vehicle.event}:${vehicle.uniqueId}:${key}`;
    if (!offsets.has(id)) offsets.set(id, 0.6 * rnd.normal());
    return offsets.get(id);
  };
  for (const eventKey of ['past', 'live']) {
    const spec = EVENTS[eventKey];
    const start = dates[eventKey].getTime();
    const perJudge = new Map(spec.judges.map((j) => [j, []]));
    for (const category of CATEGORIES) {
      const type = TYPES.find((t) => t.key === category.type);
      const panel = spec.panels[category.key];
      const paid = vehicles.filter((v) => v.event === eventKey && v.category === category.key && v.paid);
      const full = Math.round(spec.judged[category.key] * paid.length);
      const partial = spec.partial[category.key] ?? [];
      paid.forEach((vehicle, k) => {
        let by = k < full ? panel : (partial[k - full] ?? []);
        if (spec.recusal && spec.recusal.category === category.key && k === Math.min(2, full - 1)) {
          recusals.push({ event: eventKey, judge: spec.recusal.judge, vehicle, reason: spec.recusal.reason });
          by = by.filter((j) => j !== spec.recusal.judge);
        }
        for (const judge of by) {
          const values = type.parameters.map(([, key]) =>
            clamp(Math.round(10 * vehicle.car.quality + offsetOf(vehicle, key) + judges[judge].bias + 0.55 * rnd.normal()), 3, 10),
          );
          const entry = {
            event: eventKey,
            judge,
            vehicle,
            type: type.key,
            values,
            total: values.reduce((a, b) => a + b, 0),
            choice: false,
            note: '',
          };
          if (rnd.chance(0.35)) {
            const low = values.indexOf(Math.min(...values));
            const at = values[low] <= 6 ? low : rnd.int(0, values.length - 1);
            const [good, poor] = NOTES[type.parameters[at][1]];
            entry.note = rnd.pick(values[at] >= 8 ? good : values[at] <= 6 ? poor : rnd.chance(0.5) ? good : poor);
          }
          perJudge.get(judge).push(entry);
          scores.push(entry);
        }
      });
    }
    for (const [judge, entries] of perJudge) {
      // A judge's choices: their best vehicle of each class they judge (so far), then the next best.
      const best = [...entries].sort((a, b) => b.total - a.total || a.vehicle.uniqueId.localeCompare(b.vehicle.uniqueId));
      const firstOfClass = best.filter((entry, k) => best.findIndex((other) => other.vehicle.category === entry.vehicle.category) === k);
      const picks = [...firstOfClass, ...best.filter((entry) => !firstOfClass.includes(entry))].slice(0, spec.choices[judge] ?? 0);
      for (const pick of picks) pick.choice = true;
      // When each sheet was last edited on the tablet: spread over the judging so far.
      const from = start + 35 * 60_000;
      const until = eventKey === 'live' ? Math.max(from + 60_000, now.getTime() - 10 * 60_000) : start + 6 * HOUR;
      entries.forEach((entry, k) => {
        entry.editedAt = new Date(from + ((until - from) * (k + rnd.float(0.1, 0.9))) / Math.max(1, entries.length));
      });
    }
  }

  // Votes: visitors favour the crowd-pleasers (and the best turned-out cars).
  const votes = [];
  const emails = new Set();
  const domains = ['example.com', 'example.org', 'example.net'];
  for (const eventKey of ['past', 'live']) {
    const paid = vehicles.filter((v) => v.event === eventKey && v.paid);
    for (let k = 0; k < EVENTS[eventKey].votes; k++) {
      const vehicle = rnd.weighted(paid, (v) => v.car.popularity ** 2.2 * (0.4 + v.car.quality));
      let email;
      do
        email =
          `${rnd.pick(FIRST_NAMES)}.${rnd.pick(LAST_NAMES)}${rnd.chance(0.4) ? rnd.int(1, 99) : ''}@${rnd.pick(domains)}`.toLowerCase();
      while (emails.has(email));
      emails.add(email);
      votes.push({ event: eventKey, vehicle, email });
    }
  }
  return { dates, judges, vehicles, scores, recusals, votes };
}

/** What the API should answer once the plan is seeded (the --check compares). */
export function expectedCounts(plan) {
  const out = {};
  for (const key of ['live', 'past']) {
    const vehicles = plan.vehicles.filter((v) => v.event === key);
    const scores = plan.scores.filter((s) => s.event === key);
    out[key] = {
      vehicles: vehicles.length,
      paid: vehicles.filter((v) => v.paid).length,
      scores: scores.length,
      judged: new Set(scores.map((s) => s.vehicle)).size,
      choices: scores.filter((s) => s.choice).length,
      votes: plan.votes.filter((v) => v.event === key).length,
      recusals: plan.recusals.filter((r) => r.event === key).length,
      judges: EVENTS[key].judges.length,
    };
  }
  return out;
}
