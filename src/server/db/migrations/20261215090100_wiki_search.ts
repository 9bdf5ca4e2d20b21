/**
 * Full-text search of wiki pages (issue 18; src/server/wiki/wikiSearch.ts), like chat's
 * (20261204090100_chat_search): titles and `text_content` (the page's plain text, kept by the
 * server a few seconds behind the live document).
 *
 * SQLite: an FTS5 external-content table `wiki_pages_fts(title, text_content)` over `wiki_pages`
 * (rowid = page id), kept in step by triggers; tokenizer unicode61 with remove_diacritics 2.
 *
 * PostgreSQL: a GIN index on to_tsvector('simple', title || ' ' || text_content), the expression
 * wikiSearch.ts queries.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index wiki_pages_text_fts on wiki_pages
      using gin (to_tsvector('simple', title || ' ' || text_content))`.execute(db);
    return;
  }
  await sql`create virtual table wiki_pages_fts using fts5(
    title, text_content, content='wiki_pages', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger wiki_pages_fts_insert after insert on wiki_pages begin
    insert into wiki_pages_fts(rowid, title, text_content) values (new.id, new.title, new.text_content);
  end`.execute(db);
  await sql`create trigger wiki_pages_fts_delete after delete on wiki_pages begin
    insert into wiki_pages_fts(wiki_pages_fts, rowid, title, text_content)
      values ('delete', old.id, old.title, old.text_content);
  end`.execute(db);
  await sql`create trigger wiki_pages_fts_update after update of title, text_content on wiki_pages begin
    insert into wiki_pages_fts(wiki_pages_fts, rowid, title, text_content)
      values ('delete', old.id, old.title, old.text_content);
    insert into wiki_pages_fts(rowid, title, text_content) values (new.id, new.title, new.text_content);
  end`.execute(db);
  await sql`insert into wiki_pages_fts(wiki_pages_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists wiki_pages_text_fts`.execute(db);
    return;
  }
  for (const name of ['wiki_pages_fts_insert', 'wiki_pages_fts_delete', 'wiki_pages_fts_update']) {
    await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`drop table if exists wiki_pages_fts`.execute(db);
}
