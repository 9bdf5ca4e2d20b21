/**
 * Auth endpoints (spec/shell.md §7 "Authentication", DESIGN §3 Auth), injected into the one api.
 * Errors are `ApiError` ({status, code, message, fieldErrors?}) from api/baseQuery.ts.
 */
import { api } from '../../api/api';
import { bearerOf } from '../../api/bearer';
import type { ApiMeta } from '../../api/baseQuery';
import type { ApiError } from '../../api/httpTransport';
import { AUTH_PATHS, HEADERS } from '../../../shared/auth/auth.paths';
import type {
  BackgroundBody,
  EmailCodeBody,
  ProfileBody,
  RegisterBody,
  RestoreBody,
  User,
} from '../../../shared/auth/auth.schemas';
import { ErrorCode, transportMessage } from '../../../shared/errors';
import { loginFailed, registerFailed, signedIn, signedOut, tokenRefreshed, userLoaded } from './sessionSlice';
import type { SessionState } from './sessionSlice';

/** Sign-in form values; `remember` = "stay signed in" (a long-lived token). */
export interface LoginArgs {
  email: string;
  password: string;
  remember?: boolean;
}

const noToken = (): ApiError => ({ status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: transportMessage.noToken() });
const userOf = (data: unknown): User => ((data as { user?: User })?.user ?? data) as User;
const sessionOf = (state: unknown) => (state as { session: SessionState }).session;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /auth/login over HTTP. Success needs the `Authorization: Bearer` answer header, else the
     * error 'No token received' (spec/shell.md §7, §8); then the session is signed in, the token stored
     * under `auth_token_default` and the e-mail kept or cleared under `remembered_email`.
     */
    login: build.mutation<User, LoginArgs>({
      async queryFn(args, { dispatch, getState }, _extra, baseQuery) {
        const remember = args.remember ?? sessionOf(getState()).staySignedIn;
        const result = await baseQuery({
          url: AUTH_PATHS.login,
          method: 'POST',
          body: { email: args.email, password: args.password, remember },
          transport: 'http',
        });
        const token = result.error
          ? null
          : bearerOf((result.meta as ApiMeta | undefined)?.headers[HEADERS.authorization]);
        const error = result.error ? (result.error as ApiError) : token ? null : noToken();
        if (error) {
          dispatch(loginFailed(error.message));
          return { error };
        }
        const user = userOf(result.data);
        dispatch(signedIn({ token: token as string, user }));
        return { data: user };
      },
    }),
    /** POST /auth/register over HTTP {email, password, name} → User; signs in like login. */
    register: build.mutation<User, RegisterBody>({
      async queryFn(body, { dispatch }, _extra, baseQuery) {
        const result = await baseQuery({ url: AUTH_PATHS.register, method: 'POST', body, transport: 'http' });
        const token = result.error
          ? null
          : bearerOf((result.meta as ApiMeta | undefined)?.headers[HEADERS.authorization]);
        const error = result.error ? (result.error as ApiError) : token ? null : noToken();
        if (error) {
          dispatch(registerFailed(error.message));
          return { error };
        }
        const user = userOf(result.data);
        dispatch(signedIn({ token: token as string, user }));
        return { data: user };
      },
    }),
    /**
     * GET /auth/user (socket when ready, else HTTP) → User ("user read from data.data, else data").
     * Without a token: 'No token available'. A success updates the session's user.
     */
    getUser: build.query<User, void>({
      async queryFn(_arg, { getState }, _extra, baseQuery) {
        if (!sessionOf(getState()).token) {
          return {
            error: {
              status: 'CUSTOM_ERROR',
              code: 'NO_TOKEN',
              message: transportMessage.noTokenAvailable(),
            } satisfies ApiError,
          };
        }
        const result = await baseQuery({ url: AUTH_PATHS.user });
        return result.error ? { error: result.error as ApiError } : { data: userOf(result.data) };
      },
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // The caller (session initialisation) decides what a failure means.
        }
      },
    }),
    /**
     * GET /auth/refresh: the rotated token comes in the Authorization header; anything else is the
     * error 'Refresh failed'. Use `refreshToken()` (tokenRefresh.ts), which shares one request.
     */
    refresh: build.mutation<string, void>({
      async queryFn(_arg, { dispatch }, _extra, baseQuery) {
        const result = await baseQuery({ url: AUTH_PATHS.refresh });
        const token = result.error
          ? null
          : bearerOf((result.meta as ApiMeta | undefined)?.headers[HEADERS.authorization]);
        if (!token) {
          const status = (result.error as ApiError | undefined)?.status ?? 'CUSTOM_ERROR';
          return {
            error: { status, code: 'REFRESH_FAILED', message: transportMessage.refreshFailed() } satisfies ApiError,
          };
        }
        dispatch(tokenRefreshed(token));
        return { data: token };
      },
    }),
    /** POST /auth/logout; the local session is cleared even when the call fails. */
    logout: build.mutation<null, void>({
      async queryFn(_arg, { dispatch }, _extra, baseQuery) {
        await baseQuery({ url: AUTH_PATHS.logout, method: 'POST' });
        dispatch(signedOut());
        return { data: null };
      },
    }),
    /** PUT /auth/profile {name?, avatar?, meta?} → User; the user is refetched afterwards. */
    updateProfile: build.mutation<User, ProfileBody>({
      query: (body) => ({ url: AUTH_PATHS.profile, method: 'PUT', body }),
      transformResponse: userOf,
      invalidatesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userLoaded(data));
      },
    }),
    /** PUT /auth/user/background/settings with any of {image, color, showEverywhere, enabled}. */
    updateBackground: build.mutation<unknown, BackgroundBody>({
      query: (body) => ({ url: AUTH_PATHS.background, method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** PUT /auth/get-email-code {email}: a 6-digit code is mailed (2xx for unknown e-mails too). */
    requestEmailCode: build.mutation<unknown, EmailCodeBody>({
      query: (body) => ({ url: AUTH_PATHS.emailCode, method: 'PUT', body, transport: 'http' }),
    }),
    /** POST /auth/restore {email, code, password}: sets the new password. */
    restorePassword: build.mutation<unknown, RestoreBody>({
      query: (body) => ({ url: AUTH_PATHS.restore, method: 'POST', body, transport: 'http' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetUserQuery,
  useRefreshMutation,
  useLogoutMutation,
  useUpdateProfileMutation,
  useUpdateBackgroundMutation,
  useRequestEmailCodeMutation,
  useRestorePasswordMutation,
} = authApi;

/** True for the errors that mean "this token is not valid" (the session must sign out). */
export const isTokenRejected = (error: unknown): boolean => {
  const e = error as Partial<ApiError> | undefined;
  return e?.status === 401 || e?.code === ErrorCode.UNAUTHORIZED || e?.code === ErrorCode.TOKEN_EXPIRED;
};
