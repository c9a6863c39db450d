import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Notification } from "./notification-mail";

/** A notification, a digest of several (which has no single visitor to reply to), or a staff member's sign-in link (text only). */
export type OutgoingMail = Omit<Notification, "replyTo" | "html"> & Partial<Pick<Notification, "replyTo" | "html">>;
/**
 * `name` identifies the mail: a lead id, a digest's name, or a staff mail's; the file transport names its file after
 * it. `recipient` replaces MAIL_TO for mail to one staff member (an address from a staff account, never visitor input).
 */
export type Mailer = { send(name: string, mail: OutgoingMail, recipient?: string): Promise<void>; close(): void };

type MailerOptions = { smtpUrl?: string; dataDir: string; from: string; to: string; timeoutMs: number; maxConnections: number };

/** Sends through SMTP when a relay is configured, otherwise writes each message to DATA_DIR/mail/<lead>.eml. */
export function createMailer(options: MailerOptions): Mailer {
  // Visitor input never reaches sender, recipients or the envelope, and may not pull in files or URLs.
  const fixed = (recipient = options.to) => ({
    from: options.from,
    to: recipient,
    envelope: { from: options.from, to: [recipient] },
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  if (options.smtpUrl) {
    // Seconds, not nodemailer's default minutes: a hung relay must not stall the outbox.
    // Pooled: a backlog goes out over a few kept-open connections instead of one handshake per mail.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections,
      maxMessages: 100,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs * 2,
      disableFileAccess: true,
      disableUrlAccess: true,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(_name, mail, recipient) {
        await transport.sendMail({ ...mail, ...fixed(recipient) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = path.join(options.dataDir, "mail");
  return {
    async send(name, mail, recipient) {
      const info = await transport.sendMail({ ...mail, ...fixed(recipient) });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${name}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
