// `npm run demo`: a realistic car show to look around in. Starts the built server on its own data
// (DATA_DIR=./data/demo, embedded PGlite, PORT or 3000), seeds it through the real HTTP API on the
// first start (2 events, 6 categories over 3 vehicle types, 120 vehicles with generated pictures,
// 8 judges with scores, judges' choices and a recusal, audience votes through the e-mail code),
// prints every sign-in and keeps serving until Ctrl-C.
//
//   node scripts/demo.mjs           seed on the first start, reuse data/demo afterwards
//   node scripts/demo.mjs --fresh   wipe data/demo and seed again
//   node scripts/demo.mjs --check   seed a temporary data dir on a free port (or PORT), check the
//                                   show through the API, print one line, exit 0 or 1 (CI)
//
// The sign-ins are kept in data/demo/sign-ins.json. On every start the two demo events are moved
// so that one is on today (judging under way, voting open) and the other three weeks back.
// Everything random comes from one seed, so every run seeds the same show (the order in which
// concurrent requests land, and so the dashboard's rank arrows, may differ). DEMO_TIMING=1 prints
// how long each seeding step took. The server gets DATA_DIR, PORT and the demo admin; DATABASE_URL,
// SMTP_URL, REDIS_URL and PUBLIC_URL of the calling shell are not passed on.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './bench-support.mjs';

const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const ENTRY = path.join(root, 'apps/server/dist/server.js');
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');
const DEMO_DIR = path.join(root, 'data/demo');
const SIGN_INS = 'sign-ins.json';
const ADMIN = { email: 'admin@demo.showgrid', password: 'showgrid-demo' };
const SEED = 20_260_607;
const HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

/** mulberry32: small, fast, good enough for demo data; the same seed gives the same show. */
function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rnd = {
    next,
    float: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** Roughly normal, mean 0, sd 1 (a sum of four uniforms, rescaled). */
    normal: () => (next() + next() + next() + next() - 2) * Math.sqrt(3),
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    weighted: (list, weightOf) => {
      const total = list.reduce((sum, item) => sum + weightOf(item), 0);
      let r = next() * total;
      for (const item of list) {
        r -= weightOf(item);
        if (r <= 0) return item;
      }
      return list[list.length - 1];
    },
  };
  return rnd;
}

// ---------------------------------------------------------------------------------------------
// The show: vehicle types, scoring sheets, categories, models, people
// ---------------------------------------------------------------------------------------------

const TYPES = [
  {
    key: 'car',
    title: 'Car',
    parameters: [
      ['Paint & Bodywork', 'paint'],
      ['Interior', 'interior'],
      ['Engine Bay', 'engine'],
      ['Originality', 'originality'],
      ['Overall Presentation', 'presentation'],
    ],
  },
  {
    key: 'motorcycle',
    title: 'Motorcycle',
    parameters: [
      ['Paintwork & Finish', 'paint'],
      ['Engine & Mechanicals', 'engine'],
      ['Chrome & Detailing', 'chrome'],
      ['Originality', 'originality'],
      ['Overall Presentation', 'presentation'],
    ],
  },
  {
    key: 'commercial',
    title: 'Commercial Vehicle',
    parameters: [
      ['Bodywork & Signwriting', 'signwriting'],
      ['Cab Interior', 'interior'],
      ['Mechanicals', 'engine'],
      ['Originality', 'originality'],
      ['Overall Presentation', 'presentation'],
    ],
  },
];

/** [brand, model, first year, last year, body style, popularity (votes)] */
const CATEGORIES = [
  {
    key: 'PW',
    name: 'Pre-War Classics',
    type: 'car',
    range: [1, 40],
    icon: { style: 'prewar', colour: '#1e3a2b', bg: '#e8dcc0' },
    models: [
      ['Austin', 'Seven Chummy', 1926, 1932, 'prewar', 1.2],
      ['Morris', 'Eight Tourer', 1935, 1938, 'prewar', 0.8],
      ['MG', 'TA Midget', 1936, 1939, 'prewar', 1.1],
      ['Riley', 'Nine Monaco', 1928, 1934, 'prewar', 0.8],
      ['Bentley', '4½ Litre', 1927, 1931, 'prewar', 2.2],
      ['Rolls-Royce', '20/25 Sedanca', 1929, 1936, 'prewar', 1.8],
      ['Alvis', 'Speed 20', 1932, 1936, 'prewar', 1],
      ['Lagonda', 'M45 Tourer', 1933, 1935, 'prewar', 1.1],
      ['SS', 'Jaguar 100', 1936, 1939, 'prewar', 2],
      ['Ford', 'Model A', 1928, 1931, 'prewar', 1.2],
      ['Citroën', 'Traction Avant', 1934, 1939, 'prewar', 1],
      ['Wolseley', 'Hornet Special', 1930, 1935, 'prewar', 0.7],
      ['Austin', 'Ten Cambridge', 1932, 1939, 'prewar', 0.6],
      ['Frazer Nash', 'TT Replica', 1932, 1938, 'prewar', 1.3],
    ],
  },
  {
    key: 'SC',
    name: 'Post-War Sports Cars',
    type: 'car',
    range: [1, 60],
    icon: { style: 'roadster', colour: '#9b111e', bg: '#f4d9d0' },
    models: [
      ['Jaguar', 'E-Type Series 1', 1961, 1967, 'roadster', 2.6],
      ['Jaguar', 'XK120 Roadster', 1949, 1954, 'roadster', 2],
      ['Austin-Healey', '3000 Mk II', 1961, 1964, 'roadster', 1.5],
      ['MG', 'MGB Roadster', 1963, 1974, 'roadster', 1],
      ['Triumph', 'TR6', 1969, 1976, 'roadster', 1.1],
      ['Triumph', 'Spitfire Mk III', 1967, 1970, 'roadster', 0.8],
      ['Lotus', 'Elan S3', 1965, 1968, 'roadster', 1.1],
      ['Porsche', '911 S', 1967, 1973, 'coupe', 2.1],
      ['Mercedes-Benz', '280 SL Pagoda', 1968, 1971, 'roadster', 1.6],
      ['Alfa Romeo', 'Spider Duetto', 1966, 1969, 'roadster', 1.3],
      ['Datsun', '240Z', 1970, 1973, 'coupe', 1.2],
      ['Aston Martin', 'DB6', 1965, 1970, 'coupe', 2.4],
      ['Sunbeam', 'Tiger', 1964, 1967, 'roadster', 1],
      ['AC', 'Ace', 1954, 1963, 'roadster', 1.4],
      ['Jensen', 'Interceptor', 1966, 1976, 'coupe', 1.2],
      ['Triumph', 'TR3A', 1957, 1962, 'roadster', 0.9],
      ['MG', 'MGA 1600', 1955, 1962, 'roadster', 0.9],
    ],
  },
  {
    key: 'AM',
    name: 'American Muscle',
    type: 'car',
    range: [1, 50],
    icon: { style: 'muscle', colour: '#1f6fb2', bg: '#d6e6f5' },
    models: [
      ['Ford', 'Mustang GT Fastback', 1965, 1968, 'muscle', 2.4],
      ['Chevrolet', 'Camaro SS', 1967, 1969, 'muscle', 1.8],
      ['Dodge', 'Charger R/T', 1968, 1970, 'muscle', 2.2],
      ['Plymouth', 'Road Runner', 1968, 1970, 'muscle', 1.1],
      ['Pontiac', 'GTO', 1964, 1969, 'muscle', 1.3],
      ['Chevrolet', 'Corvette Stingray', 1963, 1967, 'coupe', 2.1],
      ['Oldsmobile', '442', 1968, 1972, 'muscle', 0.9],
      ['Buick', 'Riviera', 1963, 1965, 'muscle', 1],
      ['Chevrolet', 'Chevelle SS 396', 1966, 1970, 'muscle', 1.2],
      ['AMC', 'Javelin', 1968, 1970, 'muscle', 0.8],
      ['Dodge', 'Challenger R/T', 1970, 1971, 'muscle', 1.9],
      ['Shelby', 'GT350', 1965, 1967, 'muscle', 2.3],
      ['Ford', 'Thunderbird', 1955, 1957, 'roadster', 1.4],
    ],
  },
  {
    key: 'YT',
    name: 'Youngtimers 1980–2000',
    type: 'car',
    range: [1, 60],
    icon: { style: 'hatch', colour: '#d4a017', bg: '#f5ecd0' },
    models: [
      ['Ford', 'Sierra RS Cosworth', 1986, 1987, 'saloon-wing', 2.2],
      ['Peugeot', '205 GTi 1.9', 1986, 1994, 'hatch', 1.4],
      ['Volkswagen', 'Golf GTI Mk2', 1984, 1991, 'hatch', 1.3],
      ['BMW', 'M3 (E30)', 1986, 1991, 'saloon', 2],
      ['Lancia', 'Delta HF Integrale', 1988, 1993, 'hatch', 2.1],
      ['Mazda', 'MX-5 Mk1', 1989, 1997, 'roadster', 1.1],
      ['Toyota', 'MR2 Mk1', 1984, 1989, 'wedge', 1],
      ['Renault', '5 GT Turbo', 1985, 1991, 'hatch', 1.1],
      ['Audi', 'quattro', 1980, 1991, 'saloon', 1.6],
      ['Porsche', '944 Turbo', 1985, 1991, 'wedge', 1.3],
      ['Honda', 'NSX', 1990, 1997, 'wedge', 2],
      ['Subaru', 'Impreza WRX', 1994, 2000, 'saloon-wing', 1.5],
      ['Mercedes-Benz', '190E 2.5-16', 1988, 1993, 'saloon', 1.2],
      ['Ford', 'Escort RS Turbo', 1985, 1990, 'hatch', 1.1],
      ['Vauxhall', 'Lotus Carlton', 1990, 1992, 'saloon', 1.4],
      ['Citroën', 'BX GTi', 1986, 1993, 'hatch', 0.7],
    ],
  },
  {
    key: 'MC',
    name: 'Classic Motorcycles',
    type: 'motorcycle',
    range: [1, 50],
    icon: { style: 'motorcycle', colour: '#8b1a1a', bg: '#ece3d6' },
    models: [
      ['Triumph', 'Bonneville T120', 1959, 1970, 'motorcycle', 1.8],
      ['BSA', 'Gold Star DBD34', 1956, 1963, 'motorcycle', 1.4],
      ['Norton', 'Commando 850', 1973, 1977, 'motorcycle', 1.5],
      ['Vincent', 'Black Shadow', 1948, 1954, 'motorcycle', 2.3],
      ['Royal Enfield', 'Bullet 350', 1955, 1965, 'motorcycle', 0.8],
      ['Honda', 'CB750 Four', 1969, 1976, 'motorcycle', 1.4],
      ['Ducati', '750 SS', 1974, 1975, 'motorcycle', 2],
      ['Kawasaki', 'Z1 900', 1972, 1975, 'motorcycle', 1.3],
      ['BMW', 'R75/5', 1969, 1973, 'motorcycle', 1],
      ['Moto Guzzi', 'V7 Sport', 1971, 1974, 'motorcycle', 1.2],
      ['Velocette', 'Venom', 1956, 1970, 'motorcycle', 0.8],
      ['Matchless', 'G80', 1946, 1960, 'motorcycle', 0.7],
      ['Yamaha', 'RD350', 1973, 1975, 'motorcycle', 1],
      ['Brough Superior', 'SS100', 1925, 1939, 'motorcycle', 2.2],
    ],
  },
  {
    key: 'CV',
    name: 'Vintage Commercials',
    type: 'commercial',
    range: [1, 30],
    icon: { style: 'van', colour: '#2f5d3a', bg: '#dfe9d8' },
    models: [
      ['Land Rover', 'Series IIA 88', 1961, 1971, 'utility', 1.5],
      ['Morris', 'Minor Van', 1956, 1971, 'van', 1.2],
      ['Ford', 'Transit Mk1', 1965, 1978, 'van', 1],
      ['Volkswagen', 'Type 2 Kombi', 1960, 1967, 'bus', 2.4],
      ['Bedford', 'CA Dormobile', 1957, 1969, 'van', 1],
      ['Citroën', 'H Van', 1950, 1978, 'van', 1.6],
      ['Commer', 'Walk-Thru', 1961, 1976, 'van', 0.7],
      ['Morris', 'J-Type', 1949, 1961, 'van', 1],
      ['Ford', 'F-100 Pickup', 1953, 1956, 'pickup', 1.6],
      ['Chevrolet', '3100 Pickup', 1947, 1953, 'pickup', 1.5],
      ['Dodge', 'Power Wagon', 1946, 1968, 'pickup', 1.2],
    ],
  },
];

