import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * import-x/no-cycle sees file cycles only. Two domain folders of supabase/functions/_shared that
 * import each other (report ⇄ scan once did, file by file without a cycle) tangle as much, so this
 * walks every import there, type-only ones included, and asks for a one-way graph between the
 * folders (docs/architecture.md §2).
 */
const shared = resolve(import.meta.dirname, "../../supabase/functions/_shared");
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']/g;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The room a file lives in: its top folder under _shared, or "(root)" for the helpers there. */
function roomOf(file: string): string | null {
  const path = relative(shared, file);
  if (path.startsWith("..")) return null;
  const [first, ...rest] = path.split(/[\\/]/);
  return rest.length === 0 ? "(root)" : first!;
}

function roomArrows(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const file of tsFiles(shared)) {
    const from = roomOf(file)!;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const to = roomOf(resolve(dirname(file), match[1]!));
      if (!to || to === from) continue;
      arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
    }
  }
  return arrows;
}

/** Pairs of rooms that reach each other, each as "a ⇄ b" with a < b. */
function roomsInCycles(arrows: Map<string, Set<string>>): string[] {
  const reach = (start: string) => {
    const seen = new Set<string>();
    const todo = [...(arrows.get(start) ?? [])];
    while (todo.length > 0) {
      const room = todo.pop()!;
      if (seen.has(room)) continue;
      seen.add(room);
      todo.push(...(arrows.get(room) ?? []));
    }
    return seen;
  };
  const rooms = [...arrows.keys()].sort();
  const reached = new Map(rooms.map((room) => [room, reach(room)]));
  return rooms.flatMap((a) =>
    rooms
      .filter((b) => a < b && reached.get(a)!.has(b) && reached.get(b)?.has(a))
      .map((b) => `${a} ⇄ ${b}`),
  );
}

describe("the rooms of supabase/functions/_shared", () => {
  it("import each other one way only", () => {
    expect(roomsInCycles(roomArrows())).toEqual([]);
  });

  it("sees a cycle between two rooms", () => {
    const arrows = new Map([
      ["report", new Set(["seo"])],
      ["seo", new Set(["scan"])],
      ["scan", new Set(["report"])],
    ]);
    expect(roomsInCycles(arrows)).toEqual(["report ⇄ scan", "report ⇄ seo", "scan ⇄ seo"]);
  });
});
