/**
 * `npm run bench:interaction` — how long the first interaction on a prerendered page takes to show
 * its effect on a phone (issue 13). Expects `npm run build`; serves dist/ on loopback with the
 * static server, opens each route in a fresh Chromium context under the issue's conditions
 * (412×823, touch; Slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower via
 * the DevTools protocol), makes the interaction once — right at the load event, in another run
 * 1.5 s after it, and in a third once the page is idle — and times it inside the page, from the
 * input event's timestamp to the first animation frame in which its effect is in the DOM. An
 * effect not seen within 8 s counts as lost.
 * Also reports the script bytes the page had received (gz, as transferred) when the effect showed,
 * and console errors/warnings (e.g. hydration mismatches). Then runs Lighthouse on the same routes,
 * so the trade-off is in one output.
 *
 *   --runs=3                  runs per interaction (at least 3)
 *   --dist=/path/to/dist      measure another build (e.g. a checkout of main, for "before")
 *   --lighthouse=all|none     Lighthouse on every public route, or not at all (default: the
 *                             routes of the interactions)
 *   --only=/faq,/demo         only the interactions on these routes
 */
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { publicPaths } from "../src/config/public-routes";
import {
  CHROME_PATH,
  formatMarkdownTable,
  measureLighthouse,
  printLighthouseTable,
  type LighthouseRow,
} from "./bench-support";
import { launchOptions } from "../e2e/support/browsers";
import { startStaticServer } from "./static-server";

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(3, Number(option("runs") ?? 3));
const DIST = resolve(option("dist") ?? join(process.cwd(), "dist"));
const LIGHTHOUSE = option("lighthouse") ?? "routes";
const ONLY = option("only")?.split(",");
const PORT = Number(option("port") ?? 4192);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LOST_AFTER_MS = 8_000;
/** sessionStorage key under which a document that navigates away leaves its probe's start. */
const NAVIGATION_PROBE_KEY = "__firstInteractionNavigation";
/**
 * When the input comes: at the load event, 1.5 s after it, and once the page is idle (React has
 * hydrated, the network is quiet and the browser has an idle moment).
 */
const MOMENTS = [
  { column: "@load", wait: 0 },
  { column: "+1.5s", wait: 1_500 },
  { column: "idle", wait: "idle" },
] as const;
type Wait = (typeof MOMENTS)[number]["wait"];

