// Working-day arithmetic for the simulator's delivery dates. The retailer delivers in Slovenia,
// so "today" is the calendar date in Europe/Ljubljana (not UTC: just after midnight local time
// is still the previous day in UTC) and weekends plus Slovenian public holidays are not
// working days. Dates are plain 'YYYY-MM-DD' strings, the ERP's own format.

const ljubljanaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Ljubljana',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Ljubljana at the given instant, as YYYY-MM-DD. */
export function ljubljanaDate(at: Date): string {
  // The en-CA locale formats dates as YYYY-MM-DD.
  return ljubljanaDay.format(at);
}

const ljubljanaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Ljubljana',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight in Ljubljana at the given instant (0–1439; seconds dropped). */
export function ljubljanaMinutes(at: Date): number {
  let minutes = 0;
  for (const part of ljubljanaClock.formatToParts(at)) {
    if (part.type === 'hour') minutes += Number(part.value) * 60;
    else if (part.type === 'minute') minutes += Number(part.value);
  }
  return minutes;
}

/**
 * The instant `minutes` after midnight, Ljubljana time, on the YYYY-MM-DD date. Meant for
 * daytime (office hours): it uses the day's offset at noon, so the hour around a night-time
 * summer-time switch is not exact.
 */
export function ljubljanaTime(date: string, minutes: number): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // UTC+1 in winter, UTC+2 in summer: the local clock at 12:00 UTC reads 13:00 or 14:00.
  const offset = ljubljanaMinutes(new Date(midnightUtc + 12 * 3_600_000)) - 12 * 60;
  return new Date(midnightUtc + (minutes - offset) * 60_000);
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds calendar days to a YYYY-MM-DD date (negative to go back). */
export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
}

/** Easter Sunday (Gregorian), anonymous algorithm; Easter Monday is a Slovenian holiday. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Work-free public holidays in Slovenia (fixed dates, MM-DD).
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '01-02',
  '02-08',
  '04-27',
  '05-01',
  '05-02',
  '06-25',
  '08-15',
  '10-31',
  '11-01',
  '12-25',
  '12-26',
]);

export function isWorkingDay(date: string): boolean {
  const weekday = toUtc(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.has(date.slice(5))) return false;
  const year = Number(date.slice(0, 4));
  return date !== addDays(easterSunday(year), 1);
}

/** The date `days` working days after `date` (days ≥ 1); `date` itself does not count. */
export function addWorkingDays(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}
