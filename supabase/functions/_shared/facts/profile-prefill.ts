/**
 * A scan fills the business profile's description and offerings from the site while they are
 * still empty — once per profile, so a customer who cleared them later is not overruled. The
 * customer sees them in Bedrijfsprofiel as found on the site and can change them there.
 */
import { PROFILE_LIMITS } from "../contract/onboarding.ts";
import type { SiteFact } from "../contract/site-facts.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { clip } from "./fact-candidate.ts";

/**
 * The offerings to suggest: what the site names as its services or product groups first (no
 * price of their own), then priced items, each once, within the profile's limits.
 */
export function suggestedOfferings(facts: readonly SiteFact[]): string[] {
  const offerings = facts.filter((fact) => fact.kind === "offering" && fact.name);
  const ordered = [
    ...offerings.filter((fact) => fact.priceCents === null),
    ...offerings.filter((fact) => fact.priceCents !== null),
  ];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const fact of ordered) {
    const name = clip(fact.name!, PROFILE_LIMITS.offerings.maxLength);
    const key = name.toLocaleLowerCase("nl");
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === PROFILE_LIMITS.offerings.max) break;
  }
  return names;
}

export async function prefillProfileDetails(
  sql: SqlRunner,
  userId: string,
  found: { description: string | null; facts: readonly SiteFact[] },
): Promise<void> {
  const description = found.description
    ? clip(found.description, PROFILE_LIMITS.description.max)
    : null;
  const offerings = suggestedOfferings(found.facts);
  if (!description && offerings.length === 0) return;
  await sql`
    update public.business_profiles set
      description = coalesce(nullif(description, ''), ${description}),
      offerings = case when cardinality(offerings) = 0 then ${offerings}::text[] else offerings end,
      details_prefilled_at = now()
    where user_id = ${userId} and details_prefilled_at is null`;
}
