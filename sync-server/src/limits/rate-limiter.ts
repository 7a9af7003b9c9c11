/**
 * The actions that are rate-limited, each with its own budget. `unknown_code_*` are the one budget
 * of join-code guessing that every door taking a code shares, per address and per session; it
 * counts distinct codes that open nothing (see takeDistinct).
 */
export type RateLimitedAction =
  | 'create_story'
  | 'create_class'
  | 'upload_offline_story'
  | 'make_choice'
  | 'login'
  | 'register'
  | 'feedback'
  | 'newsletter'
  | 'pageview'
  | 'template_write'
  | 'generate_image'
  | 'upload_picture'
  | 'admin_reset_link'
  | 'export_templates'
  | 'import_templates'
  | 'confirm_import'
  | 'generate_template'
  | 'iterate_template'
  | 'unknown_code_address'
  | 'unknown_code_session'
  | AuthRateLimitedAction;

/** The account doors' budgets beyond login and register (sign-in per address, passwords, game sessions). */
type AuthRateLimitedAction = 'login_address' | 'change_password' | 'password_reset_request' | 'password_reset' | 'create_session' | 'register_email' | InvitationRateLimitedAction;

/** Co-author invitations by e-mail (issue 26.2): each may send an e-mail; accepting takes a token. */
type InvitationRateLimitedAction = 'invite_coauthor' | 'invite_email' | 'accept_invitation';

/** A budget: at most `limit` uses per `windowMs`, per key. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Default budgets, generous for people and tight for scripts guessing codes or passwords. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitedAction, RateLimitRule> = {
  create_story: { limit: 20, windowMs: 10 * 60_000 },
  // Per teacher: each class creates up to 40 stories at once; a few classes a lesson, a dozen a morning.
  create_class: { limit: 12, windowMs: 60 * 60_000 },
  // Each upload replays a whole story on the server: a device syncs a few, a script is stopped early.
  upload_offline_story: { limit: 10, windowMs: 10 * 60_000 },
  make_choice: { limit: 60, windowMs: 60_000 },
  login: { limit: 10, windowMs: 60_000 },
  register: { limit: 10, windowMs: 60 * 60_000 },
  feedback: { limit: 20, windowMs: 60 * 60_000 },
  newsletter: { limit: 10, windowMs: 60 * 60_000 },
  pageview: { limit: 120, windowMs: 60_000 },
  // Template writes through the API (PUT /templates/{id}, the carousel order), per account: each may load a World's doc.
  template_write: { limit: 120, windowMs: 60_000 },
  // Per signed-in creator: a World has a cover and a few dozen elements and portraits; a model picture costs money.
  generate_image: { limit: 60, windowMs: 10 * 60_000 },
  // Per signed-in creator: one's own pictures for a World (up to 10 MB each, checked byte by byte).
  upload_picture: { limit: 60, windowMs: 10 * 60_000 },
  // Per admin: a password reset link opens an account; a handful an hour covers a school's forgotten passwords.
  admin_reset_link: { limit: 30, windowMs: 60 * 60_000 },
  // Per caller: an export streams every picture of many Worlds; an import unpacks up to 200 MB.
  export_templates: { limit: 30, windowMs: 10 * 60_000 },
  import_templates: { limit: 30, windowMs: 10 * 60_000 },
  // Confirming a checked upload (a token door; each is one World's write), per account.
  confirm_import: { limit: 30, windowMs: 10 * 60_000 },
  // Per signed-in creator: a draft is up to eight model calls; a few drafts and a few dozen iterations an hour is a working session.
  generate_template: { limit: 20, windowMs: 60 * 60_000 },
  iterate_template: { limit: 60, windowMs: 60 * 60_000 },
  // Sign-in attempts from one address across every e-mail (credential stuffing), beside `login`'s per-e-mail budget.
  login_address: { limit: 30, windowMs: 10 * 60_000 },
  change_password: { limit: 10, windowMs: 15 * 60_000 },
  // 'Forgot password?' requests, per address and per e-mail: each may send an e-mail.
  password_reset_request: { limit: 5, windowMs: 15 * 60_000 },
  password_reset: { limit: 10, windowMs: 15 * 60_000 },
  // Distinct e-mail addresses one address may try to register in a day: registering tells whether an
  // address has an account ('email already in use', spec 1 §5), so a stranger learns that of a few
  // addresses a day, not of a list (issue 26.2). Trying the same address again costs nothing.
  register_email: { limit: 20, windowMs: 24 * 60 * 60_000 },
  // Invitations by e-mail, per inviter and per invited address; accepting a link, per address (a token door).
  invite_coauthor: { limit: 30, windowMs: 60 * 60_000 },
  invite_email: { limit: 5, windowMs: 60 * 60_000 },
  accept_invitation: { limit: 20, windowMs: 15 * 60_000 },
  // New game sessions per address: a few classes behind one address open dozens, a script thousands.
  create_session: { limit: 120, windowMs: 10 * 60_000 },
  // A classroom behind one address mistypes a few codes each; a script guessing 40-bit codes gets nowhere.
  unknown_code_address: { limit: 60, windowMs: 10 * 60_000 },
  unknown_code_session: { limit: 30, windowMs: 10 * 60_000 },
};

/** The longest any key is remembered: IP addresses are dropped within 24 hours (privacy policy). */
export const MAX_KEY_AGE_MS = 24 * 60 * 60_000;

