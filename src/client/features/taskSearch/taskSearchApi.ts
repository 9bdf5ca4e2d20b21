/**
 * Task search by number (spec/board.md §2 "a task search dialog by task number"; DESIGN §3
 * `GET /company/{id}/tasks/{counter}`, §4 the task number is the company-wide counter):
 * `{companyId, counter}` → the card with its place (`boardId`, `projectId`, `companyId`);
 * ApiError 404 when no card has that number, 403 for non-members (api/baseQuery.ts).
 */
import type { Card } from '../../../shared/board/board.types';
import { api } from '../../api/api';

/** The found card and where it lives. */
export type FoundTask = Card & { projectId: number; companyId: number };

export const taskSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskByNumber: build.query<FoundTask, { companyId: number; counter: number }>({
      query: ({ companyId, counter }) => ({ url: `/company/${companyId}/tasks/${counter}` }),
      // A search answers once; a later search of the same number asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyTaskByNumberQuery } = taskSearchApi;
