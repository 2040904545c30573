/**
 * The rewrite loop: a draft that fails a quality check is written again, up to a number of
 * attempts, and the best one is kept — the first that passes every quality check, else the one
 * with the fewest quality failures (then the highest score, then the earliest). A writer that
 * cannot make another attempt (the AI provider fails on the rewrite) answers null, and the best
 * draft so far is kept: it reaches the customer as 'Controle nodig' with its reasons, never as
 * a silent pass.
 */
import type { DraftCheck } from "../types.ts";

export interface Attempt<D> {
  draft: D;
  check: DraftCheck;
}

export interface BestAttempt<D> extends Attempt<D> {
  /** How many drafts were written, the kept one included. */
  attempts: number;
}

const qualityFailures = (check: DraftCheck) =>
  check.checks.filter((item) => item.group === "quality" && !item.passed).length;

function better<D>(candidate: Attempt<D>, best: Attempt<D>): boolean {
  const difference = qualityFailures(candidate.check) - qualityFailures(best.check);
  if (difference !== 0) return difference < 0;
  return candidate.check.score > best.check.score;
}

export async function bestAttempt<D>(
  maxAttempts: number,
  write: (attempt: number, previous: Attempt<D> | null) => Promise<D | null>,
  check: (draft: D) => DraftCheck,
): Promise<BestAttempt<D>> {
  let best: Attempt<D> | null = null;
  let previous: Attempt<D> | null = null;
  let attempts = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const draft = await write(attempt, previous);
    if (draft === null) break;
    attempts = attempt;
    previous = { draft, check: check(draft) };
    if (!best || better(previous, best)) best = previous;
    if (!previous.check.needsReview) break;
  }
  if (!best) throw new Error("bestAttempt: the first attempt must give a draft");
  return { ...best, attempts };
}
