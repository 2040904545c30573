import { greetings, welcomeText } from "@/content/chat";
import { lazy } from "@/lib/lazy";

/** A dialog from 768 px wide, a bottom drawer below (docs/contracts/product-rules.md §3). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** The reply takes the message length x 50 ms plus 1 s, capped at 3 s. */
export const REPLY_BASE_DELAY_MS = 1000;
export const REPLY_DELAY_PER_CHAR_MS = 50;
export const REPLY_MAX_DELAY_MS = 3000;

/** Longest message the chat input accepts: far above any real question, bounded for the layout. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
}

export function replyDelayMs(text: string): number {
  return Math.min(text.length * REPLY_DELAY_PER_CHAR_MS + REPLY_BASE_DELAY_MS, REPLY_MAX_DELAY_MS);
}

/** Before 12 morning, before 18 afternoon, otherwise evening — by the visitor's clock. */
export function greetingForHour(hour: number): string {
  if (hour < 12) return greetings.morning;
  if (hour < 18) return greetings.afternoon;
  return greetings.evening;
}

export function welcomeMessageText(now: Date): string {
  return `${greetingForHour(now.getHours())}${welcomeText}`;
}

const timeFormatter = lazy(
  () => new Intl.DateTimeFormat("nl-NL", { hour: "2-digit", minute: "2-digit" }),
);

/** "08:05" in the visitor's time zone. */
export function formatMessageTime(date: Date): string {
  return timeFormatter().format(date);
}

/** The start of a reply, short enough for a toast. */
export function previewText(text: string, maxLength = 90): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
