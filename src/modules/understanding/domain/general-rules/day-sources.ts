import { readsAsName } from '../vocabulary/value-shapes';
import { DIGEST_LIMITS, KindCount, SourceDigest, DayDigest, QuantityRange } from '../digest/day-digest-shape';
import { GroupState, counterUses } from './item-groups';
import { countsInCents, inMajorUnits, inWholeUnits, wholeAgain, wholeUnitCurrencies } from './source-cents';
import { METRES_A_SECOND_PER, celsiusOfFahrenheit } from '../vocabulary/unit-factors';

// The sources of a day and what each sent: counts, kinds, groups.

export interface SourceState {
  name: string;
  artifacts: number;
  items: number;
  groups: Map<string, GroupState>;
  kinds: Map<string, number>;
  otherItems: number;
  otherKinds: Set<string>;
  /** How often each actor other than the person acted (bounded), to tell the person when no identity is set. */
  actors: Map<string, number>;
  /**
   * Amounts this source sent with cents (`amount: -6.75` in USD), by the last word of their label and currency: its
   * whole amounts of the same name (`amount: 2400`) are whole units too, not cents.
   */
  decimalAmounts: Set<string>;
  /**
   * Amounts this source sent whole that a record read as whole units (`amount: 15` beside its fee of `"0.75"`), by the
   * same key: the same name sent whole in another record (a membership's `amount: 7`) is that money too.
   */
  wholeAmounts: Set<string>;
  /** A record of this source showed its whole amounts to be minor units (`fees: 37750` beside `amount: 1850000`). */
  minorUnits: boolean;
  /** A record of this source named its temperatures Fahrenheit: its temperatures of no scale are too. */
  fahrenheit: boolean;
  /** A wind of this source sent with no unit blew faster than any wind in metres a second: its winds are in km/h. */
  windInKmh: boolean;
  /** Devices' names by their ids, from records that name a device (a device list), for events that give its id alone. */
  deviceNames: Map<string, string>;
  /** The records (by identity) of this source's latest batch, and those of them pending: a later batch lacks what went. */
  lastBatch: { all: ReadonlySet<string>; pending: ReadonlySet<string> } | null;
}

export const MAX_COUNTED_NAMES = 1_000;

/** A whole amount as sent that a later version of the record said in its currency (an order's 250, then $250.00). */
function isSaidAsMoney(quantity: QuantityRange, all: readonly QuantityRange[]): boolean {
  return (
    quantity.dimension === 'as-sent' &&
    all.some(
      (other) =>
        other.dimension === 'money' &&
        other.label === quantity.label &&
        other.currency === quantity.unit &&
        other.min === quantity.min &&
        other.max === quantity.max,
    )
  );
}

export function countKind(source: SourceState, kind: string): void {
  if (source.kinds.has(kind) || source.kinds.size < DIGEST_LIMITS.kindsPerSource)
    source.kinds.set(kind, (source.kinds.get(kind) ?? 0) + 1);
  else if (source.otherKinds.size < MAX_COUNTED_NAMES) source.otherKinds.add(kind);
}

function sortedKinds(kinds: Map<string, number>): KindCount[] {
  return [...kinds]
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
}

/**
 * Without the account's identities, the one who acts most in a source's items (at least twice, half of them or more,
 * and more often than anyone else) is taken for the person: their actions are not told as another's.
 */
function presumedPerson(source: SourceState): string | null {
  const ranked = [...source.actors].sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((sum, [, count]) => sum + count, 0);
  const [first, second] = ranked;
  if (!first || first[1] < 2 || first[1] * 2 < total || (second && second[1] === first[1])) return null;
  return first[0];
}

