/**
 * Trello members as our people (issue 7 Deliver 1 "members → executors when a user with the same
 * e-mail or name is a company member, otherwise kept as text in history"; ./trelloConvert.ts).
 * Trello exports carry no e-mails, so a member is looked up by full name, then by username
 * compared to the e-mail's local part (`CompanyPeople.find`). Each member is looked up once.
 */
import type { PersonRef } from '../../../shared/board/boardExport';
import type { CompanyPeople } from '../companyPeople';
import type { TrelloBoard } from './trelloExport';

/** A Trello person as we resolved them. */
export interface ResolvedPerson {
  /** The company user, or null when nobody matches. */
  userId: number | null;
  /** Matched: the user's e-mail and name; unmatched: `{email: null, name: fullName || username}`. */
  ref: PersonRef;
  /** The Trello display name (full name, else username, else the id). */
  name: string;
}

/** What an action or check item says about a person besides an id. */
export interface PersonHint {
  id?: string | null;
  fullName?: string | null;
  username?: string | null;
  /** `data.member.name` of member actions. */
  name?: string | null;
}

/** Resolves Trello member ids (with hints from actions) to company users, caching per id. */
export function trelloPeople(board: TrelloBoard, people: CompanyPeople) {
  const members = new Map((board.members ?? []).map((m) => [m.id, m]));
  const cache = new Map<string, ResolvedPerson>();

  /** The person for a member id (and/or what an action says about them); null when nothing is known. */
  function resolve(hint: PersonHint): ResolvedPerson | null {
    const key = hint.id || `name:${hint.fullName || hint.name || hint.username || ''}`;
    const known = cache.get(key);
    if (known) return known;
    const member = hint.id ? members.get(hint.id) : undefined;
    const fullName = (member?.fullName || hint.fullName || hint.name || '').trim();
    const username = (member?.username || hint.username || '').trim() || null;
    if (!fullName && !username && !hint.id) return null;
    const userId = fullName || username ? people.find({ email: null, name: fullName, username }) : null;
    const described = userId === null ? null : people.describe(userId);
    const name = fullName || username || hint.id || '';
    const person: ResolvedPerson = described
      ? { userId, ref: { email: described.email, name: described.name }, name }
      : { userId: null, ref: { email: null, name }, name };
    cache.set(key, person);
    return person;
  }

  return { resolve };
}

export type TrelloPeople = ReturnType<typeof trelloPeople>;
