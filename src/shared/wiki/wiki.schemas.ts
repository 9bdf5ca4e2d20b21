/**
 * Project wiki request schemas (issue 18; types in wiki.types.ts). Validated on the server, declared
 * in the OpenAPI document and used by the client's forms. Every call is for a signed-in member of
 * the project's company (any role; 404 unknown page/project, 403 not a member, 401 no token — a
 * guest's share token never reaches the wiki), over HTTP and the socket `api`:
 * - GET    /wiki/project/{projectId}/pages → WikiPage[] (the tree, trash excluded; flat, by sort)
 * - POST   /wiki/project/{projectId}/pages createWikiPageBody → 201 WikiPage (400 when the parent is
 *          in another project, in the trash, or the page would pass WIKI_MAX_DEPTH)
 * - GET    /wiki/pages/{pageId} → WikiPage (also while in the trash)
 * - PUT    /wiki/pages/{pageId} updateWikiPageBody → WikiPage (409 while in the trash)
 * - GET    /wiki/pages/{pageId}/content → {markdown, text} (the live document, also in the trash)
 * - PUT    /wiki/pages/{pageId}/move moveWikiPageBody → WikiPage (400 into itself or its subtree,
 *          past WIKI_MAX_DEPTH, or to another project's page; `index` is clamped to the siblings)
 * - DELETE /wiki/pages/{pageId} → {ids} (the page and its subtree go to the trash; 409 already there)
 * - GET    /wiki/project/{projectId}/trash → WikiPage[] (the deleted roots, newest first)
 * - POST   /wiki/pages/{pageId}/restore → WikiPage[] (the restored subtree; 409 unless it is a deleted
 *          root, i.e. listed in the trash)
 * - DELETE /wiki/pages/{pageId}/purge → {ids} (deleted for good; 409 unless listed in the trash)
 * - GET    /wiki/pages/{pageId}/revisions → WikiRevision[] (newest first)
 * - GET    /wiki/revisions/{revisionId} → WikiRevisionContent
 * - POST   /wiki/revisions/{revisionId}/restore → WikiRevision (the new 'restore' revision; 409 page in
 *          the trash)
 * - GET    /wiki/pages/{pageId}/export → the page as a markdown file (text/markdown attachment)
 * - GET    /wiki/project/{projectId}/export → the tree as a zip of markdown files (application/zip;
 *          a page with children is `Title.md` beside a folder `Title/`)
 * - POST   /wiki/project/{projectId}/import importWikiBody → 201 WikiImportReport (the same layout)
 * - GET    /wiki/project/{projectId}/search searchWikiQuery → WikiSearchHit[] (the text lags the live
 *          document by a few seconds)
 * - POST   /wiki/pages/{pageId}/images (raw body, Content-Type one of WIKI_IMAGE_TYPES, at most
 *          WIKI_IMAGE_MAX_BYTES: 413 beyond, 415 another type) → 201 WikiImage
 * - GET    /wiki/images/{key} → the image bytes, without a token (the key is the capability)
 */
import { z } from 'zod';
import { MAX_INT32 } from '../constants';
import { idParam } from '../company/company.schemas';
import { storable } from '../storableText';
import { V } from '../validation';
import { WIKI_IMPORT_MAX_CHARS, WIKI_TITLE_MAX } from './wiki.types';

export const wikiTitle = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(WIKI_TITLE_MAX, { error: V.maxLength }),
);

const index = z.number({ error: V.integer }).int({ error: V.integer }).min(0, { error: V.tooSmall }).max(MAX_INT32, {
  error: V.tooBig,
});
const parentId = z.union([idParam, z.null()], { error: V.integer });

export const projectParams = z.object({ projectId: idParam });
export const pageParams = z.object({ pageId: idParam });
export const revisionParams = z.object({ revisionId: idParam });
export const imageParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: V.invalidFormat }) });

/** New page: at the end of `parentId`'s children (root when null/absent), or at `index` among them. */
export const createWikiPageBody = z.object({
  title: wikiTitle,
  parentId: parentId.optional(),
  index: index.optional(),
});

export const updateWikiPageBody = z.object({ title: wikiTitle });

/** Moves the page (with its subtree) under `parentId` (null: the root) at position `index`. */
export const moveWikiPageBody = z.object({ parentId, index });

/** Markdown files: `path` like `Guide.md` or `Guide/Setup.md` (a folder's pages nest under `Guide`). */
export const importWikiBody = z.object({
  parentId: parentId.optional(),
  files: z
    .array(
      z.object({
        path: storable(z.string().trim().min(1, { error: V.required }).max(1_000, { error: V.maxLength })),
        content: storable(z.string().max(WIKI_IMPORT_MAX_CHARS, { error: V.maxLength })),
      }),
    )
    .min(1, { error: V.required })
    .max(2_000, { error: V.tooBig })
    .refine((files) => files.reduce((sum, f) => sum + f.content.length, 0) <= WIKI_IMPORT_MAX_CHARS, {
      error: V.tooBig,
    }),
});

export const searchWikiQuery = z.object({
  q: storable(z.string().trim().min(1, { error: V.required }).max(200, { error: V.maxLength })),
});

/** `wiki:join` payload. */
export const wikiJoinPayload = z.object({ pageId: idParam, stateVector: z.instanceof(Uint8Array).optional() });
/** `wiki:update` / `wiki:awareness` payload. */
export const wikiUpdatePayload = z.object({ pageId: idParam, update: z.instanceof(Uint8Array) });
/** `wiki:leave` payload. */
export const wikiLeavePayload = z.object({ pageId: idParam });
