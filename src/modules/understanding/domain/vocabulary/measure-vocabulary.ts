// The vocabulary of measures a field's name can hold, as data: what each is called in an entry, the words that name
// it, the unit it is told in and the units it may be sent in (read from the field's words). A new measure is a new
// entry here; nothing else changes.

export interface MeasureTerm {
  /** What the entry calls it. */
  label: string;
  /** What it is about, when that decides where the entry tells it: a body (health), or the weather. */
  about?: 'body' | 'weather';
  /** Any of these among a field's words names this measure (a name of several words: all of them). */
  names: readonly string[];
  /** The unit it is told in ('%' is a percentage). */
  unit: string;
  /** Units it may be sent in, named among the field's words, with the factor to `unit`; unnamed, it is `unit`. */
  from?: Readonly<Record<string, number>>;
  /** Values a day can hold, in `unit`: outside, a sender's error. */
  plausible: readonly [number, number];
  /** Words that make it no measure of the day (a station's absolute pressure, a year's rain). */
  notOfTheDay?: readonly string[];
  /** Where the domain draws its lines, in `unit`: below `low` is a low, above `high` a high (glucose's 70 and 180). */
  bands?: { low?: number; high?: number };
  /** Units that name it alone in a field that says nothing else ("ValueInMgPerDl"), as `MEASURE_OF_UNIT` beside a value. */
  namedByUnit?: readonly string[];
  /** Readings of it over a day's intervals add up (a house's energy per hour): a series is its sum, not its range. */
  sums?: boolean;
  /** Said by its field's own words ("consumption", "feed in"), the term's label only when they say nothing else. */
  labelFromField?: boolean;
  /**
   * Other units it is told in as sent, when the field names them (a run's cadence in steps a minute, "spm"; glucose
   * in mmol/L where people count in it): the value is not converted, only checked and banded in `unit` by `from`.
   */
  toldAs?: Readonly<Record<string, string>>;
  /** A unit's letter that names it when it ends a name of several words (`house_v`: volts). */
  suffixes?: readonly string[];
  /** Decimals it is told to (one unless said). */
  decimals?: number;
}

