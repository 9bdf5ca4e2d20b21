/**
 * The token of an `Authorization: Bearer <token>` answer header (spec/shell.md §7: login,
 * registration and refresh carry the token there). A module without dependencies, so the light
 * sign-in page (features/signIn) reads the header the same way as the base query.
 */

/** Bearer token of an `Authorization` header value, or null. */
export const bearerOf = (value: string | null | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(value?.trim() ?? '');
  return match ? match[1] : null;
};
