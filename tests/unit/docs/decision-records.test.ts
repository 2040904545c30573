import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision records are read in order and cited by number, so every record says where it stands
 * (Status) and when it was taken (Date) in the same place, right under its title, and the numbers
 * run from 001 without a gap.
 */
const decisionsDir = resolve(import.meta.dirname, "../../../docs/decisions");
const files = readdirSync(decisionsDir)
  .filter((name) => name.endsWith(".md"))
  .sort();

describe("decision records", () => {
  it("are numbered 001..N without gaps or doubles, each titled with its number", () => {
    const numbers = files.map((name) => /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1] ?? name);
    const expected = files.map((_, index) => String(index + 1).padStart(3, "0"));
    expect(numbers).toEqual(expected);
    for (const name of files) {
      const title = readFileSync(join(decisionsDir, name), "utf8").split("\n")[0];
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    }
  });

  it.each(files)("%s has a Status and a Date line right under its title", (name) => {
    const lines = readFileSync(join(decisionsDir, name), "utf8").split("\n");
    expect(lines[1], name).toBe("");
    expect(lines[2], name).toMatch(/^Status: (accepted|superseded|proposed|rejected)\b/i);
    expect(lines[3], name).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
  });
});
