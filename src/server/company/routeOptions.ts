/**
 * Schema pieces shared by the company, project and board routes (DESIGN §3 Envelope): answers
 * wrapped in the success envelope, the failure envelope for 4xx/5xx, the bearer security entry of
 * the OpenAPI document and the `?force=1` confirmation query of deletes.
 */
import { z, type ZodType } from 'zod';
import { idParam } from '../../shared/company/company.schemas';
import { emptySuccess, failureResponses, successOf } from '../http/schemas';

/** OpenAPI security of every route here: `Authorization: Bearer <token>`. */
export const secured = [{ bearer: [] }];

/** 200 with `data` of the schema. */
export const okOf = <T extends ZodType>(data: T) => ({ 200: successOf(data), ...failureResponses });
/** 201 with `data` of the schema (creations). */
export const createdOf = <T extends ZodType>(data: T) => ({ 201: successOf(data), ...failureResponses });
/** 200 with `data: null`. */
export const okEmpty = { 200: emptySuccess, ...failureResponses };

/** `{id}` path parameters. */
export const idParams = z.object({ id: idParam });

/**
 * `?force=1` (or `true`) confirms a delete that a 449 NEEDS_CONFIRMATION asked about; anything
 * else in `force` is a 400.
 */
export const forceQuery = z.object({
  force: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
