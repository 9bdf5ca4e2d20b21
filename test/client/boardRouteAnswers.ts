/**
 * msw answers for a board route's GETs (src/client/app/routeRequests.ts): project 3 of company 5,
 * whose board 7 opens, with its columns, info, sticker definitions, company and members. Each
 * answered path is pushed to `asked`, so tests can tell what went out and how often.
 */
import { http, HttpResponse } from 'msw';

const ok = (data: unknown) => ({ success: true, status: 'success', data });

/** A GET of `path` answered with `data` in the success envelope, recorded in `asked`. */
export const recordedAnswer = (asked: string[], path: string, data: unknown) =>
  http.get(`http://localhost${path}`, ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json(ok(data));
  });

/** The paths of the six GETs below, sorted. */
export const BOARD_ROUTE_PATHS = [
  '/board/7',
  '/board/7/stickers',
  '/company/5',
  '/company/5/members',
  '/editor/columns/7',
  '/project/3',
];

/** The six GETs of /cabinet/project/3/board with board 7 (see the file comment). */
export const boardRouteAnswers = (asked: string[]) => [
  recordedAnswer(asked, '/project/3', { id: 3, companyId: 5, name: 'P', boards: [{ id: 7, name: 'B' }] }),
  recordedAnswer(asked, '/editor/columns/7', []),
  recordedAnswer(asked, '/board/7', { id: 7, projectId: 3, companyId: 5, name: 'B' }),
  recordedAnswer(asked, '/board/7/stickers', []),
  recordedAnswer(asked, '/company/5', { id: 5, name: 'C', projects: [] }),
  recordedAnswer(asked, '/company/5/members', []),
];
