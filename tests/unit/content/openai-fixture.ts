/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 (port 0) for the AI writer's
 * tests. Each POST /v1/chat/completions takes the next scripted step; every request is recorded
 * with its headers and parsed body so tests can assert the request shape.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type FixtureStep =
  /** A 200 chat completion whose message content is this text. */
  | { content: string; finishReason?: string }
  /** Any status with a raw body and headers. */
  | { status: number; body?: string; headers?: Record<string, string> }
  /** Never answers (the client must time out). */
  | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
}

export interface OpenAiFixture {
  /** The API base to configure, e.g. http://127.0.0.1:1234/v1. */
  apiBase: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function completion(content: string, finishReason = "stop"): string {
  return JSON.stringify({
    id: "chatcmpl-fixture",
    object: "chat.completion",
    created: 1_764_000_000,
    model: "fixture-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 500, completion_tokens: 1500, total_tokens: 2000 },
  });
}

export async function startOpenAiFixture(steps: FixtureStep[]): Promise<OpenAiFixture> {
  const requests: RecordedRequest[] = [];
  const queue = [...steps];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as text: the test will say what was wrong.
      }
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        at: Date.now(),
      });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end('{"error":{"message":"Not found"}}');
        return;
      }
      const step = queue.shift() ?? { status: 500, body: '{"error":{"message":"no step"}}' };
      if ("hang" in step) return;
      if ("content" in step) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(completion(step.content, step.finishReason));
        return;
      }
      res.writeHead(step.status, { "content-type": "application/json", ...step.headers });
      res.end(step.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
