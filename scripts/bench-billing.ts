/**
 * `npm run bench:billing`: p50/p95 of create-checkout and check-subscription on the emulator
 * (in memory, the real functions, the Stripe double), 200 sequential calls each after a warm-up.
 * Prints one markdown table. Loopback only; stops by itself.
 */
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { startEmulator, type Emulator } from "../emulator/index.ts";
import { percentile } from "./bench-support";

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARMUP = 10;
const SITE = "http://localhost:5173";

async function signIn(emulator: Emulator, email: string): Promise<string> {
  const supabase = createClient(emulator.url, emulator.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await supabase.auth.signUp({ email, password: "geheim-wachtwoord-1" });
  if (error || !data.session) throw error ?? new Error("no session");
  return data.session.access_token;
}

function call(emulator: Emulator, token: string, name: string, body: unknown) {
  return fetch(`${emulator.url}/functions/v1/${name}`, {
    method: "POST",
    headers: {
      apikey: emulator.anonKey,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });
}

async function measure(run: () => Promise<Response>, expectStatus: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < WARMUP + CALLS; index += 1) {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== expectStatus) {
      throw new Error(`unexpected status ${response.status} (expected ${expectStatus})`);
    }
    if (index >= WARMUP) times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const emulator = await startEmulator({
    port: 0,
    dbPort: 0,
    dataDir: null,
    autoconfirm: true,
    log: () => {},
  });
  try {
    const buyer = await signIn(emulator, "bench-buyer@vindbaar.test");
    const subscriber = await signIn(emulator, "bench-subscriber@vindbaar.test");
    const checkout = {
      priceId: "price_pro",
      successUrl: `${SITE}/dashboard?checkout_success=true`,
      cancelUrl: `${SITE}/pricing?checkout_cancelled=true`,
    };
    const first = (await (
      await call(emulator, subscriber, "create-checkout", checkout)
    ).json()) as {
      url: string;
    };
    await emulator.stripe.completeCheckout(new URL(first.url).pathname.split("/").pop()!);
    await emulator.stripe.idle();

    const rows = [
      [
        "create-checkout",
        await measure(() => call(emulator, buyer, "create-checkout", checkout), 200),
      ],
      [
        "check-subscription (subscribed)",
        await measure(() => call(emulator, subscriber, "check-subscription", {}), 200),
      ],
    ] as const;

    console.log(
      `\nBilling functions on the emulator: ${CALLS} sequential calls each, after ${WARMUP} warm-up calls\n`,
    );
    console.log("| function | calls | p50 ms | p95 ms | max ms |");
    console.log("|---|---|---|---|---|");
    for (const [name, times] of rows) {
      console.log(
        `| ${name} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times[times.length - 1].toFixed(1)} |`,
      );
    }
  } finally {
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