/** Body colours: [name, hex] per era. */
const COLOURS = {
  prewar: [
    ['Brewster Green', '#1e3a2b'],
    ['Black', '#15161a'],
    ['Maroon', '#5c1a1b'],
    ['Royal Blue', '#1d3461'],
    ['Primrose', '#e8d48a'],
    ['Claret', '#6d1a2c'],
    ['Old English White', '#efe9d8'],
    ['Grey', '#6b7078'],
  ],
  classic: [
    ['British Racing Green', '#1f4d2b'],
    ['Carmine Red', '#9b111e'],
    ['Old English White', '#f1ecdf'],
    ['Opalescent Silver Blue', '#8fa3b8'],
    ['Black', '#16171b'],
    ['Signal Red', '#c8102e'],
    ['Pacific Blue', '#2b5c8a'],
    ['Primrose Yellow', '#e9c86a'],
    ['Silver Birch', '#b7bbbd'],
    ['Racing Blue', '#1c3f94'],
    ['Tartan Red', '#a31621'],
    ['Healey Blue', '#5b89b4'],
  ],
  muscle: [
    ['Grabber Blue', '#1f78c8'],
    ['Plum Crazy', '#5b2a86'],
    ['Sublime Green', '#9acd32'],
    ['Hugger Orange', '#f26b1d'],
    ['Tuxedo Black', '#141416'],
    ['Candyapple Red', '#b3121b'],
    ['Daytona Yellow', '#f7c100'],
    ['Highland Green', '#2f5d3a'],
    ['Wimbledon White', '#f2f2ee'],
    ['Marina Blue', '#2d6db5'],
  ],
  modern: [
    ['Tornado Red', '#c4161c'],
    ['Alpine White', '#f2f2f0'],
    ['Diamond Black', '#1a1b20'],
    ['Moonstone', '#9ea6ad'],
    ['Rosso Monza', '#b5121b'],
    ['World Rally Blue', '#1f4fa3'],
    ['Miami Blue', '#2aa0c8'],
    ['Henna Red', '#8a1c2b'],
    ['Giallo Ginestra', '#f0c419'],
    ['Silver', '#b8bcc0'],
  ],
  motorcycle: [
    ['Black & Gold', '#141414'],
    ['Candy Red', '#a3151b'],
    ['Tangerine', '#e46a1e'],
    ['Silver Sheen', '#b5b8bb'],
    ['Racing Green', '#1f5131'],
    ['Royal Blue', '#22408f'],
    ['Flamboyant Burgundy', '#5f1624'],
    ['Ivory', '#eee7d2'],
  ],
  commercial: [
    ['Bronze Green', '#4a5a3a'],
    ['Sea Blue', '#3c6e8f'],
    ['Post Office Red', '#b51f1f'],
    ['Limestone', '#d9d2bb'],
    ['Pastel Green', '#9dbb98'],
    ['Cream', '#efe3c2'],
    ['Dove Grey', '#8d9297'],
    ['Sealing Wax Red', '#9e2a2b'],
  ],
};

const PALETTE_OF = { prewar: 'prewar', muscle: 'muscle', motorcycle: 'motorcycle' };
function paletteFor(category, model) {
  if (category.type === 'commercial') return COLOURS.commercial;
  if (PALETTE_OF[model.style]) return COLOURS[PALETTE_OF[model.style]];
  if (category.key === 'AM') return COLOURS.muscle;
  if (category.key === 'YT') return COLOURS.modern;
  return COLOURS.classic;
}

const FIRST_NAMES = [
  'Alice', 'Arjun', 'Beatrice', 'Callum', 'Chloe', 'Colin', 'Declan', 'Eleanor', 'Emeka', 'Fiona', 'Gareth', 'Grace', 'Hamish',
  'Hannah', 'Imogen', 'Isaac', 'Jasmine', 'Keith', 'Kwame', 'Laura', 'Leon', 'Lucy', 'Malcolm', 'Maya', 'Nadia', 'Neil', 'Nina',
  'Oliver', 'Owen', 'Patrick', 'Priya', 'Rachel', 'Robert', 'Rosa', 'Ruth', 'Samir', 'Sarah', 'Simon', 'Stella', 'Stuart',
  'Tariq', 'Theo', 'Una', 'Victor', 'Wendy', 'William', 'Yusuf', 'Zoe', 'Graham', 'Ingrid', 'Martin', 'Carys', 'Bernard', 'Jonas',
];
const LAST_NAMES = [
  'Abbott', 'Achebe', 'Barnes', 'Bell', 'Brennan', 'Carter', 'Chandra', 'Clarke', 'Cooper', 'Davies', 'Doyle', 'Evans', 'Fenwick',
  'Fischer', 'Gallagher', 'Gill', 'Hargreaves', 'Hughes', 'Iqbal', 'Jones', 'Kaur', 'Kelly', 'Lambert', 'Lindgren', 'Lowe',
  'MacLeod', 'Marsh', 'Mensah', 'Morgan', 'Nolan', 'Novak', 'Okonkwo', 'Palmer', 'Parry', 'Quinn', 'Rahman', 'Reid', 'Rossi',
  'Shaw', 'Singh', 'Sutton', 'Thornton', 'Turner', 'Varga', 'Walsh', 'Webb', 'Whitfield', 'Wilde', 'Young', 'Zielinski',
];

const JUDGES = [
  { name: 'Margaret Ellison', title: 'Chief Judge', skin: '#f1c7a5', hair: '#b9b4ad', hairStyle: 'bob', jacket: '#1e3a5f' },
  { name: 'Rajesh Patel', title: 'Patel Coachworks', skin: '#b07a4f', hair: '#1c1a18', hairStyle: 'short', jacket: '#3b3f46' },
  { name: 'Tom Okafor', title: 'Vintage Motorcycle Club', skin: '#6e4a32', hair: '#161412', hairStyle: 'crop', jacket: '#5c2a2a' },
  { name: 'Sofia Lindqvist', title: 'Classic Motor Monthly', skin: '#f5d3b8', hair: '#d9b46a', hairStyle: 'long', jacket: '#2f5d4a' },
  { name: 'James Whitaker', title: 'Whitaker Restorations', skin: '#eab992', hair: '#6b4a2e', hairStyle: 'short', jacket: '#4a4036' },
  { name: 'Aiko Tanaka', title: 'Independent Assessor', skin: '#efc9a4', hair: '#111111', hairStyle: 'long', jacket: '#6a2c5a' },
  { name: 'Daniel Moreau', title: 'Heritage Vehicle Trust', skin: '#d9a27a', hair: '#3a2a1e', hairStyle: 'bald', jacket: '#23395b' },
  { name: 'Helen Brodie', title: 'Brodie & Hart Auctions', skin: '#f3cdb0', hair: '#8a3b1e', hairStyle: 'bob', jacket: '#404a3b' },
].map((judge) => ({ ...judge, email: `${judge.name.toLowerCase().replace(/ /g, '.')}@demo.showgrid` }));

const PASSWORD_WORDS = ['chrome', 'piston', 'gasket', 'tappet', 'bonnet', 'fender', 'saloon', 'spanner', 'camber', 'dynamo', 'magneto', 'clutch', 'choke', 'sprocket', 'gearbox', 'radiator'];

