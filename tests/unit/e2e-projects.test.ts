// @vitest-environment node
import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The browser suite runs each test at the widths the tag at the end of its title names
 * (playwright.config.ts, README "Which width runs a browser test"): no tag — behaviour, at desktop
 * width only; @layout — both widths; @phone — the 375 px phone only. Checked on Playwright's
 * own listing of the suite, so a test that would run in the wrong project, or a tag the projects
 * do not know, fails here before CI spends a browser on it.
 */
const root = resolve(import.meta.dirname, "../..");
const WIDTH_TAGS: Record<string, string[]> = {
  "": ["desktop"],
  "@layout": ["desktop", "mobile"],
  "@phone": ["mobile"],
};

interface ListedSpec {
  title: string;
  file: string;
  tags: string[];
  tests: { projectName: string }[];
}
interface ListedSuite {
  title: string;
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

function flatten(suite: ListedSuite, path: string[] = []): ListedSpec[] {
  const here = suite.specs?.map((spec) => ({ ...spec, title: [...path, spec.title].join(" › ") }));
  const nested = (suite.suites ?? []).flatMap((child) => flatten(child, [...path, child.title]));
  return [...(here ?? []), ...nested];
}

/** `@tag` as written in the specs (the JSON listing drops the "@"). */
const tagsOf = (spec: ListedSpec) => spec.tags.map((tag) => `@${tag}`);

let specs: ListedSpec[] = [];

beforeAll(async () => {
  const env = { ...process.env };
  delete env.PLAYWRIGHT_JSON_OUTPUT_NAME; // the listing must come to stdout
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(root, "node_modules/@playwright/test/cli.js"), "test", "--list", "--reporter=json"],
    { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
  );
  const listing = JSON.parse(stdout) as { suites: ListedSuite[] };
  specs = listing.suites.flatMap((file) => flatten(file));
}, 120_000);

describe("which width runs a browser test", () => {
  it("lists the suite", () => {
    expect(specs.length).toBeGreaterThan(100);
  });

  it("knows every tag: at most one of @layout and @phone, nothing else", () => {
    const unknown = specs
      .filter((spec) => {
        const tags = tagsOf(spec);
        return tags.length > 1 || tags.some((tag) => !(tag in WIDTH_TAGS));
      })
      .map((spec) => `${spec.file}: ${spec.title} [${tagsOf(spec).join(" ")}]`);
    expect(unknown).toEqual([]);
  });

  it("runs each test in exactly the projects its tag names", () => {
    const misplaced = specs
      .map((spec) => {
        const expected = WIDTH_TAGS[tagsOf(spec)[0] ?? ""] ?? [];
        const actual = spec.tests.map((test) => test.projectName).sort();
        return { spec, expected, actual };
      })
      .filter(({ expected, actual }) => actual.join() !== expected.join())
      .map(
        ({ spec, expected, actual }) =>
          `${spec.file}: ${spec.title} in [${actual}], not [${expected}]`,
      );
    expect(misplaced).toEqual([]);
  });
});