export const MEASURE_TERMS: readonly MeasureTerm[] = [
  {
    label: 'pressure',
    about: 'weather',
    // (`bar` as a barometer's abbreviation, `bar_sea_level`; a pressure in bars names `pressure` beside it.)
    names: ['barom', 'baro', 'bar', 'barometric', 'pressure'],
    unit: 'hPa',
    from: { inches: 33.8639, inhg: 33.8639, in: 33.8639, mmhg: 1.333_22, kpa: 10, pa: 0.01, mbar: 1, hpa: 1 },
    // (Inches of mercury as the station shows them.)
    toldAs: { inches: 'inHg', inhg: 'inHg', in: 'inHg' },
    plausible: [850, 1_100],
    notOfTheDay: ['abs', 'absolute', 'tire', 'tyre', 'blood'],
  },
  {
    label: 'rain',
    about: 'weather',
    names: ['rain', 'rainfall', 'precipitation', 'precip'],
    unit: 'mm',
    from: { inches: 25.4, in: 25.4, cm: 10, mm: 1 },
    toldAs: { inches: 'in', in: 'in' },
    plausible: [0, 2_000],
    // The last hour's or a past window's rain (`precip_accum_last_1hr`) is not the day's.
    // (Nor is a gauge's size, `rain_size`, or a year's or a month's rain.)
    notOfTheDay: [
      'hourly',
      'weekly',
      'monthly',
      'yearly',
      'year',
      'month',
      'week',
      'ytd',
      'total',
      'event',
      'rate',
      'probability',
      'chance',
      'last',
      'size',
    ],
  },
  {
    label: 'UV index',
    about: 'weather',
    names: ['uv', 'uvi'],
    unit: '',
    plausible: [0, 20],
    notOfTheDay: ['batt', 'battery'],
  },
  {
    label: 'solar radiation',
    about: 'weather',
    names: ['solar radiation', 'irradiance'],
    unit: 'W/m²',
    plausible: [0, 2_000],
  },
  { label: 'ABV', names: ['abv'], unit: '%', plausible: [0, 80] },
  // Water or fuel by the litre (a tank's level in L, a meter's `volume_litres`), said by its field's own words.
  {
    label: 'volume',
    // (Not `volume` alone: a market's or a speaker's volume is no litres.)
    names: ['litres', 'liters', 'litre', 'liter'],
    suffixes: ['l', 'ml'],
    unit: 'L',
    from: { l: 1, litres: 1, liters: 1, litre: 1, liter: 1, ml: 0.001 },
    plausible: [0.001, 10_000_000],
    labelFromField: true,
    notOfTheDay: ['total', 'lifetime', 'capacity', 'max', 'maximum'],
  },
  // A brew's specific gravity, as a hydrometer reads it (1.031).
  // (`sg` inside a measure's values by source, a marine forecast's `{noaa, sg}`, is a model: those are read as one value.)
  { label: 'gravity', names: ['gravity', 'sg', 'specific gravity'], unit: 'SG', plausible: [0.98, 1.2], decimals: 3 },
  // A battery's or a supply's voltage (a boat's house bank at 12.1 V, a sensor's cell at 3.48 V), named by its unit
  // (`house_v`, `vbat_mv`); a field named `voltage` or `battery` with a unit is the device's health (non-measure-words).
  {
    label: 'voltage',
    names: ['voltage', 'volts', 'volt', 'vbat', 'vbatt', 'vcc'],
    suffixes: ['v', 'mv'],
    unit: 'V',
    from: { mv: 0.001, millivolts: 0.001 },
    plausible: [0.5, 1_000],
    decimals: 2,
    notOfTheDay: ['threshold', 'nominal', 'rated', 'limit', 'cutoff', 'alarm', 'setpoint', 'max', 'min'],
  },
  { label: 'BMI', about: 'body', names: ['bmi', 'body mass index'], unit: '', plausible: [10, 70] },
  // The share of a night in bed spent asleep.
  { label: 'sleep efficiency', about: 'body', names: ['sleep efficiency'], unit: '%', plausible: [1, 100] },
  // Blood pressure comes as two measures, told together ("blood pressure 138/88 mmHg").
  {
    label: 'systolic',
    about: 'body',
    names: ['systolic', 'sbp', 'sys'],
    unit: 'mmHg',
    from: { kpa: 7.500_62 },
    plausible: [50, 260],
  },
  {
    label: 'diastolic',
    about: 'body',
    names: ['diastolic', 'dbp', 'dia'],
    unit: 'mmHg',
    from: { kpa: 7.500_62 },
    plausible: [30, 160],
  },
  // (Before power: `total_power_import_kwh` is energy.)
  // A house's, a car's or a panel's electricity, named by its unit (`energy_kwh`, `consumption` in "Wh").
  {
    label: 'energy',
    names: ['kwh', 'wh', 'mwh'],
    unit: 'kWh',
    from: { wh: 0.001, kwh: 1, mwh: 1000 },
    plausible: [0.001, 100_000],
    // A meter's `total` is its lifetime count (a plug's, an inverter's `E_Total` beside `E_Day`).
    notOfTheDay: ['lifetime', 'total', 'year', 'yearly', 'month', 'monthly', 'price', 'cost', 'rate', 'per'],
    sums: true,
    labelFromField: true,
  },
  {
    label: 'power',
    names: ['power', 'watts', 'wattage', 'kw'],
    unit: 'W',
    from: { w: 1, watts: 1, kw: 1000 },
    toldAs: { kw: 'kW' },
    // A rider's watts or a house's peak draw (an EV charger's 22 kW).
    plausible: [1, 50_000],
    // A power zone, a share of threshold or a device's power state is no power of the day; a threshold is a setting;
    // reactive power and a power factor are not watts.
    notOfTheDay: [
      'zone',
      'zones',
      'pct',
      'percent',
      'ratio',
      'state',
      'mode',
      'level',
      'ftp',
      'threshold',
      'source',
      'reactive',
      'factor',
    ],
  },
  // A typist's speed, in words a minute (`wpm`, a typing test's; its raw speed counts mistakes too, no measure).
  {
    label: 'typing speed',
    names: ['wpm'],
    unit: 'wpm',
    plausible: [1, 400],
    notOfTheDay: ['raw', 'best', 'average', 'avg', 'target'],
    decimals: 2,
  },
  {
    label: 'cadence',
    names: ['cadence', 'rpm', 'spm'],
    unit: 'rpm',
    toldAs: { spm: 'spm' },
    plausible: [5, 300],
    notOfTheDay: ['zone', 'zones', 'target'],
  },
  // What a meal held, in grams (a food log's, an insulin pump's carbs entered): never a ratio or a goal.
  ...(['carbs', 'protein', 'fibre'] as const).map((label): MeasureTerm => ({
    label,
    about: 'body',
    names: {
      carbs: ['carb', 'carbs', 'carbohydrate', 'carbohydrates'],
      protein: ['protein', 'proteins'],
      fibre: ['fiber', 'fibre', 'dietary fiber'],
    }[label],
    unit: 'g',
    from: { mg: 0.001, g: 1, grams: 1, gram: 1 },
    plausible: [0.1, 1_500],
    notOfTheDay: ['ratio', 'goal', 'goals', 'target', 'remaining', 'limit', 'pct', 'percent', 'calories', 'kcal'],
  })),
  // What a pump or a pen gave (a bolus, a day's basal): never a rate per hour, a ratio or what is still on board.
  {
    label: 'insulin',
    about: 'body',
    names: ['insulin', 'bolus', 'basal'],
    unit: 'units',
    plausible: [0.025, 300],
    notOfTheDay: [
      'rate',
      'ratio',
      'sensitivity',
      'factor',
      'max',
      'maximum',
      'limit',
      'target',
      'remaining',
      'onboard',
      'board',
      'iob',
      'suggested',
      'recommended',
      'percent',
      'pct',
    ],
  },
  {
    label: 'SpO2',
    about: 'body',
    names: ['spo2', 'oxygen saturation', 'blood oxygen', 'oxygen sat'],
    unit: '%',
    plausible: [50, 100],
  },
  {
    label: 'respiratory rate',
    about: 'body',
    names: ['respiratory rate', 'respiration rate', 'breathing rate', 'respiratory'],
    unit: 'breaths/min',
    plausible: [3, 70],
  },
  // The air indoors and out: carbon dioxide, particles, volatile compounds, light and sound, in the units sensors
  // count them in. Lines drawn: CO₂ above 1,000 ppm (ASHRAE 62.1's indoor guidance), PM2.5 above 35 µg/m³ (the US
  // EPA's 24-hour standard), radon above 100 Bq/m³ (the WHO's reference level).
  { label: 'CO₂', names: ['co2', 'carbon dioxide'], unit: 'ppm', plausible: [1, 50_000], bands: { high: 1_000 } },
  // (Sensor.Community's SDS011 readings: `SDS_P1` is PM10, `SDS_P2` PM2.5, by its documented naming.)
  {
    label: 'PM2.5',
    names: ['pm25', 'pm2 5', 'sds p2'],
    unit: 'µg/m³',
    plausible: [0, 1_000],
    bands: { high: 35 },
  },
  { label: 'PM10', names: ['pm10', 'sds p1'], unit: 'µg/m³', plausible: [0, 2_000] },
  // Radon indoors, in becquerels per cubic metre (the US counts picocuries per litre).
  {
    label: 'radon',
    names: ['radon'],
    unit: 'Bq/m³',
    from: { bq: 1, pci: 37 },
    plausible: [0, 20_000],
    bands: { high: 100 },
  },
  { label: 'VOC', names: ['voc', 'tvoc', 'vocs'], unit: 'ppb', plausible: [0, 100_000] },
  { label: 'light', names: ['illuminance', 'lux', 'illumination'], unit: 'lx', plausible: [0, 200_000] },
  {
    label: 'noise',
    names: ['noise db', 'sound db', 'decibel', 'decibels', 'sound level', 'noise level'],
    unit: 'dB',
    plausible: [0, 150],
  },
  {
    label: 'glucose',
    about: 'body',
    names: ['glucose', 'sgv', 'egv', 'bg', 'mbg', 'cgm'],
    unit: 'mg/dL',
    from: { mmol: 18.016, mgdl: 1 },
    toldAs: { mmol: 'mmol/L' },
    namedByUnit: ['mgdl', 'mmol'],
    plausible: [10, 800],
    notOfTheDay: ['trend', 'rate', 'delta', 'noise', 'calibration'],
    bands: { low: 70, high: 180 },
  },
];

