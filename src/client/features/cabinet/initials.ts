/**
 * Initials for avatars: up to two, from a name and optional surname, or from an e-mail's local
 * part ('ada.lovelace@…' → 'AL'); '??' when there is nothing to take them from (spec/board.md §8).
 */
export function initialsOf(name: string | null | undefined, surname?: string | null): string {
  const words = [name, surname]
    .filter(Boolean)
    .join(' ')
    .replace(/@\S*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (!words.length) return '??';
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
