/**
 * The new-card form's draft and its rules, as pure functions (spec/board.md §4 "Create form", §5
 * required stickers, §7 POST /editor/card/{columnId}[/{parentCardId}]):
 * - stickers configured `afterCreate` offerValue / requireValue start in the draft (requireValue
 *   ones required); executors / responsible are auto-assigned from `assignValue` (taskAuthor → the
 *   current user, userId → that user) when the user is a company member;
 * - a template replaces name, description, executors, responsible and adds its stickers with values;
 * - sticker values are kept as the type's PUT body (what the create call sends, spec §7); the
 *   widgets show `shownValueOf` (the stored shape) and see their edits locally.
 */
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { isStickerValueEmpty } from '../../../shared/stickers/stickerEmptiness';
import type { StickerType } from '../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { nameLengthOf } from '../board/nameLimit';
import { attachableDefinitions } from '../stickers/attachableStickers';

export type MemberRole = 'executor' | 'responsible';

export interface DraftSticker {
  definition: BoardSticker;
  /** The type's PUT body (spec §3 values), or null when not set yet. */
  body: unknown;
  /** configs.automation.afterCreate is requireValue: cannot be removed, must be filled. */
  required: boolean;
}

export interface NewCardDraft {
  name: string;
  desc: string;
  stickers: DraftSticker[];
  /** User ids. */
  executors: number[];
  responsible: number[];
}

/** Types whose setup needs the created card (a stopwatch is started on the card): info texts, spec §5. */
export const CONFIGURED_AFTER_CREATION: readonly StickerType[] = ['stopwatch'];

const afterCreateOf = (d: Pick<BoardSticker, 'configs'>) => d.configs?.automation?.afterCreate ?? null;

/** The active definition of `role` on the board, if any (spec §6: selectors only then). */
export const roleDefinition = (definitions: readonly BoardSticker[], role: MemberRole): BoardSticker | undefined =>
  definitions.find((d) => d.type === role && d.isActive);

/** A draft sticker of `definition` with an optional first value. */
export const draftStickerOf = (definition: BoardSticker, body: unknown = null): DraftSticker => ({
  definition,
  body,
  required: afterCreateOf(definition) === 'requireValue',
});

/** Who `assignValue` of the role's definition assigns: the author or a given member, when a member. */
function autoAssigned(definition: BoardSticker | undefined, currentUserId: number | null, memberIds: Set<number>) {
  const assign = definition?.configs?.automation?.assignValue;
  if (!assign) return [];
  const userId = assign.taskAuthor ? currentUserId : (assign.userId ?? null);
  return userId !== null && memberIds.has(userId) ? [userId] : [];
}

/** The draft a new form starts from (spec §4 "Create form"). */
export function initialDraft(
  definitions: readonly BoardSticker[],
  currentUserId: number | null,
  memberIds: Iterable<number>,
): NewCardDraft {
  const members = new Set(memberIds);
  return {
    name: '',
    desc: '',
    stickers: attachableDefinitions(definitions)
      .filter((d) => afterCreateOf(d) !== null)
      .map((d) => draftStickerOf(d)),
    executors: autoAssigned(roleDefinition(definitions, 'executor'), currentUserId, members),
    responsible: autoAssigned(roleDefinition(definitions, 'responsible'), currentUserId, members),
  };
}

/**
 * `base` prefilled from `template`: its task name, description, executors and responsible, and its
 * stickers (values from the template) on top of the automatic ones; stickers whose definition is
 * no longer an active attachable one of the board are left out.
 */
export function applyTemplate(
  base: NewCardDraft,
  template: TaskTemplate,
  definitions: readonly BoardSticker[],
): NewCardDraft {
  const live = new Map(attachableDefinitions(definitions).map((d) => [d.id, d]));
  const stickers = [...base.stickers];
  for (const { stickerId, value } of template.stickers) {
    const definition = live.get(stickerId);
    if (!definition) continue;
    const next = draftStickerOf(definition, value ?? null);
    const at = stickers.findIndex((s) => s.definition.id === stickerId);
    if (at >= 0) stickers[at] = next;
    else stickers.push(next);
  }
  return {
    name: template.taskName,
    desc: template.taskDescription ?? '',
    stickers,
    executors: [...template.executors],
    responsible: [...template.responsible],
  };
}

/** The value the widget shows for a PUT body (the stored shape of spec §3), or null. */
export function shownValueOf(type: StickerType, body: unknown): unknown {
  if (body === null || body === undefined) return null;
  const loose = body as Record<string, unknown>;
  switch (type) {
    case 'timer':
      return typeof loose.initialValue === 'number' ? { initialValue: loose.initialValue, history: [] } : null;
    case 'stopwatch':
      return null;
    case 'deadline':
      return { ...loose, prevValues: [] };
    case 'textField':
    case 'numberField':
      return loose.value === null || loose.value === '' || loose.value === undefined ? null : body;
    default:
      return body;
  }
}

/** What the create call sends for a draft sticker: the body, null when unset or presence-only. */
export function sentValueOf(sticker: DraftSticker): unknown {
  const { type } = sticker.definition;
  if (CONFIGURED_AFTER_CREATION.includes(type)) return null;
  return shownValueOf(type, sticker.body) === null ? null : sticker.body;
}

/**
 * Why Save is blocked (spec §5), in the spec's order; null when the draft can be sent. A name over
 * NAME_MAX (board/nameLimit.ts) is refused here too, before the server would refuse it.
 */
export type DraftProblem =
  | { key: 'nameRequired' }
  | { key: 'nameTooLong' }
  | { key: 'selectExecutor' }
  | { key: 'selectResponsible' }
  | { key: 'fillRequired'; names: string[] };

export function draftProblem(
  draft: NewCardDraft,
  definitions: readonly BoardSticker[],
  nameOf: (definition: BoardSticker) => string,
): DraftProblem | null {
  if (!draft.name.trim()) return { key: 'nameRequired' };
  if (nameLengthOf(draft.name).tooLong) return { key: 'nameTooLong' };
  const requires = (role: MemberRole) =>
    roleDefinition(definitions, role)?.configs?.automation?.afterCreate === 'requireValue';
  if (requires('executor') && !draft.executors.length) return { key: 'selectExecutor' };
  if (requires('responsible') && !draft.responsible.length) return { key: 'selectResponsible' };
  const names = draft.stickers
    .filter((s) => s.required && isStickerValueEmpty(s.definition.type, shownValueOf(s.definition.type, s.body)))
    .map((s) => nameOf(s.definition));
  return names.length ? { key: 'fillRequired', names } : null;
}

/** The create call's body (spec §7): trimmed name, description or null, stickers and members. */
export function createBodyOf(draft: NewCardDraft) {
  return {
    name: draft.name.trim(),
    desc: draft.desc.trim() || null,
    stickers: draft.stickers.map((s) => ({ boardStickerId: s.definition.id, value: sentValueOf(s) })),
    members: [
      ...draft.executors.map((userId) => ({ userId, isResponsible: false })),
      ...draft.responsible.map((userId) => ({ userId, isResponsible: true })),
    ],
  };
}
