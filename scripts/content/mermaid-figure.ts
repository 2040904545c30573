/**
 * Mermaid diagrams in the guides, turned into accessible HTML at build time (decision 051):
 * Mermaid itself needs a browser to lay a diagram out, so a flowchart becomes an ordered list of
 * its steps with where each leads, and a quadrant chart a 2 × 2 grid of labelled quadrants. Only
 * those two kinds are used; any other kind fails the build, so a diagram never shows as raw code.
 */
import { escapeHtml } from "../../supabase/functions/_shared/content/markdown.ts";

interface FlowNode {
  id: string;
  label: string;
  next: { to: string; label?: string }[];
}

const NODE = String.raw`([A-Za-z][\w]*)(?:\[([^\]]+)\])?`;
const EDGE = new RegExp(`^${NODE}\\s*-->(?:\\|([^|]+)\\|)?\\s*${NODE}$`);
const LONE_NODE = new RegExp(`^${NODE}$`);

/**
 * The nodes in reading order: each after everything that leads to it (a loop back, such as
 * "every month back to reviews", does not count), ties in the order the source names them.
 */
function flowOrder(nodes: FlowNode[]): FlowNode[] {
  const position = new Map(nodes.map((entry, index) => [entry.id, index]));
  const loopsBack = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const visit = (entry: FlowNode) => {
    state.set(entry.id, "open");
    for (const step of entry.next) {
      const target = nodes[position.get(step.to) as number];
      if (state.get(step.to) === "open") loopsBack.add(`${entry.id}>${step.to}`);
      else if (!state.has(step.to)) visit(target);
    }
    state.set(entry.id, "done");
  };
  for (const entry of nodes) if (!state.has(entry.id)) visit(entry);

  const waitingOn = new Map(nodes.map((entry) => [entry.id, 0]));
  for (const entry of nodes)
    for (const step of entry.next)
      if (!loopsBack.has(`${entry.id}>${step.to}`))
        waitingOn.set(step.to, (waitingOn.get(step.to) ?? 0) + 1);
  const ordered: FlowNode[] = [];
  const placed = new Set<string>();
  while (ordered.length < nodes.length) {
    const next = nodes.find((entry) => !placed.has(entry.id) && waitingOn.get(entry.id) === 0);
    if (!next) break;
    ordered.push(next);
    placed.add(next.id);
    for (const step of next.next)
      if (!loopsBack.has(`${next.id}>${step.to}`))
        waitingOn.set(step.to, (waitingOn.get(step.to) ?? 0) - 1);
  }
  return ordered;
}

function flowchartFigure(lines: string[], where: string): string {
  const nodes = new Map<string, FlowNode>();
  const node = (id: string, label?: string): FlowNode => {
    const known = nodes.get(id) ?? { id, label: label ?? id, next: [] };
    if (label) known.label = label;
    nodes.set(id, known);
    return known;
  };
  for (const line of lines) {
    const edge = EDGE.exec(line);
    if (edge) {
      const [, from, fromLabel, edgeLabel, to, toLabel] = edge;
      node(from, fromLabel).next.push({ to, label: edgeLabel?.trim() });
      node(to, toLabel);
      continue;
    }
    const lone = LONE_NODE.exec(line);
    if (!lone) throw new Error(`${where}: unreadable flowchart line "${line}"`);
    node(lone[1], lone[2]);
  }
  const ordered = flowOrder([...nodes.values()]);
  // Steps into a node from earlier in the list (a loop back comes from later).
  const incoming = (id: string) => {
    const at = ordered.findIndex((entry) => entry.id === id);
    return ordered.slice(0, at).filter((entry) => entry.next.some((step) => step.to === id)).length;
  };
  const items = ordered.map((entry, index) => {
    // A plain step to the very next item is what the list order already says.
    const followsOn = (step: FlowNode["next"][number]) =>
      ordered[index + 1]?.id === step.to &&
      !step.label &&
      entry.next.length === 1 &&
      incoming(step.to) === 1;
    const leads = entry.next
      .filter((step) => !followsOn(step))
      .map((step) => {
        const target = escapeHtml(nodes.get(step.to)?.label ?? step.to);
        const label = step.label ? ` (${escapeHtml(step.label)})` : "";
        return `<span class="flow-leads"><span aria-hidden="true">→ </span><span class="sr-only">gaat naar </span>${target}${label}</span>`;
      })
      .join("");
    // The arrow down to the next item is drawn by CSS only where the flow really goes on there.
    const continues = entry.next.some(followsOn) ? ' class="flow-continues"' : "";
    return `<li${continues}><span class="flow-node">${escapeHtml(entry.label)}</span>${leads}</li>`;
  });
  return `<figure class="article-diagram flow-diagram"><figcaption class="sr-only">Schema in stappen</figcaption><ol class="flow-steps">${items.join("")}</ol></figure>`;
}

function quadrantFigure(lines: string[], where: string): string {
  let title = "";
  const axes: Record<"x" | "y", [string, string]> = { x: ["", ""], y: ["", ""] };
  const quadrants: Record<string, string> = {};
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const value = rest.join(" ");
    if (keyword === "title") title = value;
    else if (keyword === "x-axis" || keyword === "y-axis") {
      const [low, high] = value.split("-->").map((part) => part.trim());
      axes[keyword[0] as "x" | "y"] = [low, high ?? ""];
    } else if (/^quadrant-[1-4]$/.test(keyword)) quadrants[keyword] = value;
    else throw new Error(`${where}: unreadable quadrantChart line "${line}"`);
  }
  // Mermaid numbers the quadrants from the top right, anticlockwise; read top-left first here.
  const cells = [
    ["quadrant-2", axes.y[1], axes.x[0]],
    ["quadrant-1", axes.y[1], axes.x[1]],
    ["quadrant-3", axes.y[0], axes.x[0]],
    ["quadrant-4", axes.y[0], axes.x[1]],
  ].map(
    ([key, y, x]) =>
      `<div class="quadrant"><dt>${escapeHtml(y)}, ${escapeHtml(x.toLowerCase())}</dt><dd>${escapeHtml(quadrants[key] ?? "")}</dd></div>`,
  );
  return `<figure class="article-diagram quadrant-diagram"><figcaption>${escapeHtml(title)}</figcaption><dl class="quadrant-grid">${cells.join("")}</dl></figure>`;
}

/** A ```mermaid block's source as an HTML figure; `where` names the file for errors. */
export function mermaidFigure(source: string, where: string): string {
  const [kind, ...lines] = source
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (/^(flowchart|graph)\b/.test(kind ?? "")) return flowchartFigure(lines, where);
  if (kind === "quadrantChart") return quadrantFigure(lines, where);
  throw new Error(`${where}: Mermaid diagram "${kind}" has no HTML rendering (see decision 051)`);
}
