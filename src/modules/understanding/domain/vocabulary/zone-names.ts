import { ownEntry } from './json-reading';
// Time zones as senders name them beside a wall time (`{dateTime: "2026-11-20T14:00:00", timeZone: "Pacific
// Standard Time"}`): an IANA name, UTC, or one of Windows' names (Microsoft Graph, Exchange), mapped as CLDR's
// windowsZones table maps them.

const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'dateline standard time': 'Etc/GMT+12',
  'hawaiian standard time': 'Pacific/Honolulu',
  'alaskan standard time': 'America/Anchorage',
  'pacific standard time': 'America/Los_Angeles',
  'us mountain standard time': 'America/Phoenix',
  'mountain standard time': 'America/Denver',
  'central standard time': 'America/Chicago',
  'central standard time (mexico)': 'America/Mexico_City',
  'eastern standard time': 'America/New_York',
  'sa pacific standard time': 'America/Bogota',
  'atlantic standard time': 'America/Halifax',
  'newfoundland standard time': 'America/St_Johns',
  'e. south america standard time': 'America/Sao_Paulo',
  'argentina standard time': 'America/Argentina/Buenos_Aires',
  'greenwich standard time': 'Atlantic/Reykjavik',
  'gmt standard time': 'Europe/London',
  'w. europe standard time': 'Europe/Berlin',
  'romance standard time': 'Europe/Paris',
  'central europe standard time': 'Europe/Budapest',
  'central european standard time': 'Europe/Warsaw',
  'gtb standard time': 'Europe/Bucharest',
  'fle standard time': 'Europe/Kyiv',
  'e. europe standard time': 'Europe/Chisinau',
  'south africa standard time': 'Africa/Johannesburg',
  'egypt standard time': 'Africa/Cairo',
  'israel standard time': 'Asia/Jerusalem',
  'turkey standard time': 'Europe/Istanbul',
  'russian standard time': 'Europe/Moscow',
  'arab standard time': 'Asia/Riyadh',
  'arabian standard time': 'Asia/Dubai',
  'iran standard time': 'Asia/Tehran',
  'pakistan standard time': 'Asia/Karachi',
  'india standard time': 'Asia/Kolkata',
  'nepal standard time': 'Asia/Kathmandu',
  'bangladesh standard time': 'Asia/Dhaka',
  'se asia standard time': 'Asia/Bangkok',
  'china standard time': 'Asia/Shanghai',
  'singapore standard time': 'Asia/Singapore',
  'taipei standard time': 'Asia/Taipei',
  'w. australia standard time': 'Australia/Perth',
  'tokyo standard time': 'Asia/Tokyo',
  'korea standard time': 'Asia/Seoul',
  'cen. australia standard time': 'Australia/Adelaide',
  'aus central standard time': 'Australia/Darwin',
  'e. australia standard time': 'Australia/Brisbane',
  'aus eastern standard time': 'Australia/Sydney',
  'new zealand standard time': 'Pacific/Auckland',
  'chatham islands standard time': 'Pacific/Chatham',
  'tonga standard time': 'Pacific/Tongatapu',
  utc: 'UTC',
  'coordinated universal time': 'UTC',
  gmt: 'UTC',
};

const known = new Map<string, string | null>();
const MAX_KNOWN = 1_000;

/** The IANA zone a sender's zone name stands for, or null when it names none. */
export function ianaZoneOf(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (key === '' || key.length > 64) return null;
  let zone = known.get(key);
  if (zone === undefined) {
    zone = ownEntry(WINDOWS_ZONES, key) ?? validZone(name.trim());
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, zone);
  }
  return zone;
}

function validZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The offset ("+05:30", "-08:00") of a zone at a wall time written without one ("2026-11-20T14:00:00"). */
export function offsetAtWallTime(zone: string, wall: string): string | null {
  const asUtc = Date.parse(`${wall.slice(0, 19)}Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at the instant the wall time would be in UTC, then at the instant it is (across a change).
  let offset = offsetMinutesAt(zone, asUtc);
  offset = offsetMinutesAt(zone, asUtc - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const whole = Math.abs(offset);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function offsetMinutesAt(zone: string, instant: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formats.size >= MAX_KNOWN) formats.clear();
    formats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}