interface Interaction {
  route: string;
  name: string;
  /** Input events whose timestamp starts the clock (the first one that fires after arming). */
  startEvents: string[];
  /** Evaluated in the page on every animation frame: has the interaction visibly taken effect? */
  effect: string;
  /** Preparation that is not measured (e.g. typing into a field). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

/** Some element matching the selector (and containing the text, if given) is rendered. */
const visible = (selector: string, text = "") =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && el.textContent.includes(${JSON.stringify(text)}); })`;

const interactions: Interaction[] = [
  {
    route: "/demo",
    name: "tap tab 'SEO Rapport'",
    startEvents: ["pointerdown"],
    effect: `(() => { const tab = [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.includes('SEO Rapport')); const panel = tab && document.getElementById(tab.getAttribute('aria-controls')); return tab?.getAttribute('aria-selected') === 'true' && !!panel && panel.getBoundingClientRect().height > 0; })()`,
    act: (page) => page.getByRole("tab", { name: "SEO Rapport" }).tap(),
  },
  {
    route: "/demo",
    name: "ArrowRight in the tab list",
    startEvents: ["keydown"],
    effect: `(() => { const tab = document.activeElement; return tab?.getAttribute('role') === 'tab' && tab.textContent.includes('SEO Rapport') && tab.getAttribute('aria-selected') === 'true'; })()`,
    prepare: (page) => page.getByRole("tab", { name: "Blog Content" }).focus(),
    act: (page) => page.keyboard.press("ArrowRight"),
  },
  {
    route: "/faq",
    name: "tap the first question",
    startEvents: ["pointerdown"],
    effect: `document.querySelector('#faq [aria-expanded=true]') !== null`,
    act: (page) =>
      page.getByRole("button", { name: "Hoe snel ontvang ik mijn eerste content?" }).tap(),
  },
  {
    route: "/",
    name: "tap the chat launcher",
    startEvents: ["pointerdown"],
    // The stand-in or the real chat (the page also holds the exit offer's hidden stand-in).
    effect: visible("[role=dialog]", "Vindbaar-assistent"),
    act: (page) => page.getByRole("button", { name: "Open de chatassistent" }).tap(),
  },
  {
    route: "/",
    name: "CTA: type e-mail, tap submit",
    startEvents: ["pointerdown"],
    // innerText: only what is rendered (the form's pending text is in the HTML, hidden by CSS).
    effect: `/Bezig met verzenden|Bedankt, je aanvraag/.test(document.querySelector('#cta')?.innerText ?? '')`,
    prepare: async (page) => {
      await page.locator("#cta").getByLabel("E-mailadres").tap();
      await page.keyboard.type("jan@bedrijf.nl");
    },
    act: (page) =>
      page.locator("#cta").getByRole("button", { name: "Vraag kennismaking aan" }).tap(),
  },
  {
    route: "/",
    name: "blog demo: type topic, tap generate",
    startEvents: ["pointerdown"],
    effect: `document.querySelector('#ai-demo [role=progressbar]') !== null`,
    prepare: async (page) => {
      await page.locator("#ai-demo").getByLabel("Onderwerp").tap();
      await page.keyboard.type("tuinieren");
    },
    act: (page) => page.locator("#ai-demo").getByRole("button", { name: "Genereer artikel" }).tap(),
  },
  {
    route: "/",
    name: "exit offer: pointer leaves at the top",
    startEvents: ["mouseout"],
    effect: visible("[role=dialog]", "korting voordat je gaat"),
    prepare: (page) => page.mouse.move(200, 300),
    act: async (page) => {
      await page.mouse.move(200, 5, { steps: 3 });
      // Chromium sends no document mouseout for a synthetic pointer leaving the viewport.
      await page.evaluate(() =>
        document.dispatchEvent(
          new MouseEvent("mouseout", { bubbles: true, clientX: 200, clientY: 0 }),
        ),
      );
    },
  },
  {
    route: "/features",
    name: "tap the mobile menu button",
    startEvents: ["pointerdown"],
    effect: visible("#mobile-menu"),
    act: (page) => page.getByRole("button", { name: "Menu openen" }).tap(),
  },
  {
    route: "/pricing",
    name: "tap plan button 'Kies Pro'",
    startEvents: ["pointerdown"],
    effect: `location.pathname === '/login' && new URLSearchParams(location.search).get('returnUrl') === '/pricing?plan=pro'`,
    act: (page) => page.getByRole("button", { name: "Kies Pro" }).tap(),
  },
];

interface Sample {
  ms: number | null;
  hydratedBefore: boolean;
  /** Script bytes transferred (gz) by the frame that showed the effect (or by the deadline). */
  jsKb: number;
  /** Console errors and warnings of the page (hydration mismatches would be among them). */
  consoleProblems: string[];
}

interface Probe {
  ms: number | null;
  jsBytes: number;
  /** The effect was a full navigation, timed to the new document's start (readProbe). */
  navigated?: boolean;
}

/** Runs whose effect was a full navigation (reported under the table). */
let navigations = 0;

/**
 * Starts the clock at the next start event; `window.__firstInteraction` then resolves with the
 * delay until the effect (null: lost) and the script bytes received by then. Installed before the
 * interaction is made. Sent as source text: the page's CSP forbids eval, and DevTools evaluation
 * is exempt from it.
 */
function arm(page: Page, interaction: Interaction) {
  return page.evaluate(`(() => {
    const isEffective = () => (${interaction.effect});
    const jsBytesBy = (time) => performance
      .getEntriesByType("resource")
      .filter((entry) => /\\.js(\\?|$)/.test(entry.name) && entry.responseEnd <= time)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    window.__firstInteraction = new Promise((resolveProbe) => {
      let startedAt = null;
      const onStart = (event) => {
        if (startedAt !== null) return;
        startedAt = event.timeStamp;
        const deadline = performance.now() + ${LOST_AFTER_MS};
        const check = (frameTime) => {
          if (isEffective())
            resolveProbe({ ms: Math.max(0, frameTime - startedAt), jsBytes: jsBytesBy(frameTime) });
          else if (performance.now() > deadline)
            resolveProbe({ ms: null, jsBytes: jsBytesBy(performance.now()) });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      ${JSON.stringify(interaction.startEvents)}.forEach((type) =>
        window.addEventListener(type, onStart, true),
      );
      // A full page navigation as the effect: this document's probe ends with it, so the new
      // document reads the start (as wall-clock time) and the script bytes from here.
      window.addEventListener("pagehide", () => {
        if (startedAt === null) return;
        sessionStorage.setItem("${NAVIGATION_PROBE_KEY}", JSON.stringify({
          startedAt: performance.timeOrigin + startedAt,
          jsBytes: jsBytesBy(performance.now()),
        }));
      });
    });
  })()`);
}

/**
 * The probe's result: the armed document's, or — when the effect was a full navigation, which
 * replaced that document — the new document's: from the input to the start of the navigation
 * (its performance time origin), if the new page shows the effect. That is when the browser
 * started loading the next page (its progress indicator), not when that page painted; the bench
 * reports it as the interaction's delay, since the rest is the next page's own load.
 */
async function readProbe(page: Page, interaction: Interaction): Promise<Probe> {
  const navigated = `(() => {
    const stored = JSON.parse(sessionStorage.getItem("${NAVIGATION_PROBE_KEY}") ?? "null");
    if (!stored || !(${interaction.effect})) return undefined;
    return { ms: Math.max(0, performance.timeOrigin - stored.startedAt), jsBytes: stored.jsBytes, navigated: true };
  })()`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const probe = await page.evaluate<Probe | undefined>(
        `(${navigated}) ?? window.__firstInteraction`,
      );
      if (probe) return probe;
    } catch (error) {
      // The armed document went away while it was being read: read the new one.
      if (!/destroyed|navigat/i.test(String(error))) throw error;
    }
    await page.waitForLoadState("domcontentloaded").catch(() => undefined);
  }
  return { ms: null, jsBytes: Number.NaN };
}

async function untilIdle(page: Page) {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

async function runOnce(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  interaction: Interaction,
  wait: Wait,
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    const consoleProblems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        consoleProblems.push(message.text());
    });
    page.on("pageerror", (error) => consoleProblems.push(String(error)));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${ORIGIN}${interaction.route}`, { waitUntil: "load", timeout: 60_000 });
    if (wait === "idle") await untilIdle(page);
    else if (wait > 0) await page.waitForTimeout(wait);
    await interaction.prepare?.(page);
    const hydratedBefore = await page.evaluate(
      () => document.documentElement.dataset.hydrated === "true",
    );
    await arm(page, interaction);
    // Bounded, whatever happens to the page.
    await Promise.race([interaction.act(page), new Promise((r) => setTimeout(r, LOST_AFTER_MS))]);
    const probe = await readProbe(page, interaction).catch((error: unknown): Probe => {
      console.error(`  probe failed: ${String(error)}`);
      return { ms: null, jsBytes: Number.NaN };
    });
    if (probe.navigated) navigations += 1;
    // Hydration happens after the effect when the page answered by itself: give it time to
    // report a mismatch before the context closes.
    await page
      .locator("html[data-hydrated='true']")
      .waitFor({ state: "attached", timeout: LOST_AFTER_MS })
      .catch(() => undefined);
    return { ms: probe.ms, hydratedBefore, jsKb: probe.jsBytes / 1024, consoleProblems };
  } finally {
    await context.close();
  }
}