/**
 * The two events. Panels: which judges score which categories (three to a panel, as judges walk
 * the field together). `judged`: share of a category's Paid vehicles its panel has finished by now;
 * `partial`: vehicles some of the panel have scored; `choices`: judges' choices per judge so far.
 */
const EVENTS = {
  live: {
    title: 'Riverside Classic Car Show',
    short: 'Riverside',
    location: 'Riverside Park, Kingsbridge',
    coordinator: ['Claire Whitfield', '+44 7700 900123'],
    description: 'A summer Sunday of pre-war tourers, sports cars, muscle, youngtimers, motorcycles and commercials on the riverside lawns. Judging from 10:00, awards at 16:00.',
    counts: { PW: 10, SC: 16, AM: 12, YT: 14, MC: 12, CV: 8 },
    unpaid: { SC: 1, AM: 1, YT: 1, MC: 1, CV: 1 },
    judges: [0, 1, 2, 3, 4, 5],
    panels: { PW: [0, 1, 5], SC: [0, 1, 5], AM: [0, 1, 5], YT: [2, 3, 4], MC: [2, 3, 4], CV: [2, 3, 4] },
    judged: { PW: 1, SC: 0.7, AM: 0.6, YT: 0.8, MC: 0.85, CV: 0.5 },
    partial: { SC: [[0]], AM: [[0, 5]], YT: [[2]] },
    choices: { 0: 2, 1: 1, 5: 2, 2: 2, 3: 1, 4: 0 },
    recusal: { judge: 1, category: 'SC', reason: 'The owner is my brother-in-law.' },
    votes: 150,
    banner: { sky: ['#7fb8e6', '#e6f3fb'], ground: ['#6fae5c', '#4d8a3f'] },
  },
  past: {
    title: 'Hartley Hall Concours',
    short: 'Hartley Hall',
    location: 'Hartley Hall, Ashcombe',
    coordinator: ['Martin Reid', '+44 7700 900456'],
    description: 'The spring concours on the south lawn of Hartley Hall: six classes, two judging panels, the public vote and the Chief Judge’s award.',
    counts: { PW: 6, SC: 10, AM: 8, YT: 10, MC: 8, CV: 6 },
    unpaid: {},
    judges: [0, 1, 2, 4, 6, 7],
    panels: { PW: [0, 6, 7], SC: [0, 6, 7], AM: [0, 6, 7], YT: [1, 2, 4], MC: [1, 2, 4], CV: [1, 2, 4] },
    judged: { PW: 1, SC: 1, AM: 1, YT: 1, MC: 1, CV: 1 },
    partial: {},
    choices: { 0: 3, 6: 3, 7: 3, 1: 3, 2: 3, 4: 3 },
    recusal: null,
    votes: 240,
    banner: { sky: ['#f3a96b', '#fde6c6'], ground: ['#7f9a57', '#5b7a3e'] },
  },
};
/** Cars of the past event that come back to the live one (same owner, plate and picture). */
const RETURNING = 10;

/** Judges' notes, by what a parameter is about: [good, poor]. */
const NOTES = {
  paint: [
    ['Deep, even paint and excellent panel gaps.', 'A superb respray in the original colour.'],
    ['Orange peel on the bonnet and a stone chip on the front valance.', 'Micro-blistering on both rear wings.'],
  ],
  interior: [
    ['Leather beautifully retrimmed with the correct piping.', 'Original dashboard veneer in lovely condition.'],
    ["Driver's seat bolster worn through; headlining sagging.", 'Carpets faded and a cracked steering wheel rim.'],
  ],
  engine: [
    ['Engine bay spotless: correct hose clips, decals and finishes.', 'Mechanically crisp; started first time for the panel.'],
    ['Non-original alternator and modern ignition leads.', 'Oil weep at the rocker cover gasket.'],
  ],
  originality: [
    ['Matching numbers, with the heritage certificate on display.', 'Factory-correct throughout, down to the tool roll.'],
    ['Later carburettors and a non-period steering wheel fitted.', 'Modern alloy wheels; the originals are with the owner.'],
  ],
  presentation: [
    ['Owner brought the original bill of sale and history file.', 'Lovely period display board and luggage.'],
    ['Tyres dressed but the underside not cleaned.', 'Dust on the engine and wheel arches; a rushed wipe-down.'],
  ],
  chrome: [
    ['Chrome is flawless; wheels re-laced and polished.', 'Brightwork re-plated to a very high standard.'],
    ['Pitting on the exhaust headers and the headlamp rim.', 'Surface rust on the spokes.'],
  ],
  signwriting: [
    ['Hand-painted signwriting faithful to the original livery.', 'Signwriting by a specialist; very convincing patina.'],
    ['Vinyl lettering rather than painted signwriting.', 'Livery not correct for the period.'],
  ],
};

// ---------------------------------------------------------------------------------------------
// Registration plates (British, by year)
// ---------------------------------------------------------------------------------------------

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
const SUFFIX_YEAR = { 1963: 'A', 1964: 'B', 1965: 'C', 1966: 'D', 1967: 'E', 1968: 'F', 1969: 'G', 1970: 'H', 1971: 'J', 1972: 'K', 1973: 'L', 1974: 'M', 1975: 'N', 1976: 'P', 1977: 'R', 1978: 'S', 1979: 'T', 1980: 'V', 1981: 'W', 1982: 'X' };
const PREFIX_YEAR = { 1983: 'A', 1984: 'B', 1985: 'C', 1986: 'D', 1987: 'E', 1988: 'F', 1989: 'G', 1990: 'H', 1991: 'J', 1992: 'K', 1993: 'L', 1994: 'M', 1995: 'N', 1996: 'P', 1997: 'R', 1998: 'S', 1999: 'T', 2000: 'W', 2001: 'X' };

function plateFor(rnd, year) {
  const letters = (n) => Array.from({ length: n }, () => rnd.pick([...PLATE_LETTERS])).join('');
  if (year < 1932) return `${letters(2)} ${rnd.int(1, 9999)}`;
  if (year < 1963) return `${letters(3)} ${rnd.int(1, 999)}`;
  if (year < 1983) return `${letters(3)} ${rnd.int(1, 999)}${SUFFIX_YEAR[year] ?? 'X'}`;
  return `${PREFIX_YEAR[year] ?? 'X'}${rnd.int(1, 999)} ${letters(3)}`;
}

// ---------------------------------------------------------------------------------------------
// Pictures: SVG drawn here, rendered to JPEG by sharp
// ---------------------------------------------------------------------------------------------

const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

