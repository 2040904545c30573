/**
 * What the draft checker reads besides the draft itself. Structural on purpose: the writers'
 * profile (content/types.ts WriterProfile) satisfies CheckerProfile as it grows (description,
 * offerings and archetype come from the business profile and the scan), and a draft may carry
 * the ids of the site facts its writer says it used.
 */
import type { BusinessArchetype, SiteFact } from "../../contract/site-facts.ts";
import type { PostBrief, WrittenDraft } from "../types.ts";
import type { DraftText } from "./draft-text.ts";

export interface CheckerProfile {
  businessName: string;
  websiteUrl: string;
  sector: string;
  region: string;
  tone: "formal" | "informal";
  keywords: readonly string[];
  /** What the business does, in the customer's words (business profile). */
  description?: string | null;
  /** Products and services the customer listed (business profile). */
  offerings?: readonly string[];
  /** The kind of business; without it the off-type check has nothing to compare with. */
  archetype?: BusinessArchetype | null;
}

export interface CheckedDraft extends WrittenDraft {
  /** Site facts the writer says it drew from (ids from the fact list). */
  usedFactIds?: readonly string[];
}

export interface CheckContext {
  profile: CheckerProfile;
  /** The customer's site facts; hidden ones are never support for anything. */
  facts?: readonly SiteFact[];
  /** Fingerprints of the sentences in the customer's other posts (text/sentences.ts). */
  earlierFingerprints?: ReadonlySet<string>;
}

/** One finished check before it is weighed: `detail` says why, in the customer's words. */
export interface CheckOutcome {
  id: string;
  passed: boolean;
  label: string;
  detail: string | null;
}

export interface CheckInput {
  draft: CheckedDraft;
  /** The draft's markdown read once (draft-text.ts readDraft). */
  text: DraftText;
  brief: PostBrief;
  profile: CheckerProfile;
  facts: readonly SiteFact[];
  earlierFingerprints: ReadonlySet<string>;
}