function medianOf(sorted: readonly number[]): number | undefined {
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** min / median / max, lost, script KB (median) and console problems of one column's runs. */
function summarise(samples: Sample[]): string[] {
  const times = samples
    .map((s) => s.ms)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  const pick = (value: number | undefined) =>
    value === undefined ? "—" : String(Math.round(value));
  const jsKb = medianOf(samples.map((s) => s.jsKb).sort((a, b) => a - b));
  return [
    pick(times[0]),
    pick(medianOf(times)),
    pick(times.at(-1)),
    String(samples.length - times.length),
    jsKb === undefined ? "—" : jsKb.toFixed(1),
    String(samples.reduce((sum, s) => sum + s.consoleProblems.length, 0)),
  ];
}

const selected = interactions.filter(({ route }) => !ONLY || ONLY.includes(route));

async function main() {
  const server = await startStaticServer(DIST, PORT);
  const lines: string[][] = [];
  const lighthouseRows: LighthouseRow[] = [];
  try {
    const browser = await chromium.launch(launchOptions(CHROME_PATH));
    try {
      for (const interaction of selected) {
        const line = [interaction.route, interaction.name];
        let hydrated = "";
        for (const { wait } of MOMENTS) {
          const samples: Sample[] = [];
          for (let run = 0; run < RUNS; run += 1)
            samples.push(await runOnce(browser, interaction, wait));
          console.error(
            `${interaction.route} ${interaction.name}, ${wait === "idle" ? "idle" : `load + ${wait} ms`}: ${samples.map((x) => (x.ms === null ? "lost" : Math.round(x.ms))).join(", ")} ms`,
          );
          samples
            .flatMap((x) => x.consoleProblems)
            .forEach((problem) => console.error(`  console: ${problem}`));
          line.push(...summarise(samples));
          if (wait === 1_500)
            hydrated = `${samples.filter((x) => x.hydratedBefore).length}/${samples.length}`;
        }
        lines.push([...line, hydrated]);
      }
    } finally {
      await browser.close();
    }

    if (LIGHTHOUSE !== "none") {
      const reportDir = join(process.cwd(), ".lighthouse");
      await mkdir(reportDir, { recursive: true });
      const routes =
        LIGHTHOUSE === "all" ? [...publicPaths] : [...new Set(selected.map((i) => i.route))];
      for (const path of routes) {
        const file = join(reportDir, `interaction-${path === "/" ? "home" : path.slice(1)}.json`);
        lighthouseRows.push({ path, ...(await measureLighthouse(`${ORIGIN}${path}`, file)) });
        console.error(`lighthouse ${path} done`);
      }
    }
  } finally {
    server.close();
  }

  console.log(
    `\nFirst interaction at the load event, at load + 1.5 s and once the page is idle (hydrated, network quiet, an idle callback), ${RUNS} runs each (${DIST}); ms from the input event to the first frame showing its effect (min / median / max); lost = no effect within ${LOST_AFTER_MS} ms; JS KB = script bytes transferred (gz) when the effect showed, median; con = console errors and warnings in all runs; hydrated = runs at load + 1.5 s in which React had committed before the input\n`,
  );
  const column = (when: string) =>
    ["min", "median", "max", "lost", "JS KB", "con"].map((name) => `${when} ${name}`);
  formatMarkdownTable(
    ["route", "interaction", ...MOMENTS.flatMap((moment) => column(moment.column)), "hydrated"],
    lines,
  ).forEach((line) => console.log(line));
  if (navigations > 0)
    console.log(
      `\n${navigations} run(s) navigated to a new document: timed from the input to that document's navigation start, not to its first paint.`,
    );
  if (lighthouseRows.length > 0) {
    console.log("\nLighthouse (mobile preset, simulated throttling)\n");
    printLighthouseTable(lighthouseRows);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
