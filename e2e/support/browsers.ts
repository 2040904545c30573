import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * The Chromium builds the browser suite runs in (Debian's packages):
 * - the headless shell (`chromium-headless-shell`): Chromium's own build for automation, the
 *   same Blink and V8 without the desktop browser around them. It runs the suite in two thirds
 *   of the CPU time of the full browser (measured: 341 → 194 CPU s for the suite), so it is the
 *   default;
 * - the full browser (`chromium`): for the few tests that measure when the page is painted. The
 *   headless shell paints only when something asks for a frame, so its first-contentful-paint
 *   mark says nothing about when a visitor would see the page.
 * `CHROMIUM_PATH` overrides the default (e.g. the full browser for the whole suite). Where neither
 * package is installed, Playwright's own download is used.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = "/usr/bin/chromium";

const installed = (path: string) => (existsSync(path) ? path : undefined);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The flags every browser we drive gets (also the first-tap benchmark's). */
export function launchOptions(executablePath: string | undefined): LaunchOptions {
  return {
    executablePath,
    args: [
      ...(isRoot ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}

/**
 * The suite's browser: `CHROMIUM_PATH`, else the headless shell, else the full browser. Its
 * compositor runs inside the browser process (`--in-process-gpu`) instead of a GPU process of its
 * own: with `--disable-gpu` that process only composites frames in software, and handing every
 * frame across processes cost about a tenth of Chromium's CPU in the suite (measured with the
 * phone project first, playwright.config.ts: Chromium 216 → 197 CPU s, the suite 210 → 195 s
 * wall). Not for the benchmarks or the paint test, which should see a visitor's browser.
 */
const suiteLaunch = launchOptions(
  process.env.CHROMIUM_PATH ?? installed(HEADLESS_SHELL) ?? installed(FULL_BROWSER),
);
export const suiteBrowser: LaunchOptions = {
  ...suiteLaunch,
  args: [...(suiteLaunch.args ?? []), "--in-process-gpu"],
};

/** For tests that read paint timings: `test.use({ launchOptions: paintingBrowser })`. */
export const paintingBrowser = launchOptions(process.env.CHROMIUM_PATH ?? installed(FULL_BROWSER));
