import { randomUUID } from "node:crypto";

export type MailType = "signup" | "recovery" | "email_change" | "magiclink" | "invite";

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  type: MailType;
  /** The confirmation link: `<emulator>/auth/v1/verify?token=…&type=…&redirect_to=…`. */
  link: string;
  /** The 6-digit code offered next to the link (verifyOtp with email + token). */
  otp: string;
  tokenHash: string;
  redirectTo: string;
  html: string;
  createdAt: string;
}

const SUBJECTS: Record<MailType, string> = {
  signup: "Confirm Your Signup",
  recovery: "Reset Your Password",
  email_change: "Confirm Email Change",
  magiclink: "Your Magic Link",
  invite: "You have been invited",
};

const ACTIONS: Record<MailType, { heading: string; text: string; button: string }> = {
  signup: {
    heading: "Confirm your signup",
    text: "Follow this link to confirm your user:",
    button: "Confirm your mail",
  },
  recovery: {
    heading: "Reset Password",
    text: "Follow this link to reset the password for your user:",
    button: "Reset Password",
  },
  email_change: {
    heading: "Confirm Change of Email",
    text: "Follow this link to confirm the update of your email:",
    button: "Change Email",
  },
  magiclink: { heading: "Magic Link", text: "Follow this link to login:", button: "Log In" },
  invite: {
    heading: "You have been invited",
    text: "Follow this link to accept the invite:",
    button: "Accept the invite",
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Captures every auth e-mail instead of sending it (the emulator's Inbucket). Messages live in
 * memory, newest first; tests read them through `mailbox.latest(to)` or the JSON API.
 */
export class Mailbox {
  private messages: MailMessage[] = [];

  constructor(private readonly log: (line: string) => void = () => {}) {}

  capture(input: Omit<MailMessage, "id" | "subject" | "html" | "createdAt">): MailMessage {
    const action = ACTIONS[input.type];
    const message: MailMessage = {
      ...input,
      id: randomUUID(),
      subject: SUBJECTS[input.type],
      html:
        `<h2>${action.heading}</h2><p>${action.text}</p>` +
        `<p><a href="${escapeHtml(input.link)}">${action.button}</a></p>` +
        `<p>Alternatively, enter the code: ${input.otp}</p>`,
      createdAt: new Date().toISOString(),
    };
    this.messages.unshift(message);
    this.log(`[mail] ${message.subject} -> ${message.to}: ${message.link} (code ${message.otp})`);
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
