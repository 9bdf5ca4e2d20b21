/**
 * Task templates of a board (spec/board.md §2 column 'Task Templates' menu, §3 "Task template", §7;
 * DESIGN §3 Route map):
 * - `GET /board/{boardId}/task-templates` → TaskTemplate[] (ordered by name, id), tagged
 *   `{type: 'Template', id: boardId}`; errors are ApiError (api/baseQuery.ts).
 * The list follows the live `board:template:created|updated|deleted` events of `board:<id>` while its
 * cache entry lives. Mutations (create, edit, delete) are injected into `templatesApi` from
 * templateMutations.ts (board settings).
 */
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { TEMPLATE_EVENTS } from '../../../shared/board/taskTemplateText';
import { api } from '../../api/api';
import type { ConnectionService } from '../connection/connectionService';

/** Inserts or replaces `template` keeping the server order (name, then id). */
export function upsertTemplate(list: TaskTemplate[], template: TaskTemplate): void {
  const at = list.findIndex((t) => t.id === template.id);
  if (at >= 0) list.splice(at, 1);
  const next = list.findIndex(
    (t) => t.name.localeCompare(template.name) > 0 || (t.name === template.name && t.id > template.id),
  );
  list.splice(next < 0 ? list.length : next, 0, template);
}

/** Removes the template `id` from the list (no-op when absent). */
export function removeTemplate(list: TaskTemplate[], id: number): void {
  const at = list.findIndex((t) => t.id === id);
  if (at >= 0) list.splice(at, 1);
}

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The board's task templates (argument: boardId). */
    taskTemplates: build.query<TaskTemplate[], number>({
      query: (boardId) => ({ url: `/board/${boardId}/task-templates` }),
      providesTags: (_r, _e, boardId) => [{ type: 'Template', id: boardId }],
      async onCacheEntryAdded(boardId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, extra }) {
        const connection = (extra as { connection?: ConnectionService } | undefined)?.connection;
        if (!connection) return;
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const onChanged = (payload: unknown) => {
          const { actorId: _actorId, ...template } = payload as TaskTemplate & { actorId?: number };
          if (template.boardId !== boardId) return;
          updateCachedData((draft) => upsertTemplate(draft, template));
        };
        const offs = [
          connection.on(TEMPLATE_EVENTS.created, onChanged),
          connection.on(TEMPLATE_EVENTS.updated, onChanged),
          connection.on(TEMPLATE_EVENTS.deleted, (payload: unknown) => {
            const { id, boardId: from } = payload as { id: number; boardId?: number };
            if (from !== undefined && from !== boardId) return;
            updateCachedData((draft) => removeTemplate(draft, id));
          }),
        ];
        await cacheEntryRemoved;
        offs.forEach((off) => off());
      },
    }),
  }),
});

export const { useTaskTemplatesQuery } = templatesApi;
