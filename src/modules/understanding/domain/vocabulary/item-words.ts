// Words of the fields of an item that say how to read what they hold.

/** A unit as the key (`insideTemperature: {celsius, fahrenheit}`, `humidity: {percentage}`): the enclosing field's measure. */
const UNIT_KEYS = [
  'celsius',
  'fahrenheit',
  'percentage',
  'percent',
  'pct',
  'kg',
  'kgs',
  'lb',
  'lbs',
  'km',
  'kilometers',
  'kilometres',
  'mi',
  'miles',
  'meters',
  'metres',
  'kcal',
  'kj',
  'mmol',
  'mgdl',
  'bpm',
];

/** Keys that hold a value without saying what it is: its meaning comes from the enclosing field. */
export const GENERIC_VALUE = new Set([
  'value',
  // Typed values (`fpVal`, `intVal`: a float, an integer).
  'fp',
  'int',
  'amount',
  'qty',
  'quantity',
  'val',
  'in',
  'base',
  'units',
  'minor',
  'cents',
  'milliunits',
  'major',
  'decimal',
  'number',
  'avg',
  'min',
  'max',
  'mean',
  'total',
  'average',
  'minimum',
  'maximum',
  // The day's total so far beside the week's and the month's (`import: {day, week, month}`, read as `daily`).
  'daily',
  ...UNIT_KEYS,
]);

/** Words of a generic key that still say something: the scale of an amount ("valueInBaseUnits"). */
export const SCALE_WORDS = new Set([
  'base',
  'units',
  'minor',
  'cents',
  'milliunits',
  'min',
  'max',
  'avg',
  'mean',
  'average',
  'minimum',
  'maximum',
  'daily',
  ...UNIT_KEYS,
]);

export const GENERIC_TIME = new Set([
  'date',
  'time',
  'datetime',
  'timestamp',
  'ts',
  'utc',
  'local',
  'iso',
  'at',
  'epoch',
  'unix',
]);

/** Counts below the top of an item say something only when they are scores and levels. */
export const SCORE_WORDS = new Set([
  'score',
  'strain',
  'recovery',
  'readiness',
  'performance',
  'efficiency',
  'level',
  'rating',
  'index',
  'quality',
  'aqi',
  'uv',
]);

/** Kinds that name the delivery, not what happened. */
export const PLUMBING_KINDS =
  // `next`, `complete`: a subscription protocol's message types (graphql-ws), not what happened.
  // (And GeoJSON's own types, `Feature`, `FeatureCollection`.)
  /^(?:event[ _.]?callback|callback|webhook(?:[ _.]?event)?|notification|ping|test|heartbeat|record|event|data|payload|object|next|complete|ka|feature(?: ?collection)?)$/i;

// A crypto-asset's amount is sent to the satoshi ("0.00220000"), a float printed as text with its rounding noise
// ("8214.63018400001"): up to seventeen decimals, as many as a double holds.
export const NUMERIC = /^-?\d{1,12}(?:\.\d{1,17})?$/;

/** OWNER, IN_PROGRESS: enumeration constants, not names. */
export const ENUM_CONSTANT = /^[A-Z][A-Z0-9_]*$/;

/** Keys that wrap content without saying what it is. */
/**
 * Keys of a bag of a record's own fields: JSON:API's and many device APIs' `attributes`, GeoJSON's `properties`, a
 * listing's `node` (the thing the entry is about, beside the person's state of it).
 */
// (A device's capabilities or traits read as its readings, Govee's and Google's: `capabilities: {sensorHumidity: 28}`.)
// (And the person's own part of a shared record, `own_part`, as batch-items finds it among a document's resources.)
export const OWN_FIELD_BAGS = new Set(['attributes', 'properties', 'node', 'capabilities', 'traits', 'own_part']);

export const WRAPPERS = new Set([
  'data',
  'payload',
  'body',
  'result',
  'results',
  'attributes',
  'properties',
  'details',
  'meta',
  'metadata',
  'info',
  // (`additional_info`, `extra_data`: more of the record's own fields.)
  'additional',
  'extra',
  'object',
  'item',
  'items',
  'record',
  'records',
  'value',
  'values',
  'fields',
  'params',
  'content',
  'score',
  'scores',
  'summary',
  'stats',
  'statistics',
  'metrics',
  'measurements',
  'dashboard',
  'readings',
]);

export const STAGE_WORDS = new Set([
  'light',
  'deep',
  'rem',
  'core',
  'awake',
  'asleep',
  'sleep',
  'stage',
  'wake',
  'unrecognized',
  'restless',
]);

export const NOT_STAGE_TIME = new Set([
  'score',
  'count',
  'efficiency',
  'percentage',
  'pct',
  'percent',
  'rate',
  'index',
  'level',
  'number',
  'cycles',
  'quality',
  'consistency',
  'need',
  'debt',
  'goal',
]);

/** Fields that date a record as a whole. */
export const DATE_FIELD =
  /^(?:date|day|calendar date|summary date|local date|for date|(?:event|activity|session|transaction|entry|log|visit|workout|trip|booking|show|match|game) date)$/;

export const TIME_PREFIXES = new Set(['date', 'time', 'at', 'timestamp', 'ts', 'when']);

/** A key that may name a time beside a measure, looked for before anything is split. */
export const TIME_KEY =
  /^(?:date|time|at|timestamp|ts|when)[_A-Z-]|(?:[_-](?:date|time|at|timestamp|ts)|[a-z](?:Date|Time|At|Timestamp))$/;

/**
 * Words of a data model's structure, not of what happened: a kind guessed from a key that holds one ("parentRelations",
 * "resourceUpdate", "event", "model") is not a phrase a person writes, so it is not told.
 */
export const STRUCTURE_WORDS = new Set([
  'relations',
  'relation',
  'relationships',
  'relationship',
  'parent',
  'parents',
  'children',
  'child',
  'resource',
  'resources',
  'model',
  'models',
  'entity',
  'entities',
  'object',
  'objects',
  'node',
  'nodes',
  'metadata',
  'meta',
  'traits',
  'trait',
  'fields',
  'event',
  'events',
  'subscription',
  'envelope',
  'record',
  'records',
  'item',
  'items',
  'links',
  'context',
  'info',
  // A bag of what was measured is no kind of thing ("sensors", "readings", "metrics").
  'sensors',
  'readings',
  'measurements',
  'metrics',
]);

/** Fields naming the way a record came in (`channelName`, `source`, `platform`): a sales channel, a booking site. */
export const CHANNEL_WORDS = new Set(['channel', 'source', 'platform', 'origin', 'medium']);
