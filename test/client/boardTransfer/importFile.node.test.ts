/**
 * The import dialog's checks before upload (issue 7 Deliver 2, 4) and the download file name of
 * an export (Deliver 3).
 */
import { IMPORT_MAX_BYTES } from '../../../src/shared/board/boardExport';
import { prepareImportText } from '../../../src/client/features/boardTransfer/importFile';
import { fileNameOf } from '../../../src/client/features/boardTransfer/transferHttp';

test('our export is routed to /import/board with every card and sub-card counted', () => {
  const text = JSON.stringify({
    format: 'teamspace.board',
    columns: [
      { cards: [{ children: [{ children: [{ children: [] }] }] }, { children: [] }] },
      { cards: [{ children: [] }] },
    ],
  });
  expect(prepareImportText(text, text.length)).toEqual({ ok: true, value: { kind: 'board', text, cardCount: 5 } });
});

test('anything else that is a JSON object goes to /import/trello (the server judges it)', () => {
  const text = '{"cards":[{},{},{}],"lists":[]}';
  expect(prepareImportText(text, text.length)).toEqual({ ok: true, value: { kind: 'trello', text, cardCount: 3 } });
  expect(prepareImportText('{"name":"x"}', 12)).toMatchObject({ ok: true, value: { kind: 'trello', cardCount: 0 } });
});

test('refused before upload: too large, empty, truncated, not an object', () => {
  expect(prepareImportText('{}', IMPORT_MAX_BYTES + 1)).toEqual({ ok: false, problem: 'tooLarge' });
  expect(prepareImportText('  \n', 3)).toEqual({ ok: false, problem: 'empty' });
  expect(prepareImportText('{"cards":[{"id":', 16)).toEqual({ ok: false, problem: 'invalidJson' });
  expect(prepareImportText('[1,2]', 5)).toEqual({ ok: false, problem: 'notObject' });
  expect(prepareImportText('null', 4)).toEqual({ ok: false, problem: 'notObject' });
});

test('the download name comes from Content-Disposition, the UTF-8 form first', () => {
  expect(fileNameOf('attachment; filename="Roadmap.teamspace.json"')).toBe('Roadmap.teamspace.json');
  expect(fileNameOf(`attachment; filename="Road.csv"; filename*=UTF-8''%D0%94%D0%BE%D1%81%D0%BA%D0%B0.csv`)).toBe(
    'Доска.csv',
  );
  expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  expect(fileNameOf('attachment')).toBeNull();
  expect(fileNameOf(null)).toBeNull();
});
