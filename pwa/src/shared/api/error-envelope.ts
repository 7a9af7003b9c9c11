// The API's error envelope, read apart from the client: this module (and zod with it) is loaded
// with the first answer that is not a success, so a page that only sends (the page counts,
// issue 31) carries no zod.
import { API_STATUSES, errorEnvelopeSchema, type ErrorEnvelope } from '@schemas';

const knownStatuses: ReadonlySet<string> = new Set(API_STATUSES);

/** Whether `status` is one of the API's (anything else is an unknown status). */
export function isKnownStatus(status: string): boolean {
  return knownStatuses.has(status);
}

/** The envelope's fields screens and toasts need, or undefined when it does not parse. */
export function envelopeFields(json: unknown): ErrorEnvelope | undefined {
  const envelope = errorEnvelopeSchema.safeParse(json);
  return envelope.success ? envelope.data : undefined;
}
