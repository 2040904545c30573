/**
 * Writes a draft through an OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI's v1
 * endpoint, Mistral, OpenRouter, a local vLLM/Ollama…), configured by three function secrets.
 *
 * Each request has its own timeout (AbortSignal.timeout). Network errors, timeouts, 408, 429
 * and 5xx are retried with exponential back-off, honouring Retry-After up to a cap; a reply that
 * is not the asked-for JSON is retried once (a second sample usually complies); any other 4xx
 * (bad key, unknown model) fails at once, as retrying cannot fix configuration. The API base is operator
 * configuration, not customer input, so this uses plain fetch rather than the SSRF-safe
 * fetcher. The key is only ever put in the Authorization header: never logged, never in errors.
 *
 * A rewrite (issue 20) is the same request with the first reply and the checker's failed checks
 * appended (ai-prompt.ts rewriteMessages); the caller decides when one is needed.
 */
import { z } from "zod";
import { getEnv } from "../../env.ts";
import {
  type AiDraftRequest,
  buildAiMessages,
  type ChatMessage,
  promptFacts,
  rewriteMessages,
} from "./ai-prompt.ts";
import { parseAiReply } from "./ai-reply.ts";
import { aiFailures, AiWriterError } from "./ai-writer-error.ts";
import type { CheckedDraft, CheckerProfile } from "../checking/types.ts";
import type { DraftCheckItem } from "../types.ts";

export { AiWriterError } from "./ai-writer-error.ts";
export type { AiWriterErrorKind } from "./ai-writer-error.ts";