function toSourceDigest(source: SourceState, identitiesSet: boolean): SourceDigest {
  const person = identitiesSet ? null : presumedPerson(source);
  const theirs = <T extends { by?: string }>(told: T): T => {
    if (told.by === undefined || told.by !== person) return told;
    const { by: _by, ...rest } = told;
    return rest as T;
  };
  // Of several devices, each unnamed group is named by its device, when its id reads as a name ("bijenkast-1").
  const devices = new Set([...source.groups.values()].map((group) => group.device).filter(Boolean));
  const cents =
    countsInCents(
      [...source.groups.values()].flatMap((group) => [
        ...group.quantityMap.values(),
        ...group.records.flatMap((record) => record.quantities),
      ]),
      source.decimalAmounts.size > 0,
    ) ||
    (source.minorUnits && source.decimalAmounts.size === 0);
  // A record's whole amounts read as minor units are whole units after all where the source wrote that currency with
  // decimals that day (a fee of ₦53.75 beside a sale of 38500 and its fee of 539: naira).
  const decimalCurrencies = new Set([...source.decimalAmounts].map(currencyOfAmountKey));
  // Whole amounts too small to be cents are the money as written.
  const wholeCurrencies = cents
    ? new Set<string>()
    : wholeUnitCurrencies(
        [...source.groups.values()].flatMap((group) => [
          ...group.quantityMap.values(),
          ...group.records.flatMap((record) => record.quantities),
        ]),
      );
  // Whole amounts of a name the source sent that day with cents, or read as whole units, in whatever order they came.
  const knownWhole = (quantity: QuantityRange) =>
    quantity.dimension === 'as-sent' &&
    quantity.unit !== undefined &&
    (source.decimalAmounts.has(amountKey(quantity.label, quantity.unit)) ||
      source.decimalAmounts.has(amountKey(quantity.label, ANY_CURRENCY)) ||
      source.wholeAmounts.has(amountKey(quantity.label, quantity.unit)) ||
      // (Or any name, in a currency it wrote with cents and never counted in minor units: its invoice's tax of 75.)
      (!source.minorUnits && decimalCurrencies.has(quantity.unit)));
  // (Its money by how it counts amounts, its temperatures of no scale by the scale it named: one or the other.)
  const scaled = <Q extends QuantityRange>({ fromMinor, bareWind, ...quantity }: Q): Q => {
    const money =
      fromMinor && quantity.currency !== undefined && decimalCurrencies.has(quantity.currency)
        ? (wholeAgain(quantity) as Q)
        : cents
          ? inMajorUnits(quantity as Q)
          : quantity.unit !== undefined && (wholeCurrencies.has(quantity.unit) || knownWhole(quantity))
            ? inWholeUnits(quantity as Q)
            : (quantity as Q);
    if (bareWind && source.windInKmh) return inKilometresAnHour(money);
    return source.fahrenheit ? inFahrenheit(money) : money;
  };
  // A device's events named by the device list that gave its id a name; the list's entry itself then says nothing more.
  const namedByList = (group: GroupState) =>
    group.device !== undefined ? source.deviceNames.get(group.device) : undefined;
  const listed = new Set([...source.groups.values()].map(namedByList).filter(Boolean));
  const inventory = (group: GroupState) =>
    group.name !== null &&
    listed.has(group.name) &&
    group.quantityMap.size === 0 &&
    group.stateMap.size === 0 &&
    group.records.every((record) => !record.timed);
  const groups = [...source.groups.values()]
    .filter((group) => !inventory(group))
    .map(
      ({
        kindMap,
        quantityMap,
        labelSet,
        stateMap,
        textKeys: _textKeys,
        device,
        counterMap,
        readings: _readings,
        ...group
      }) => ({
        ...group,
        name:
          group.name ??
          (device !== undefined ? source.deviceNames.get(device) : undefined) ??
          (devices.size > 1 && device !== undefined && readsAsName(device) ? device : null),
        kinds: sortedKinds(kindMap),
        quantities: [...quantityMap.values(), ...counterUses(counterMap)]
          .map(scaled)
          .filter((q, _, all) => !isSaidAsMoney(q, all))
          .map(
            ({ label, dimension, currency, unit, min, max, minute, lowAt, highAt, readings, last, lastAt, total }) => ({
              label,
              dimension,
              ...(currency ? { currency } : {}),
              ...(unit ? { unit } : {}),
              min,
              max,
              ...(minute !== undefined ? { minute } : {}),
              // A series: three readings or more, each timed, that differ; or two, each sent on its own.
              ...(readings !== undefined && (readings >= 3 || (readings === 2 && group.count >= 2)) && min !== max
                ? { lowAt, highAt, readings, ...(last !== undefined && lastAt !== undefined ? { last, lastAt } : {}) }
                : {}),
              ...(total !== undefined && group.count > 1 ? { total } : {}),
            }),
          ),
        texts: group.texts.map(theirs),
        // (A record's own kind is said only where its group holds several.)
        records: group.records.map(theirs).map(({ kind, ...record }) => ({
          ...record,
          ...(kind !== undefined && kindMap.size > 1 ? { kind } : {}),
          quantities: record.quantities.map(scaled),
        })),
        labels: [...labelSet],
        states: [...stateMap]
          .map(([state, seen]) => ({ state, ...seen }))
          .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
        salience: group.salience + Math.log2(group.count),
      }),
    )
    .sort((a, b) => b.salience - a.salience || a.first - b.first);
  return {
    name: source.name,
    artifacts: source.artifacts,
    items: source.items,
    groups,
    kinds: sortedKinds(source.kinds),
    otherItems: source.otherItems,
    otherKinds: source.otherKinds.size,
  };
}

