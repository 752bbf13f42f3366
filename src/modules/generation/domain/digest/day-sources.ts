import { DIGEST_LIMITS, KindCount, SourceDigest, DayDigest } from './day-digest-shape';
import { GroupState } from './item-groups';

// The sources of a day and what each sent: counts, kinds, groups.

export interface SourceState {
  name: string;
  artifacts: number;
  items: number;
  groups: Map<string, GroupState>;
  kinds: Map<string, number>;
  otherItems: number;
  otherKinds: Set<string>;
}

export const MAX_COUNTED_NAMES = 1_000;

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

function toSourceDigest(source: SourceState): SourceDigest {
  const groups = [...source.groups.values()]
    .map(({ kindMap, quantityMap, labelSet, stateMap, textKeys: _textKeys, ...group }) => ({
      ...group,
      kinds: sortedKinds(kindMap),
      quantities: [...quantityMap.values()].map(
        ({ label, dimension, currency, unit, min, max, minute, lowAt, highAt, readings, total }) => ({
          label,
          dimension,
          ...(currency ? { currency } : {}),
          ...(unit ? { unit } : {}),
          min,
          max,
          ...(minute !== undefined ? { minute } : {}),
          // A series: three readings or more, each timed, that differ.
          ...(readings !== undefined && readings >= 3 && min !== max ? { lowAt, highAt, readings } : {}),
          ...(total !== undefined && group.count > 1 ? { total } : {}),
        }),
      ),
      labels: [...labelSet],
      states: [...stateMap]
        .map(([state, seen]) => ({ state, ...seen }))
        .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
      salience: group.salience + Math.log2(group.count),
    }))
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
      };
      this.sources.set(name, source);
    }
    return source;
  }

  build(): Pick<DayDigest, 'sources' | 'otherSourceNames'> {
    return {
      sources: [...this.sources.values()].sort((a, b) => a.name.localeCompare(b.name)).map(toSourceDigest),
      otherSourceNames: [...this.otherSources].sort(),
    };
  }
}
