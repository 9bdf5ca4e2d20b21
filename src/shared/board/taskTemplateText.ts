/**
 * The parts of task templates (spec/board.md §3 Task templates) that the board shows without
 * validating anything: the live event names and the menu's description preview. Kept apart from
 * the zod schemas of taskTemplates.ts (which re-exports them) so the board does not load zod.
 */
/** Template descriptions are cut at this many characters in the menu, plus an ellipsis (§9). */
export const TEMPLATE_DESCRIPTION_PREVIEW = 50;

/** Live events of templates on `board:<id>` (payload: the template + actorId; deleted `{id, boardId, actorId}`). */
export const TEMPLATE_EVENTS = {
  created: 'board:template:created',
  updated: 'board:template:updated',
  deleted: 'board:template:deleted',
} as const;

/** The menu's description text: cut at 50 characters with an ellipsis (spec/board.md §2, §9). */
export function templateDescriptionPreview(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  return text.length > TEMPLATE_DESCRIPTION_PREVIEW ? `${text.slice(0, TEMPLATE_DESCRIPTION_PREVIEW)}…` : text;
}
