/**
 * People of an imported file as user ids (issue 7 Deliver 1 "members → executors when a user with
 * the same e-mail or name is a company member"): every PersonRef goes through the company's one
 * lookup (../companyPeople.ts), remembered per e-mail + name so a file naming one person on
 * thousands of cards asks once.
 */
import type { PersonRef } from '../../../shared/board/boardExport';
import type { CompanyPeople } from '../companyPeople';

/** `(ref) → user id` or null when the person is not a company member (or ref is null). */
export function personIds(people: CompanyPeople): (ref: PersonRef | null) => number | null {
  const known = new Map<string, number | null>();
  return (ref) => {
    if (ref === null) return null;
    const key = `${ref.email ?? ''}\u0000${ref.name}`;
    let id = known.get(key);
    if (id === undefined) {
      id = people.find({ email: ref.email, name: ref.name });
      known.set(key, id);
    }
    return id;
  };
}
