// Field names written as one lower-case word ("tempinf", "baromrelin", "dailyrainin", "windspeedmph"), as weather
// stations, loggers and older APIs send them: read as the words they are glued from, when those are all known.

/** What a glued time is the time of: "unlocktime" is the time something was unlocked. */
const TIME_OF = ['unlock', 'start', 'end', 'stop', 'play', 'update', 'create', 'login', 'logoff', 'last', 'first'];
const TIME_OF_SET = new Set(TIME_OF);

/** The pieces such names are glued from: measures, their qualifiers, and units. */
const PIECES = [
  // measures
  'temp',
  'temperature',
  'humidity',
  'barom',
  'baro',
  'pressure',
  'rain',
  'snow',
  'wind',
  'speed',
  'gust',
  'dir',
  'solar',
  'radiation',
  'uv',
  'dew',
  'point',
  'feels',
  'like',
  'heat',
  'chill',
  'glucose',
  'steps',
  'distance',
  'weight',
  'calories',
  'heart',
  'rate',
  'sleep',
  'battery',
  'batt',
  'soil',
  'moisture',
  'leaf',
  'wetness',
  'lightning',
  'strikes',
  // a home's meters ("electricitymeter", "gasmeter", "heatpumpmeter")
  'electricity',
  'gas',
  'water',
  'pump',
  'meter',
  // qualifiers
  'date',
  'time',
  'utc',
  'gmt',
  'daily',
  'hourly',
  'weekly',
  'monthly',
  'yearly',
  'event',
  'total',
  'max',
  'min',
  'avg',
  'rel',
  'abs',
  'in',
  'out',
  'indoor',
  'outdoor',
  // units
  'f',
  'c',
  'mph',
  'kmh',
  'kph',
  'ms',
  'mm',
  'cm',
  'hpa',
  'inhg',
  'mmhg',
  'kpa',
  'mgdl',
  'mmol',
  'kj',
  'kcal',
  'lbs',
  'kg',
  // what a time is the time of ("unlocktime", "starttime", "lastlogoff")
  ...TIME_OF,
];
const PIECE = new Set(PIECES);
const LONGEST = Math.max(...PIECES.map((piece) => piece.length));
/** Pieces that name what is measured: a name glued from units and qualifiers only is not read so. */
const MEASURES = new Set(PIECES.slice(0, PIECES.indexOf('daily')));
/** After these, a glued `in` is inches (of rain, of mercury); after any other measure, indoors. */
const MEASURED_IN_INCHES = new Set(['rain', 'snow', 'barom', 'baro', 'pressure']);

const cache = new Map<string, readonly string[] | null>();

/**
 * The words a glued name stands for ("tempinf" -> temp, indoor, f; "dailyrainin" -> daily, rain, inches), or null
 * when it is not glued from known pieces only (the fewest pieces win), or names no measure.
 */
export function ungluedWords(word: string): readonly string[] | null {
  if (word.length < 4 || word.length > 40 || PIECE.has(word) || !/^[a-z]+$/.test(word)) return null;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  // Fewest pieces covering word[0..i), by dynamic programming.
  const best: Array<string[] | null> = [[], ...Array.from({ length: word.length }, () => null)];
  for (let end = 1; end <= word.length; end++)
    for (let start = Math.max(0, end - LONGEST); start < end; start++) {
      const before = best[start];
      const piece = word.slice(start, end);
      if (before && PIECE.has(piece) && (!best[end] || best[end]!.length > before.length + 1))
        best[end] = [...before, piece];
    }
  const pieces = best[word.length];
  // A name of a measure ("tempinf"), or of a time in UTC ("dateutc").
  const named =
    pieces?.some((piece) => MEASURES.has(piece) || piece === 'utc' || piece === 'gmt') ||
    (pieces?.includes('time') && pieces.some((piece) => TIME_OF_SET.has(piece)));
  const words = pieces && pieces.length > 1 && named ? withPlaces(pieces) : null;
  if (cache.size >= 10_000) cache.clear();
  cache.set(word, words);
  return words;
}

/** `in` and `out` glued after a measure: inches for rain and pressure, else indoor and outdoor. */
function withPlaces(pieces: string[]): string[] {
  return pieces.map((piece, i) => {
    const measure = pieces
      .slice(0, i)
      .reverse()
      .find((before) => MEASURES.has(before));
    if (piece === 'in') return measure && MEASURED_IN_INCHES.has(measure) ? 'inches' : 'indoor';
    if (piece === 'out') return 'outdoor';
    return piece;
  });
}