function shade(hex, amount) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v) => Math.max(0, Math.min(255, Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
const GLASS = '#9fb4c4';
const CHROME = '#d9dde1';
const TYRE = '#1b1c1f';

/**
 * A vehicle seen from the side, facing right: `x0` left end, `len` length, `gy` ground line.
 * Shapes are given as (u along the length 0..1, v height above the ground in px, scaled by `s`).
 */
function vehicleSvg({ style, colour, x0 = 100, len = 600, gy = 430, s = 1, seed = 1, id = 'v' }) {
  const rnd = createRandom(seed);
  const X = (u) => (x0 + u * len).toFixed(1);
  const Y = (v) => (gy - v * s).toFixed(1);
  const P = (u, v) => `${X(u)},${Y(v)}`;
  const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
  const body = `url(#${id}-body)`;
  const dark = shade(colour, -0.45);
  const light = shade(colour, 0.35);
  const parts = [];
  const defs = `<linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const wheel = (u, r, { spokes = 0, whitewall = false, rim = 0.62 } = {}) => {
    const cx = X(u);
    const cy = Y(r / s);
    const out = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>`];
    if (whitewall) out.push(`<circle cx="${cx}" cy="${cy}" r="${(r * 0.8).toFixed(1)}" fill="#ece8df"/>`);
    out.push(`<circle cx="${cx}" cy="${cy}" r="${(r * rim).toFixed(1)}" fill="${spokes ? '#2a2b2e' : '#a9aeb3'}" stroke="${CHROME}" stroke-width="${(r * 0.06).toFixed(1)}"/>`);
    for (let k = 0; k < spokes; k++) {
      const a = (k / spokes) * Math.PI * 2;
      const rr = r * rim;
      out.push(`<line x1="${cx}" y1="${cy}" x2="${(Number(cx) + Math.cos(a) * rr).toFixed(1)}" y2="${(Number(cy) + Math.sin(a) * rr).toFixed(1)}" stroke="${CHROME}" stroke-width="1.6"/>`);
    }
    if (!spokes) {
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2 + 0.3;
        out.push(`<circle cx="${(Number(cx) + Math.cos(a) * r * 0.36).toFixed(1)}" cy="${(Number(cy) + Math.sin(a) * r * 0.36).toFixed(1)}" r="${(r * 0.07).toFixed(1)}" fill="#6d7277"/>`);
      }
    }
    out.push(`<circle cx="${cx}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="${CHROME}" stroke="#8d9297" stroke-width="1.5"/>`);
    return out.join('');
  };
  const arch = (u, r) => `<circle cx="${X(u)}" cy="${Y(r / s)}" r="${(r * 1.12).toFixed(1)}" fill="#121316"/>`;

  if (style === 'prewar') {
    const r = 50 * s;
    const wing = rnd.chance(0.6) ? '#141518' : body;
    // cabin and bonnet
    parts.push(path(`M${P(0.07, 62)} L${P(0.06, 130)} Q${P(0.06, 205)} ${P(0.16, 212)} L${P(0.5, 214)} Q${P(0.54, 212)} ${P(0.55, 196)} L${P(0.58, 150)} L${P(0.9, 146)} L${P(0.93, 70)} Z`, body));
    // side windows and pillars
    parts.push(path(`M${P(0.13, 150)} L${P(0.13, 188)} Q${P(0.14, 202)} ${P(0.2, 203)} L${P(0.31, 203)} L${P(0.31, 150)} Z`, GLASS));
    parts.push(path(`M${P(0.335, 150)} L${P(0.335, 203)} L${P(0.49, 203)} Q${P(0.52, 202)} ${P(0.525, 190)} L${P(0.54, 150)} Z`, GLASS));
    // bonnet louvres and waistline
    for (let k = 0; k < 7; k++) parts.push(`<line x1="${X(0.66 + k * 0.028)}" y1="${Y(132)}" x2="${X(0.66 + k * 0.028)}" y2="${Y(104)}" stroke="${dark}" stroke-width="3"/>`);
    parts.push(`<line x1="${X(0.07)}" y1="${Y(146)}" x2="${X(0.9)}" y2="${Y(146)}" stroke="${CHROME}" stroke-width="2.5"/>`);
    // radiator
    parts.push(path(`M${P(0.9, 60)} L${P(0.9, 160)} Q${P(0.93, 166)} ${P(0.955, 160)} L${P(0.955, 60)} Z`, CHROME, `stroke="#8d9297" stroke-width="2"`));
    for (let k = 0; k < 6; k++) parts.push(`<line x1="${X(0.905)}" y1="${Y(70 + k * 15)}" x2="${X(0.95)}" y2="${Y(70 + k * 15)}" stroke="#6d7277" stroke-width="2"/>`);
    // wings, running board, spare wheel
    parts.push(path(`M${P(0.02, 58)} Q${P(0.05, 128)} ${P(0.18, 124)} Q${P(0.32, 118)} ${P(0.38, 58)} L${P(0.33, 60)} Q${P(0.3, 104)} ${P(0.19, 106)} Q${P(0.08, 106)} ${P(0.06, 58)} Z`, wing));
    parts.push(path(`M${P(0.6, 56)} Q${P(0.68, 122)} ${P(0.8, 120)} Q${P(0.95, 116)} ${P(1.0, 60)} L${P(0.95, 62)} Q${P(0.9, 100)} ${P(0.8, 102)} Q${P(0.7, 102)} ${P(0.66, 56)} Z`, wing));
    parts.push(`<rect x="${X(0.36)}" y="${Y(62)}" width="${(0.26 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" fill="${wing}"/>`);
    parts.push(`<rect x="${X(0.36)}" y="${Y(62)}" width="${(0.26 * len).toFixed(1)}" height="${(2.5 * s).toFixed(1)}" fill="${CHROME}"/>`);
    // lamp
    parts.push(`<circle cx="${X(0.975)}" cy="${Y(138)}" r="${(15 * s).toFixed(1)}" fill="${CHROME}" stroke="#7d8287" stroke-width="2"/><circle cx="${X(0.975)}" cy="${Y(138)}" r="${(10 * s).toFixed(1)}" fill="#fdf6d8"/>`);
    parts.push(wheel(0.19, r, { spokes: 18, rim: 0.7 }), wheel(0.8, r, { spokes: 18, rim: 0.7 }));
  } else if (style === 'roadster' || style === 'coupe') {
    const r = 40 * s;
    const coupe = style === 'coupe';
    parts.push(path(`M${P(0.015, 38)} L${P(0.005, 82)} Q${P(0.01, 104)} ${P(0.08, 108)} L${P(0.34, 112)} ${coupe ? `L${P(0.52, 112)}` : `Q${P(0.36, 104)} ${P(0.4, 104)} L${P(0.5, 104)} Q${P(0.54, 104)} ${P(0.55, 112)}`} Q${P(0.78, 114)} ${P(0.9, 104)} Q${P(0.99, 96)} ${P(1.0, 76)} L${P(0.99, 40)} Z`, body));
    if (coupe) {
      parts.push(path(`M${P(0.22, 110)} Q${P(0.33, 162)} ${P(0.45, 164)} L${P(0.52, 163)} Q${P(0.56, 160)} ${P(0.64, 112)} Z`, body));
      parts.push(path(`M${P(0.28, 114)} Q${P(0.35, 152)} ${P(0.45, 154)} L${P(0.51, 153)} Q${P(0.545, 150)} ${P(0.6, 114)} Z`, GLASS));
      parts.push(`<line x1="${X(0.47)}" y1="${Y(154)}" x2="${X(0.47)}" y2="${Y(114)}" stroke="${body}" stroke-width="6"/>`);
    } else if (rnd.chance(0.3)) {
      // hood up
      const hood = rnd.pick(['#1d1d1f', '#3b3128', '#5a4a36']);
      parts.push(path(`M${P(0.3, 110)} Q${P(0.34, 150)} ${P(0.42, 152)} L${P(0.49, 150)} L${P(0.535, 108)} Z`, hood));
      parts.push(path(`M${P(0.35, 114)} Q${P(0.38, 140)} ${P(0.43, 142)} L${P(0.47, 141)} L${P(0.47, 114)} Z`, GLASS, 'opacity="0.8"'));
      parts.push(path(`M${P(0.52, 106)} L${P(0.485, 148)} L${P(0.5, 149)} L${P(0.545, 108)} Z`, GLASS, `stroke="${CHROME}" stroke-width="2"`));
    } else {
      parts.push(path(`M${P(0.52, 106)} L${P(0.485, 146)} L${P(0.5, 147)} L${P(0.545, 108)} Z`, GLASS, `stroke="${CHROME}" stroke-width="2"`));
      parts.push(`<path d="M${P(0.36, 106)} Q${P(0.44, 122)} ${P(0.5, 106)}" fill="none" stroke="#2b2220" stroke-width="4"/>`);
    }
    parts.push(`<line x1="${X(0.02)}" y1="${Y(80)}" x2="${X(0.97)}" y2="${Y(80)}" stroke="${light}" stroke-width="2" opacity="0.7"/>`);
    parts.push(`<line x1="${X(0.5)}" y1="${Y(110)}" x2="${X(0.5)}" y2="${Y(48)}" stroke="${dark}" stroke-width="2"/>`);
    parts.push(`<ellipse cx="${X(0.965)}" cy="${Y(86)}" rx="${(13 * s).toFixed(1)}" ry="${(9 * s).toFixed(1)}" fill="#fdf6d8" stroke="${CHROME}" stroke-width="2"/>`);
    parts.push(`<rect x="${X(0.955)}" y="${Y(50)}" width="${(0.05 * len).toFixed(1)}" height="${(6 * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`);
    parts.push(`<rect x="${X(-0.005)}" y="${Y(52)}" width="${(0.05 * len).toFixed(1)}" height="${(6 * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`);
    parts.push(`<rect x="${X(0.012)}" y="${Y(92)}" width="${(0.015 * len).toFixed(1)}" height="${(10 * s).toFixed(1)}" fill="#c0262d"/>`);
    const spokes = rnd.chance(0.45) ? 20 : 0;
    parts.push(arch(0.17, r), arch(0.8, r), wheel(0.17, r, { spokes }), wheel(0.8, r, { spokes }));
  } else if (style === 'muscle') {
    const r = 42 * s;
    const stripe = rnd.chance(0.55);
    parts.push(path(`M${P(0.0, 40)} L${P(0.0, 98)} Q${P(0.005, 108)} ${P(0.04, 110)} L${P(0.24, 112)} L${P(0.72, 114)} L${P(0.97, 108)} Q${P(1.0, 104)} ${P(1.0, 92)} L${P(1.0, 40)} Z`, body));
    parts.push(path(`M${P(0.2, 111)} Q${P(0.3, 162)} ${P(0.4, 166)} L${P(0.56, 166)} Q${P(0.6, 163)} ${P(0.68, 113)} Z`, body));
    parts.push(path(`M${P(0.26, 114)} Q${P(0.33, 152)} ${P(0.41, 156)} L${P(0.555, 156)} Q${P(0.585, 152)} ${P(0.64, 115)} Z`, GLASS));
    parts.push(`<line x1="${X(0.46)}" y1="${Y(156)}" x2="${X(0.455)}" y2="${Y(114)}" stroke="${body}" stroke-width="6"/>`);
    if (stripe) parts.push(`<rect x="${X(0.02)}" y="${Y(74)}" width="${(0.95 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" fill="${colour === '#f2f2ee' || colour === '#f7c100' || colour === '#9acd32' ? '#141416' : '#f4f4f0'}" opacity="0.9"/>`);
    parts.push(`<line x1="${X(0.45)}" y1="${Y(112)}" x2="${X(0.45)}" y2="${Y(46)}" stroke="${dark}" stroke-width="2"/>`);
    parts.push(`<rect x="${X(0.975)}" y="${Y(100)}" width="${(0.025 * len).toFixed(1)}" height="${(40 * s).toFixed(1)}" fill="#1d1e22"/>`);
    parts.push(`<rect x="${X(0.0)}" y="${Y(96)}" width="${(0.012 * len).toFixed(1)}" height="${(18 * s).toFixed(1)}" fill="#c0262d"/>`);
    parts.push(`<rect x="${X(0.96)}" y="${Y(52)}" width="${(0.05 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`);
    parts.push(`<rect x="${X(-0.01)}" y="${Y(52)}" width="${(0.05 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`);
    parts.push(arch(0.18, r), arch(0.8, r), wheel(0.18, r, { rim: 0.66 }), wheel(0.8, r, { rim: 0.66 }));
  } else if (style === 'hatch' || style === 'saloon' || style === 'saloon-wing' || style === 'wedge') {
    const r = 37 * s;
    if (style === 'hatch') {
      parts.push(path(`M${P(0.01, 36)} L${P(0.0, 116)} L${P(0.09, 180)} L${P(0.55, 182)} L${P(0.72, 122)} L${P(0.985, 110)} Q${P(1.0, 106)} ${P(1.0, 92)} L${P(0.995, 36)} Z`, body));
      parts.push(path(`M${P(0.1, 170)} L${P(0.3, 172)} L${P(0.3, 124)} L${P(0.05, 122)} Z`, GLASS));
      parts.push(path(`M${P(0.32, 172)} L${P(0.535, 173)} L${P(0.675, 126)} L${P(0.32, 124)} Z`, GLASS));
    } else if (style === 'wedge') {
      parts.push(path(`M${P(0.01, 36)} L${P(0.0, 104)} L${P(0.2, 112)} L${P(0.4, 156)} L${P(0.58, 156)} L${P(0.74, 112)} L${P(0.995, 88)} L${P(0.995, 36)} Z`, body));
      parts.push(path(`M${P(0.41, 150)} L${P(0.57, 150)} L${P(0.7, 114)} L${P(0.3, 114)} Z`, GLASS));
    } else {
      parts.push(path(`M${P(0.01, 36)} L${P(0.0, 108)} L${P(0.03, 120)} L${P(0.2, 122)} L${P(0.3, 174)} L${P(0.6, 176)} L${P(0.74, 122)} L${P(0.985, 112)} Q${P(1.0, 108)} ${P(1.0, 94)} L${P(0.995, 36)} Z`, body));
      parts.push(path(`M${P(0.31, 166)} L${P(0.44, 168)} L${P(0.44, 124)} L${P(0.24, 124)} Z`, GLASS));
      parts.push(path(`M${P(0.46, 168)} L${P(0.59, 168)} L${P(0.71, 126)} L${P(0.46, 124)} Z`, GLASS));
    }
    if (style === 'saloon-wing') {
      parts.push(path(`M${P(0.0, 126)} L${P(0.01, 150)} L${P(0.1, 152)} L${P(0.11, 144)} L${P(0.05, 140)} L${P(0.05, 122)} Z`, body));
    }
    parts.push(`<rect x="${X(0.0)}" y="${Y(60)}" width="${(1.0 * len).toFixed(1)}" height="${(12 * s).toFixed(1)}" fill="#1f2023" opacity="0.85"/>`);
    parts.push(`<line x1="${X(0.45)}" y1="${Y(120)}" x2="${X(0.45)}" y2="${Y(48)}" stroke="${dark}" stroke-width="2"/>`);
    parts.push(`<rect x="${X(0.965)}" y="${Y(96)}" width="${(0.035 * len).toFixed(1)}" height="${(12 * s).toFixed(1)}" fill="#fdf6d8"/>`);
    parts.push(`<rect x="${X(0.0)}" y="${Y(100)}" width="${(0.015 * len).toFixed(1)}" height="${(14 * s).toFixed(1)}" fill="#c0262d"/>`);
    parts.push(arch(0.16, r), arch(0.81, r), wheel(0.16, r, { rim: 0.72 }), wheel(0.81, r, { rim: 0.72 }));
  } else if (style === 'van' || style === 'bus' || style === 'utility' || style === 'pickup') {
    const r = 40 * s;
    const roof = style === 'utility' ? 200 : 250;
    if (style === 'pickup') {
      parts.push(path(`M${P(0.0, 42)} L${P(0.0, 120)} L${P(0.5, 122)} L${P(0.5, 196)} Q${P(0.51, 204)} ${P(0.56, 205)} L${P(0.66, 205)} L${P(0.75, 150)} L${P(0.98, 140)} Q${P(1.0, 134)} ${P(1.0, 120)} L${P(1.0, 42)} Z`, body));
      parts.push(path(`M${P(0.53, 194)} L${P(0.645, 194)} L${P(0.715, 152)} L${P(0.53, 150)} Z`, GLASS));
      parts.push(path(`M${P(0.02, 58)} Q${P(0.06, 116)} ${P(0.17, 114)} Q${P(0.3, 112)} ${P(0.33, 58)} Z`, body, `stroke="${dark}" stroke-width="2"`));
      parts.push(path(`M${P(0.68, 58)} Q${P(0.72, 120)} ${P(0.82, 118)} Q${P(0.95, 116)} ${P(0.99, 58)} Z`, body, `stroke="${dark}" stroke-width="2"`));
      parts.push(`<rect x="${X(0.965)}" y="${Y(130)}" width="${(0.035 * len).toFixed(1)}" height="${(70 * s).toFixed(1)}" fill="${CHROME}"/>`);
    } else if (style === 'bus') {
      const top = '#f2efe6';
      parts.push(path(`M${P(0.0, 42)} L${P(0.0, 200)} Q${P(0.0, 262)} ${P(0.1, 262)} L${P(0.9, 262)} Q${P(0.99, 258)} ${P(1.0, 210)} L${P(1.0, 42)} Z`, body));
      parts.push(path(`M${P(0.0, 150)} L${P(0.0, 200)} Q${P(0.0, 262)} ${P(0.1, 262)} L${P(0.9, 262)} Q${P(0.99, 258)} ${P(1.0, 210)} L${P(1.0, 150)} Z`, top));
      for (let k = 0; k < 5; k++) parts.push(path(`M${P(0.06 + k * 0.17, 170)} L${P(0.06 + k * 0.17, 236)} L${P(0.2 + k * 0.17, 236)} L${P(0.2 + k * 0.17, 170)} Z`, GLASS));
      parts.push(path(`M${P(0.0, 150)} L${P(1.0, 150)}`, 'none', `stroke="${shade(top, -0.2)}" stroke-width="3"`));
      parts.push(`<circle cx="${X(0.985)}" cy="${Y(120)}" r="${(14 * s).toFixed(1)}" fill="${CHROME}"/>`);
    } else {
      parts.push(path(`M${P(0.0, 42)} L${P(0.0, roof - 8)} Q${P(0.0, roof)} ${P(0.04, roof)} L${P(0.7, roof)} Q${P(0.74, roof)} ${P(0.76, roof - 14)} L${P(0.84, 148)} L${P(0.985, 134)} Q${P(1.0, 130)} ${P(1.0, 118)} L${P(1.0, 42)} Z`, body));
      parts.push(path(`M${P(0.63, roof - 12)} L${P(0.72, roof - 12)} Q${P(0.735, roof - 14)} ${P(0.745, roof - 24)} L${P(0.79, 152)} L${P(0.63, 150)} Z`, GLASS));
      parts.push(`<line x1="${X(0.61)}" y1="${Y(roof - 6)}" x2="${X(0.61)}" y2="${Y(50)}" stroke="${dark}" stroke-width="2"/>`);
      parts.push(`<rect x="${X(0.975)}" y="${Y(126)}" width="${(0.025 * len).toFixed(1)}" height="${(26 * s).toFixed(1)}" fill="#fdf6d8"/>`);
    }
    parts.push(`<rect x="${X(0.96)}" y="${Y(56)}" width="${(0.05 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`);
    parts.push(`<rect x="${X(-0.01)}" y="${Y(56)}" width="${(0.05 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`);
    parts.push(arch(0.17, r), arch(0.82, r), wheel(0.17, r, { rim: 0.6 }), wheel(0.82, r, { rim: 0.6 }));
  } else if (style === 'motorcycle') {
    const r = 62 * s;
    const rear = 0.18;
    const front = 0.84;
    const cy = r / s;
    const frame = '#1b1c1f';
    parts.push(`<path d="M${P(rear, cy)} L${P(0.3, 150)} L${P(0.48, 148)} L${P(0.45, 80)} L${P(rear, cy)} M${P(0.45, 80)} L${P(0.6, 70)} L${P(0.72, 178)} L${P(0.48, 148)}" fill="none" stroke="${frame}" stroke-width="${(7 * s).toFixed(1)}" stroke-linejoin="round"/>`);
    parts.push(`<line x1="${X(front)}" y1="${Y(cy)}" x2="${X(0.73)}" y2="${Y(196)}" stroke="${CHROME}" stroke-width="${(8 * s).toFixed(1)}"/>`);
    parts.push(`<path d="M${P(0.72, 200)} Q${P(0.68, 226)} ${P(0.62, 222)}" fill="none" stroke="${CHROME}" stroke-width="${(5 * s).toFixed(1)}"/>`);
    parts.push(path(`M${P(0.42, 60)} L${P(0.41, 118)} L${P(0.62, 124)} L${P(0.64, 66)} Z`, '#7b8086', `stroke="#4d5156" stroke-width="2"`));
    for (let k = 0; k < 5; k++) parts.push(`<line x1="${X(0.42)}" y1="${Y(72 + k * 10)}" x2="${X(0.63)}" y2="${Y(76 + k * 10)}" stroke="#c3c7cb" stroke-width="2.5"/>`);
    parts.push(`<path d="M${P(0.47, 62)} Q${P(0.35, 40)} ${P(0.05, 52)}" fill="none" stroke="${CHROME}" stroke-width="${(9 * s).toFixed(1)}" stroke-linecap="round"/>`);
    parts.push(path(`M${P(0.45, 150)} Q${P(0.47, 190)} ${P(0.58, 192)} Q${P(0.7, 192)} ${P(0.72, 172)} L${P(0.7, 148)} Q${P(0.58, 140)} ${P(0.45, 150)} Z`, body));
    parts.push(path(`M${P(0.5, 168)} Q${P(0.58, 178)} ${P(0.67, 170)}`, 'none', `stroke="${CHROME}" stroke-width="3"`));
    parts.push(path(`M${P(0.22, 150)} Q${P(0.24, 166)} ${P(0.32, 166)} L${P(0.47, 164)} L${P(0.46, 150)} Z`, '#211a17'));
    parts.push(path(`M${P(0.04, 112)} Q${P(0.08, 150)} ${P(0.2, 150)} L${P(0.26, 148)} L${P(0.22, 140)} Q${P(0.1, 136)} ${P(0.08, 110)} Z`, body));
    parts.push(path(`M${P(0.74, 120)} Q${P(0.8, 146)} ${P(0.92, 140)} L${P(0.94, 126)} Q${P(0.84, 130)} ${P(0.78, 116)} Z`, body));
    parts.push(`<circle cx="${X(0.76)}" cy="${Y(188)}" r="${(17 * s).toFixed(1)}" fill="${CHROME}" stroke="#7d8287" stroke-width="2"/><circle cx="${X(0.765)}" cy="${Y(188)}" r="${(11 * s).toFixed(1)}" fill="#fdf6d8"/>`);
    parts.push(wheel(rear, r, { spokes: 28, rim: 0.82 }), wheel(front, r, { spokes: 28, rim: 0.82 }));
  }
  return { defs, shapes: parts.join('\n') };
}

