import { z } from 'zod';
import { parseCallLimits } from './ai/narrator-limits';

const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. README's table mirrors this. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
    OPENAI_IMAGE_SIZE: z
      .string()
      .regex(/^(auto|\d{3,4}x\d{3,4})$/, 'must be auto or WIDTHxHEIGHT, e.g. 1536x1024')
      .default('1536x1024'),
    OPENAI_IMAGE_QUALITY: z.enum(['low', 'medium', 'high', 'auto', 'standard', 'hd']).default('medium'),
    OPENAI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    // Unset: the narrator's time-outs go by call kind (ai/narrator-limits.ts); the assistant's is 60 s.
    OPENAI_TIMEOUT_MS: optionalString.transform((s) => (s === undefined ? undefined : Number(s))).pipe(z.number().int().min(1000).optional()),
    // Planning ahead with a model (stories/plan-ahead.ts): at most this many distinct planning calls
    // started ahead for one story's next turn while its players choose; 0 turns it off.
    PLAN_AHEAD_CALLS: z.coerce.number().int().min(0).max(64).default(12),
    OPENAI_MODERATION: booleanFlag.default(true),
    // The model narrator's robustness (issue 29): limits per call kind, temperature, the per-story circuit breaker.
    OPENAI_CALL_LIMITS: optionalString.transform((s, ctx) => {
      if (s === undefined) return {};
      const parsed = parseCallLimits(s);
      if (parsed.ok) return parsed.value;
      for (const p of parsed.problems) ctx.addIssue({ code: 'custom', message: p });
      return z.NEVER;
    }),
    OPENAI_TEMPERATURE: optionalString.transform((s) => (s === undefined ? undefined : Number(s))).pipe(z.number().min(0).max(2).optional()),
    OPENAI_MAX_TOKENS_PARAM: z.enum(['max_tokens', 'max_completion_tokens', 'none']).optional(),
    OPENAI_BEAT_PLANNING: booleanFlag.default(false),
    NARRATOR_BREAKER_FAILURES: z.coerce.number().int().min(0).max(100).default(3),
    NARRATOR_BREAKER_COOLDOWN_TURNS: z.coerce.number().int().min(0).max(50).default(0),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    SEED_WORLDS: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    SERVER_ID: optionalString,
    // E-mail ('Forgot password?' links): SMTP_URL, or host/port/user/pass; none means no e-mail.
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
    SMTP_HOST: optionalString,
    SMTP_PORT: optionalString.transform((s) => (s === undefined ? undefined : Number(s))).pipe(z.number().int().min(1).max(65535).optional()),
    SMTP_USER: optionalString,
    SMTP_PASS: optionalString,
    SMTP_SECURE: booleanFlag.default(false),
    MAIL_FROM: optionalString,
    COMMUNITY_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    // Zip import (issue 18): the upload and what its archive may unpack to; a refusal names the limit hit.
    ZIP_MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
    ZIP_MAX_UNCOMPRESSED_BYTES: z.coerce.number().int().min(1024).default(200 * 1024 * 1024),
    ZIP_MAX_FILE_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
    ZIP_MAX_ENTRIES: z.coerce.number().int().min(1).default(5000),
    ZIP_MAX_RATIO: z.coerce.number().min(2).default(200),
    ZIP_MAX_DEPTH: z.coerce.number().int().min(2).default(6),
    COLLAB_MATERIALISE_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(1500),
  })
  .superRefine((c, ctx) => {
    // A link in an e-mail must point to this site: taken from the configuration, never from a request's Host header.
    if ((c.SMTP_URL || c.SMTP_HOST) && !c.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is needed when SMTP is configured (e-mailed links point to it)' });
    }
  });
export type Config = z.infer<typeof configSchema>;

/** Parses the environment once; on failure returns a readable list of what is wrong. */
export function parseConfig(env: Record<string, string | undefined>): { ok: true; config: Config } | { ok: false; message: string } {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: parsed.data };
  const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, message: `Invalid configuration:\n${lines.join('\n')}` };
}
