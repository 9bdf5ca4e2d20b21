/**
 * Sign-in, sessions and password restore (DESIGN §3 Auth, spec/shell.md §4 Session).
 * Errors are AppErrors: INVALID_CREDENTIALS (401, same for unknown e-mail and wrong password; a
 * blocked account with the right password gets it with the `blocked` message),
 * EMAIL_TAKEN (409), UNAUTHORIZED (401, unknown or revoked token), TOKEN_EXPIRED (401),
 * INVALID_CODE (400). Rate limits live in the routes.
 */
import type { Kysely } from 'kysely';
import type {
  BackgroundBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  RestoreBody,
  User,
} from '../../shared/auth/auth.schemas';
import { EMAIL_CODE_TTL_MS, REMEMBER_TTL_MS, SESSION_TTL_MS, type Language } from '../../shared/constants';
import type { ServerConfig } from '../config';
import type { Database, SessionRow, UserRow, UserUpdate } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/appError';
import { emailCodeMail } from '../mail/mail.templates';
import type { Mailer } from '../mail/mailer';
import { hashPassword, verifyPassword } from './auth.passwords';
import * as repo from './auth.repository';
import { hashEmailCode, hashToken, newEmailCode, newToken } from './auth.tokens';
import { toUserJson } from './auth.user';

/** Wrong guesses after which a restore code stops working. */
export const MAX_CODE_ATTEMPTS = 5;

export interface AuthDeps {
  db: Kysely<Database>;
  config: Pick<ServerConfig, 'argon2'>;
  mailer: Mailer;
  /** Clock in ms (tests may move time). */
  now?: () => number;
}

/** A signed-in caller: the user row and the session its token belongs to. */
export interface Caller {
  user: UserRow;
  session: SessionRow;
}