/** The show field behind a vehicle: sky, trees, a marquee, grass (or, now and then, a studio). */
function sceneSvg(rnd, w, h, horizon, id, outdoors = false) {
  const skies = [
    ['#6fa9dc', '#dcecf8'],
    ['#8ab6d6', '#eef4f7'],
    ['#f0a36c', '#fbe2c4'],
    ['#a9b7c3', '#e6eaee'],
  ];
  const grounds = [
    ['#75b060', '#4f8b41'],
    ['#6aa456', '#3f7a35'],
    ['#8aa862', '#5f7f43'],
  ];
  if (!outdoors && rnd.chance(0.18)) {
    return `<defs><linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2e35"/><stop offset="1" stop-color="#4a515c"/></linearGradient>
      <radialGradient id="${id}-spot" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
      <linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b626c"/><stop offset="1" stop-color="#2f343b"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#${id}-wall)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${id}-floor)"/>
      <rect width="${w}" height="${h}" fill="url(#${id}-spot)"/>`;
  }
  const [s0, s1] = rnd.pick(skies);
  const [g0, g1] = rnd.pick(grounds);
  const out = [
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s0}"/><stop offset="1" stop-color="${s1}"/></linearGradient>
      <linearGradient id="${id}-grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`,
  ];
  for (let k = 0; k < 3; k++) {
    const cx = rnd.float(0, w);
    const cy = rnd.float(h * 0.08, horizon * 0.55);
    out.push(`<g fill="#ffffff" opacity="0.75"><ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rnd.int(50, 90)}" ry="${rnd.int(14, 22)}"/><ellipse cx="${(cx + 40).toFixed(0)}" cy="${(cy - 10).toFixed(0)}" rx="${rnd.int(30, 50)}" ry="${rnd.int(14, 22)}"/></g>`);
  }
  out.push(`<path d="M0,${horizon} Q${w * 0.25},${horizon - 50} ${w * 0.5},${horizon - 20} T${w},${horizon - 30} L${w},${horizon + 2} L0,${horizon + 2} Z" fill="#7f9c8a" opacity="0.55"/>`);
  for (let x = -20; x < w + 20; x += rnd.int(34, 60)) {
    const r = rnd.int(22, 40);
    out.push(`<circle cx="${x}" cy="${horizon - r * 0.6}" r="${r}" fill="${rnd.pick(['#3f6b3a', '#355e33', '#4a7a43', '#2f5530'])}"/>`);
  }
  const tx = rnd.chance(0.5) ? rnd.float(w * 0.02, w * 0.2) : rnd.float(w * 0.62, w * 0.8);
  const tw = w * 0.18;
  const th = h * 0.09;
  const stripe = rnd.pick(['#c8102e', '#1d4e89', '#2f7d4a']);
  out.push(`<g><rect x="${tx.toFixed(0)}" y="${(horizon - th).toFixed(0)}" width="${tw.toFixed(0)}" height="${th.toFixed(0)}" fill="#f7f5ef"/>
    <path d="M${tx.toFixed(0)},${(horizon - th).toFixed(0)} L${(tx + tw / 2).toFixed(0)},${(horizon - th * 1.9).toFixed(0)} L${(tx + tw).toFixed(0)},${(horizon - th).toFixed(0)} Z" fill="#ffffff"/>
    ${Array.from({ length: 4 }, (_, k) => `<rect x="${(tx + (k * 2 + 0.5) * (tw / 8)).toFixed(0)}" y="${(horizon - th).toFixed(0)}" width="${(tw / 8).toFixed(0)}" height="${th.toFixed(0)}" fill="${stripe}" opacity="0.85"/>`).join('')}</g>`);
  out.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${id}-grass)"/>`);
  for (let k = 0; k < 8; k += 2) {
    out.push(`<path d="M${k * w * 0.14 - w * 0.1},${h} L${k * w * 0.14 + w * 0.05},${horizon} L${(k + 1) * w * 0.14 + w * 0.05},${horizon} L${(k + 1) * w * 0.14 - w * 0.1},${h} Z" fill="#ffffff" opacity="0.06"/>`);
  }
  return out.join('\n');
}

