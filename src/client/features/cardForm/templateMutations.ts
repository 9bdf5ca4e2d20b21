/**
 * Task template writes of board settings (spec/board.md §3 "Task template"; DESIGN §3 Route map):
 * - `POST /board/{boardId}/task-templates` TaskTemplateBody → TaskTemplate (201);
 * - `PUT /board/{boardId}/task-templates/{id}` a TaskTemplateBody (the form sends the whole template; the server also takes only the fields given) → TaskTemplate;
 * - `DELETE /board/{boardId}/task-templates/{id}` → `{id}`.
 * 400 answers carry field errors shaped like the body (`name`, `executors`, `stickers.<i>.value…`),
 * 403 for non-members; errors are ApiError (api/baseQuery.ts). On success the board's template list
 * (templatesApi.ts `taskTemplates`) is updated in place, kept in the server order (name, id).
 */
import type { TaskTemplate, TaskTemplateBody } from '../../../shared/board/taskTemplates';
import { settled } from '../board/queryLifecycle';
import { removeTemplate, templatesApi, upsertTemplate } from './templatesApi';

export const templateMutations = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates a template on board `boardId`. */
    createTaskTemplate: build.mutation<TaskTemplate, { boardId: number; body: TaskTemplateBody }>({
      query: ({ boardId, body }) => ({ url: `/board/${boardId}/task-templates`, method: 'POST', body }),
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        dispatch(
          templatesApi.util.updateQueryData('taskTemplates', boardId, (draft) => upsertTemplate(draft, answer.data)),
        );
      },
    }),
    /** Replaces template `id` of board `boardId` with `body`. */
    updateTaskTemplate: build.mutation<TaskTemplate, { boardId: number; id: number; body: TaskTemplateBody }>({
      query: ({ boardId, id, body }) => ({ url: `/board/${boardId}/task-templates/${id}`, method: 'PUT', body }),
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (!answer) return;
        dispatch(
          templatesApi.util.updateQueryData('taskTemplates', boardId, (draft) => upsertTemplate(draft, answer.data)),
        );
      },
    }),
    /** Deletes template `id` of board `boardId`. */
    deleteTaskTemplate: build.mutation<{ id: number }, { boardId: number; id: number }>({
      query: ({ boardId, id }) => ({ url: `/board/${boardId}/task-templates/${id}`, method: 'DELETE' }),
      async onQueryStarted({ boardId, id }, { dispatch, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        dispatch(templatesApi.util.updateQueryData('taskTemplates', boardId, (draft) => removeTemplate(draft, id)));
      },
    }),
  }),
});

export const { useCreateTaskTemplateMutation, useUpdateTaskTemplateMutation, useDeleteTaskTemplateMutation } =
  templateMutations;