/**
 * Units of the supply a device draws from, not of anything that happened: a grid's volts, amperes and hertz, an
 * inverter's apparent and reactive power.
 */
export const SUPPLY_UNITS: ReadonlySet<string> = new Set([
  'v',
  'mv',
  'kv',
  'a',
  'ma',
  'hz',
  'va',
  'kva',
  'var',
  'kvar',
]);

/**
 * Units written as text beside a value ("mg/dL") that name the measure whatever the field is called, with the factor
 * to the term's unit. One the term tells as sent (its `toldAs`) is told in it.
 */
export const MEASURE_OF_UNIT: Readonly<Record<string, { term: MeasureTerm; factor: number }>> = {
  'mg/dl': { term: termNamed('glucose'), factor: 1 },
  'mmol/l': { term: termNamed('glucose'), factor: 18.016 },
};

/** The unit, as the term writes it, of a unit text the term tells as sent ("mmol/l" is glucose's "mmol/L"), if any. */
export function toldAsSent(term: MeasureTerm, unit: string): string | undefined {
  return Object.values(term.toldAs ?? {}).find((told) => told.toLowerCase() === unit.toLowerCase());
}

/** The lines a measure's domain draws, in the unit a quantity of it is told in (glucose's 70 mg/dL is 3.9 mmol/L). */
export function bandsIn(term: MeasureTerm, unit: string | undefined): MeasureTerm['bands'] {
  if (!term.bands || unit === undefined || unit === term.unit) return term.bands;
  const word = Object.keys(term.toldAs ?? {}).find((w) => term.toldAs![w] === unit);
  const factor = word !== undefined ? term.from?.[word] : undefined;
  if (factor === undefined) return undefined;
  const { low, high } = term.bands;
  return { low: low === undefined ? undefined : low / factor, high: high === undefined ? undefined : high / factor };
}

