/**
 * A real local SMTP server (smtp-server) that keeps what it receives, parsed (mailparser): tests
 * point SMTP_URL at it and read the delivered messages. No TLS, no authentication.
 *
 * @example
 * const mail = await startMailCatcher();
 * const server = await startTestServer(db, { env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://taleforge.test' } });
 * const message = await mail.waitFor((m) => m.to.includes('ada@example.org'));
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A delivered message. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A running catcher. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT` */
  url: string;
  port: number;
  /** Every message so far, oldest first. */
  messages: CaughtMail[];
  /** Resolves with the first message (old or new) that matches, or rejects after `timeoutMs`. */
  waitFor(predicate: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Starts a catcher on a free port of 127.0.0.1; `onMessage` sees each message as it arrives. */
export async function startMailCatcher(onMessage?: (m: CaughtMail) => void): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const mail: CaughtMail = { from, to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
          messages.push(mail);
          onMessage?.(mail);
          for (const w of [...waiters]) w();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor: (predicate, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const hit = messages.find(predicate);
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
