import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCalendar, type Calendar, type CalendarEvent } from './icalendar.js';

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const octets = (s: string) => Buffer.byteLength(s, 'utf8');
/** RFC 5545 §3.3.11 TEXT escaping, written out here as the oracle the feed is checked against. */
const rfcText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

const calendar: Calendar = {
  prodId: '-//Bizu//Calendario de Provas//PT-BR',
  name: 'Bizu, provas',
  refreshSeconds: 3600,
  stamp: new Date('2026-03-01T12:00:00Z'),
  events: [
    {
      uid: 'prova-7@bizu.example',
      start: new Date('2026-03-10T17:30:00Z'),
      end: new Date('2026-03-10T18:30:00Z'),
      summary: 'Prova: Direito Constitucional',
      description: 'Sala 3; levar caneta, lápis\ne documento',
    },
    {
      uid: 'prova-8@bizu.example',
      start: new Date('2026-04-01T12:00:00Z'),
      end: new Date('2026-04-01T13:00:00Z'),
      summary: 'Prova: SAT',
      description: null,
    },
  ],
};

/** The feed of one event (the first above, changed by `event`), with the calendar changed by `change`. */
const writeOne = (event: Partial<CalendarEvent>, change: Partial<Calendar> = {}) =>
  writeCalendar({ ...calendar, ...change, events: [{ ...calendar.events[0]!, ...event }] });

/** The physical lines of the content line that starts with `prefix`: its first and its continuations. */
function physicalLines(text: string, prefix: string): string[] {
  const lines = text.split('\r\n');
  const first = lines.findIndex((line) => line.startsWith(prefix));
  expect(first).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, i) => i > first && !line.startsWith(' '));
  return lines.slice(first, end);
}

describe('TEXT escaping in the feed', () => {
  it.each([
    ['Simulado, parte 1', 'Simulado\\, parte 1'],
    ['Sala 3; bloco B', 'Sala 3\\; bloco B'],
    ['C:\\provas', 'C:\\\\provas'],
    ['linha 1\nlinha 2', 'linha 1\\nlinha 2'],
    ['linha 1\r\nlinha 2\rlinha 3', 'linha 1\\nlinha 2\\nlinha 3'],
    ['a\\,b', 'a\\\\\\,b'],
    ['Matemática: "frações"', 'Matemática: "frações"'],
  ])('%j → %j in NAME, X-WR-CALNAME, UID, SUMMARY and DESCRIPTION', (input, expected) => {
    const lines = unfold(writeOne({ uid: input, summary: input, description: input }, { name: input })).split('\r\n');
    for (const property of ['NAME', 'X-WR-CALNAME', 'UID', 'SUMMARY', 'DESCRIPTION'])
      expect(lines).toContain(`${property}:${expected}`);
  });

  it('leaves no raw line break, and every comma and semicolon escaped', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('a', 'á', ' ', '\\', ';', ',', ':', '\r', '\n') }),
    );
    fc.assert(
      fc.property(text, text, (summary, description) => {
        const feed = writeOne({ summary, description });
        expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        const lines = unfold(feed).split('\r\n');
        const at = lines.findIndex((line) => line.startsWith('SUMMARY:'));
        // The value stayed on its one line: the next line is the next property.
        expect(lines[at + 1]).toBe(description ? `DESCRIPTION:${rfcText(description)}` : 'END:VEVENT');
        // Strip escaped pairs; no bare ',', ';' or '\' may remain.
        for (const value of [lines[at]!.slice('SUMMARY:'.length), lines[at + 1]!.replace(/^DESCRIPTION:/, '')])
          expect(value.replace(/\\[\\;,n]/g, '')).not.toMatch(/[\\;,]/);
      }),
    );
  });
});