/** 800×600 picture of one vehicle on the show field, with its placard. */
function vehiclePictureSvg(car) {
  const rnd = createRandom(car.pictureSeed);
  const w = 800;
  const h = 600;
  const gy = 425;
  const motorcycle = car.style === 'motorcycle';
  const len = motorcycle ? 430 : car.style === 'hatch' ? 540 : 600;
  const x0 = (w - len) / 2 + rnd.float(-10, 10);
  const v = vehicleSvg({ style: car.style, colour: car.colourHex, x0, len, gy, s: motorcycle ? 1.05 : 1, seed: car.pictureSeed, id: 'car' });
  const title = `${car.year} ${car.brand} ${car.model}`;
  const fontSize = title.length > 30 ? 26 : 30;
  const boxWidth = Math.min(w - 48, Math.round(title.length * fontSize * 0.66 + 48));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${v.defs}<radialGradient id="shadow"><stop offset="0.55" stop-color="#000000" stop-opacity="0.4"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>
  ${sceneSvg(rnd, w, h, 330, 'bg')}
  <ellipse cx="${w / 2}" cy="${gy + 2}" rx="${(len * 0.56).toFixed(0)}" ry="24" fill="url(#shadow)"/>
  ${v.shapes}
  <rect x="24" y="464" width="${boxWidth}" height="76" rx="10" fill="#0f172a" opacity="0.78"/>
  <text x="46" y="${464 + 37}" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(title)}</text>
  <text x="46" y="${464 + 62}" font-family="${FONT}" font-size="17" fill="#cbd5e1">${escapeXml(`${car.colourName} · ${car.plate}`)}</text>
</svg>`;
}

/** A judge's portrait: head and shoulders on a coloured ground. */
function portraitSvg(judge, index) {
  const backgrounds = ['#cfe0ef', '#e9d9c4', '#d6e7d3', '#ead3d8', '#dcd6ec', '#f0e3c2', '#cde3e3', '#e3dccf'];
  const bg = backgrounds[index % backgrounds.length];
  const hair = judge.hair;
  // Long hair falls behind the shoulders; the rest sits on the head.
  const back = judge.hairStyle === 'long' ? `<path d="M128,200 Q118,90 200,86 Q282,90 272,200 L282,310 L118,310 Z" fill="${hair}"/>` : '';
  const front = {
    bob: `<path d="M130,190 Q120,92 200,88 Q280,92 270,190 L262,240 L244,190 Q240,130 200,128 Q160,130 156,190 L138,240 Z" fill="${hair}"/>`,
    long: `<path d="M138,200 Q130,96 200,94 Q270,96 262,200 Q250,132 200,130 Q150,132 138,200 Z" fill="${hair}"/>`,
    short: `<path d="M140,168 Q138,96 200,92 Q262,96 260,168 Q250,126 200,124 Q150,126 140,168 Z" fill="${hair}"/>`,
    crop: `<path d="M146,156 Q150,102 200,100 Q250,102 254,156 Q240,124 200,122 Q160,124 146,156 Z" fill="${hair}"/>`,
    bald: `<path d="M140,200 Q136,172 146,160 L152,200 Z M260,200 Q264,172 254,160 L248,200 Z" fill="${hair}"/>`,
  }[judge.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${shade(bg, 0.4)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  ${back}
  <path d="M70,400 Q80,300 200,292 Q320,300 330,400 Z" fill="${judge.jacket}"/>
  <path d="M170,292 L200,350 L230,292 Z" fill="#f4f4f2"/>
  <rect x="178" y="240" width="44" height="56" rx="18" fill="${shade(judge.skin, -0.08)}"/>
  <ellipse cx="200" cy="185" rx="62" ry="74" fill="${judge.skin}"/>
  ${front}
  <ellipse cx="178" cy="188" rx="6" ry="7" fill="#2b2522"/><ellipse cx="222" cy="188" rx="6" ry="7" fill="#2b2522"/>
  <path d="M180,226 Q200,238 220,226" fill="none" stroke="${shade(judge.skin, -0.35)}" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

/** A category's round icon: its kind of vehicle on a plain ground. */
function categoryIconSvg(category) {
  const { style, colour, bg } = category.icon;
  const motorcycle = style === 'motorcycle';
  const len = motorcycle ? 300 : 350;
  const v = vehicleSvg({ style, colour, x0: (400 - len) / 2, len, gy: motorcycle ? 290 : 262, s: motorcycle ? 0.74 : 0.64, seed: 7, id: 'icon' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>${v.defs}<radialGradient id="g" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${shade(bg, 0.5)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <ellipse cx="200" cy="${motorcycle ? 292 : 264}" rx="${len * 0.5}" ry="10" fill="#000000" opacity="0.18"/>
  ${v.shapes}
</svg>`;
}