/** A speed read in metres a second that was sent in km/h. */
function inKilometresAnHour<Q extends QuantityRange>(quantity: Q): Q {
  const kmh = (value: number) => value * METRES_A_SECOND_PER.kmh;
  return {
    ...quantity,
    min: kmh(quantity.min),
    max: kmh(quantity.max),
    ...(quantity.last !== undefined ? { last: kmh(quantity.last) } : {}),
    ...(quantity.total !== undefined ? { total: kmh(quantity.total) } : {}),
  };
}

/** A temperature of no scale (`temperature: 36`, a bare degree) of a source that counts in Fahrenheit, in it. */
function inFahrenheit<Q extends QuantityRange>(quantity: Q): Q {
  if (quantity.dimension !== 'measure' || quantity.unit !== '°' || !/temperature$/.test(quantity.label))
    return quantity;
  const { lowAt, highAt, last, ...rest } = quantity;
  return {
    ...rest,
    dimension: 'temperature',
    unit: '°F',
    min: celsiusOfFahrenheit(quantity.min),
    max: celsiusOfFahrenheit(quantity.max),
    ...(lowAt !== undefined ? { lowAt } : {}),
    ...(highAt !== undefined ? { highAt } : {}),
    ...(last !== undefined ? { last: celsiusOfFahrenheit(last) } : {}),
  } as Q;
}

/** A source's amount by the last word of its name and its currency (`fee` in NGN), as `decimalAmounts` keeps it. */
export function amountKey(label: string, currency: string): string {
  return `${label.slice(label.lastIndexOf(' ') + 1)}\u0000${currency}`;
}

/** The currency of an amount's key by its name alone. */
export const ANY_CURRENCY = '*';

function currencyOfAmountKey(key: string): string {
  return key.slice(key.indexOf('\u0000') + 1);
}

/** The sources of a day, within DIGEST_LIMITS; the names of those past it are counted apart. */
export class DaySources {
  private readonly sources = new Map<string, SourceState>();
  private readonly otherSources = new Set<string>();

  sourceFor(name: string): SourceState | null {
    let source = this.sources.get(name);
    if (!source) {
      if (this.sources.size >= DIGEST_LIMITS.sources) {
        if (this.otherSources.size < MAX_COUNTED_NAMES) this.otherSources.add(name);
        return null;
      }
      source = {
        name,
        artifacts: 0,
        items: 0,
        groups: new Map(),
        kinds: new Map(),
        otherItems: 0,
        otherKinds: new Set(),
        actors: new Map(),
        decimalAmounts: new Set(),
        wholeAmounts: new Set(),
        minorUnits: false,
        fahrenheit: false,
        windInKmh: false,
        deviceNames: new Map(),
        lastBatch: null,
      };
      this.sources.set(name, source);
    }
    return source;
  }

  /** @param identitiesSet whether the account says who the person is (else each source's main actor is taken for them) */
  build(identitiesSet = false): Pick<DayDigest, 'sources' | 'otherSourceNames'> {
    return {
      sources: [...this.sources.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((source) => toSourceDigest(source, identitiesSet)),
      otherSourceNames: [...this.otherSources].sort(),
    };
  }
}
