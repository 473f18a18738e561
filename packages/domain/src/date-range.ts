// Date filters of the account lists (issue #12 orders and documents; SPEC §9: dates shown as
// DD. MM. YYYY, a range sent as 00:00:00 to 23:59:59). A day is a calendar day in Ljubljana,
// where the retailer and its buyers are: an order placed at 00:30 on 5 March local time is on
// 5 March, although it is still 4 March in UTC.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' names a real calendar day (no 31 April, no 29 February 2026). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'DD. MM. YYYY' as typed (spaces optional) → 'YYYY-MM-DD', or null when it is no real day. */
export function parseSlovenianDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1) as [string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : null;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Ljubljana',
  timeZoneName: 'longOffset',
});

/** Ljubljana's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function ljubljanaOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a Ljubljana calendar day starts (its 00:00:00). */
export function ljubljanaDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // The offset at local midnight: guess with the offset at UTC midnight, then correct once
  // (daylight saving changes at 02:00/03:00, never at midnight).
  const guess = new Date(utcMidnight.getTime() - ljubljanaOffsetMinutes(utcMidnight) * 60_000);
  return new Date(utcMidnight.getTime() - ljubljanaOffsetMinutes(guess) * 60_000);
}

/**
 * The instants of a day range, both days included (SPEC §9: 00:00:00 of the first day up to
 * 23:59:59 of the last): `from` inclusive, `until` exclusive (the next day's start).
 */
export function ljubljanaDayRange(
  from: string | undefined,
  to: string | undefined,
): { from?: Date; until?: Date } {
  const range: { from?: Date; until?: Date } = {};
  if (from) range.from = ljubljanaDayStart(from);
  if (to) {
    const next = new Date(`${to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    range.until = ljubljanaDayStart(next.toISOString().slice(0, 10));
  }
  return range;
}

const ljubljanaCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Ljubljana',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Ljubljana calendar day of an instant, as YYYY-MM-DD (the same on server and browser). */
export function ljubljanaDay(at: Date | string): string {
  return ljubljanaCalendar.format(typeof at === 'string' ? new Date(at) : at);
}

/** 'YYYY-MM-DD' → 'DD. MM. YYYY' (SPEC §9), without going through any time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date ?? ''}. ${month ?? ''}. ${year ?? ''}`;
}

/** A calendar day `days` later (or earlier, when negative), as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