/** The outcome of a check: allowed, or how long to wait. */
export type RateLimitResult = { ok: true } | { ok: false; timeRemaining: number };

/**
 * Sliding-window rate limiter kept only in memory. Keys (IP addresses, session ids) live no
 * longer than their window and never longer than 24 hours.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  /** Budgets counted by distinct item: per action and key, when each item was first counted. */
  private readonly distinct = new Map<string, Map<string, number>>();
  private readonly rules: Record<RateLimitedAction, RateLimitRule>;

  constructor(
    rules: Partial<Record<RateLimitedAction, RateLimitRule>> = {},
    private readonly clock: () => number = Date.now,
    /** Multiplies every default budget (load tests on one address set it high). */
    scale = 1,
  ) {
    const scaled = Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([k, r]) => [k, { ...r, limit: Math.ceil(r.limit * scale) }]),
    ) as Record<RateLimitedAction, RateLimitRule>;
    this.rules = { ...scaled, ...rules };
  }

  /** Counts one use of `action` by `key`; refuses (without counting) when the budget is spent. */
  take(action: RateLimitedAction, key: string): RateLimitResult {
    const rule = this.rules[action];
    const now = this.clock();
    const id = `${action}\u0000${key}`;
    const recent = (this.hits.get(id) ?? []).filter((t) => now - t < rule.windowMs);
    if (recent.length >= rule.limit) {
      this.hits.set(id, recent);
      return { ok: false, timeRemaining: rule.windowMs - (now - (recent[0] ?? now)) };
    }
    recent.push(now);
    this.hits.set(id, recent);
    return { ok: true };
  }

  /** Gives back the latest use of `action` by `key` (a call that failed through the server's own fault costs nothing). */
  refund(action: RateLimitedAction, key: string): void {
    const id = `${action}\u0000${key}`;
    const recent = this.hits.get(id);
    if (!recent || recent.length === 0) return;
    recent.pop();
    if (recent.length === 0) this.hits.delete(id);
  }

  /**
   * Counts, for every `action` and `key` pair, the `items` not yet counted in its window, all or
   * nothing: refuses (counting none) when the new items would pass a pair's budget, or when the
   * budget is spent and the call would tell the caller anything new: new items, or `others` (how
   * many items of the call are not counted at all: known codes, whose answer would reveal them).
   * An item counted once costs nothing again within the window, so a client asking again about
   * the same few items is never refused for them.
   */
  takeDistinct(pairs: readonly { action: RateLimitedAction; key: string }[], items: readonly string[], others = 0): RateLimitResult {
    const now = this.clock();
    let refusal: RateLimitResult = { ok: true };
    const fresh = pairs.map(({ action, key }) => {
      const rule = this.rules[action];
      const id = `${action}\u0000${key}`;
      const seen = this.distinct.get(id) ?? new Map<string, number>();
      for (const [item, at] of seen) if (now - at >= rule.windowMs) seen.delete(item);
      const added = [...new Set(items)].filter((item) => !seen.has(item));
      const revealsSomething = added.length > 0 || others > 0;
      if (seen.size + added.length > rule.limit || (seen.size >= rule.limit && revealsSomething)) {
        const oldest = Math.min(...seen.values(), now);
        const wait = rule.windowMs - (now - oldest);
        if (refusal.ok || wait > refusal.timeRemaining) refusal = { ok: false, timeRemaining: wait };
      }
      return { id, seen, added };
    });
    if (!refusal.ok) return refusal;
    for (const { id, seen, added } of fresh) {
      for (const item of added) seen.set(item, now);
      if (seen.size > 0) this.distinct.set(id, seen);
    }
    return { ok: true };
  }

  /** Forgets every key whose last use is out of its window or older than 24 hours. */
  sweep(): void {
    const now = this.clock();
    for (const [id, seen] of this.distinct) {
      const action = id.slice(0, id.indexOf('\u0000')) as RateLimitedAction;
      const windowMs = Math.min(this.rules[action]?.windowMs ?? MAX_KEY_AGE_MS, MAX_KEY_AGE_MS);
      for (const [item, at] of seen) if (now - at >= windowMs) seen.delete(item);
      if (seen.size === 0) this.distinct.delete(id);
    }
    for (const [id, times] of this.hits) {
      const action = id.slice(0, id.indexOf('\u0000')) as RateLimitedAction;
      const windowMs = Math.min(this.rules[action]?.windowMs ?? MAX_KEY_AGE_MS, MAX_KEY_AGE_MS);
      const last = times[times.length - 1] ?? 0;
      if (now - last >= windowMs) this.hits.delete(id);
    }
  }

  /** How many keys are held (for tests and metrics). */
  get size(): number {
    return this.hits.size + this.distinct.size;
  }
}
