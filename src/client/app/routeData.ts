/**
 * Route data: what a screen needs starts loading from the route, all at once, as soon as a token
 * is known (spec/shell.md §2 routes, §4 "HTTP is the fallback when the socket is unavailable" —
 * the base query sends over HTTP until the socket is ready). A project's board page
 * (/cabinet/project/{id}[/board]) asks together for the project, the board last selected in it
 * (spec/board.md §9 `last-selected-boards`) — its columns with the stored filters, info and
 * sticker definitions — and, when the board's company is known from the cache, the company and its
 * members; otherwise those follow the board's info. Loaded in its own chunk (it names the board's
 * endpoints) right after the main one, while the screens' chunks load.
 * `revalidate` (the first page of a visit) refetches what the cache already holds (the last board
 * kept by app/persistence.ts); later navigations only fill what is missing.
 */
import { filtersQuery, readBoardFilters } from '../features/board/boardFilters';
import { boardApi } from '../features/board/boardApi';
import type { BoardInfo } from '../features/board/boardApi';
import { companyApi } from '../features/company/companyApi';
import { boardToOpen, lastSelectedBoard } from '../features/project/lastSelectedBoards';
import { boardStickerApi } from '../features/stickers/boardStickerApi';
import { getGuestToken } from '../api/baseQuery';
import type { AppStore } from './store';

const PROJECT_PATH = /^\/cabinet\/project\/(\d+)(?:\/([^/]+))?/;
const COMPANY_PATH = /^\/cabinet\/company\/(\d+)\/?$/;

/** Starts the requests of the screen at `pathname` (nothing without a token or in guest mode). */
export function prefetchRouteData(store: AppStore, pathname: string, { revalidate }: { revalidate: boolean }): void {
  if (!store.getState().session.token || getGuestToken()) return;
  const options = { force: revalidate };
  const { dispatch } = store;
  const project = PROJECT_PATH.exec(pathname);
  if (project) {
    const projectId = Number(project[1]);
    const onBoard = project[2] === undefined || project[2] === 'board';
    const stored = lastSelectedBoard(projectId);
    const request = dispatch(
      companyApi.endpoints.getProject.initiate(projectId, { subscribe: false, forceRefetch: revalidate }),
    );
    if (onBoard && stored !== null) prefetchBoard(store, stored, revalidate);
    void request.then((answer) => {
      const data = answer.data;
      if (!data) return;
      dispatch(companyApi.util.prefetch('getCompany', data.companyId, options));
      // First visit of this project (or a stale choice): the board the page will open.
      const first = boardToOpen(projectId, data.boards?.map((b) => b.id) ?? [], null);
      if (onBoard && first !== null && first !== stored) prefetchBoard(store, first, revalidate);
    });
    return;
  }
  const company = COMPANY_PATH.exec(pathname);
  if (company) dispatch(companyApi.util.prefetch('getCompany', Number(company[1]), options));
}

/** The board's columns (stored filters), info and stickers together; company and members by its company. */
function prefetchBoard(store: AppStore, boardId: number, revalidate: boolean): void {
  const { dispatch } = store;
  const options = { force: revalidate };
  const filters = filtersQuery(readBoardFilters(boardId));
  dispatch(boardApi.util.prefetch('boardColumns', { boardId, filters }, options));
  dispatch(boardStickerApi.util.prefetch('boardStickers', boardId, options));
  const company = (companyId: number) => {
    dispatch(boardApi.util.prefetch('boardMembers', companyId, options));
    dispatch(companyApi.util.prefetch('getCompany', companyId, options));
  };
  const cached = boardApi.endpoints.boardInfo.select(boardId)(store.getState()).data as BoardInfo | undefined;
  if (cached) company(cached.companyId);
  const info = dispatch(boardApi.endpoints.boardInfo.initiate(boardId, { subscribe: false, forceRefetch: revalidate }));
  void info.then((answer) => {
    if (answer.data && answer.data.companyId !== cached?.companyId) company(answer.data.companyId);
  });
}
