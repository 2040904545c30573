import { createServer as createNetServer } from "node:net";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import type postgres from "postgres";
import type { Emulator } from "../../emulator/index.ts";
import { onTestFinished, vi } from "vitest";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";

/** Calls a function the way the browser does (any method) and returns status and parsed body. */
export async function call(
  customer: Pick<Customer, "supabase">,
  name: string,
  method: "GET" | "POST" | "PUT",
  body?: unknown,
  /** Sent as Accept-Language, as the customer area does for its chosen language. */
  language?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await customer.supabase.functions.invoke(name, {
    method,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    ...(language ? { headers: { "Accept-Language": language } } : {}),
  });
  if (error) {
    const context = (error as { context?: Response }).context;
    if (!context) throw error;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

/** A complete, valid business profile for `websiteUrl`. */
export const profileWith = (websiteUrl: string) => ({
  businessName: "Bakkerij De Korenschoof",
  websiteUrl,
  sector: "Horeca",
  region: "Utrecht",
  keywords: ["bakker utrecht", "desembrood", "taart bestellen"],
  tone: "informal",
  competitors: [],
});

/** A `host:port` on 127.0.0.1 where nothing listens (the port was free a moment ago). */
export async function closedPortHost(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

const html = (res: ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(body);
};

export interface SmallSite extends LocalServer {
  /** Pages in `held` answer only after release() (a scan in progress, made observable). */
  release(): void;
  /** What robots.txt answers from now on. */
  setRobots(text: string): void;
}

/**
 * A small http-only site on loopback: robots.txt, a sitemap of `pages` and a link-free HTML page
 * for each; `status` for every page, `contentType` for every page; pages in `held` wait for
 * release().
 */
export async function startSmallSite(
  options: {
    pages?: string[];
    held?: string[];
    status?: number;
    contentType?: string;
    robots?: string;
  } = {},
): Promise<SmallSite> {
  const pages = options.pages ?? ["/"];
  let robots = options.robots ?? "User-agent: *\nAllow: /\n";
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = await startServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://site").pathname;
    const origin = `http://${req.headers.host}`;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(robots);
    } else if (path === "/sitemap.xml") {
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
          .map((page) => `<url><loc>${origin}${page}</loc></url>`)
          .join("")}</urlset>`,
      );
    } else if (pages.includes(path)) {
      const answer = () => {
        if (options.contentType) {
          res.writeHead(options.status ?? 200, { "content-type": options.contentType });
          res.end("{}");
        } else {
          html(
            res,
            `<!DOCTYPE html><html lang="nl"><title>Pagina ${path}</title><h1>Pagina ${path}</h1></html>`,
            options.status ?? 200,
          );
        }
      };
      if (options.held?.includes(path)) void released.then(answer);
      else answer();
    } else html(res, "<!DOCTYPE html><title>Niet gevonden</title>", 404);
  });
  return { ...server, release, setRobots: (text) => (robots = text) };
}

/** The user's site-scan jobs, oldest first. */
export function siteScanJobs(db: postgres.Sql, userId: string) {
  return db<Array<{ payload: Record<string, unknown>; status: string; dedupe_key: string | null }>>`
    select payload, status, dedupe_key from public.jobs
    where user_id = ${userId} and kind = 'site-scan' order by created_at`;
}

/** A profile stored directly, as earlier versions saved it (without checking the address). */
export async function storeProfileUnchecked(db: postgres.Sql, userId: string, websiteUrl: string) {
  const profile = profileWith(websiteUrl);
  await db`
    insert into public.business_profiles
      (user_id, business_name, website_url, sector, region, keywords, tone, competitors)
    values (${userId}, ${profile.businessName}, ${websiteUrl}, ${profile.sector},
            ${profile.region}, ${profile.keywords}, ${profile.tone}, ${profile.competitors})`;
}

/**
 * A customer (a subscriber of `plan`, none when empty) whose profile holds `siteUrl` unchecked
 * (as saved before issue 19), with the scan of it queued as onboarding queues it.
 */
export async function customerWithQueuedScan(
  emulator: Emulator,
  db: postgres.Sql,
  scan: { prefix: string; siteUrl: string; plan?: string },
): Promise<Customer> {
  const customer = await signUpCustomer(emulator, scan.prefix);
  const plan = scan.plan ?? "price_basic";
  if (plan) await subscribe(emulator, customer, plan);
  await storeProfileUnchecked(db, customer.id, scan.siteUrl);
  await enqueueJob(db, {
    kind: "site-scan",
    userId: customer.id,
    payload: { siteUrl: scan.siteUrl, reason: "onboarding" },
    dedupeKey: `site-scan:${customer.id}`,
  });
  return customer;
}

/** Polls until `check` passes (a scan runs in the background of the emulator). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * For a test that runs a job in its own process instead of through process-jobs: the variables a
 * function gets (the loopback sites are allowed only for a loopback SUPABASE_URL). In the deno
 * runtime nothing sets them in this process; they are put back when the test ends.
 */
export function actAsFunctionProcess(emulator: Emulator, allowedHosts: string[]): void {
  vi.stubEnv("SUPABASE_URL", emulator.url);
  vi.stubEnv("ANALYZER_ALLOW_HOSTS", allowedHosts.join(","));
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
}
