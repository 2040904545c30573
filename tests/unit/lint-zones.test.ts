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
