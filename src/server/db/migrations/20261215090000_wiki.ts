/**
 * Project wiki (issue 18; src/shared/wiki/wiki.types.ts).
 *
 * `wiki_pages`: the tree of a project (`parent_id` null at the root, `sort` ascending among
 * siblings). `deleted_at` / `deleted_root_id` mark pages in the trash. The document is a Yjs state
 * (`doc_state`, bytes) plus the updates stored after it in `wiki_page_updates` (compacted into the
 * state from time to time); `text_content` is its plain text for search. `revision_at` is when the
 * last revision was taken and `edited_by` (JSON user ids) who edited since: the revision rules of
 * wiki.types.ts read them.
 *
 * `wiki_page_updates`: the Yjs update log after `doc_state` (bytes, in id order).
 * `wiki_revisions`: snapshots — Yjs state, markdown and ProseMirror JSON — with who and why.
 * `wiki_images`: uploaded images (bytes), served by their unguessable `key`.
 */
import type { Kysely } from 'kysely';
import { binaryType, withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = binaryType(db);
  await withId(db, db.schema.createTable('wiki_pages'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (col) => col.references('wiki_pages.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sort', 'double precision', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_root_id', 'integer')
    .addColumn('doc_state', bytes)
    .addColumn('text_content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('revision_at', 'text')
    .addColumn('edited_by', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('wiki_pages_project_idx')
    .on('wiki_pages')
    .columns(['project_id', 'parent_id', 'sort'])
    .execute();
  await db.schema.createIndex('wiki_pages_parent_idx').on('wiki_pages').column('parent_id').execute();

  await withId(db, db.schema.createTable('wiki_page_updates'))
    .addColumn('page_id', 'integer', (col) => col.notNull().references('wiki_pages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('data', bytes, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('wiki_page_updates_page_idx')
    .on('wiki_page_updates')
    .columns(['page_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('wiki_revisions'))
    .addColumn('page_id', 'integer', (col) => col.notNull().references('wiki_pages.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('author_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('state', bytes, (col) => col.notNull())
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('wiki_revisions_page_idx').on('wiki_revisions').columns(['page_id', 'id']).execute();

  await withId(db, db.schema.createTable('wiki_images'))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('page_id', 'integer', (col) => col.references('wiki_pages.id').onDelete('set null'))
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('data', bytes, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wiki_images', 'wiki_revisions', 'wiki_page_updates', 'wiki_pages']) {
    await db.schema.dropTable(table).execute();
  }
}
