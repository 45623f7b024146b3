// What the demo show is made of: the vehicle types with their scoring sheets, the six categories
// with the models that turn up in each, body colours by era, owners' and visitors' names, the eight
// judges, the two events (who judges what, how far judging has got, how many votes), judges' notes
// and British registration plates by year. Plain data with no randomness of its own: plan.mjs
// draws from these lists with the seeded generator, so changing any list changes the seeded show,
// and the --check's expectations follow from the same lists.

/** The demo admin: the server creates it from ADMIN_EMAIL/ADMIN_PASSWORD on its first start. */
export const ADMIN = { email: 'admin@demo.showgrid', password: 'showgrid-demo' };
/** Everything random in the show comes from this one seed. */
export const SEED = 20_260_607;

export const TYPES = [
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
export const CATEGORIES = [
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

/**
 * A model's colours: its body style's own palette where there is one (pre-war, muscle, motorcycle),
 * else its category's, so the Corvette and the Thunderbird still come in muscle-car colours.
 */
export function paletteFor(category, style) {
  if (category.type === 'commercial') return COLOURS.commercial;
  if (style === 'prewar' || style === 'muscle' || style === 'motorcycle') return COLOURS[style];
  if (category.key === 'AM') return COLOURS.muscle;
  if (category.key === 'YT') return COLOURS.modern;
  return COLOURS.classic;
}

export const FIRST_NAMES = [
  'Alice',
  'Arjun',
  'Beatrice',
  'Callum',
  'Chloe',
  'Colin',
  'Declan',
  'Eleanor',
  'Emeka',
  'Fiona',
  'Gareth',
  'Grace',
  'Hamish',
  'Hannah',
  'Imogen',
  'Isaac',
  'Jasmine',
  'Keith',
  'Kwame',
  'Laura',
  'Leon',
  'Lucy',
  'Malcolm',
  'Maya',
  'Nadia',
  'Neil',
  'Nina',
  'Oliver',
  'Owen',
  'Patrick',
  'Priya',
  'Rachel',
  'Robert',
  'Rosa',
  'Ruth',
  'Samir',
  'Sarah',
  'Simon',
  'Stella',
  'Stuart',
  'Tariq',
  'Theo',
  'Una',
  'Victor',
  'Wendy',
  'William',
  'Yusuf',
  'Zoe',
  'Graham',
  'Ingrid',
  'Martin',
  'Carys',
  'Bernard',
  'Jonas',
];
export const LAST_NAMES = [
  'Abbott',
  'Achebe',
  'Barnes',
  'Bell',
  'Brennan',
  'Carter',
  'Chandra',
  'Clarke',
  'Cooper',
  'Davies',
  'Doyle',
  'Evans',
  'Fenwick',
  'Fischer',
  'Gallagher',
  'Gill',
  'Hargreaves',
  'Hughes',
  'Iqbal',
  'Jones',
  'Kaur',
  'Kelly',
  'Lambert',
  'Lindgren',
  'Lowe',
  'MacLeod',
  'Marsh',
  'Mensah',
  'Morgan',
  'Nolan',
  'Novak',
  'Okonkwo',
  'Palmer',
  'Parry',
  'Quinn',
  'Rahman',
  'Reid',
  'Rossi',
  'Shaw',
  'Singh',
  'Sutton',
  'Thornton',
  'Turner',
  'Varga',
  'Walsh',
  'Webb',
  'Whitfield',
  'Wilde',
  'Young',
  'Zielinski',
];

export const JUDGES = [
  { name: 'Margaret Ellison', title: 'Chief Judge', skin: '#f1c7a5', hair: '#b9b4ad', hairStyle: 'bob', jacket: '#1e3a5f' },
  { name: 'Rajesh Patel', title: 'Patel Coachworks', skin: '#b07a4f', hair: '#1c1a18', hairStyle: 'short', jacket: '#3b3f46' },
  { name: 'Tom Okafor', title: 'Vintage Motorcycle Club', skin: '#6e4a32', hair: '#161412', hairStyle: 'crop', jacket: '#5c2a2a' },
  { name: 'Sofia Lindqvist', title: 'Classic Motor Monthly', skin: '#f5d3b8', hair: '#d9b46a', hairStyle: 'long', jacket: '#2f5d4a' },
  { name: 'James Whitaker', title: 'Whitaker Restorations', skin: '#eab992', hair: '#6b4a2e', hairStyle: 'short', jacket: '#4a4036' },
  { name: 'Aiko Tanaka', title: 'Independent Assessor', skin: '#efc9a4', hair: '#111111', hairStyle: 'long', jacket: '#6a2c5a' },
  { name: 'Daniel Moreau', title: 'Heritage Vehicle Trust', skin: '#d9a27a', hair: '#3a2a1e', hairStyle: 'bald', jacket: '#23395b' },
  { name: 'Helen Brodie', title: 'Brodie & Hart Auctions', skin: '#f3cdb0', hair: '#8a3b1e', hairStyle: 'bob', jacket: '#404a3b' },
].map((judge) => ({ ...judge, email: `${judge.name.toLowerCase().replace(/ /g, '.')}@demo.showgrid` }));

export const PASSWORD_WORDS = [
  'chrome',
  'piston',
  'gasket',
  'tappet',
  'bonnet',
  'fender',
  'saloon',
  'spanner',
  'camber',
  'dynamo',
  'magneto',
  'clutch',
  'choke',
  'sprocket',
  'gearbox',
  'radiator',
];

/**
 * The two events. Panels: which judges score which categories (three to a panel, as judges walk
 * the field together). `judged`: share of a category's Paid vehicles its panel has finished by now;
 * `partial`: vehicles some of the panel have scored; `choices`: judges' choices per judge so far.
 */
export const EVENTS = {
  live: {
    title: 'Riverside Classic Car Show',
    short: 'Riverside',
    location: 'Riverside Park, Kingsbridge',
    coordinator: ['Claire Whitfield', '+44 7700 900123'],
    description:
      'A summer Sunday of pre-war tourers, sports cars, muscle, youngtimers, motorcycles and commercials on the riverside lawns. Judging from 10:00, awards at 16:00.',
    counts: { PW: 10, SC: 16, AM: 12, YT: 14, MC: 12, CV: 8 },
    unpaid: { SC: 1, AM: 1, YT: 1, MC: 1, CV: 1 },
    judges: [0, 1, 2, 3, 4, 5],
    panels: { PW: [0, 1, 5], SC: [0, 1, 5], AM: [0, 1, 5], YT: [2, 3, 4], MC: [2, 3, 4], CV: [2, 3, 4] },
    judged: { PW: 1, SC: 0.7, AM: 0.6, YT: 0.8, MC: 0.85, CV: 0.5 },
    partial: { SC: [[0]], AM: [[0, 5]], YT: [[2]] },
    choices: { 0: 2, 1: 1, 5: 2, 2: 2, 3: 1, 4: 0 },
    recusal: { judge: 1, category: 'SC', reason: 'The owner is my brother-in-law.' },
    votes: 150,
  },
  past: {
    title: 'Hartley Hall Concours',
    short: 'Hartley Hall',
    location: 'Hartley Hall, Ashcombe',
    coordinator: ['Martin Reid', '+44 7700 900456'],
    description:
      'The spring concours on the south lawn of Hartley Hall: six classes, two judging panels, the public vote and the Chief Judge’s award.',
    counts: { PW: 6, SC: 10, AM: 8, YT: 10, MC: 8, CV: 6 },
    unpaid: {},
    judges: [0, 1, 2, 4, 6, 7],
    panels: { PW: [0, 6, 7], SC: [0, 6, 7], AM: [0, 6, 7], YT: [1, 2, 4], MC: [1, 2, 4], CV: [1, 2, 4] },
    judged: { PW: 1, SC: 1, AM: 1, YT: 1, MC: 1, CV: 1 },
    partial: {},
    choices: { 0: 3, 6: 3, 7: 3, 1: 3, 2: 3, 4: 3 },
    recusal: null,
    votes: 240,
  },
};
/** Cars of the past event that come back to the live one (same owner, plate and picture). */
export const RETURNING = 10;

/** Judges' notes, by what a parameter is about: [good, poor]. */
export const NOTES = {
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

// Registration plates, British, by year: the format changed in 1932, 1963 (year suffix) and 1983
// (year prefix), and a plate that fits its car's year is one more thing that makes the show look real.

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
const SUFFIX_YEAR = {
  1963: 'A',
  1964: 'B',
  1965: 'C',
  1966: 'D',
  1967: 'E',
  1968: 'F',
  1969: 'G',
  1970: 'H',
  1971: 'J',
  1972: 'K',
  1973: 'L',
  1974: 'M',
  1975: 'N',
  1976: 'P',
  1977: 'R',
  1978: 'S',
  1979: 'T',
  1980: 'V',
  1981: 'W',
  1982: 'X',
};
const PREFIX_YEAR = {
  1983: 'A',
  1984: 'B',
  1985: 'C',
  1986: 'D',
  1987: 'E',
  1988: 'F',
  1989: 'G',
  1990: 'H',
  1991: 'J',
  1992: 'K',
  1993: 'L',
  1994: 'M',
  1995: 'N',
  1996: 'P',
  1997: 'R',
  1998: 'S',
  1999: 'T',
  2000: 'W',
  2001: 'X',
};

export function plateFor(rnd, year) {
  const letters = (n) => Array.from({ length: n }, () => rnd.pick([...PLATE_LETTERS])).join('');
  if (year < 1932) return `${letters(2)} ${rnd.int(1, 9999)}`;
  if (year < 1963) return `${letters(3)} ${rnd.int(1, 999)}`;
  if (year < 1983) return `${letters(3)} ${rnd.int(1, 999)}${SUFFIX_YEAR[year] ?? 'X'}`;
  return `${PREFIX_YEAR[year] ?? 'X'}${rnd.int(1, 999)} ${letters(3)}`;
}
