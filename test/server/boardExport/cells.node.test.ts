/**
 * What a spreadsheet shows for each sticker value in the cards CSV, and the download file names
 * (issue 7 Deliver 3 "cards to CSV"; src/server/boardExport/stickerCells.ts, downloadName.ts).
 */
import { attachment, safeFileBase } from '../../../src/server/boardExport/downloadName';
import { hoursMinutes, stickerCell } from '../../../src/server/boardExport/stickerCells';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

describe('sticker cells', () => {
  test('a deadline shows ISO dates, a range with its start, the UTC time when showTime is on', () => {
    expect(stickerCell('deadline', { endDate: '2026-05-03', showTime: false, prevValues: [] }, NOW)).toBe('2026-05-03');
    expect(
      stickerCell('deadline', { startDate: '2026-05-01', endDate: '2026-05-03', showTime: false, prevValues: [] }, NOW),
    ).toBe('2026-05-01 – 2026-05-03');
    expect(stickerCell('deadline', { endDate: '2026-05-03T09:30:00.000Z', showTime: true, prevValues: [] }, NOW)).toBe(
      '2026-05-03 09:30',
    );
  });

  test('state and interval show the name; text, number and priority the value', () => {
    expect(stickerCell('state', { name: 'Doing', color: 'blue' }, NOW)).toBe('Doing');
    expect(stickerCell('timeInterval', { name: 'Sprint 1', start: '2026-05-01', end: '2026-05-14' }, NOW)).toBe(
      'Sprint 1',
    );
    expect(stickerCell('textField', { value: 'a, "b"' }, NOW)).toBe('a, "b"');
    expect(stickerCell('numberField', { value: -3.25 }, NOW)).toBe('-3.25');
    expect(stickerCell('priority', { value: 'high' }, NOW)).toBe('high');
  });

  test('time tracking shows planned / actual as h:mm', () => {
    expect(stickerCell('timeTracking', { plan: { hours: 2, minutes: 5 } }, NOW)).toBe('2:05');
    expect(stickerCell('timeTracking', { plan: { hours: 2, minutes: 5 }, fact: { hours: 30, minutes: 59 } }, NOW)).toBe(
      '2:05 / 30:59',
    );
  });

  test('a timer shows the time left and a stopwatch the time run, at export time', () => {
    const running = { initialValue: 3 * 3_600_000, history: [{ start: { time: '2026-05-01T11:00:00.000Z' } }] };
    expect(stickerCell('timer', running, NOW)).toBe('2:00');
    const laps = [
      { start: { time: '2026-05-01T10:00:00.000Z' }, end: { time: '2026-05-01T10:45:00.000Z' } },
      { start: { time: '2026-05-01T11:50:00.000Z' } },
    ];
    expect(stickerCell('stopwatch', laps, NOW)).toBe('0:55');
  });

  test('other values are their JSON, no value is an empty cell', () => {
    expect(stickerCell('regularTask', { every: 2, unit: 'week' }, NOW)).toBe('{"every":2,"unit":"week"}');
    expect(stickerCell('state', null, NOW)).toBe('');
    expect(stickerCell('deadline', undefined, NOW)).toBe('');
    expect(hoursMinutes(61.9)).toBe('1:01');
  });
});

describe('download names', () => {
  test('reserved characters, control characters and leading dots are removed; letters of any script stay', () => {
    expect(safeFileBase('Q3/Q4: "plans" <draft>?')).toBe('Q3_Q4_ _plans_ _draft_');
    expect(safeFileBase('..hidden\nboard')).toBe('hidden board');
    expect(safeFileBase('Дорожная карта 🚀')).toBe('Дорожная карта 🚀');
    expect(safeFileBase(' / ')).toBe('_');
    expect(safeFileBase('   ')).toBe('board');
    expect([...safeFileBase('x'.repeat(500))]).toHaveLength(100);
  });

  test('the header carries an ASCII fallback and the UTF-8 name', () => {
    expect(attachment('Roadmap', '.csv')).toBe(`attachment; filename="Roadmap.csv"; filename*=UTF-8''Roadmap.csv`);
    expect(attachment('План', '.teamspace.json')).toBe(
      `attachment; filename="____.teamspace.json"; filename*=UTF-8''${encodeURIComponent('План.teamspace.json')}`,
    );
  });
});
