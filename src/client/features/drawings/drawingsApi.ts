/**
 * Drawing list calls (issue 18 item 2; paths and answers as listed in
 * src/shared/drawings/drawing.schemas.ts), injected into the one api with a `Drawing` tag of
 * their own. Only types are imported (no zod). Live list events (drawingListEvents.ts) patch the
 * cached lists; writes answer the changed drawing and refresh the project's lists.
 */
import type {
  Drawing,
  DrawingFile,
  DrawingScene,
  DrawingVersion,
  DrawingWithScene,
} from '../../../shared/drawings/drawing.types';
import { api } from '../../api/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Drawing'] });
const listTag = (projectId: number) => ({ type: 'Drawing' as const, id: `project-${projectId}` });
const versionsTag = (drawingId: number) => ({ type: 'Drawing' as const, id: `versions-${drawingId}` });

export const drawingsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET /draw/project/{projectId}/drawings (or …/trash with `trash`). */
    drawings: build.query<Drawing[], { projectId: number; trash?: boolean }>({
      query: ({ projectId, trash }) => ({ url: `/draw/project/${projectId}/${trash ? 'trash' : 'drawings'}` }),
      providesTags: (_r, _e, { projectId }) => [listTag(projectId)],
    }),
    /** GET /draw/drawings/{drawingId}: the drawing with its scene (not cached: the socket keeps it live). */
    drawing: build.query<DrawingWithScene, number>({
      query: (drawingId) => ({ url: `/draw/drawings/${drawingId}` }),
      keepUnusedDataFor: 0,
    }),
    createDrawing: build.mutation<Drawing, { projectId: number; name: string }>({
      query: ({ projectId, name }) => ({ url: `/draw/project/${projectId}/drawings`, method: 'POST', body: { name } }),
      invalidatesTags: (_r, _e, { projectId }) => [listTag(projectId)],
    }),
    renameDrawing: build.mutation<Drawing, { drawing: Drawing; name: string }>({
      query: ({ drawing, name }) => ({ url: `/draw/drawings/${drawing.id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_r, _e, { drawing }) => [listTag(drawing.projectId)],
    }),
    duplicateDrawing: build.mutation<Drawing, { drawing: Drawing; name: string }>({
      query: ({ drawing, name }) => ({ url: `/draw/drawings/${drawing.id}/duplicate`, method: 'POST', body: { name } }),
      invalidatesTags: (_r, _e, { drawing }) => [listTag(drawing.projectId)],
    }),
    trashDrawing: build.mutation<Drawing, Drawing>({
      query: (drawing) => ({ url: `/draw/drawings/${drawing.id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, drawing) => [listTag(drawing.projectId)],
    }),
    restoreDrawing: build.mutation<Drawing, Drawing>({
      query: (drawing) => ({ url: `/draw/drawings/${drawing.id}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, drawing) => [listTag(drawing.projectId)],
    }),
    purgeDrawing: build.mutation<{ id: number }, Drawing>({
      query: (drawing) => ({ url: `/draw/drawings/${drawing.id}/purge`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, drawing) => [listTag(drawing.projectId)],
    }),
    /** PUT /draw/drawings/{drawingId}/thumbnail {svg}. */
    saveThumbnail: build.mutation<Drawing, { projectId: number; drawingId: number; svg: string }>({
      query: ({ drawingId, svg }) => ({ url: `/draw/drawings/${drawingId}/thumbnail`, method: 'PUT', body: { svg } }),
      invalidatesTags: (_r, _e, { projectId }) => [listTag(projectId)],
    }),
    drawingVersions: build.query<DrawingVersion[], number>({
      query: (drawingId) => ({ url: `/draw/drawings/${drawingId}/versions` }),
      providesTags: (_r, _e, drawingId) => [versionsTag(drawingId)],
    }),
    createDrawingVersion: build.mutation<DrawingVersion, { drawingId: number; name: string }>({
      query: ({ drawingId, name }) => ({ url: `/draw/drawings/${drawingId}/versions`, method: 'POST', body: { name } }),
      invalidatesTags: (_r, _e, { drawingId }) => [versionsTag(drawingId)],
    }),
    restoreDrawingVersion: build.mutation<DrawingScene, number>({
      query: (versionId) => ({ url: `/draw/versions/${versionId}/restore`, method: 'POST' }),
    }),
    /** POST /draw/drawings/{drawingId}/files (BinaryFileData). */
    uploadDrawingFile: build.mutation<{ id: string }, { drawingId: number; file: DrawingFile }>({
      query: ({ drawingId, file }) => ({ url: `/draw/drawings/${drawingId}/files`, method: 'POST', body: file }),
    }),
    /** GET /draw/drawings/{drawingId}/files?ids=… (lazy: called for the images a scene lacks). */
    drawingFiles: build.query<DrawingFile[], { drawingId: number; ids: string[] }>({
      query: ({ drawingId, ids }) => ({ url: `/draw/drawings/${drawingId}/files`, params: { ids: ids.join(',') } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useDrawingsQuery,
  useCreateDrawingMutation,
  useRenameDrawingMutation,
  useDuplicateDrawingMutation,
  useTrashDrawingMutation,
  useRestoreDrawingMutation,
  usePurgeDrawingMutation,
  useDrawingVersionsQuery,
  useCreateDrawingVersionMutation,
  useRestoreDrawingVersionMutation,
} = drawingsApi;
