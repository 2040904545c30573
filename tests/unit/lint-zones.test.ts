import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The import boundaries of docs/architecture.md §2/§4 must be able to fail: each zone is shown a violating
 * snippet through the project's own ESLint config.
 */
// The first lint loads the whole config and the TypeScript resolver: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, "eslint.config.js") });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const FEATURE_MESSAGE = "A feature never imports another feature";

describe("import zones", () => {
  it("rejects a feature importing another feature through the @/ alias", async () => {
    const messages = await ruleIds(
      'import { useSession } from "@/features/auth";\nexport const x = useSession;\n',
      "src/features/billing/zone-probe.ts",
    );
    expect(messages).toEqual([expect.stringContaining(FEATURE_MESSAGE)]);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: /);
  });

  it("rejects a feature importing another feature by relative path", async () => {
    const messages = await ruleIds(
      'import { displayName } from "../../auth/model";\nexport const x = displayName;\n',
      "src/features/billing/hooks/zone-probe.ts",
    );
    expect(messages).toEqual([expect.stringContaining(FEATURE_MESSAGE)]);
  });

  it("allows a feature's own files and the shared layers", async () => {
    const messages = await ruleIds(
      [
        'import { billingKeys } from "../api/query-keys";',
        'import { paths } from "@/config/paths";',
        'import { PLAN_FACTS } from "@contract/plans";',
        "export const x = [billingKeys, paths, PLAN_FACTS];",
        "",
      ].join("\n"),
      "src/features/billing/hooks/zone-probe.ts",
    );
    expect(messages).toEqual([]);
  });

  it("rejects src/ importing a function's private folder, by any path", async () => {
    const relative = await ruleIds(
      'import { handler } from "../../../../supabase/functions/meta-descriptions/handler";\nexport const x = handler;\n',
      "src/features/meta-descriptions/components/zone-probe.ts",
    );
    expect(relative).toEqual([
      expect.stringContaining("src/ may import only the client–server contract"),
    ]);
    const fromPage = await ruleIds(
      'import { generateMetaDescriptions } from "../../supabase/functions/meta-descriptions/generate";\nexport const x = generateMetaDescriptions;\n',
      "src/pages/zone-probe.tsx",
    );
    expect(fromPage).toEqual([
      expect.stringContaining("src/ may import only the client–server contract"),
    ]);
  });

  it("keeps the layer direction for relative imports too", async () => {
    const messages = await ruleIds(
      'import { App } from "../app/app";\nexport const x = App;\n',
      "src/pages/zone-probe.tsx",
    );
    expect(messages).toEqual([expect.stringContaining("Breaks the import direction")]);
  });
});

describe("the i18n layer", () => {
  it("keeps i18next out of public page copy and presentational components", async () => {
    const content = await ruleIds(
      'import { i18n } from "@/i18n";\nexport const x = i18n;\n',
      "src/content/zone-probe.ts",
    );
    expect(content).toEqual([expect.stringContaining("Public page copy stays plain Dutch")]);
    const component = await ruleIds(
      'import { useT } from "@/i18n";\nexport const x = useT;\n',
      "src/components/ui/zone-probe.ts",
    );
    expect(component).toEqual([expect.stringContaining("Components get content through props")]);
  });

  it("lets features use it, and never imports a feature itself", async () => {
    expect(
      await ruleIds(
        'import { useT } from "@/i18n";\nexport const x = useT;\n',
        "src/features/auth/zone-probe.ts",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'import { useSession } from "@/features/auth";\nexport const x = useSession;\n',
        "src/i18n/zone-probe.ts",
      ),
    ).toEqual([expect.stringContaining("The i18n layer depends only on the contract")]);
  });
});