describe('line folding in the feed', () => {
  // 'SUMMARY:' is 8 octets. ical-generator fills the first physical line to 74 octets (one under RFC
  // 5545's 75) and each continuation to 75 with its leading space.
  it('keeps a content line of 74 octets whole and folds the 75th onto a continuation line', () => {
    expect(physicalLines(writeOne({ summary: 'X'.repeat(66) }), 'SUMMARY:')).toEqual([`SUMMARY:${'X'.repeat(66)}`]);
    expect(physicalLines(writeOne({ summary: 'X'.repeat(67) }), 'SUMMARY:')).toEqual([
      `SUMMARY:${'X'.repeat(66)}`,
      ' X',
    ]);
  });

  it('counts the leading space of continuation lines towards their 75 octets', () => {
    const folded = physicalLines(writeOne({ summary: 'Y'.repeat(66 + 74 + 10) }), 'SUMMARY:');
    expect(folded).toEqual([`SUMMARY:${'Y'.repeat(66)}`, ` ${'Y'.repeat(74)}`, ` ${'Y'.repeat(10)}`]);
  });

  it('counts octets, not characters, and never cuts inside a UTF-8 sequence', () => {
    // 73 ASCII octets then 'á' (2 octets): 75 octets, so 'á' moves whole to the next line.
    expect(physicalLines(writeOne({ summary: `${'a'.repeat(65)}á` }), 'SUMMARY:')).toEqual([
      `SUMMARY:${'a'.repeat(65)}`,
      ' á',
    ]);
    // 71 ASCII octets then an emoji (4 octets, 2 UTF-16 units): it moves whole too.
    expect(physicalLines(writeOne({ summary: `${'a'.repeat(63)}🙂` }), 'SUMMARY:')).toEqual([
      `SUMMARY:${'a'.repeat(63)}`,
      ' 🙂',
    ]);
  });

  it('for any text: every physical line is at most 75 octets and unfolding gives the text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 400 }), (raw) => {
        const folded = writeOne({ description: raw });
        for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
        expect(unfold(folded).split('\r\n')).toContain(`DESCRIPTION:${rfcText(raw)}`);
        expect(Buffer.from(folded, 'utf8').toString('utf8')).toBe(folded);
      }),
    );
  });
});

describe('times in the feed', () => {
  it('writes the UTC form of DATE-TIME whatever the offset the instant was made with, and no time zone', () => {
    const text = writeOne({
      start: new Date('2026-03-10T14:30:00.250-03:00'),
      end: new Date('2026-03-10T19:30:00+01:00'),
    });
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('DTSTART:20260310T173000Z');
    expect(lines).toContain('DTEND:20260310T183000Z');
    expect(text).not.toMatch(/TZID|TIMEZONE/);
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar(calendar);

  it('uses CRLF everywhere and ends with one', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a function of its input: the same calendar gives the same text', () => {
    expect(writeCalendar(calendar)).toBe(text);
  });

  it('writes a published calendar with one VEVENT per event, times in UTC and escaped text', () => {
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Bizu//Calendario de Provas//PT-BR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('NAME:Bizu\\, provas');
    expect(lines).toContain('X-WR-CALNAME:Bizu\\, provas');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
    const first = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(first).toEqual([
      'BEGIN:VEVENT',
      'UID:prova-7@bizu.example',
      'SEQUENCE:0',
      'DTSTAMP:20260301T120000Z',
      'DTSTART:20260310T173000Z',
      'DTEND:20260310T183000Z',
      'SUMMARY:Prova: Direito Constitucional',
      'DESCRIPTION:Sala 3\\; levar caneta\\, lápis\\ne documento',
      'END:VEVENT',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('DESCRIPTION:'))).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes an empty calendar when there are no events', () => {
    const empty = unfold(writeCalendar({ ...calendar, events: [] })).split('\r\n');
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes the refresh interval as an iCalendar duration', () => {
    for (const [refreshSeconds, duration] of [
      [3600, 'PT1H'],
      [86_400, 'P1D'],
      [1800, 'PT30M'],
      [129_600, 'P1DT12H'],
    ] as const) {
      const lines = unfold(writeCalendar({ ...calendar, refreshSeconds })).split('\r\n');
      expect(lines).toContain(`REFRESH-INTERVAL;VALUE=DURATION:${duration}`);
      expect(lines).toContain(`X-PUBLISHED-TTL:${duration}`);
    }
  });
});
