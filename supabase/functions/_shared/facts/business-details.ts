/**
 * What the writers know about the business beyond the base profile: the finer sector, the
 * description and offerings (filled from the site by the first scan, edited in Bedrijfsprofiel),
 * the visible site facts of the latest scan and the kind of business they add up to. One read
 * for the built-in writer, the AI writer and the checker, so all three see the same business.
 */
import type { BusinessArchetype, SiteFact } from "../contract/site-facts.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { archetypeOf } from "./archetype.ts";
import { loadWriterFacts } from "./fact-store.ts";

export interface BusinessDetails {
  sectorDetail: string | null;
  description: string | null;
  offerings: string[];
  archetype: BusinessArchetype;
  facts: SiteFact[];
}

/** Null without a business profile. */
export async function loadBusinessDetails(
  sql: SqlRunner,
  userId: string,
): Promise<BusinessDetails | null> {
  const [row] = await sql<
    {
      business_name: string;
      sector: string;
      sector_detail: string | null;
      description: string | null;
      offerings: string[];
    }[]
  >`
    select business_name, sector, sector_detail, description, offerings
    from public.business_profiles where user_id = ${userId}`;
  if (!row) return null;
  const facts = await loadWriterFacts(sql, userId);
  const archetype = archetypeOf(
    {
      sector: row.sector,
      sectorDetail: row.sector_detail,
      businessName: row.business_name,
      description: row.description,
      offerings: row.offerings,
    },
    facts,
  );
  return {
    sectorDetail: row.sector_detail,
    description: row.description,
    offerings: row.offerings,
    archetype,
    facts,
  };
}