/** A session just opened: its id, token (given to the client once) and expiry (ISO). */
export interface OpenedSession {
  id: number;
  token: string;
  expiresAt: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, mailer, now = Date.now }: AuthDeps) {
  const iso = (ms: number) => new Date(ms).toISOString();
  let dummyHash: Promise<string> | undefined;

  /** Creates a session; lifetime SESSION_TTL_MS or REMEMBER_TTL_MS. */
  async function openSession(executor: Kysely<Database>, userId: number, remember: boolean): Promise<OpenedSession> {
    const token = newToken();
    const at = now();
    const expiresAt = iso(at + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
    const id = await repo.insertSession(executor, {
      userId,
      tokenHash: hashToken(token),
      remember: remember ? 1 : 0,
      expiresAt,
      createdAt: iso(at),
    });
    return { id, token, expiresAt };
  }

  async function changeUser(userId: number, patch: UserUpdate): Promise<User> {
    const row = await repo.updateUser(db, userId, { ...patch, updatedAt: iso(now()) });
    if (!row) throw new AppError('UNAUTHORIZED');
    return toUserJson(row);
  }

  return {
    /** The wire shape of a user row. */
    toUser: toUserJson,

    /** New account and a plain session. The first account of an instance is system admin. */
    async register(body: RegisterBody): Promise<{ user: User; token: string }> {
      if (await repo.findUserByEmail(db, body.email))
        throw new AppError('EMAIL_TAKEN', { fieldKeys: { email: 'errors:EMAIL_TAKEN' } });
      const passwordHash = await hashPassword(body.password, config.argon2);
      try {
        return await db.transaction().execute(async (trx) => {
          await repo.lockAccountCreation(trx);
          const at = iso(now());
          const row = await repo.insertUser(trx, {
            email: body.email,
            name: body.name,
            passwordHash,
            isSystemAdmin: (await repo.anyUserExists(trx)) ? 0 : 1,
            meta: '{}',
            createdAt: at,
            updatedAt: at,
          });
          return { user: toUserJson(row), token: (await openSession(trx, row.id, false)).token };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { fieldKeys: { email: 'errors:EMAIL_TAKEN' } });
        throw error;
      }
    },

    /** Checks the password; `remember` gives the long lifetime. Unknown e-mail costs the same time. */
    async login(body: LoginBody): Promise<{ user: User; token: string }> {
      const row = await repo.findUserByEmail(db, body.email);
      if (!row) {
        dummyHash ??= hashPassword('not a real password', config.argon2);
        await verifyPassword(await dummyHash, body.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(row.passwordHash, body.password))) throw new AppError('INVALID_CREDENTIALS');
      // A blocked account (admin panel, issue 19): said only to whoever knows the password.
      if (row.blockedAt) throw new AppError('INVALID_CREDENTIALS', { params: { context: 'blocked' } });
      await repo.deleteExpiredSessionsOfUser(db, row.id, iso(now()));
      return { user: toUserJson(row), token: (await openSession(db, row.id, body.remember ?? false)).token };
    },

    /** The caller of a token; UNAUTHORIZED when missing, unknown or revoked, TOKEN_EXPIRED after expiry. */
    async authenticate(token: string | undefined): Promise<Caller> {
      if (!token) throw new AppError('UNAUTHORIZED');
      const found = await repo.findSession(db, hashToken(token));
      if (!found) throw new AppError('UNAUTHORIZED');
      if (found.session.expiresAt <= iso(now())) throw new AppError('TOKEN_EXPIRED');
      if (found.user.blockedAt) throw new AppError('UNAUTHORIZED');
      return found;
    },

    /** Rotation: the old token dies, a new session with the same lifetime kind is returned. */
    async refresh(caller: Caller): Promise<OpenedSession> {
      return db.transaction().execute(async (trx) => {
        // Two refreshes of one token at once: only the first wins, the other is UNAUTHORIZED.
        if (!(await repo.deleteSession(trx, caller.session.id))) throw new AppError('UNAUTHORIZED');
        return openSession(trx, caller.user.id, caller.session.remember === 1);
      });
    },

    /** Ends the caller's session (its token stops working). */
    async logout(caller: Caller): Promise<void> {
      await repo.deleteSession(db, caller.session.id);
    },

    /** Only the given fields change; `meta` is replaced as a whole. */
    updateProfile(userId: number, body: ProfileBody): Promise<User> {
      return changeUser(userId, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
        ...(body.meta !== undefined ? { meta: JSON.stringify(body.meta) } : {}),
      });
    },

    updateBackground(userId: number, body: BackgroundBody): Promise<User> {
      return changeUser(userId, {
        ...(body.image !== undefined ? { backgroundImage: body.image } : {}),
        ...(body.color !== undefined ? { backgroundColor: body.color } : {}),
        ...(body.showEverywhere !== undefined ? { backgroundShowEverywhere: body.showEverywhere ? 1 : 0 } : {}),
        ...(body.enabled !== undefined ? { backgroundEnabled: body.enabled ? 1 : 0 } : {}),
      });
    },

    /** Mails a fresh 6-digit code valid EMAIL_CODE_TTL_MS; silently does nothing for unknown e-mails. */
    async requestEmailCode(email: string, language: Language): Promise<void> {
      if (!(await repo.findUserByEmail(db, email))) return;
      const code = newEmailCode();
      const at = now();
      await repo.replaceEmailCode(db, {
        email,
        codeHash: hashEmailCode(email, code),
        attempts: 0,
        expiresAt: iso(at + EMAIL_CODE_TTL_MS),
        createdAt: iso(at),
      });
      await mailer.send({ to: email, ...emailCodeMail(language, code, EMAIL_CODE_TTL_MS / 60_000) });
    },

    /** Sets the new password and revokes every session of the user; returns the user id. INVALID_CODE otherwise. */
    async restore(body: RestoreBody): Promise<number> {
      const invalid = () => new AppError('INVALID_CODE', { fieldKeys: { code: 'errors:INVALID_CODE' } });
      const stored = await repo.findEmailCode(db, body.email);
      if (!stored || stored.expiresAt <= iso(now()) || stored.attempts >= MAX_CODE_ATTEMPTS) throw invalid();
      if (stored.codeHash !== hashEmailCode(body.email, body.code)) {
        await repo.countWrongCode(db, stored.id);
        throw invalid();
      }
      const user = await repo.findUserByEmail(db, body.email);
      if (!user) throw invalid();
      const passwordHash = await hashPassword(body.password, config.argon2);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, user.id, { passwordHash, updatedAt: iso(now()) });
        await repo.deleteSessionsOfUser(trx, user.id);
        await repo.deleteEmailCodes(trx, body.email);
      });
      return user.id;
    },
  };
}
