import type { z } from 'zod';
import { validator } from 'hono/validator';
import { invalid } from './api-error';

/** Turns zod issues into the envelope's `issues` list and a one-line message. */
export function describeZodError(error: z.ZodError): { message: string; issues: { path: string; message: string }[] } {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }));
  const first = issues[0];
  const message = first ? `Invalid request: ${first.path}: ${first.message}` : 'Invalid request';
  return { message, issues };
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, issues } = describeZodError(parsed.error);
    throw invalid(message, issues);
  }
  return parsed.data;
}

/** Validates the JSON body with a zod schema; failures answer 400 `invalid`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return validator('json', (value) => parseWith(schema, value));
}

/** Validates the query string with a zod schema; failures answer 400 `invalid`. */
export function queryParams<T extends z.ZodType>(schema: T) {
  return validator('query', (value) => parseWith(schema, value));
}
