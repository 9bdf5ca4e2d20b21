/**
 * @mentions in a message's markdown (spec/shell.md §3 Chat room; ChatMessage.mentions and
 * mentionsRoom). The rule, robust to names with spaces and to e-mail addresses in the text:
 * - a mention starts with `@` at the start of the text or after a character that is not a letter,
 *   digit, `_` or `.` (so `anna@example.com` mentions nobody);
 * - it is followed by a room member's display name or the local part of their e-mail, compared
 *   case-insensitively, the longest candidate first (`@Anna Petrova` beats `@Anna`), and the match
 *   must end at the end of the text or before a character that is not a letter, digit or `_`;
 * - `@room` and `@all` (same boundaries) mention everyone in the room.
 * Only members of the room can be mentioned; each user is listed once, in order of appearance.
 */

/** A room member as mentions match them. */
export interface MentionCandidate {
  userId: number;
  name: string;
  email: string;
}

export interface ParsedMentions {
  mentions: number[];
  mentionsRoom: boolean;
}

const ROOM_WORDS = ['room', 'all'];
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const BEFORE_MENTION = /[\p{L}\p{N}_.]/u;

/** Keys of one candidate: display name and e-mail local part, lower-cased, non-empty. */
function keysOf(candidate: MentionCandidate): string[] {
  const local = candidate.email.split('@')[0] ?? '';
  return [candidate.name.trim(), local].map((key) => key.toLowerCase()).filter((key) => key.length > 0);
}

/** The mentions of `text` among `members` (see the file header for the rule). */
export function parseMentions(text: string, members: readonly MentionCandidate[]): ParsedMentions {
  const keys = members
    .flatMap((member) => keysOf(member).map((key) => ({ key, userId: member.userId })))
    .concat(ROOM_WORDS.map((key) => ({ key, userId: 0 })))
    .sort((a, b) => b.key.length - a.key.length);
  const lower = text.toLowerCase();
  const mentions: number[] = [];
  let mentionsRoom = false;
  // toLowerCase keeps UTF-16 length for the scripts we meet; if a rare character changes length,
  // matching falls back to the original text's positions being approximate, never a crash.
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    const previous = at > 0 ? lower[at - 1] : '';
    if (previous && BEFORE_MENTION.test(previous)) continue;
    const rest = lower.slice(at + 1);
    const match = keys.find(({ key }) => rest.startsWith(key) && !WORD_CHAR.test(rest.charAt(key.length)));
    if (!match) continue;
    if (match.userId === 0) mentionsRoom = true;
    else if (!mentions.includes(match.userId)) mentions.push(match.userId);
  }
  return { mentions, mentionsRoom };
}
