import { z } from 'zod';

/** Statuses of every API and realtime reply (spec 1 §3). */
export const API_STATUSES = ['success', 'invalid', 'error', 'rate_limited', 'moderation_blocked'] as const;
export const apiStatusSchema = z.enum(API_STATUSES);
export type ApiStatus = z.infer<typeof apiStatusSchema>;

/** Where a request failed validation: a dotted path and a readable message. */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });

/** The envelope of a failed call. */
export const errorEnvelopeSchema = z.object({
  status: z.enum(['invalid', 'error', 'rate_limited', 'moderation_blocked']),
  errorMessage: z.string(),
  operationType: z.string().optional(),
  moderation: z.object({ reason: z.string() }).optional(),
  rateLimit: z.object({ timeRemaining: z.number().int().min(0) }).optional(),
  issues: z.array(validationIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The envelope of a successful call carrying `data`. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/** Either envelope, discriminated on status. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.union([successEnvelopeSchema(data), errorEnvelopeSchema]);
}

/** A success envelope as a type. */
export type SuccessEnvelope<T> = { status: 'success'; data: T };
/** Any envelope as a type. */
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
