/**
 * The pure text rules of chat messages: @mentions (src/server/chat/chatMentions.ts) and search
 * snippets (src/server/chat/chatSearchSnippet.ts: plain text, «…» around matches, safe query words).
 */
import { parseMentions } from '../../../src/server/chat/chatMentions';
import { plainText, queryWords, snippetOf } from '../../../src/server/chat/chatSearchSnippet';

const members = [
  { userId: 1, name: 'Anna', email: 'anna.k@example.com' },
  { userId: 2, name: 'Anna Petrova', email: 'petrova@example.com' },
  { userId: 3, name: 'Борис', email: 'boris@example.com' },
];

describe('mentions', () => {
  test('the longest name wins, case-insensitively, each user once in order of appearance', () => {
    expect(parseMentions('@anna petrova, @ANNA and @Anna Petrova again', members)).toEqual({
      mentions: [2, 1],
      mentionsRoom: false,
    });
  });
  test('e-mail local parts, Cyrillic names, punctuation after a name', () => {
    expect(parseMentions('cc @anna.k; @борис!', members).mentions).toEqual([1, 3]);
  });
  test('an @ inside a word or an e-mail address mentions nobody; a name must end at a boundary', () => {
    expect(parseMentions('mail anna@example.com or x@Anna, @Annabel', members).mentions).toEqual([]);
  });
  test('@room and @all mention everyone; @roomy does not', () => {
    expect(parseMentions('@all hands', members).mentionsRoom).toBe(true);
    expect(parseMentions('(@room)', members).mentionsRoom).toBe(true);
    expect(parseMentions('@roomy', members).mentionsRoom).toBe(false);
  });
});

describe('search snippets', () => {
  test('markdown becomes plain text without markup or HTML', () => {
    expect(plainText('# Title\n> **bold** _it_ `code` [link](http://x) ![img](y.png) <b>tag</b>\n- item')).toBe(
      'Title bold it code link img tag item',
    );
  });
  test('matches are marked, the last word as a prefix, accents and case ignored', () => {
    expect(snippetOf('Café **meeting** at noon; the meetings list', ['cafe', 'meet'])).toBe(
      '«Café» «meeting» at noon; the «meetings» list',
    );
  });
  test('a long text is cut around the first match with ellipses', () => {
    const text = `${'lorem '.repeat(40)}target ${'ipsum '.repeat(40)}`;
    const snippet = snippetOf(text, ['target']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('«target»');
    expect(snippet.length).toBeLessThanOrEqual(170);
  });
  test('query words keep letters and digits only: no query syntax survives', () => {
    expect(queryWords('"deploy" -planned* NEAR(a b) x:* & | !')).toEqual(['deploy', 'planned', 'NEAR', 'a', 'b', 'x']);
    expect(queryWords('*** --- ""')).toEqual([]);
  });
});
