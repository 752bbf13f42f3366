/** The day and minute of the day of instants in one time zone, with one cached formatter. */
export function zonedClock(timeZone: string): (instant: number) => { day: string; minute: number } {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // Formatting costs microseconds and a busy day asks about the same minutes again and again.
  const byMinute = new Map<number, { day: string; minute: number }>();
  return (instant) => {
    const key = Math.floor(instant / 60_000);
    let zoned = byMinute.get(key);
    if (!zoned) {
      const parts: Record<string, string> = {};
      for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
      zoned = {
        day: `${parts.year}-${parts.month}-${parts.day}`,
        minute: Number(parts.hour) * 60 + Number(parts.minute),
      };
      if (byMinute.size >= 10_000) byMinute.clear();
      byMinute.set(key, zoned);
    }
    return zoned;
  };
}
