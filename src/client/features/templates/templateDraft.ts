/**
 * The template form's draft and its request body (spec/board.md §3 "Task template": name,
 * description, taskName, taskDescription, executors, responsible, stickers (stickerId, value)).
 * Sticker values are typed in simple inputs for textField, numberField, state and priority; the
 * other types keep the value they had (null for a new sticker) — the card sets them later.
 */
import type { TaskTemplate, TaskTemplateBody } from '../../../shared/board/taskTemplates';
import type { FieldErrors } from '../../../shared/envelope';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';

/** Types whose value the template form edits (the others are attached without a value). */
export const SIMPLE_VALUE_TYPES = ['textField', 'numberField', 'state', 'priority'] as const;
export type SimpleValueType = (typeof SIMPLE_VALUE_TYPES)[number];

export const hasSimpleValue = (type: string): type is SimpleValueType =>
  (SIMPLE_VALUE_TYPES as readonly string[]).includes(type);

export interface TemplateStickerDraft {
  /** The board sticker (definition) id. */
  stickerId: number;
  /** The typed text (text/number), state name or priority level; '' for none. */
  input: string;
  /** The stored value, sent unchanged for types without a simple input. */
  raw: unknown;
}

export interface TemplateDraft {
  name: string;
  description: string;
  taskName: string;
  taskDescription: string;
  executors: number[];
  responsible: number[];
  stickers: TemplateStickerDraft[];
}

/** The text shown in a simple input for a stored value (`{value}` or a state `{name}`). */
function inputOf(raw: unknown): string {
  if (!raw || typeof raw !== 'object') return '';
  const { value, name } = raw as { value?: unknown; name?: unknown };
  if (typeof name === 'string') return name;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}

/** The draft of `template`, or an empty one for a new template. */
export function draftOf(template?: TaskTemplate): TemplateDraft {
  return {
    name: template?.name ?? '',
    description: template?.description ?? '',
    taskName: template?.taskName ?? '',
    taskDescription: template?.taskDescription ?? '',
    executors: [...(template?.executors ?? [])],
    responsible: [...(template?.responsible ?? [])],
    stickers: (template?.stickers ?? []).map((s) => ({
      stickerId: s.stickerId,
      input: inputOf(s.value),
      raw: s.value,
    })),
  };
}

/**
 * The wire value of one draft sticker; `undefined` when a number input is not a number (the form
 * shows an error). A number accepts ',' as the decimal separator.
 */
export function stickerValueOf(draft: TemplateStickerDraft, definition: BoardSticker | undefined): unknown {
  const type = definition?.type;
  if (!type || !hasSimpleValue(type)) return draft.raw ?? null;
  const input = draft.input.trim();
  if (!input) return null;
  if (type === 'textField') return { value: input };
  if (type === 'priority') return { value: input };
  if (type === 'numberField') {
    const number = Number(input.replace(',', '.'));
    return Number.isFinite(number) ? { value: number } : undefined;
  }
  const state = (definition.configs.states ?? []).find((s) => s.name === input);
  return state ? { name: state.name, color: state.color } : null;
}

/** The POST/PUT body of the draft; `invalidNumbers` lists sticker indexes whose number is not one. */
export function bodyOf(
  draft: TemplateDraft,
  definitions: readonly BoardSticker[],
): { body: TaskTemplateBody; invalidNumbers: number[] } {
  const invalidNumbers: number[] = [];
  const stickers = draft.stickers.map((s, i) => {
    const value = stickerValueOf(
      s,
      definitions.find((d) => d.id === s.stickerId),
    );
    if (value === undefined) invalidNumbers.push(i);
    return { stickerId: s.stickerId, value: value ?? null };
  });
  const body: TaskTemplateBody = {
    name: draft.name,
    description: draft.description.trim() || null,
    taskName: draft.taskName,
    taskDescription: draft.taskDescription.trim() || null,
    executors: draft.executors,
    responsible: draft.responsible,
    stickers,
  };
  return { body, invalidNumbers };
}

/**
 * The first message at `path` of a field error tree: nested (`{stickers: {0: {value: …}}}`) or
 * flat dotted keys (`{'stickers.0.value': …}`); a subtree answers its first message.
 */
export function messageAt(errors: FieldErrors | undefined, path: string): string | undefined {
  if (!errors) return undefined;
  const flat = Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`));
  if (flat) return firstMessage(flat[1]);
  let node: FieldErrors | string | undefined = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[key];
  }
  return firstMessage(node);
}

function firstMessage(node: FieldErrors | string | undefined): string | undefined {
  if (node === undefined || typeof node === 'string') return node;
  for (const value of Object.values(node)) {
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}
