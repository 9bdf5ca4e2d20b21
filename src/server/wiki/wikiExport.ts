/**
 * Markdown export of the wiki (issue 18): one page as a markdown file, or a project's whole tree
 * (trash excluded) as a zip of markdown files laid out by wikiFileNames.ts — `Title.md`, and for a
 * page with children a folder `Title/` beside it. Content comes from each page's live Yjs
 * document. Errors: 404 unknown page/project, 403 not a member of the project's company.
 */
import { zipSync, type Zippable } from 'fflate';
import { requireProject } from '../access/access.service';
import { requireWikiPage } from './wikiAccess';
import type { WikiContext } from './wikiContext';
import { loadDocument } from './wikiDocumentStore';
import { uniqueBases } from './wikiFileNames';
import { contentOfDoc } from './wikiMarkdown';
import { childrenOf } from './wikiTreeShape';

/** A download: its body and file base name. */
export interface WikiDownload<Body> {
  body: Body;
  base: string;
}

/** The markdown of a page's current document. */
async function markdownOf(ctx: WikiContext, pageId: number): Promise<string> {
  const doc = await loadDocument(ctx.db, pageId);
  try {
    return contentOfDoc(doc).markdown;
  } finally {
    doc.destroy();
  }
}

/** One page as markdown (also from the trash). */
export async function exportPage(ctx: WikiContext, pageId: number): Promise<WikiDownload<string>> {
  const { page } = await requireWikiPage(ctx.db, ctx.actor, pageId);
  return { body: await markdownOf(ctx, pageId), base: uniqueBases([page.title])[0] };
}

/** A project's live tree as a zip; answers the zip and its file base (the project's name). */
export async function exportProject(ctx: WikiContext, projectId: number): Promise<WikiDownload<Uint8Array>> {
  const { project } = await requireProject(ctx.db, ctx.actor, projectId);
  const pages = await ctx.db
    .selectFrom('wikiPages')
    .select(['id', 'parentId', 'title'])
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const titles = new Map(pages.map((page) => [page.id, page.title]));
  const children = childrenOf(pages);
  const encoder = new TextEncoder();
  const files: Zippable = {};
  // Breadth first from the root; each level's names unique among its siblings.
  const queue: Array<{ parentId: number | null; folder: string }> = [{ parentId: null, folder: '' }];
  while (queue.length > 0) {
    const { parentId, folder } = queue.shift() as { parentId: number | null; folder: string };
    const ids = children.get(parentId) ?? [];
    const bases = uniqueBases(ids.map((id) => titles.get(id) ?? ''));
    for (const [index, id] of ids.entries()) {
      files[`${folder}${bases[index]}.md`] = encoder.encode(await markdownOf(ctx, id));
      if (children.has(id)) queue.push({ parentId: id, folder: `${folder}${bases[index]}/` });
    }
  }
  return { body: zipSync(files, { level: 6 }), base: uniqueBases([project.name])[0] };
}