/** The vocabulary's measure a told label names ("glucose", "indoor temperature" is not one), if any. */
export function termOfLabel(label: string): MeasureTerm | undefined {
  return MEASURE_TERMS.find((term) => label === term.label || label.endsWith(` ${term.label}`));
}

function termNamed(label: string): MeasureTerm {
  return MEASURE_TERMS.find((term) => term.label === label)!;
}

/**
 * Things a number counts that a person writes in a diary ("23 favourites", "4 sets"): a plain number under any
 * other name is left out (an API's response time, a popularity rank, a "records 18"), as what the rules cannot phrase.
 */
export const COUNT_NOUNS = new Set([
  'favourites',
  'favorites',
  'likes',
  'reblogs',
  'boosts',
  'retweets',
  'reposts',
  'replies',
  'comments',
  'reactions',
  'shares',
  'views',
  'viewers',
  // A post's or story's audience as its insights count it.
  'reach',
  'impressions',
  'bits',
  'raiders',
  'subscribers',
  'plays',
  'listens',
  'scrobbles',
  'followers',
  'attendees',
  'participants',
  'guests',
  'people',
  'members',
  'messages',
  'reps',
  'repetitions',
  'sets',
  'laps',
  'lengths',
  'strokes',
  'pages',
  'words',
  'floors',
  'flights',
  'tracks',
  'episodes',
  'chapters',
  'commits',
  'additions',
  'deletions',
  'files',
  'goals',
  'kudos',
  'photos',
  'stars',
  'servings',
  'glasses',
  'cups',
  'drinks',
  'cigarettes',
  'pills',
  'doses',
  'units',
  'breaths',
  'strikes',
  'items',
  'tasks',
  'sessions',
  'visits',
  'checkins',
  'bites',
  'pushups',
  'squats',
  'situps',
  'pullups',
  // A game's tallies.
  'kills',
  'deaths',
  'assists',
  'wins',
]);

/** Numbers that are scales a person or a device rates the day on ("recovery score 71", "mood 4"). */
export const SCALE_NOUNS = new Set([
  'score',
  'rating',
  'mood',
  'level',
  'index',
  'pulse',
  'quality',
  'grade',
  'aqi',
  'strain',
  'readiness',
  'recovery',
  'efficiency',
  'energy',
  'stress',
  'pain',
  'feeling',
]);
