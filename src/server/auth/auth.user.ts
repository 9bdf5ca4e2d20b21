/** The user as the wire shows it (DESIGN §3 Auth "User JSON"): never a password or token hash. */
import type { User } from '../../shared/auth/auth.schemas';
import type { UserRow } from '../db/database';

function parseMeta(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** `{id, email, name, isSystemAdmin, profile: {name, avatar, meta, customBackground}}` from a row. */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isSystemAdmin: Boolean(row.isSystemAdmin),
    profile: {
      name: row.name,
      avatar: row.avatar,
      meta: parseMeta(row.meta),
      customBackground: {
        image: row.backgroundImage,
        color: row.backgroundColor,
        showEverywhere: Boolean(row.backgroundShowEverywhere),
        enabled: Boolean(row.backgroundEnabled),
      },
    },
  };
}
