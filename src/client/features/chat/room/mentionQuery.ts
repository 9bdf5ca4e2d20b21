/**
 * The mention picker's text logic (issue 16 item 2 "mention picker"): whether the caret ends an
 * `@word` being typed, which members match it, and the text once one is picked (`@Name `).
 */
import type { ChatMember } from '../../../../shared/chat/chat.types';

/** The `@…` being typed: where its '@' is and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** The mention being typed before `caret` ('@' at the start or after a space, no space since), or null. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  return match ? { start: caret - match[2].length - 1, query: match[2] } : null;
}

/** A picker option: a member, or `@room` (member null). */
export interface MentionOption {
  name: string;
  member: ChatMember | null;
}

/** Members (not `myId`) whose name or e-mail has a word starting with `query`, then @room when it matches; at most `max`. */
export function mentionOptions(members: ChatMember[], query: string, myId: number | null, max = 8): MentionOption[] {
  const q = query.toLowerCase();
  const words = (member: ChatMember) => [...member.name.toLowerCase().split(/\s+/), member.email.toLowerCase()];
  const options: MentionOption[] = members
    .filter((member) => member.id !== myId && (!q || words(member).some((word) => word.startsWith(q))))
    .slice(0, max)
    .map((member) => ({ name: member.name, member }));
  if ('room'.startsWith(q)) options.push({ name: 'room', member: null });
  return options;
}

/** `text` with the mention being typed replaced by `@name ` and where the caret goes after it. */
export function insertMention(text: string, at: MentionQuery, name: string): { text: string; caret: number } {
  const end = at.start + 1 + at.query.length;
  const inserted = `@${name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(end), caret: at.start + inserted.length };
}
