/**
 * The one-name dialog (create/rename a company, a project or a board; NameDialogBody.tsx), loaded
 * on first use: its form checks names with the shared zod schemas, which stay out of the pages'
 * initial JavaScript (issue 13 item 6). Open while mounted.
 */
import { lazyDialog } from '../lazyDialog';
import type { NameDialogProps } from './NameDialogBody';

export type { NameDialogProps } from './NameDialogBody';

export const NameDialog = lazyDialog<NameDialogProps>(() =>
  import(/* webpackChunkName: "NameDialog" */ './NameDialogBody').then((m) => m.NameDialog),
);
