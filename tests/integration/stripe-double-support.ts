import { createServer, type IncomingMessage, type Server } from "node:http";
import Stripe from "stripe";
import type { Emulator } from "../../emulator/index.ts";

/** The real stripe-node, pointed at the emulator's port (no path prefix possible). */
export function stripeClient(emulator: Emulator, key = emulator.stripe.secretKey): Stripe {
  return new Stripe(key, {
    host: "127.0.0.1",
    port: Number(new URL(emulator.url).port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A webhook endpoint on port 0 that records what it gets; `statuses` answers in turn (then 200). */
export async function startReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      const status = queue.shift() ?? 200;
      received.push({ body, signature: String(req.headers["stripe-signature"] ?? "") });
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Opens a hosted page, or posts its form, without following redirects. */
export async function hosted(url: string, form?: Record<string, string>) {
  const response = await fetch(url, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    ...(form && {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    }),
  });
  const text = (await response.text()).replace(/\u00a0/g, " ");
  return { status: response.status, location: response.headers.get("location"), text };
}

/** Removes the seeded endpoint (its function is not part of these tests), so idle() is quick. */
export async function dropSeededEndpoint(stripe: Stripe, emulator: Emulator) {
  const endpoints = await stripe.webhookEndpoints.list();
  for (const endpoint of endpoints.data) {
    if (endpoint.url === `${emulator.url}/functions/v1/stripe-webhook`) {
      await stripe.webhookEndpoints.del(endpoint.id);
    }
  }
}
