/*
 * Deadlines are instants read and shown in the installation's time zone (DECISIONS.md
 * "Condominiums and materials": `TIME_ZONE`, default Europe/Helsinki), whatever zone the server or
 * the browser runs in. These two functions convert between an instant and the wall-clock text
 * `YYYY-MM-DD HH:mm:ss` of that zone (the spec's default deadline text is `2022-01-01 00:00:00`),
 * with Intl only, so server and web share them.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Helsinki';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(instant: Date, timeZone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` of `instant` on the wall clocks of `timeZone`. */
export function instantToWallTime(instant: Date, timeZone: string): string {
  const p = wallParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Parses `YYYY-MM-DD HH:mm[:ss]` (a space or `T` between); null when it is no real date and time. */
export function parseWallTime(text: string): WallParts | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0));
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  return { year, month, day, hour, minute, second };
}

/**
 * The instant at which the wall clocks of `timeZone` show `text`. In the hour skipped when clocks
 * go forward the time is read with the offset before the change (03:30 on the spring-forward night
 * in Helsinki is 04:30 summer time); in the repeated autumn hour the earlier instant is taken.
 * Null when `text` is not a valid wall time.
 */
export function wallTimeToInstant(text: string, timeZone: string): Date | null {
  const wall = parseWallTime(text);
  if (!wall) return null;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The zone's offset at a moment, in ms: wall clock there minus UTC.
  const offsetAt = (ms: number) => {
    const p = wallParts(new Date(ms), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms;
  };
  // Try the offsets in force a day before and a day after; the earlier instant that shows the
  // requested wall time wins, else (a skipped time) the one computed with the earlier offset.
  const candidates = [offsetAt(asUtc - 86_400_000), offsetAt(asUtc + 86_400_000)].map((offset) => asUtc - offset);
  const exact = candidates.filter((ms) => offsetAt(ms) === asUtc - ms).sort((a, b) => a - b);
  return new Date(exact[0] ?? candidates[0]);
}

/**
 * The portal's date and time of an instant on the wall clocks of `timeZone` (spec part 3 §9,
 * README "Behaviour"): `31.03.2027 23:59`, and in Finnish as Finnish writes a time,
 * `31.03.2027 klo 23.59`. The one text of a deadline or a moment: the server's formatter
 * (platform/time) and the web's (entities/material-deadline) both write it through this.
 */
export function formatZonedDateTime(instant: Date | string, timeZone: string, language: string): string {
  const p = wallParts(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  const date = `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
  return language === 'fi' ? `${date} klo ${pad(p.hour)}.${pad(p.minute)}` : `${date} ${pad(p.hour)}:${pad(p.minute)}`;
}
