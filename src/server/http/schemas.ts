/**
 * zod schemas of the envelope, used in route `response` declarations so the OpenAPI document
 * (GET /openapi.json) shows real shapes (DESIGN §3 Envelope).
 */
import { z, type ZodType } from 'zod';

/** `{success: true, status: 'success', data}` around a payload schema. */
export const successOf = <T extends ZodType>(data: T) =>
  z.object({ success: z.literal(true), status: z.literal('success'), data });

/** `{success: false, status: 'error', error, code, data?}`; `data` holds nested field errors. */
export const failureSchema = z.object({
  success: z.literal(false),
  status: z.literal('error'),
  error: z.string(),
  code: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** A success without payload (`data: null`). */
export const emptySuccess = successOf(z.null());

/** Response declarations shared by every route: the failure envelope for 4xx and 5xx. */
export const failureResponses = { '4xx': failureSchema, '5xx': failureSchema } as const;
