/**
 * Project drawing lists (issue 18 item 2; src/shared/drawings/drawing.types.ts).
 *
 * `drawings`: a project's drawings. `scene` is the JSON text of the Excalidraw scene (elements with
 * their tombstones, and the shared appState subset); `scene_version` grows on every save and is the
 * compare-and-set key of concurrent saves (two instances); `thumbnail` the last SVG export (text);
 * `deleted_at` set while in the trash.
 * `drawing_versions`: named snapshots of the elements (JSON text).
 * `drawing_files`: the images of a drawing's scene by Excalidraw file id (BinaryFileData: mime type
 * and the dataURL's bytes), one row per drawing and file id.
 */
import type { Kysely } from 'kysely';
import { binaryType, withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('drawings'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scene', 'text', (col) => col.notNull())
    .addColumn('scene_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('thumbnail', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('drawings_project_idx').on('drawings').columns(['project_id', 'updated_at']).execute();

  await withId(db, db.schema.createTable('drawing_versions'))
    .addColumn('drawing_id', 'integer', (col) => col.notNull().references('drawings.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('elements', 'text', (col) => col.notNull())
    .addColumn('element_count', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('drawing_versions_drawing_idx')
    .on('drawing_versions')
    .columns(['drawing_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('drawing_files'))
    .addColumn('drawing_id', 'integer', (col) => col.notNull().references('drawings.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('data', binaryType(db), (col) => col.notNull())
    .addColumn('created', 'bigint', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('drawing_files_drawing_file_unique', ['drawing_id', 'file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['drawing_files', 'drawing_versions', 'drawings']) await db.schema.dropTable(table).execute();
}
