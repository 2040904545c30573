import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

/**
 * Tables and edge-function calls each have one home in src/ (components/ui/table.tsx,
 * lib/invoke-function.ts): the lint rules that keep them there must be able to fail.
 */
// The first lint loads the whole config and the TypeScript resolver: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, "eslint.config.js") });

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("one home for tables", () => {
  it("rejects a hand-written <table> in a feature", async () => {
    expect(
      await messages(
        "export const Probe = () => <table><tbody /></table>;\n",
        "src/features/reports/components/table-probe.tsx",
      ),
    ).toEqual([
      "no-restricted-syntax: Build tables from @/components/ui/table: its box scrolls sideways on a phone instead of the page.",
    ]);
  });

  it("allows the ui table itself and tables built from it", async () => {
    expect(
      await messages("export const Probe = () => <table />;\n", "src/components/ui/table.tsx"),
    ).toEqual([]);
    expect(
      await messages(
        'import { Table } from "@/components/ui/table";\nexport const Probe = () => <Table />;\n',
        "src/features/reports/components/table-probe.tsx",
      ),
    ).toEqual([]);
  });
});

describe("one way to call an edge function", () => {
  const direct = [
    'import { getSupabase } from "@/lib/supabase";',
    "export async function probe() {",
    '  return (await getSupabase()).functions.invoke("reports");',
    "}",
    "",
  ].join("\n");

  it("rejects supabase.functions.invoke outside the call helper", async () => {
    expect(await messages(direct, "src/features/reports/api/invoke-probe.ts")).toEqual([
      "no-restricted-syntax: Call edge functions through invokeFunction (@/lib/invoke-function): it maps errors and checks the answer's shape.",
    ]);
  });

  it("allows it in the call helper", async () => {
    expect(await messages(direct, "src/lib/call-function.ts")).toEqual([]);
  });
});
