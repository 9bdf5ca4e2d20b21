/**
 * Auth request and response schemas (DESIGN §3 Auth). Used by the server to validate bodies and
 * by the client forms (sign-in, registration, restore, profile) to check input before sending.
 */
import { z } from 'zod';
import { EMAIL_CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PROFILE_NAME_MAX } from '../constants';
import { storable } from '../storableText';
import { V } from '../validation';

export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, { error: V.required })
  .max(254, { error: V.maxLength })
  .pipe(z.email({ error: V.email }));

export const passwordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN, { error: V.minLength })
  .max(PASSWORD_MAX, { error: V.maxLength });

export const personNameSchema = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(PROFILE_NAME_MAX, { error: V.maxLength }),
);

/** POST /auth/register */
export const registerBody = z.object({ email: emailSchema, password: passwordSchema, name: personNameSchema });
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /auth/login — `remember` = "stay signed in" (long-lived token). */
export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ error: V.required }).min(1, { error: V.required }).max(PASSWORD_MAX, { error: V.maxLength }),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** PUT /auth/profile — only the fields given change. */
export const profileBody = z.object({
  name: personNameSchema.optional(),
  avatar: z.string().trim().max(2_000, { error: V.maxLength }).nullable().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** PUT /auth/user/background/settings — any of the four fields. */
export const backgroundBody = z.object({
  image: z.string().trim().max(2_000, { error: V.maxLength }).nullable().optional(),
  color: z.string().trim().max(50, { error: V.maxLength }).nullable().optional(),
  showEverywhere: z.boolean().optional(),
  enabled: z.boolean().optional(),
});
export type BackgroundBody = z.infer<typeof backgroundBody>;

/** PUT /auth/get-email-code */
export const emailCodeBody = z.object({ email: emailSchema });
export type EmailCodeBody = z.infer<typeof emailCodeBody>;

/** POST /auth/restore */
export const restoreBody = z.object({
  email: emailSchema,
  code: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .regex(/^\d+$/, { error: V.digits })
    .length(EMAIL_CODE_LENGTH, { error: V.exactLength }),
  password: passwordSchema,
});
export type RestoreBody = z.infer<typeof restoreBody>;

export const customBackgroundSchema = z.object({
  image: z.string().nullable(),
  color: z.string().nullable(),
  showEverywhere: z.boolean(),
  enabled: z.boolean(),
});

/** User JSON (DESIGN §3 Auth). Never a password or token hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  isSystemAdmin: z.boolean(),
  profile: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    meta: z.record(z.string(), z.unknown()),
    customBackground: customBackgroundSchema,
  }),
});
export type User = z.infer<typeof userSchema>;
