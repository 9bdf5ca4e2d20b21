/**
 * GET /wiki/project/{projectId}/search?q → WikiSearchHit[] (issue 18): pages of the project not in
 * the trash whose title or text holds every query word (the last one as a prefix), most recently
 * updated first, at most WIKI_SEARCH_LIMIT. Full text on the index of migration
 * 20261215090100_wiki_search (SQLite FTS5 MATCH, PostgreSQL to_tsvector('simple') @@ to_tsquery),
 * built like chat's search (src/server/chat/chatSearch.ts): only the query's words reach the query
 * language, each quoted. The text is the server's copy of the page (`text_content`), refreshed a
 * few seconds after editing (wikiEditing.ts): a word just typed may be found that much later.
 * Snippets carry the matched words between « and ». Errors: 404 project, 403 not a member.
 */
import { sql } from 'kysely';
import { WIKI_SEARCH_LIMIT, type WikiSearchHit } from '../../shared/wiki/wiki.types';
import { requireProject } from '../access/access.service';
import type { DialectName } from '../db/createDatabase';
import { queryWords, snippetOf } from '../chat/chatSearchSnippet';
import type { WikiContext } from './wikiContext';

/** The full-text condition on `p` for `words` (all must occur; the last as a prefix). */
function matchCondition(dialect: DialectName, words: readonly string[]) {
  const last = words.length - 1;
  if (dialect === 'postgres') {
    const query = words.map((word, index) => `'${word}'${index === last ? ':*' : ''}`).join(' & ');
    return sql<boolean>`to_tsvector('simple', p.title || ' ' || p.text_content) @@ to_tsquery('simple', ${query})`;
  }
  const match = words.map((word, index) => `"${word}"${index === last ? '*' : ''}`).join(' ');
  return sql<boolean>`p.id in (select rowid from wiki_pages_fts where wiki_pages_fts match ${match})`;
}

/** Pages of project `projectId` matching `q` (see the file header). */
export async function searchPages(ctx: WikiContext, projectId: number, q: string): Promise<WikiSearchHit[]> {
  await requireProject(ctx.db, ctx.actor, projectId);
  const words = queryWords(q);
  if (words.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('wikiPages as p')
    .select(['p.id', 'p.title', 'p.textContent'])
    .where('p.projectId', '=', projectId)
    .where('p.deletedAt', 'is', null)
    .where(matchCondition(ctx.app.dialect, words))
    .orderBy('p.updatedAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(WIKI_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => {
    const inText = snippetOf(row.textContent, words);
    return { pageId: row.id, title: row.title, snippet: inText.includes('«') ? inText : snippetOf(row.title, words) };
  });
}
