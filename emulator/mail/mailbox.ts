import { randomUUID } from "node:crypto";

import type { MailType } from "./auth-templates.ts";

export type { MailType } from "./auth-templates.ts";

export interface MailMessage {
  id: string;
  to: string;
  /** Rendered from the project's template for the type (config.toml), as GoTrue renders it. */
  subject: string;
  type: MailType;
  /**
   * The confirmation link: `<emulator>/auth/v1/verify?token=…&type=…&redirect_to=…`; empty for
   * the reauthentication code, which has none.
   */
  link: string;
  /** The 6-digit code offered next to the link (verifyOtp with email + token), or the nonce. */
  otp: string;
  tokenHash: string;
  redirectTo: string;
  /** The rendered body. */
  html: string;
  createdAt: string;
}

/**
 * Captures every auth e-mail instead of sending it (the emulator's Inbucket). Messages live in
 * memory, newest first; tests read them through `mailbox.latest(to)` or the JSON API.
 */
export class Mailbox {
  private messages: MailMessage[] = [];

  constructor(private readonly log: (line: string) => void = () => {}) {}

  capture(input: Omit<MailMessage, "id" | "createdAt">): MailMessage {
    const message: MailMessage = {
      ...input,
      id: randomUUID(),
      createdAt: new Date().toISOString(),
    };
    this.messages.unshift(message);
    const link = message.link ? `: ${message.link}` : "";
    this.log(`[mail] ${message.subject} -> ${message.to}${link} (code ${message.otp})`);
    return message;
  }

  /** Newest first; optionally only those to one address (case-insensitive). */
  list(to?: string): MailMessage[] {
    if (!to) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((message) => message.to.toLowerCase() === wanted);
  }

  latest(to?: string): MailMessage | undefined {
    return this.list(to)[0];
  }

  clear(): void {
    this.messages = [];
  }
}
