/**
 * Reads a response body as a stream and stops as soon as it passes the byte limit, so a huge or
 * endless body never sits in memory. Content-Length is trusted only to refuse early.
 */
import { refusals } from "./safe-fetch-error.ts";

export async function readLimitedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw refusals.tooLarge(maxBytes);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refusals.tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Decodes with the Content-Type charset when the runtime knows it, else UTF-8. */
export function decodeBody(bytes: Uint8Array, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  let decoder: TextDecoder;
  try {
    // ignoreBOM keeps a byte-order mark in the text: Lighthouse's charset audit looks for it.
    decoder = new TextDecoder(charset ?? "utf-8", { ignoreBOM: true });
  } catch {
    decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  }
  return decoder.decode(bytes);
}
