/**
 * Outgoing e-mail over SMTP (nodemailer), configured by SMTP_URL or SMTP_HOST/PORT/USER/PASS and
 * MAIL_FROM. Without SMTP there is no mailer: 'Forgot password?' then relies on the operator
 * command (`npm run reset-link -- EMAIL`).
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config';

/** One message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends messages. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The mailer of the configuration, or null when no SMTP server is configured. */
export function createMailer(config: Config): Mailer | null {
  if (!config.SMTP_URL && !config.SMTP_HOST) return null;
  const transport: Transporter = config.SMTP_URL
    ? createTransport(config.SMTP_URL)
    : createTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT ?? (config.SMTP_SECURE ? 465 : 587),
        secure: config.SMTP_SECURE,
        ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } } : {}),
      });
  const from = config.MAIL_FROM ?? `Taleforge <no-reply@${new URL(config.PUBLIC_URL ?? 'http://localhost').hostname}>`;
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
