/**
 * Password hashing with argon2id (DESIGN §2). Production uses the argon2 package's defaults
 * (m=64 MiB, t=3, p=4, ~400 ms on this machine); tests pass lower costs through the config.
 */
import argon2 from 'argon2';
import type { ServerConfig } from '../config';

export type Argon2Costs = ServerConfig['argon2'];

export const hashPassword = (password: string, costs: Argon2Costs): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, ...costs });

/** True when the password matches; false for a mismatch or a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
