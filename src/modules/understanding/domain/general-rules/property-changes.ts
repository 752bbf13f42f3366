import { JsonObject as Json, isObject } from '../vocabulary/json-reading';

// A batch of thin events that each carry one property of a record (`{objectId, propertyName: "amount",
// propertyValue: "21400"}`, as CRMs send their changes): folded into that record, its properties as its own fields, so
// that a property's name is read as what it names ("amount"), never told as the event's words ("amount, 10:37").

const NAME_KEYS = ['propertyName', 'property_name', 'property'];
const VALUE_KEYS = ['propertyValue', 'property_value', 'newValue', 'new_value', 'value'];
const RECORD_KEYS = ['objectId', 'object_id', 'recordId', 'record_id'];
/** An event's kind that says a property changed (`deal.propertyChange`): an update of the record it names. */
const CHANGE_KIND = /^([a-z_]+[._:])property[_ ]?change$/i;
/** A property's name as senders write it: an identifier, never words. */
const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The batch with each record's property events folded into one record of those properties; other items as sent. */
export function propertyChangesFolded(items: readonly unknown[]): unknown[] {
  if (!items.some((item) => propertyOf(item) !== null)) return items as unknown[];
  const folded: unknown[] = [];
  const byRecord = new Map<string, Json>();
  for (const item of items) {
    const property = propertyOf(item);
    if (property === null) {
      folded.push(item);
      continue;
    }
    const earlier = byRecord.get(property.record);
    if (earlier) {
      // (Its latest event's own fields, its time among them, and every property told so far.)
      Object.assign(earlier, property.rest, { [property.name]: property.value });
      continue;
    }
    // (Its id is the record's, whose later events are its later versions; its kind an update of it.)
    const record: Json = { id: property.record, ...property.rest, [property.name]: property.value };
    byRecord.set(property.record, record);
    folded.push(record);
  }
  return folded;
}

function propertyOf(item: unknown): { record: string; name: string; value: unknown; rest: Json } | null {
  if (!isObject(item)) return null;
  const nameKey = NAME_KEYS.find((key) => typeof item[key] === 'string' && PROPERTY_NAME.test(item[key] as string));
  const valueKey = VALUE_KEYS.find((key) => key in item);
  const recordKey = RECORD_KEYS.find((key) => typeof item[key] === 'string' || typeof item[key] === 'number');
  if (nameKey === undefined || valueKey === undefined || recordKey === undefined) return null;
  const value = item[valueKey];
  if (isObject(value) || Array.isArray(value)) return null;
  const { [nameKey]: _name, [valueKey]: _value, ...rest } = item;
  for (const [key, kind] of Object.entries(rest))
    if (typeof kind === 'string' && CHANGE_KIND.test(kind)) rest[key] = kind.replace(CHANGE_KIND, '$1updated');
  return { record: String(item[recordKey]), name: item[nameKey] as string, value, rest };
}
