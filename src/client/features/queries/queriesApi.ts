/**
 * Saved query calls (issue 19 item 1; paths and answers in src/shared/queries/query.schemas.ts),
 * injected into the one api with a `SavedQuery` tag of their own. Only types are imported from
 * the shared contract (no zod). A run is a query endpoint with a POST body, cached by definition.
 */
import type { QueryDefinition } from '../../../shared/queries/query.schemas';
import type { QueryOptions, QueryResult, SavedQuery } from '../../../shared/queries/query.types';
import { api } from '../../api/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['SavedQuery'] });
const listTag = (companyId: number) => ({ type: 'SavedQuery' as const, id: `company-${companyId}` });

export const queriesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET /queries/company/{companyId}: mine and the company's shared ones. */
    savedQueries: build.query<SavedQuery[], number>({
      query: (companyId) => ({ url: `/queries/company/${companyId}` }),
      providesTags: (_r, _e, companyId) => [listTag(companyId)],
    }),
    /** GET /queries/company/{companyId}/options: boards with columns, members, sticker kinds. */
    queryOptions: build.query<QueryOptions, number>({
      query: (companyId) => ({ url: `/queries/company/${companyId}/options` }),
    }),
    /** POST /queries/company/{companyId}/run: a page of rows with totals and groups. */
    runQuery: build.query<
      QueryResult,
      { companyId: number; definition: QueryDefinition; limit: number; offset: number }
    >({
      query: ({ companyId, ...body }) => ({ url: `/queries/company/${companyId}/run`, method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
    saveQuery: build.mutation<
      SavedQuery,
      { companyId: number; name: string; definition: QueryDefinition; shared: boolean }
    >({
      query: ({ companyId, ...body }) => ({ url: `/queries/company/${companyId}`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    updateQuery: build.mutation<
      SavedQuery,
      { query: SavedQuery; name?: string; definition?: QueryDefinition; shared?: boolean }
    >({
      query: ({ query, ...body }) => ({ url: `/queries/${query.id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { query }) => [listTag(query.companyId)],
    }),
    deleteQuery: build.mutation<{ id: number }, SavedQuery>({
      query: (query) => ({ url: `/queries/${query.id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, query) => [listTag(query.companyId)],
    }),
    /** GET /queries/{queryId}/board/{boardId}/card-ids (the board's saved query filter). */
    queryCardIds: build.query<number[], { queryId: number; boardId: number }>({
      query: ({ queryId, boardId }) => ({ url: `/queries/${queryId}/board/${boardId}/card-ids` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSavedQueriesQuery,
  useLazySavedQueriesQuery,
  useQueryOptionsQuery,
  useRunQueryQuery,
  useSaveQueryMutation,
  useUpdateQueryMutation,
  useDeleteQueryMutation,
  useQueryCardIdsQuery,
} = queriesApi;
