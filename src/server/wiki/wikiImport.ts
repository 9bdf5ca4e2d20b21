/**
 * Markdown import into the wiki (issue 18; importWikiBody): files named by path build a tree in
 * the layout of the export (wikiFileNames.ts: `Guide.md` and `Guide/Setup.md` make Setup a child of
 * Guide; a folder without its own file becomes an empty page), under `parentId` or at the root, in
 * the order the paths first appear. Each page gets its document from the markdown (the shared
 * schema: what it does not know is dropped) and an 'import' revision. Paths that are not markdown
 * files are skipped. Errors: 404 unknown project, 403 not a member, 400 a parent that is not a live
 * page of the project or a tree deeper than WIKI_MAX_DEPTH.
 */
import * as Y from 'yjs';
import { WIKI_MAX_DEPTH, type WikiImportReport } from '../../shared/wiki/wiki.types';
import { requireProject } from '../access/access.service';
import { AppError } from '../http/appError';
import type { WikiContext } from './wikiContext';
import { splitImportPath } from './wikiFileNames';
import { contentOfJson, jsonOfMarkdown, stateOfJson } from './wikiMarkdown';
import { lastSort, liveNodes, pageById, WIKI_ERRORS } from './wikiTree';
import { depthOf } from './wikiTreeShape';

/** One page to create: its place in the import and its markdown (null: a folder without a file). */
interface ImportNode {
  title: string;
  markdown: string | null;
  children: Map<string, ImportNode>;
}

const newNode = (title: string): ImportNode => ({ title, markdown: null, children: new Map() });

/** The import's tree (keys case-insensitive, like the export's unique names). */
function treeOf(files: ReadonlyArray<{ path: string; content: string }>): { root: ImportNode; depth: number } {
  const root = newNode('');
  let depth = 0;
  for (const file of files) {
    const split = splitImportPath(file.path);
    if (!split) continue;
    let node = root;
    for (const name of [...split.folders, split.title]) {
      const key = name.toLowerCase();
      const child = node.children.get(key) ?? newNode(name);
      node.children.set(key, child);
      node = child;
    }
    node.markdown = file.content;
    depth = Math.max(depth, split.folders.length + 1);
  }
  return { root, depth };
}

/** Imports markdown files into project `projectId` (see the file header). */
export async function importMarkdown(
  ctx: WikiContext,
  projectId: number,
  input: { parentId?: number | null; files: ReadonlyArray<{ path: string; content: string }> },
): Promise<WikiImportReport> {
  const { companyId } = await requireProject(ctx.db, ctx.actor, projectId);
  const parentId = input.parentId ?? null;
  const nodes = await liveNodes(ctx.db, projectId);
  if (parentId !== null && !nodes.some((node) => node.id === parentId)) {
    throw new AppError('VALIDATION_FAILED', { fieldKeys: { parentId: WIKI_ERRORS.badParent } });
  }
  const { root, depth } = treeOf(input.files);
  if (depthOf(nodes, parentId) + depth > WIKI_MAX_DEPTH) {
    throw new AppError('VALIDATION_FAILED', { fieldKeys: { files: WIKI_ERRORS.tooDeep } });
  }
  const now = new Date().toISOString();
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const created: number[] = [];
    const insertChildren = async (node: ImportNode, under: number | null, firstSort: number) => {
      let sort = firstSort;
      for (const child of node.children.values()) {
        const content = contentOfJson(jsonOfMarkdown(child.markdown ?? ''));
        const state = stateOfJson(content.json);
        const { id } = await trx
          .insertInto('wikiPages')
          .values({
            projectId,
            parentId: under,
            title: child.title,
            sort: sort++,
            createdBy: ctx.actor.id,
            updatedBy: ctx.actor.id,
            createdAt: now,
            updatedAt: now,
            docState: Buffer.from(state),
            textContent: content.text,
            revisionAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        created.push(id);
        if (child.markdown !== null) {
          await trx
            .insertInto('wikiRevisions')
            .values({
              pageId: id,
              createdAt: now,
              authorIds: JSON.stringify([ctx.actor.id]),
              reason: 'import',
              title: child.title,
              state: Buffer.from(Y.mergeUpdates([state])),
              markdown: content.markdown,
              content: JSON.stringify(content.json),
            })
            .execute();
        }
        await insertChildren(child, id, 1);
      }
    };
    await insertChildren(root, parentId, (await lastSort(trx, projectId, parentId)) + 1);
    return created;
  });
  const pages = [];
  for (const id of ids) {
    const page = await pageById(ctx.db, id);
    ctx.emit.created(companyId, page);
    pages.push(page);
  }
  return { pages };
}
