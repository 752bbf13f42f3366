import { wordSet } from './key-words';

// Words of a field's name that say what its number measures, and in which unit.

/** Words that name a duration's unit: without one, a bare "duration" may be seconds, milliseconds or minutes. */
export const DURATION_UNIT_NAMED = wordSet(
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'ms',
  'milli',
  'millis',
  'milliseconds',
  'us',
  'micros',
  'microseconds',
  'ns',
  'nanos',
  'nanoseconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'ticks',
);

export const LENGTH_WORDS = wordSet('duration', 'elapsed', 'moving', 'length', 'total', 'spent');

/** Energy in kilocalories is what a body burns or eats; a car's or a house's energy is in kWh, unknown unless named. */
export const BODY_ENERGY = wordSet(
  'metabolic',
  'joules',
  'calories',
  'kcal',
  'kilocalories',
  'kj',
  'kilojoules',
  'active',
  'burned',
  'burnt',
  'basal',
  'resting',
  'dietary',
  'food',
  'consumed',
  'expended',
  'workout',
  'exercise',
  'intake',
);

export const PERCENT = wordSet('pct', 'percent', 'percentage', 'humidity', 'hum', 'rh', 'moisture', 'soc');

/** Words that name an amount of money even without a currency beside it. */
export const AMOUNT_WORDS = wordSet(
  'amount',
  'price',
  'balance',
  'cost',
  'fee',
  'fees',
  'paid',
  'spent',
  'payment',
  'income',
  'expense',
  'subtotal',
);

export const MONEY = wordSet(
  'amount',
  'price',
  // An order's worth in money (a broker's fractional buy).
  'notional',
  'total',
  'balance',
  'cost',
  'subtotal',
  'fee',
  'fees',
  'paid',
  'spent',
  'value',
  'change',
  'budget',
  'income',
  'expense',
  'payment',
  'cents',
  'tip',
  'tips',
  'gratuity',
  'refunded',
  'refund',
  'fare',
  'fares',
  'tax',
  'taxes',
  'vat',
  'toll',
  'tolls',
  'surcharge',
  'payout',
  'earnings',
  'revenue',
  'donation',
  'rent',
  'salary',
  'owed',
  'debt',
);

export const HEART = wordSet('bpm', 'pulse', 'hr');

export const DISTANCE = wordSet('distance', 'elevation', 'elev', 'ascent', 'descent', 'altitude', 'climb');

export const DURATION = wordSet(
  'duration',
  'elapsed',
  'moving',
  'seconds',
  'sec',
  'secs',
  'minutes',
  'mins',
  'hours',
  'hrs',
  'ms',
  'millis',
  'milliseconds',
  'time',
  'delay',
  'asleep',
  'awake',
);

/** Units that make a bare number a duration only when no other measure is named ("temp_min" is a temperature). */
export const DURATION_UNITS = wordSet(
  'min',
  'h',
  'hr',
  'milli',
  'us',
  'micros',
  'microseconds',
  'ns',
  'nanos',
  'nanoseconds',
  'ticks',
);

export const HRV = wordSet('hrv', 'rmssd', 'sdnn', 'variability');

export const WEIGHT = wordSet('weight', 'mass', 'kg', 'kgs', 'kilograms', 'lb', 'lbs', 'pounds');

export const TEMPERATURE = wordSet('temperature', 'temp', 'celsius', 'fahrenheit');

export const ENERGY = wordSet('calories', 'kcal', 'kilocalories', 'energy', 'kj', 'kilojoules', 'joules');

// (A wind's gust is a speed too, `windgust`.)
export const SPEED = wordSet('speed', 'velocity', 'kmh', 'kph', 'mph', 'gust', 'gusts');

export const STEPS = wordSet('steps', 'step');

export const SCALE_OF_FEELING = wordSet('level', 'score', 'rating', 'mood', 'feeling');