/** An event's banner: its name over a line-up on the field. The event card crops it to about 1.1 : 1, so all of it sits in the middle. */
function eventBannerSvg(event, seed) {
  const rnd = createRandom(seed);
  const w = 1000;
  const h = 800;
  const styles = ['prewar', 'roadster', 'bus', 'muscle'];
  const colours = ['#1e3a2b', '#9b111e', '#3c6e8f', '#1f78c8'];
  const cars = styles.map((style, k) => vehicleSvg({ style, colour: colours[k], x0: 110 + (k % 2) * 400, len: 380, gy: k < 2 ? 590 : 740, s: 0.66, seed: seed + k, id: `b${k}` }));
  // The title on two lines, split near its middle.
  const words = event.title.split(' ');
  let cut = 1;
  while (cut < words.length - 1 && words.slice(0, cut + 1).join(' ').length <= event.title.length / 2 + 3) cut++;
  const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')].filter(Boolean);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${cars.map((c) => c.defs).join('')}</defs>
  ${sceneSvg(rnd, w, h, 420, 'banner', true)}
  ${cars.map((c) => c.shapes).join('\n')}
  <rect x="0" y="70" width="${w}" height="250" fill="#0f172a" opacity="0.6"/>
  ${lines.map((line, k) => `<text x="${w / 2}" y="${160 + k * 76}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="64" fill="#ffffff">${escapeXml(line)}</text>`).join('\n  ')}
  <text x="${w / 2}" y="${160 + lines.length * 76 - 14}" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#e2e8f0">${escapeXml(event.location)}</text>
</svg>`;
}

const renderJpeg = (svg, quality = 85) => sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();

/** Exported, with planShow and showDates, to look at the pictures and the plan without a server. */
export const pictures = { vehiclePictureSvg, portraitSvg, categoryIconSvg, eventBannerSvg, renderJpeg };

// ---------------------------------------------------------------------------------------------
// The plan: every vehicle, score sheet and vote, decided up front from the seed
// ---------------------------------------------------------------------------------------------

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
    const [colourName, colourHex] = rnd.pick(paletteFor(category, { style }));
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

  const judges = JUDGES.map((judge) => ({ ...judge, password: `${rnd.pick(PASSWORD_WORDS)}-${rnd.pick(PASSWORD_WORDS)}-${rnd.int(10, 99)}`, bias: rnd.float(-0.25, 0.25) }));

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
          const entry = { event: eventKey, judge, vehicle, type: type.key, values, total: values.reduce((a, b) => a + b, 0), choice: false, note: '' };
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
      do email = `${rnd.pick(FIRST_NAMES)}.${rnd.pick(LAST_NAMES)}${rnd.chance(0.4) ? rnd.int(1, 99) : ''}@${rnd.pick(domains)}`.toLowerCase();
      while (emails.has(email));
      emails.add(email);
      votes.push({ event: eventKey, vehicle, email });
    }
  }
  return { dates, judges, vehicles, scores, recusals, votes };
}

// ---------------------------------------------------------------------------------------------
// Talking to the server
// ---------------------------------------------------------------------------------------------

function apiClient(base) {
  async function request(method, url, { token, json, form, headers = {} } = {}) {
    const h = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    let body;
    if (form) body = form;
    else if (json !== undefined) {
      h['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(base + url, { method, headers: h, body });
    const text = await res.text();
    let data = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, data };
  }
  async function ok(method, url, options) {
    const res = await request(method, url, options);
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.data).slice(0, 400)}`);
    return res.data;
  }
  const all = { blnRemovePagination: 'true' };
  return {
    request,
    ok,
    all,
    async login(email, password) {
      return (await ok('POST', '/api/auth/token/', { json: { username: email, password } })).access;
    },
  };
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function multipart(fields, files = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), file.name);
  return form;
}

