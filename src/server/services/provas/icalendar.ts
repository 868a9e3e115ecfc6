// The published, read-only iCalendar (RFC 5545) feed of timed events, written by ical-generator so the
// format rules are a maintained library's and not ours: TEXT escaping of backslash, semicolon, comma and
// line breaks; lines folded by UTF-8 octets (the first at 74, continuations at 75 with their space, never
// inside a character) with CRLF; DATE-TIMEs in UTC (no time zone is set, so none is written). Pure: the
// caller passes every value, including the DTSTAMP instant, so the output is a function of its input.
// What the library leaves to us: it writes NAME, X-WR-CALNAME and UID as given, so they go through its
// own escape(); it adds the '-' of PRODID itself; and its text
// lacks the CRLF that ends the last content line (END:VCALENDAR), which we add.
import ical, { escape, ICalCalendarMethod } from 'ical-generator';

const CRLF = '\r\n';

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
  /** How often clients should fetch the feed again, in seconds (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshSeconds: number;
  /** When this copy of the calendar was made: the DTSTAMP of every event (RFC 5545 §3.8.7.2). */
  stamp: Date;
  events: readonly CalendarEvent[];
}

/** The whole calendar as an RFC 5545 object: CRLF line endings, folded lines, ending with CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const feed = ical({
    prodId: calendar.prodId.replace(/^-/, ''),
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    name: escape(calendar.name, false),
    ttl: calendar.refreshSeconds,
  });
  for (const event of calendar.events) {
    feed.createEvent({
      id: escape(event.uid, false),
      stamp: calendar.stamp,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description || null,
    });
  }
  return feed.toString() + CRLF;
}
