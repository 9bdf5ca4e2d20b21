/**
 * The sticker menus' forms kept out of the board's first paint (DESIGN §7 budgets; spec/board.md
 * §4 sticker menus): the tiles need only the chips, while the forms bring MUI's TextField (with
 * Select and its inputs), Switch and Dialog. The chunk is fetched when the browser is idle after
 * the board painted (lazyDialog.ts `whenIdle`), so a click finds it loaded; a click before that
 * shows a progress in the opened menu until it arrives (StickerChip's Suspense boundary).
 */
import { chunkLoader, screenOf } from '../../../app/screenChunk';
import { whenIdle } from '../../lazyDialog';

/** The forms' chunk (one request, kept once loaded). */
export const loadStickerForms = chunkLoader(() => import(/* webpackChunkName: "sticker-forms" */ './stickerForms'));
whenIdle(() => void loadStickerForms().catch(() => undefined));

export const LazyChoiceMenu = screenOf(loadStickerForms, 'ChoiceMenu');
export const LazyDeadlineMenu = screenOf(loadStickerForms, 'DeadlineMenu');
export const LazyDeletedDialog = screenOf(loadStickerForms, 'DeletedDialog');
export const LazyNumberMenu = screenOf(loadStickerForms, 'NumberMenu');
export const LazyTextMenu = screenOf(loadStickerForms, 'TextMenu');
export const LazyRegularForm = screenOf(loadStickerForms, 'RegularForm');
export const LazyStopwatchMenu = screenOf(loadStickerForms, 'StopwatchMenu');
export const LazyTimerMenu = screenOf(loadStickerForms, 'TimerMenu');
export const LazyTrackingForm = screenOf(loadStickerForms, 'TrackingForm');
