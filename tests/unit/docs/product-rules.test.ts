import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PLAN_FACTS } from "@contract/plans";
import { describe, expect, it } from "vitest";

/**
 * docs/contracts/product-rules.md repeats the plan figures and the contract texts so a maintainer
 * can read them in one place; this holds the page to the code, which stays the one source.
 */
const root = resolve(import.meta.dirname, "../../..");
const page = readFileSync(join(root, "docs/contracts/product-rules.md"), "utf8");

function section(number: number): string {
  const start = page.indexOf(`## §${number} `);
  const end = page.indexOf("\n## §", start + 1);
  expect(start, `§${number}`).toBeGreaterThan(-1);
  return page.slice(start, end === -1 ? undefined : end);
}

/** The body rows of the first Markdown table in `text`, as trimmed cells. */
function tableRows(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

describe("docs/contracts/product-rules.md", () => {
  it("lists every plan with the figures of PLAN_FACTS", () => {
    const rows = tableRows(section(1));
    expect(rows).toEqual(
      PLAN_FACTS.map((plan) => [
        plan.name,
        `€ ${plan.monthlyPriceCents / 100}`,
        String(plan.blogQuota),
        String(plan.scanPageLimit),
        yesNo(plan.monthlyReport),
        yesNo(plan.apiAccess),
        yesNo(plan.whiteLabel),
      ]),
    );
  });

  it("names, for every contract text, a file that holds it word for word", () => {
    const rows = tableRows(section(5));
    expect(rows.length).toBeGreaterThan(20);
    for (const [text, where] of rows) {
      const quoted = /^`(.+)`$/s.exec(text ?? "")?.[1];
      const file = /^`(.+)`$/.exec(where ?? "")?.[1];
      expect(quoted && file, `${text} | ${where}`).toBeTruthy();
      expect(readFileSync(join(root, file!), "utf8"), `${file} holds ${quoted}`).toContain(quoted);
    }
  });
});
