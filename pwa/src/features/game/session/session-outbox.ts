// A session's side of the outbox (spec 1 §4, §8): a choice or a character selection is queued on
// the device at once and sent in order, one flush at a time, while the session is joined and the
// socket up; the server's answer is applied to the stored story, a refusal shown as a toast.
import type { ChoiceResult, ResponseMessage } from '@schemas';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import { RealtimeRequestError, type OutgoingMessage } from '../realtime/realtime-client';
import { enqueueAction, flushOutbox, type OutboxAction, type SendOutcome } from './outbox';
import type { SessionCore } from './session-core';
import { clearSessionId, readSessionId } from './session-id';
import { choiceResultSchema, isSessionGone, UNEXPECTED_SERVER_ERROR } from './session-messages';
import { DEFAULT_RATE_LIMIT_MS, errorNotice } from './session-types';
import { applyCharacterSelection, applyChoiceResult } from './story-store';

/** Sends one session's queued actions. */
export class SessionOutbox {
  private flushing = false;
  private flushAgain = false;

  constructor(private readonly core: SessionCore) {}

  /** Queues an action on the device (shown at once) and sends it when it can. */
  async enqueue(action: OutboxAction): Promise<OutboxRow> {
    const row = await enqueueAction(this.core.deps.db, this.core.code, action, this.core.now());
    void this.flush();
    return row;
  }

  /** Sends the code's queued actions in order (one flush at a time). */
  async flush(): Promise<void> {
    const { core } = this;
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    if (!this.canSend()) return;
    this.flushing = true;
    try {
      do {
        this.flushAgain = false;
        const report = await flushOutbox(core.deps.db, core.code, (row) => this.sendRow(row), {
          onAccepted: (row, data) => this.accepted(row, data),
          onRefused: (row, message, operationType) => core.notify(errorNotice(operationType ?? row.type, message)),
          onRateLimited: (_row, wait) => {
            core.showRateLimit(wait);
            core.later(() => void this.flush(), wait);
          },
        });
        if (report.stoppedBy !== 'done') break;
      } while (this.flushAgain && this.canSend());
    } finally {
      this.flushing = false;
      if (core.snapshot.sending) core.update({ sending: false });
    }
  }

  private canSend(): boolean {
    const { core } = this;
    return core.started && core.snapshot.phase === 'joined' && core.snapshot.stale === null && core.deps.client.state === 'connected';
  }

  private async sendRow(row: OutboxRow): Promise<SendOutcome> {
    const { core } = this;
    const sessionId = await readSessionId(core.deps.db);
    if (sessionId === null || !this.canSend()) return { kind: 'unavailable' };
    const message = { type: row.type, requestId: row.requestId, sessionId, ...row.payload } as OutgoingMessage;
    core.update({ sending: true });
    let reply: ResponseMessage;
    try {
      reply = await core.deps.client.request(message);
    } catch (err) {
      if (err instanceof RealtimeRequestError) return { kind: 'unavailable' };
      throw err;
    } finally {
      core.update({ sending: false });
    }
    if (reply.status === 'success') return { kind: 'accepted', data: reply.data };
    if (reply.status === 'rate_limited') return { kind: 'rate_limited', timeRemaining: reply.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS };
    if (isSessionGone(reply.errorMessage)) {
      // Not the action's fault: rejoin with a new session and send it again (same requestId).
      void clearSessionId(core.deps.db).then(() => core.join());
      return { kind: 'unavailable' };
    }
    return { kind: 'refused', message: reply.errorMessage || UNEXPECTED_SERVER_ERROR, operationType: reply.operationType };
  }

  private async accepted(row: OutboxRow, data: unknown): Promise<void> {
    const { core } = this;
    if (row.type === 'make_choice') {
      const result = choiceResultSchema.safeParse(data);
      if (result.success) await applyChoiceResult(core.deps.db, core.code, result.data as ChoiceResult);
    } else {
      const { identityIndex, backgroundIndex } = row.payload as { identityIndex: number; backgroundIndex: number };
      await applyCharacterSelection(core.deps.db, core.code, identityIndex, backgroundIndex);
    }
  }
}