describe("import cycles", () => {
  let dir: string;
  beforeAll(() => {
    // Two real files (no-cycle follows imports on disk), removed afterwards.
    dir = mkdtempSync(join(root, "src/lib/cycle-probe-"));
    writeFileSync(join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
    writeFileSync(join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("rejects a two-file import cycle in src/", async () => {
    const [result] = await eslint.lintFiles([join(dir, "a.ts")]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(["import-x/no-cycle"]);
  });
});

describe("the server's zones", () => {
  it("rejects a function importing another function", async () => {
    const messages = await ruleIds(
      'import { handler } from "../api-keys/handler.ts";\nexport const x = handler;\n',
      "supabase/functions/account/zone-probe.ts",
    );
    expect(messages).toEqual([
      expect.stringContaining("A function never imports another function"),
    ]);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: /);
  });

  it("lets a function use its own files, _shared and the contract", async () => {
    const messages = await ruleIds(
      [
        'import { handler } from "./handler.ts";',
        'import { getSql } from "../_shared/db.ts";',
        'import { PLAN_FACTS } from "../_shared/contract/plans.ts";',
        "export const x = [handler, getSql, PLAN_FACTS];",
        "",
      ].join("\n"),
      "supabase/functions/account/zone-probe.ts",
    );
    expect(messages).toEqual([]);
  });

  it("rejects shared code importing a function's folder", async () => {
    const messages = await ruleIds(
      'import { JOB_HANDLERS } from "../../process-jobs/job-kinds.ts";\nexport const x = JOB_HANDLERS;\n',
      "supabase/functions/_shared/scan/zone-probe.ts",
    );
    expect(messages).toEqual([
      expect.stringContaining("Shared server code never imports a function's folder"),
    ]);
  });

  it("keeps the contract free of other shared code", async () => {
    const messages = await ruleIds(
      'import { getSql } from "../db.ts";\nexport const x = getSql;\n',
      "supabase/functions/_shared/contract/zone-probe.ts",
    );
    expect(messages).toEqual([
      expect.stringContaining("The contract imports nothing else from _shared"),
    ]);
  });

  it("rejects low-level code importing a domain folder", async () => {
    const fromJobs = await ruleIds(
      'import { contentPlanJob } from "../content/planning/content-plan-job.ts";\nexport const x = contentPlanJob;\n',
      "supabase/functions/_shared/jobs/zone-probe.ts",
    );
    expect(fromJobs).toEqual([expect.stringContaining("Low-level server code")]);
    const fromRoot = await ruleIds(
      'import { brandingForUser } from "./report/report-branding.ts";\nexport const x = brandingForUser;\n',
      "supabase/functions/_shared/request.ts",
    );
    expect(fromRoot).toEqual([expect.stringContaining("Low-level server code")]);
  });

  it("lets a domain folder use the foundation and other domains", async () => {
    const messages = await ruleIds(
      [
        'import type { SqlRunner } from "../jobs/enqueue.ts";',
        'import type { AuditMap } from "../seo/types.ts";',
        "export type X = [SqlRunner, AuditMap];",
        "",
      ].join("\n"),
      "supabase/functions/_shared/report/zone-probe.ts",
    );
    expect(messages).toEqual([]);
  });

  it("keeps the emulator, the app and the tests out of the functions", async () => {
    const messages = await ruleIds(
      'import { Clock } from "../../../emulator/clock.ts";\nexport const x = Clock;\n',
      "supabase/functions/account/zone-probe.ts",
    );
    expect(messages).toEqual([expect.stringContaining("Functions run on their own in Deno")]);
  });

  it("lets the emulator import shared code but not a function's folder", async () => {
    const messages = await ruleIds(
      'import { handler } from "../../supabase/functions/stripe-webhook/handler.ts";\nexport const x = handler;\n',
      "emulator/stripe/zone-probe.ts",
    );
    expect(messages).toEqual([
      expect.stringContaining("The emulator loads function handlers by path"),
    ]);
  });

  it("keeps the emulator's base below the doubles and the doubles below its wiring", async () => {
    const base = await ruleIds(
      'import { StripeApiError } from "../stripe/errors.ts";\nexport const x = StripeApiError;\n',
      "emulator/http/zone-probe.ts",
    );
    expect(base).toEqual([expect.stringContaining("The emulator's HTTP helpers and clock")]);
    const wiring = await ruleIds(
      'import { startEmulator } from "../index.ts";\nexport const x = startEmulator;\n',
      "emulator/stripe/zone-probe.ts",
    );
    expect(wiring).toEqual([
      expect.stringContaining("A double never imports the emulator's entry"),
    ]);
  });
});

describe("import cycles on the server", () => {
  const dirs: string[] = [];
  beforeAll(() => {
    for (const parent of ["supabase/functions/_shared", "emulator"]) {
      const dir = mkdtempSync(join(root, parent, "cycle-probe-"));
      writeFileSync(join(dir, "a.ts"), 'import { b } from "./b.ts";\nexport const a = () => b;\n');
      writeFileSync(join(dir, "b.ts"), 'import { a } from "./a.ts";\nexport const b = () => a;\n');
      dirs.push(dir);
    }
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("rejects a two-file import cycle in the functions and in the emulator", async () => {
    for (const dir of dirs) {
      const [result] = await eslint.lintFiles([join(dir, "a.ts")]);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(["import-x/no-cycle"]);
    }
  });
});
