/**
 * robots-parser (the package Lighthouse's is-crawlable uses) is CommonJS. Node's ESM loader and
 * Deno's npm: loader hand its `module.exports` function over in different shapes (the function
 * itself, or a namespace whose default is the function), and Deno's type view of its d.ts is a
 * namespace. One typed accessor covers both runtimes and both type checkers.
 */
import * as robotsModule from "robots-parser";

export interface RobotsTxt {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
  getSitemaps(): string[];
}

type RobotsParser = (url: string, contents: string) => RobotsTxt;

function resolveParser(mod: unknown): RobotsParser {
  let candidate: unknown = mod;
  // Unwrap at most two `default` layers (ESM namespace → CJS interop object → function).
  for (let i = 0; i < 3 && typeof candidate !== "function"; i++) {
    candidate = (candidate as { default?: unknown } | null)?.default;
  }
  if (typeof candidate !== "function") throw new Error("robots-parser did not load");
  return candidate as RobotsParser;
}

export const parseRobotsTxt: RobotsParser = resolveParser(robotsModule);
