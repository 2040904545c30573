/**
 * Runs the real `lighthouse` package in the local Chromium, one run at a time: Lighthouse needs
 * the whole (2-core) machine for honest timings, and parallel runs would also slow each other
 * past PageSpeed's own time limit. A fresh browser per run, as PageSpeed Insights does.
 * Also used by the benchmarks (scripts/bench-support.ts).
 */
import { existsSync } from "node:fs";
import type * as ChromeLauncher from "chrome-launcher";
import type { Flags, Result } from "lighthouse";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export interface LighthouseRunOptions {
  /** Lighthouse category ids ("performance", "seo", …); all when omitted. */
  categories?: string[];
  formFactor?: "mobile" | "desktop";
  locale?: string;
}

export class ChromiumMissingError extends Error {
  constructor() {
    super(
      `Chromium is not installed at ${CHROME_PATH} (set CHROME_PATH, or apt-get install chromium)`,
    );
  }
}

let queue: Promise<unknown> = Promise.resolve();

export function runLighthouse(url: string, options: LighthouseRunOptions = {}): Promise<Result> {
  const run = queue.then(() => runNow(url, options));
  queue = run.catch(() => undefined);
  return run;
}

/** Headless Chromium for Lighthouse, quiet in the background (no updates, no extra traffic). */
export async function launchChrome(): Promise<ChromeLauncher.LaunchedChrome> {
  if (!existsSync(CHROME_PATH)) throw new ChromiumMissingError();
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/**
 * Lighthouse is loaded on the first analysis, not with the emulator: importing it takes seconds,
 * and `npm run dev` should be ready before anyone asks for a PageSpeed report.
 */
async function runNow(url: string, options: LighthouseRunOptions): Promise<Result> {
  const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
    import("lighthouse"),
    import("lighthouse/core/config/desktop-config.js"),
  ]);
  const chrome = await launchChrome();
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(options.categories && { onlyCategories: options.categories }),
      ...(options.locale && { locale: options.locale as Flags["locale"] }),
    };
    const result = await lighthouse(
      url,
      flags,
      options.formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