/** The voting codes the server writes to DATA_DIR/outbox (no SMTP in the demo), by recipient. */
function outboxReader(dir) {
  const seen = new Set();
  const codes = new Map();
  let scanning = null;
  const scan = () => {
    scanning ??= (async () => {
      const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
      for (const name of names) {
        if (seen.has(name)) continue;
        const text = await fs.promises.readFile(path.join(dir, name), 'utf8').catch(() => '');
        const to = /^To: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
        const code = /^([0-9]{4,8})$/m.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
        // A file still being written has no code yet, nor has other mail: read again next time.
        if (to && code) {
          seen.add(name);
          codes.set(to, code);
        }
      }
    })().finally(() => {
      scanning = null;
    });
    return scanning;
  };
  return async function codeFor(email) {
    for (let k = 0; k < 1000; k++) {
      const code = codes.get(email);
      if (code) {
        codes.delete(email);
        return code;
      }
      await scan();
      if (!codes.has(email)) await sleep(25);
    }
    throw new Error(`no voting code reached the outbox for ${email}`);
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding through the API
// ---------------------------------------------------------------------------------------------

function eventBody(spec, start, categoryIds, judgeIds, icon) {
  return {
    strEventTitle: spec.title,
    strEventLocation: spec.location,
    strEventCoordinatorName: spec.coordinator[0],
    strEventCoordinatorPhone: spec.coordinator[1],
    strEventDescription: spec.description,
    strEventStartDateTime: start.toISOString(),
    ...(icon ? { b64Icon: icon } : {}),
    arrVehicleCategory: categoryIds,
    arrJudges: judgeIds,
  };
}

async function seed({ base, dataDir, log }) {
  const api = apiClient(base);
  const now = new Date();
  const plan = planShow(now);
  const t0 = performance.now();
  let last = t0;
  const step = (text) => {
    const t = performance.now();
    // DEMO_TIMING=1: how long each step took (the one before this line).
    if (process.env.DEMO_TIMING) log(`  … ${((t - last) / 1000).toFixed(1)} s`);
    last = t;
    log(`  ${text}`);
  };
  const admin = await api.login(ADMIN.email, ADMIN.password);
  const as = { token: admin };

  step('vehicle types, scoring sheets and categories');
  const typeIds = {};
  const parameterIds = {};
  for (const type of TYPES) {
    const { data } = await api.ok('POST', '/api/vehicle/vehicle-type/', { ...as, json: { strVehicleTypeTitle: type.title } });
    typeIds[type.key] = data.id;
    parameterIds[type.key] = [];
    for (const [title] of type.parameters) {
      const { data: parameter } = await api.ok('POST', '/api/vehicle/parameter/', { ...as, json: { strParameterTitle: title, intVehicleType: data.id } });
      parameterIds[type.key].push(parameter.id);
    }
  }
  const categoryIds = {};
  const icons = await Promise.all(CATEGORIES.map((category) => sharp(Buffer.from(categoryIconSvg(category))).png().toBuffer()));
  for (const [k, category] of CATEGORIES.entries()) {
    const { data } = await api.ok('POST', '/api/vehicle/vehicle-category/', {
      ...as,
      json: { strVehicleCategoryName: category.name, intVehicleType: typeIds[category.type], base64CategoryIcon: icons[k].toString('base64') },
    });
    categoryIds[category.key] = data.id;
    await api.ok('PUT', `/api/vehicle/vehicle-category/${data.id}/`, {
      ...as,
      json: { strPrefix: category.key, intStartRange: category.range[0], intRangeUpto: category.range[1] },
    });
  }

  // Judges are created one after another (their JDG codes follow the list) and signed in while
  // the vehicles upload: password hashing runs on the server's thread pool, beside the uploads.
  step(`${plan.judges.length} judges (signing in meanwhile) and 2 events`);
  const judgesReady = (async () => {
    const ids = [];
    const codes = [];
    for (const [k, judge] of plan.judges.entries()) {
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
    const tokens = await inPool(plan.judges, 2, (judge) => api.login(judge.email, judge.password));
    return { ids, codes, tokens };
  })();
  // Awaited at once below; a failure here must not go unhandled while the uploads run.
  judgesReady.catch(() => {});

  const eventIds = {};
  for (const key of ['live', 'past']) {
    const spec = EVENTS[key];
    const banner = await renderJpeg(eventBannerSvg(spec, key === 'live' ? 11 : 23), 80);
    // An event cannot be created in the past: both are moved to their dates once the votes are in.
    const start = new Date(now.getTime() - HOUR);
    const { data } = await api.ok('POST', '/api/event/manage-event/', {
      ...as,
      json: eventBody(spec, start, CATEGORIES.map((c) => categoryIds[c.key]), [], banner.toString('base64')),
    });
    eventIds[key] = data.id;
  }

  step(`${plan.vehicles.length} vehicles with their pictures`);
  const pictureOf = new Map();
  const order = createRandom(SEED + 1).shuffle(plan.vehicles);
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

  step('judges mapped to the events; they score, pick their choices, one steps aside; visitors vote');
  const { ids: judgeIds, codes: judgeCodes, tokens } = await judgesReady;
  for (const key of ['live', 'past']) {
    await api.ok('PUT', '/api/event/manage-event/map-judge/', {
      ...as,
      json: { intEventId: eventIds[key], listJudgesList: EVENTS[key].judges.map((j) => judgeIds[j]), isAdd: true },
    });
  }
  for (const recusal of plan.recusals) {
    await api.ok('POST', '/api/recusal/', {
      token: tokens[recusal.judge],
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
        token: tokens[entry.judge],
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
  const codeFor = outboxReader(path.join(dataDir, 'outbox'));
  const voting = inPool(plan.votes, 24, async (vote) => {
    await api.ok('POST', '/api/attendee/send-email-otp/', { json: { email: vote.email } });
    const otp = await codeFor(vote.email);
    const verified = await api.ok('POST', '/api/attendee/verify-otp/', { json: { email: vote.email, otp } });
    await api.ok('POST', '/api/attendee/attendee-vote/', { json: { email: vote.email, intVehicleId: vote.vehicle.id, strVoteToken: verified.strVoteToken } });
  });
  await Promise.all([scoring, voting]);

  step('done');
  // Today's show to 09:00, the finished one three weeks back, now that the votes are in.
  await moveEvents(api, admin, eventIds, plan.dates);
  // The seeding's mail (judges' welcome, 500 voting codes) would bury a newcomer's own code.
  fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });

  const live = plan.vehicles.filter((v) => v.event === 'live' && v.paid);
  const votesOf = (vehicle) => plan.votes.filter((vote) => vote.vehicle === vehicle).length;
  const mostVoted = (list) => [...list].sort((a, b) => votesOf(b) - votesOf(a) || a.uniqueId.localeCompare(b.uniqueId))[0];
  const favourite = mostVoted(live.filter((v) => v.category !== 'MC'));
  const bike = mostVoted(live.filter((v) => v.category === 'MC'));
  const audience = [favourite, bike].map((v) => ({ uniqueId: v.uniqueId, vehicle: `${v.car.year} ${v.car.brand} ${v.car.model}` }));
  const signIns = {
    admin: ADMIN,
    events: { live: { id: eventIds.live, title: EVENTS.live.title }, past: { id: eventIds.past, title: EVENTS.past.title } },
    judges: plan.judges.map((judge, k) => ({
      name: judge.name,
      code: judgeCodes[k],
      email: judge.email,
      password: judge.password,
      events: ['live', 'past'].filter((key) => EVENTS[key].judges.includes(k)),
    })),
    audience,
    expected: expectedCounts(plan),
  };
  return { signIns, adminToken: admin };
}

/** What the API should answer once the plan is seeded (the --check compares). */
function expectedCounts(plan) {
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

/** Puts the live show on today and the finished one three weeks back (PUT keeps everything else). */
async function moveEvents(api, token, eventIds, dates) {
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

// ---------------------------------------------------------------------------------------------
// Checking the seeded show (--check)
// ---------------------------------------------------------------------------------------------

async function check(base, signIns, admin) {
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
  expect('categories with an icon and a vehicle-id series', categories.filter((c) => c.base64CategoryIcon && c.strPrefix).length, CATEGORIES.length);
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
  for (const [key, event] of [['live', live], ['past', past]]) {
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
  expect(`${first.email} signs in`, await api.login(first.email, first.password).then(() => true, () => false), true);
  return { failures, totals, counts: { events: events.length, categories: categories.length, vehicles: vehicles.length, judges: judges.length } };
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Refuses a port something already listens on, before the server starts: otherwise the health
 * check could take another server (say `npm start` on 3000) for the demo's and seed into it.
 */
function assertPortFree(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(error.code === 'EADDRINUSE' ? new Error(`listen EADDRINUSE: port ${port} is already in use`) : error));
    probe.listen(port, host ?? '0.0.0.0', () => probe.close(() => resolve()));
  });
}

/** The built server on `dataDir`, PGlite only: the demo never touches a DATABASE_URL, SMTP or Redis. */
async function startServer({ dataDir, port, host, quiet }) {
  await assertPortFree(port, host ?? process.env.HOST);
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Hundreds of visitors vote from this one machine while seeding.
    OTP_SEND_PER_IP_PER_HOUR: '100000',
    OTP_VERIFY_PER_IP_PER_HOUR: '100000',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'PUBLIC_URL', 'WEB_DIST']) delete env[name];
  if (host) env.HOST = host;
  if (quiet) env.BACKUP_EVERY_MIN = '0';
  const child = spawn(process.execPath, [ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let forward = false;
  const take = (stream, sink) =>
    stream.on('data', (chunk) => {
      if (forward) sink.write(chunk);
      else output = (output + chunk.toString()).slice(-20_000);
    });
  take(child.stdout, process.stdout);
  take(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  let up = false;
  const deadline = Date.now() + 120_000;
  while (!up && Date.now() < deadline) {
    const gone = await Promise.race([exited, sleep(150).then(() => null)]);
    if (gone) throw new Error(`the server stopped (${gone.code ?? gone.signal}) before answering:\n${output.trim()}`);
    up = await fetch(`${base}/api/health`).then((res) => res.ok, () => false);
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the server did not answer on ${base} within 120 s:\n${output.trim()}`);
  }
  return {
    base,
    child,
    exited,
    /** From now on the server's own output goes to the console. */
    forwardOutput() {
      forward = true;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function ensureBuilt() {
  if (fs.existsSync(ENTRY) && fs.existsSync(WEB_INDEX)) return;
  console.log('Building the web app and the server first (npm run build)…');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

const startOf = (key) =>
  showDates()[key].toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function printSignIns(url, signIns, progress) {
  const pad = (text, n) => String(text).padEnd(n);
  const eventName = (key) => signIns.events[key].title;
  const lines = [
    '',
    '━'.repeat(100),
    `  Showgrid demo running at ${url}   (data: data/demo · Ctrl-C stops it · npm run demo -- --fresh starts over)`,
    '━'.repeat(100),
    '',
    `  Admin      ${url}/admin/login`,
    `             ${signIns.admin.email}   ${signIns.admin.password}`,
    '',
    `  Judges     ${url}/judge/login   (a tablet-sized window: 550–1024 px wide)`,
    ...signIns.judges.map(
      (judge) =>
        `             ${pad(judge.name, 18)} ${pad(judge.email, 32)} ${pad(judge.password, 22)} ${pad(judge.code, 8)} ${judge.events.map((key) => EVENTS[key].short).join(' + ')}`,
    ),
    '',
    `  Visitors   ${signIns.audience.map((a) => `${url}/audience/${a.uniqueId}  (${a.vehicle})`).join('\n             ')}`,
    `             voting codes are written to data/demo/outbox/ (no e-mail is sent)`,
    '',
    '  Events',
    ...['live', 'past'].map((key) => {
      const p = progress?.[key];
      const detail = p ? `${p.vehicles} vehicles, ${p.judged} of ${p.attended} judged, ${p.votes} audience votes` : '';
      const state = key === 'live' ? 'judging under way, voting open' : 'finished, results final';
      return `             ${pad(eventName(key), 27)} ${pad(startOf(key), 22)} ${pad(state, 32)} ${detail}`;
    }),
    '',
    `  Sign-ins are kept in data/demo/${SIGN_INS}.`,
    '',
  ];
  console.log(lines.join('\n'));
}

async function progressOf(base, signIns) {
  try {
    const api = apiClient(base);
    const token = await api.login(signIns.admin.email, signIns.admin.password);
    const out = {};
    for (const key of ['live', 'past']) {
      const res = await api.request('GET', `/api/dashboard/?intEventId=${signIns.events[key].id}`, { token });
      if (res.status !== 200) continue;
      const d = res.data;
      out[key] = {
        vehicles: d.objVehicleStats.intTotalRegisteredVehicles,
        attended: d.objVehicleStats.intTotalAttendedVehicles,
        judged: d.objJudgeStats.objJudgingProgress.intJudgedVehicleCount,
        votes: d.intTotalAudienceVote,
      };
    }
    return { token, api, progress: out };
  } catch {
    return { progress: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function runCheck() {
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-demo-check-'));
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  let server;
  try {
    server = await startServer({ dataDir, port, host: '127.0.0.1', quiet: true });
    const seeding = performance.now();
    const { signIns, adminToken } = await seed({ base: server.base, dataDir, log: process.env.DEMO_TIMING ? (line) => console.error(line) : () => {} });
    const seeded = (performance.now() - seeding) / 1000;
    const checking = performance.now();
    const result = await check(server.base, signIns, adminToken);
    const checked = (performance.now() - checking) / 1000;
    const total = (performance.now() - started) / 1000;
    const { counts, totals } = result;
    const summary = `${counts.events} events, ${counts.categories} categories, ${counts.vehicles} vehicles with pictures, ${counts.judges} judges, ${totals.scores} score sheets, ${totals.votes} votes; seeded in ${seeded.toFixed(1)} s, checked in ${checked.toFixed(1)} s, ${total.toFixed(1)} s in all`;
    if (result.failures.length > 0) {
      console.error(`demo check FAILED: ${result.failures.join('; ')}`);
      return 1;
    }
    console.log(`demo check ok: ${summary}`);
    return 0;
  } catch (error) {
    console.error(`demo check FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The pid of a live server holding data/demo (the server's own pid lock), else null. */
function demoServerRunning() {
  try {
    const pid = Number(fs.readFileSync(path.join(DEMO_DIR, 'showgrid.lock'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error?.code === 'EPERM' ? -1 : null;
  }
}

async function runDemo(fresh) {
  const signInsFile = path.join(DEMO_DIR, SIGN_INS);
  // Nothing is wiped under a demo that is still running.
  const running = demoServerRunning();
  if (running !== null) {
    console.error(`data/demo is in use by a running demo server${running > 0 ? ` (pid ${running})` : ''}: stop it first (Ctrl-C where it runs).`);
    return 1;
  }
  if (fresh && fs.existsSync(DEMO_DIR)) {
    console.log('--fresh: removing data/demo');
    fs.rmSync(DEMO_DIR, { recursive: true, force: true });
  }
  if (fs.existsSync(DEMO_DIR) && !fs.existsSync(signInsFile)) {
    console.log('data/demo holds an unfinished seeding: starting over.');
    fs.rmSync(DEMO_DIR, { recursive: true, force: true });
  }
  fs.mkdirSync(DEMO_DIR, { recursive: true });
  const port = Number(process.env.PORT ?? 3000);
  const url = `http://localhost:${port}`;
  let server;
  try {
    server = await startServer({ dataDir: DEMO_DIR, port });
  } catch (error) {
    console.error(`Could not start the demo server: ${error instanceof Error ? error.message : String(error)}`);
    if (/EADDRINUSE/.test(String(error))) console.error(`Port ${port} is taken: PORT=${port + 1} npm run demo`);
    return 1;
  }
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    server.child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  let signIns;
  if (fs.existsSync(signInsFile)) {
    signIns = JSON.parse(fs.readFileSync(signInsFile, 'utf8'));
  } else {
    console.log('Seeding the demo show through the API (a minute or so)…');
    const t = performance.now();
    try {
      ({ signIns } = await seed({ base: server.base, dataDir: DEMO_DIR, log: (line) => console.log(line) }));
    } catch (error) {
      if (stopping) return 130;
      console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
      await server.stop();
      return 1;
    }
    fs.writeFileSync(signInsFile, `${JSON.stringify(signIns, null, 2)}\n`);
    console.log(`  seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const { api, token, progress } = await progressOf(server.base, signIns);
  if (api && token) {
    // Whenever it is run, the show is on today and the other one three weeks back.
    await moveEvents(api, token, { live: signIns.events.live.id, past: signIns.events.past.id }, showDates()).catch((error) => {
      console.warn(`Could not move the demo events to today: ${error instanceof Error ? error.message : String(error)}`);
    });
  } else {
    console.warn(`Could not sign in as ${signIns.admin.email} (password changed?): the events keep their dates.`);
  }
  if (stopping) return 130;
  printSignIns(url, signIns, progress);
  server.forwardOutput();
  const { code, signal } = await server.exited;
  return code ?? (signal ? 0 : 1);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['--fresh', '--check'].includes(arg));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. Use --fresh (wipe data/demo and seed again) or --check (seed a temporary copy and verify it).`);
    process.exit(2);
  }
  ensureBuilt();
  process.exitCode = args.includes('--check') ? await runCheck() : await runDemo(args.includes('--fresh'));
}
