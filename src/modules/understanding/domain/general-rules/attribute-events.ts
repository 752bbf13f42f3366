import { capitalized, keyWords } from '../vocabulary/key-words';
import { NUMERIC } from '../vocabulary/item-words';
import { Json } from './item-context';

// A device's attribute reported as an event: `{ "name": "temperature", "value": "63.8", "unit": "°F",
// "displayName": "Living Room Sensor" }` (Hubitat's Maker API, SmartThings' device events, many hubs and bridges).

/** Keys that name the attribute an event reports. */
const ATTRIBUTE_KEYS = ['attribute', 'name', 'capability'];
/** Keys that name the device it is about. */
const DEVICE_KEYS = ['displayName', 'display_name', 'deviceName', 'device_name', 'deviceLabel', 'label', 'device'];
const UNIT_KEYS = ['unit', 'units', 'unit_of_measurement'];
/** An attribute is a field name sent as a value: one identifier, no spaces. */
const ATTRIBUTE = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;
/** A state is a word or two (`wet`, `unlocked`, `not present`). */
const STATE = /^[\p{L}][\p{L}\p{N} _-]{0,23}$/u;
/** A hub's own sentence of the event names who acted: "Front Door was unlocked by Maria [physical]". */
const ACTED_BY = /\bby ((?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*)?)/u;
/** Keys of a hub's own sentence describing the event. */
const DESCRIPTION_KEYS = ['descriptionText', 'description_text', 'description'];

export interface AttributeEvent {
  device: string;
  attributeWords: string[];
  /** A measure's number, or a state's word. */
  value: number | string;
  unit: string | null;
  /** Someone the hub says acted, when it says so. */
  by: string | null;
  /** The attribute itself names someone (`lastCodeName`): the event says who, not what happened. */
  namesSomeone: boolean;
}

export function attributeEventOf(object: Json): AttributeEvent | null {
  const attribute = firstString(object, ATTRIBUTE_KEYS);
  const named = firstString(object, DEVICE_KEYS);
  if (attribute === null || !ATTRIBUTE.test(attribute) || (named !== null && named.length > 80)) return null;
  // A device's event says it is one: an id or a name of the device beside the attribute.
  if (!Object.keys(object).some((key) => /device/i.test(key) || key === 'displayName')) return null;
  const raw = object.value;
  const value =
    typeof raw === 'number' && Number.isFinite(raw)
      ? raw
      : typeof raw === 'string' && NUMERIC.test(raw.trim())
        ? Number(raw.trim())
        : typeof raw === 'string' && STATE.test(raw.trim())
          ? raw.trim()
          : null;
  if (value === null) return null;
  const unit = firstString(object, UNIT_KEYS);
  const description = firstString(object, DESCRIPTION_KEYS);
  const words = keyWords(attribute);
  // A device known only by its id (SmartThings' events): the thing is what the attribute names ("Lock", "Water").
  const device = named ?? capitalized(words.join(' '));
  return {
    device: device.replace(/\s+/g, ' ').trim(),
    attributeWords: words,
    value,
    unit: unit !== null && unit.length <= 12 ? unit : null,
    by: (description !== null ? ACTED_BY.exec(description)?.[1] : undefined) ?? nameInData(object.data),
    namesSomeone: words[words.length - 1] === 'name',
  };
}

/** Who the event's details name (`data: {method: "keypad", codeName: "Kai"}`). */
function nameInData(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  for (const [key, value] of Object.entries(data)) {
    const words = keyWords(key);
    if (words.length > 1 && words[words.length - 1] === 'name' && typeof value === 'string' && value.trim() !== '')
      return value.trim().slice(0, 80);
  }
  return null;
}

function firstString(object: Json, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}
