/**
 * The built-in writer with the checker in the loop: a draft that fails a quality check is written
 * again with another seed (other sections, sentences and order — a fresh try, not the same text),
 * up to BUILTIN_ATTEMPTS drafts, and the best is kept (best-attempt.ts). Pure: the write job
 * (write-post.ts) and `npm run bench:content` run exactly this.
 */
import { type BestAttempt, bestAttempt } from "./best-attempt.ts";
import { writeBuiltInDraft } from "./built-in-writer.ts";
import { checkDraft, type CheckedDraft } from "../checking/draft-check.ts";
import type { DraftCheck, DraftResult, WriterInput } from "../types.ts";

/** Drafts the built-in writer makes at most before one is kept. */
export const BUILTIN_ATTEMPTS = 3;

/** A post to write: the writer's input with the customer's earlier sentences and a seed. */
export interface CheckedWriteInput extends WriterInput {
  earlierSentences: ReadonlySet<string>;
  seed: number;
}

/** The checker as the write job runs it: the profile, the site facts and the earlier posts. */
export function draftChecker(
  input: Pick<CheckedWriteInput, "brief" | "profile" | "facts" | "earlierSentences">,
): (draft: CheckedDraft) => DraftCheck {
  return (draft) =>
    checkDraft(draft, input.brief, {
      profile: input.profile,
      facts: input.facts,
      earlierFingerprints: input.earlierSentences,
    });
}

export function builtInAttempt(input: CheckedWriteInput, attempt: number): DraftResult {
  return writeBuiltInDraft({ ...input, seed: input.seed + attempt - 1 });
}

export async function writeBuiltInChecked(
  input: CheckedWriteInput,
): Promise<BestAttempt<DraftResult>> {
  return await bestAttempt<DraftResult>(
    BUILTIN_ATTEMPTS,
    async (attempt) => builtInAttempt(input, attempt),
    draftChecker(input),
  );
}
