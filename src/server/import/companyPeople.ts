/**
 * Who an imported person is (issue 7 Deliver 1 "members → executors when a user with the same
 * e-mail or name is a company member"; src/shared/board/boardExport.ts PersonRef). Both importers
 * (our format and Trello) resolve people through this one lookup so they match alike.
 */

/** The company's users as an import sees them. */
export interface CompanyPeople {
  /**
   * The company member with this e-mail (case-insensitive), else with this full name
   * ("name surname" or name alone, case-insensitive, trimmed), else with this username-like
   * handle compared to the e-mail's local part; null when nobody matches.
   */
  find(ref: { email: string | null; name: string; username?: string | null }): number | null;
  /** E-mail and display name of a member id (to write a PersonRef for a matched person). */
  describe(userId: number): { email: string; name: string } | null;
}
