/**
 * Full-text search of chat messages (issue 16; src/server/chat/chatSearch.ts).
 *
 * SQLite: an FTS5 external-content table `chat_messages_fts` over `chat_messages(text)` (rowid =
 * message id), kept in step by insert/update/delete triggers; tokenizer unicode61 with
 * remove_diacritics 2 (case- and accent-insensitive, Cyrillic included). Existing rows are indexed
 * by a `rebuild`.
 *
 * PostgreSQL: a GIN index on to_tsvector('simple', text), the expression chatSearch.ts queries
 * ('simple': no stemming, so English and Russian behave alike; prefixes come from `:*`).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index chat_messages_text_fts on chat_messages using gin (to_tsvector('simple', text))`.execute(db);
    return;
  }
  await sql`create virtual table chat_messages_fts using fts5(
    text, content='chat_messages', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger chat_messages_fts_insert after insert on chat_messages begin
    insert into chat_messages_fts(rowid, text) values (new.id, new.text);
  end`.execute(db);
  await sql`create trigger chat_messages_fts_delete after delete on chat_messages begin
    insert into chat_messages_fts(chat_messages_fts, rowid, text) values ('delete', old.id, old.text);
  end`.execute(db);
  await sql`create trigger chat_messages_fts_update after update of text on chat_messages begin
    insert into chat_messages_fts(chat_messages_fts, rowid, text) values ('delete', old.id, old.text);
    insert into chat_messages_fts(rowid, text) values (new.id, new.text);
  end`.execute(db);
  await sql`insert into chat_messages_fts(chat_messages_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists chat_messages_text_fts`.execute(db);
    return;
  }
  for (const name of ['chat_messages_fts_insert', 'chat_messages_fts_delete', 'chat_messages_fts_update']) {
    await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`drop table if exists chat_messages_fts`.execute(db);
}
