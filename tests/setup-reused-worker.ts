import { vi } from "vitest";

/**
 * Set-up for the projects that run several test files in one worker (`isolate: false` in
 * vitest.config.ts): what stays loaded between files is the test environment (jsdom) and the
 * packages in node_modules, which Node caches itself; that reuse is the saving. Our own modules
 * start fresh in every file, as they would in a worker of its own, so a file's `vi.mock` reaches
 * every module that imports the mocked one and module state (a Supabase client, a query cache)
 * is never an earlier file's.
 *
 * `vi.resetModules()` keeps the modules a `vi.mock` factory returned (Vitest caches them under a
 * `mock:` id). The mock registry itself is per file, but a factory's cached result would be handed
 * to the next file that mocks the same path, so those are dropped here too. Vitest does exactly
 * this between files when it isolates them inside one worker (its `run()` calls
 * `resetModules(evaluatedModules, true)`); `__vitest_worker__` is where it keeps that module graph.
 */
interface ModuleGraph {
  idToModuleMap: Map<string, { id: string }>;
  invalidateModule(node: { id: string }): void;
}
const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: ModuleGraph } })
  .__vitest_worker__;
const graph = worker?.evaluatedModules;
if (!graph) throw new Error("Vitest's module graph is not where this set-up expects it");
for (const node of [...graph.idToModuleMap.values()]) {
  if (node.id.startsWith("mock:")) graph.invalidateModule(node);
}
vi.resetModules();
// A file that faked the clock and did not restore it must not leave the next file without one.
vi.useRealTimers();

// The DOM is the one jsdom window per worker: give every file the empty page, the address and
// the storage a window of its own would start with (Testing Library unmounts what it rendered).
if (typeof window !== "undefined") {
  const state = globalThis as { __firstTestUrl?: string };
  state.__firstTestUrl ??= window.location.href;
  window.history.replaceState(null, "", state.__firstTestUrl);
  // Emptied in place: Testing Library's `screen` holds on to this very <body>.
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
}
