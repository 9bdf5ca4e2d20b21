/**
 * Dates of the wiki (trash, history) in the user's language: "26 Nov 2026, 17:05" (Intl, the
 * browser's time zone). An unparsable instant is shown as given.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
