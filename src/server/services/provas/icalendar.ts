// A minimal iCalendar (RFC 5545) writer for a published, read-only calendar of timed events. Pure: the
// caller passes every value, including the DTSTAMP instant, so the output is a function of its input.

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

export interface CalendarEvent {
  /** Globally unique and stable for the life of the event, so clients update it instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
}

export interface Calendar {
  /** PRODID: who made the calendar (RFC 5545 §3.7.3). */
  prodId: string;
  /** Shown by clients as the subscribed calendar's name (RFC 7986 NAME and the common X-WR-CALNAME). */
  name: string;
  /** How often clients should fetch the feed again, as an RFC 5545 duration (e.g. PT1H). */
  refreshInterval: string;
  /** When this copy of the calendar was made: the DTSTAMP of every event (RFC 5545 §3.8.7.2). */
  stamp: Date;
  events: readonly CalendarEvent[];
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC DATE-TIME (RFC 5545 §3.3.5, form #2): 20260310T173000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds one content line into pieces of at most 75 octets (RFC 5545 §3.1): each continuation starts
 * with CRLF and one space, which counts towards its 75. Cuts fall between characters, never inside a
 * UTF-8 sequence, so 'Matemática' never arrives as broken bytes.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar as an RFC 5545 object: CRLF line endings, folded lines, ending with CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`,
    `X-PUBLISHED-TTL:${calendar.refreshInterval}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
