import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, writeCalendar, type Calendar } from './icalendar.js';

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('escapeText', () => {
  it.each([
    ['Simulado, parte 1', 'Simulado\\, parte 1'],
    ['Sala 3; bloco B', 'Sala 3\\; bloco B'],
    ['C:\\provas', 'C:\\\\provas'],
    ['linha 1\nlinha 2', 'linha 1\\nlinha 2'],
    ['linha 1\r\nlinha 2\rlinha 3', 'linha 1\\nlinha 2\\nlinha 3'],
    ['a\\,b', 'a\\\\\\,b'],
    ['Matemática: "frações"', 'Matemática: "frações"'],
  ])('%j → %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  it('leaves no raw line break, and every comma and semicolon escaped', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const escaped = escapeText(s);
        expect(escaped).not.toMatch(/[\r\n]/);
        // Strip escaped pairs; no bare ',', ';' or '\' may remain.
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[\\;,]/);
      }),
    );
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole and folds the 76th onto a continuation line', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('counts the leading space of continuation lines towards their 75 octets', () => {
    const folded = foldLine('Y'.repeat(75 + 74 + 10));
    expect(folded.split('\r\n')).toEqual(['Y'.repeat(75), ` ${'Y'.repeat(74)}`, ` ${'Y'.repeat(10)}`]);
  });

  it('counts octets, not characters, and never cuts inside a UTF-8 sequence', () => {
    // 74 ASCII octets then 'á' (2 octets): 76 octets, so 'á' moves whole to the next line.
    const line = `${'a'.repeat(74)}á`;
    expect(foldLine(line)).toBe(`${'a'.repeat(74)}\r\n á`);
  });

  it('for any text: every physical line is at most 75 octets and unfolding gives the text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const line = `DESCRIPTION:${escapeText(raw)}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(line);
        expect(Buffer.from(folded, 'utf8').toString('utf8')).toBe(folded);
      }),
    );
  });
});

describe('formatUtc', () => {
  it('writes the UTC form of DATE-TIME', () => {
    expect(formatUtc(new Date('2026-03-10T17:30:00.000Z'))).toBe('20260310T173000Z');
  });
});

describe('writeCalendar', () => {
  const calendar: Calendar = {
    prodId: '-//Bizu//Calendario de Provas//PT-BR',
    name: 'Bizu, provas',
    refreshInterval: 'PT1H',
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
  const text = writeCalendar(calendar);

  it('uses CRLF everywhere and ends with one', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
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
    expect(lines).toContain('X-WR-CALNAME:Bizu\\, provas');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const first = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(first).toEqual([
      'BEGIN:VEVENT',
      'UID:prova-7@bizu.example',
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
});
