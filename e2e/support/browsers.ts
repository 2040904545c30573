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

/** The suite's browser: `CHROMIUM_PATH`, else the headless shell, else the full browser. */
export const suiteBrowser = launchOptions(
  process.env.CHROMIUM_PATH ?? installed(HEADLESS_SHELL) ?? installed(FULL_BROWSER),
);

/** For tests that read paint timings: `test.use({ launchOptions: paintingBrowser })`. */
export const paintingBrowser = launchOptions(process.env.CHROMIUM_PATH ?? installed(FULL_BROWSER));