export interface AiWriterConfig {
  /** E.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  apiBase: string;
  apiKey: string;
  model: string;
}

/** A reply turned into a draft, with the reply text a rewrite sends back to the model. */
export interface AiDraft extends CheckedDraft {
  usedFactIds: string[];
  reply: string;
}

export interface AiWriterOptions {
  /** Rewrite the draft this reply gave, fixing these failed checks. */
  rewrite?: { reply: string; failed: readonly DraftCheckItem[] };
  fetch?: typeof fetch;
  /** Per request. */
  timeoutMs?: number;
  /** Further attempts after a network error, timeout, 429 or 5xx. */
  retries?: number;
  /** First back-off; doubled on each retry. */
  retryDelayMs?: number;
  /** Retry-After beyond this is shortened to it, so one answer cannot park a job for hours. */
  maxRetryAfterMs?: number;
}

export const AI_WRITER_DEFAULTS = {
  timeoutMs: 60_000,
  retries: 2,
  retryDelayMs: 1_000,
  maxRetryAfterMs: 30_000,
  /** Some variety between posts on similar topics, while staying on instructions. */
  temperature: 0.7,
} as const;

/** The writer's configuration, or null (use the built-in writer) unless all three are set. */
export function aiWriterConfig(
  env: (name: string) => string | undefined = getEnv,
): AiWriterConfig | null {
  const apiBase = env("AI_API_BASE")?.trim();
  const apiKey = env("AI_API_KEY")?.trim();
  const model = env("AI_MODEL")?.trim();
  if (!apiBase || !apiKey || !model) return null;
  return { apiBase: apiBase.replace(/\/+$/, ""), apiKey, model };
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

type Outcome =
  | { type: "ok"; draft: AiDraft }
  | {
      type: "retry";
      kind: "timeout" | "network" | "http";
      status?: number;
      cause: string;
      waitMs?: number;
    }
  | { type: "malformed"; reason: string }
  | { type: "fatal"; status: number };

/** Retry-After as milliseconds (delta-seconds or an HTTP date), capped; undefined if absent. */
export function retryAfterMs(
  value: string | null,
  capMs: number,
  now = Date.now(),
): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), capMs);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(
  config: AiWriterConfig,
  body: string,
  profile: CheckerProfile,
  factIds: ReadonlyMap<string, string>,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  maxRetryAfterMs: number,
): Promise<Outcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await fetchImpl(`${config.apiBase}/chat/completions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body,
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const { status } = response;
      // 408 and 429 are "try again"; any other 4xx is a configuration problem.
      if (status !== 408 && status !== 429 && status < 500) return { type: "fatal", status };
      const waitMs = retryAfterMs(response.headers.get("retry-after"), maxRetryAfterMs);
      return { type: "retry", kind: "http", status, cause: `HTTP ${status}`, waitMs };
    }
    text = await response.text();
  } catch (error) {
    if (signal.aborted) return { type: "retry", kind: "timeout", cause: "timeout" };
    const cause = error instanceof Error ? error.message : String(error);
    return { type: "retry", kind: "network", cause: cause.replaceAll(config.apiKey, "[key]") };
  }
  let completion: z.infer<typeof completionSchema>;
  try {
    completion = completionSchema.parse(JSON.parse(text));
  } catch {
    return { type: "malformed", reason: "response is not a chat completion" };
  }
  const choice = completion.choices[0]!;
  if (choice.finish_reason === "length") {
    return { type: "malformed", reason: "reply cut off at the token limit" };
  }
  if (choice.message.content === null) return { type: "malformed", reason: "empty message" };
  const reply = choice.message.content;
  const parsed = parseAiReply(reply, profile, factIds);
  return parsed.ok
    ? { type: "ok", draft: { ...parsed.draft, reply } }
    : { type: "malformed", reason: parsed.reason };
}

/** Writes one draft or throws an AiWriterError; see the file comment for what is retried. */
export async function writeAiDraft(
  request: AiDraftRequest,
  config: AiWriterConfig,
  options: AiWriterOptions = {},
): Promise<AiDraft> {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? AI_WRITER_DEFAULTS.timeoutMs;
  const retries = options.retries ?? AI_WRITER_DEFAULTS.retries;
  const retryDelayMs = options.retryDelayMs ?? AI_WRITER_DEFAULTS.retryDelayMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? AI_WRITER_DEFAULTS.maxRetryAfterMs;
  const messages: ChatMessage[] = options.rewrite
    ? rewriteMessages(request, options.rewrite.reply, options.rewrite.failed)
    : buildAiMessages(request);
  const factIds = new Map(promptFacts(request.facts).map(({ label, fact }) => [label, fact.id]));
  const body = JSON.stringify({
    model: config.model,
    messages,
    temperature: AI_WRITER_DEFAULTS.temperature,
    response_format: { type: "json_object" },
  });

  let attempts = 0;
  let transientFailures = 0;
  let malformedReplies = 0;
  for (;;) {
    attempts++;
    const outcome = await attempt(
      config,
      body,
      request.profile,
      factIds,
      fetchImpl,
      timeoutMs,
      maxRetryAfterMs,
    );
    switch (outcome.type) {
      case "ok":
        return outcome.draft;
      case "fatal":
        throw aiFailures.http(outcome.status, attempts);
      case "malformed":
        if (++malformedReplies > 1) throw aiFailures.malformed(outcome.reason, attempts);
        break;
      case "retry": {
        if (++transientFailures > retries) throw failure(outcome, timeoutMs, attempts);
        // Exponential back-off with ±20 % jitter, so parallel jobs do not retry in step.
        const backoff = retryDelayMs * 2 ** (transientFailures - 1) * (0.8 + Math.random() * 0.4);
        await sleep(outcome.waitMs ?? backoff);
        break;
      }
    }
  }
}

function failure(
  outcome: Extract<Outcome, { type: "retry" }>,
  timeoutMs: number,
  attempts: number,
): AiWriterError {
  if (outcome.kind === "timeout") return aiFailures.timeout(timeoutMs, attempts);
  if (outcome.kind === "network") return aiFailures.network(attempts, outcome.cause);
  return aiFailures.http(outcome.status ?? 0, attempts);
}
