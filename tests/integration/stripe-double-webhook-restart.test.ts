import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, describe, expect, it, vi } from "vitest";
import { STRIPE_SECRET_KEY } from "../../emulator/stripe/index.ts";
import { startEmulatorProcess } from "./emulator-process.ts";

/**
 * Deliveries the Stripe double still owes survive the emulator's end, a crash included: Stripe
 * keeps retrying while a receiver (or here the emulator itself) is down, so an event that could
 * not be delivered before the emulator was killed arrives after the next start on the same data
 * directory, once the receiver answers.
 */
vi.setConfig({ testTimeout: 180_000 });

const dataDir = mkdtempSync(join(tmpdir(), "vindbaar-webhook-restart-"));
const running: ChildProcess[] = [];
let receiver: Server | undefined;

afterAll(async () => {
  running.forEach((child) => child.exitCode === null && child.kill("SIGKILL"));
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run emulator` on the shared data directory, on free ports. */
async function startOnDataDir() {
  const started = await startEmulatorProcess(dataDir);
  running.push(started.child);
  return started;
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

const stripeAt = (url: string) =>
  new Stripe(STRIPE_SECRET_KEY, {
    host: "127.0.0.1",
    port: Number(new URL(url).port),
    protocol: "http",
    maxNetworkRetries: 0,
  });

interface Attempt {
  endpoint: string;
  event: string;
  attempt: number;
  status: number | null;
  ok: boolean;
}

async function attempts(url: string, endpoint: string): Promise<Attempt[]> {
  const response = await fetch(`${url}/stripe/_test/deliveries`);
  const { data } = (await response.json()) as { data: Attempt[] };
  return data.filter((attempt) => attempt.endpoint === endpoint);
}

/** A receiver that answers `status.value` and records the event ids it acknowledged. */
async function startReceiver(status: { value: number }) {
  const acknowledged: string[] = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const event = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string };
      if (status.value < 300) acknowledged.push(event.id);
      res.writeHead(status.value).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hook`, acknowledged };
}

describe("Stripe double: undelivered webhooks across a crash", () => {
  it("delivers after the next start what a failing endpoint did not take before the kill", async () => {
    const status = { value: 500 };
    const hook = await startReceiver(status);
    const first = await startOnDataDir();
    const stripe = stripeAt(first.url);
    const endpoint = await stripe.webhookEndpoints.create({
      url: hook.url,
      enabled_events: ["customer.created"],
    });
    const customer = await stripe.customers.create({ email: "herstart@example.com" });
    const [event] = (await stripe.events.list({ type: "customer.created", limit: 1 })).data;
    expect((event.data.object as { id: string }).id).toBe(customer.id);
    const deadline = Date.now() + 20_000;
    while ((await attempts(first.url, endpoint.id)).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = await attempts(first.url, endpoint.id);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((attempt) => attempt.status === 500 && !attempt.ok)).toBe(true);
    const appEndpoint = (await stripe.webhookEndpoints.list()).data.find((e) =>
      e.url.endsWith("/functions/v1/stripe-webhook"),
    );
    await kill(first.child);

    status.value = 200;
    const second = await startOnDataDir();
    expect((await fetch(`${second.url}/stripe/_test/idle`, { method: "POST" })).status).toBe(200);
    const after = await attempts(second.url, endpoint.id);
    expect(after.at(-1)).toMatchObject({ event: event.id, status: 200, ok: true });
    // The attempts count on from the ones before the crash (at least one more may have failed).
    expect(after[0].attempt).toBeGreaterThan(before.length);
    expect(hook.acknowledged).toEqual([event.id]);

    // The app's endpoint is the same endpoint, now at this run's URL (another port), so what is
    // still owed to the stripe-webhook function reaches the running one.
    const movedAppEndpoint = (await stripeAt(second.url).webhookEndpoints.list()).data.find((e) =>
      e.url.endsWith("/functions/v1/stripe-webhook"),
    );
    expect(movedAppEndpoint).toMatchObject({
      id: appEndpoint?.id,
      url: `${second.url}/functions/v1/stripe-webhook`,
    });
    await kill(second.child);
  });
});
