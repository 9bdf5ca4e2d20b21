/**
 * Board settings (BoardSettingsDialogBody.tsx), loaded on first use with the sticker settings,
 * templates and share dialogs it opens (issue 13 item 6: dialogs stay out of the board's initial
 * JavaScript). Open while mounted.
 */
import type { ComponentProps } from 'react';
import { lazyDialog } from '../lazyDialog';
import type { BoardSettingsDialog as Body } from './BoardSettingsDialogBody';

export type { BoardPatch } from './BoardSettingsDialogBody';

export const BoardSettingsDialog = lazyDialog<ComponentProps<typeof Body>>(() =>
  import(/* webpackChunkName: "BoardSettingsDialog" */ './BoardSettingsDialogBody').then((m) => m.BoardSettingsDialog),
);
