import { describe, expect, it, vi } from "vitest";
import { loadWriterKnowledge } from "../../supabase/functions/_shared/content/writer-profile.ts";
import {
  loadWriterFacts,
  setFactHidden,
} from "../../supabase/functions/_shared/facts/fact-store.ts";
import { startBusinessSite } from "../fixtures/business-sites/serve.ts";
import { signUpUser } from "./emulator-support.ts";
import { storeProfileUnchecked } from "./scan-support.ts";
import { runSiteScan } from "./site-facts-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * A scan stores the site facts of the customer's site (an installer's, plain HTML), the writers
 * read the visible facts of the latest scan, a fact the customer hid stays hidden in the next
 * scan, and an empty profile description and offerings are filled from the site once.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator({
  startSite: () => startBusinessSite("installateur"),
});

const scan = (userId: string) => runSiteScan(emulator(), db(), userId, `${site().origin}/`);

const factRows = (userId: string) =>
  db()<{ id: string; scan_id: string; kind: string; name: string | null; hidden: boolean }[]>`
    select id, scan_id, kind, name, hidden from public.site_facts
    where user_id = ${userId} order by position`;

describe("site facts from a scan", () => {
  it("are stored with the scan, read by the writers, and a hidden one stays hidden", async () => {
    const user = await signUpUser(emulator(), { prefix: "feiten" });
    const firstScan = await scan(user.id);

    const stored = await factRows(user.id);
    expect(stored.length).toBeGreaterThanOrEqual(25);
    expect(stored.every((row) => row.scan_id === firstScan && !row.hidden)).toBe(true);
    const writerFacts = await loadWriterFacts(db(), user.id);
    expect(writerFacts.map((fact) => fact.id)).toEqual(stored.map((row) => row.id));
    const travel = writerFacts.find((fact) => fact.name === "Voorrijkosten")!;
    expect(travel).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      kind: "price",
      text: "Voorrijkosten: € 45,00",
      pageUrl: `${site().origin}/tarieven`,
      pageTitle: "Tarieven | Van Dijk Installatietechniek",
      name: "Voorrijkosten",
      priceCents: 4500,
      question: null,
      answer: null,
      hidden: false,
    });

    expect(await setFactHidden(db(), user.id, travel.id, true)).toMatchObject({ hidden: true });
    expect((await loadWriterFacts(db(), user.id)).map((fact) => fact.id)).not.toContain(travel.id);

    // The monthly scan finds the same facts again: same ids, the hidden one still hidden.
    const secondScan = await scan(user.id);
    const again = await factRows(user.id);
    expect(again.map((row) => row.id)).toEqual(stored.map((row) => row.id));
    expect(again.every((row) => row.scan_id === secondScan)).toBe(true);
    expect(again.filter((row) => row.hidden).map((row) => row.id)).toEqual([travel.id]);
    expect(await loadWriterFacts(db(), user.id)).toHaveLength(stored.length - 1);

    // Another customer's facts are not theirs to hide.
    const other = await signUpUser(emulator(), { prefix: "ander" });
    expect(await setFactHidden(db(), other.id, travel.id, false)).toBeNull();
  });

  it("fill an empty profile description and offerings once, and never overrule the customer", async () => {
    const user = await signUpUser(emulator(), { prefix: "profiel" });
    await storeProfileUnchecked(db(), user.id, `${site().origin}/`);
    await scan(user.id);
    const [profile] = await db()<{ description: string; offerings: string[]; filled: boolean }[]>`
      select description, offerings, details_prefilled_at is not null as filled
      from public.business_profiles where user_id = ${user.id}`;
    expect(profile).toEqual({
      description:
        "Van Dijk Installatietechniek uit Amersfoort: cv-ketels, warmtepompen, sanitair en lekkages. Erkend installateur sinds 1998, ook voor spoed.",
      offerings: [
        "Badkamerrenovatie",
        "Cv-ketel onderhoud",
        "Lekkage verhelpen",
        "Warmtepomp installeren",
      ],
      filled: true,
    });

    // The customer clears them: the next scan leaves that choice alone.
    await db()`update public.business_profiles set description = null, offerings = '{}'
      where user_id = ${user.id}`;
    await scan(user.id);
    const [after] = await db()`select description, offerings from public.business_profiles
      where user_id = ${user.id}`;
    expect(after).toEqual({ description: null, offerings: [] });
  });

  it("an empty site yields no facts and the writers get an empty list", async () => {
    const user = await signUpUser(emulator(), { prefix: "leeg" });
    expect(await loadWriterFacts(db(), user.id)).toEqual([]);
    expect(await loadWriterKnowledge(db(), user.id)).toBeNull();
  });

  it("give the writers the business: finer sector, description, offerings, facts and its kind", async () => {
    const user = await signUpUser(emulator(), { prefix: "details" });
    await storeProfileUnchecked(db(), user.id, `${site().origin}/`);
    // Filed under "Overig" with a name that says nothing: the site tells what the business is.
    await db()`update public.business_profiles
      set business_name = 'Van Dijk', sector = 'Overig' where user_id = ${user.id}`;
    const before = await loadWriterKnowledge(db(), user.id);
    expect(before?.profile).toMatchObject({ description: "", offerings: [], archetype: "other" });
    expect(before?.facts).toEqual([]);

    await scan(user.id);
    const details = await loadWriterKnowledge(db(), user.id);
    expect(details?.profile).toMatchObject({
      description: expect.stringContaining("Van Dijk Installatietechniek uit Amersfoort"),
      offerings: expect.arrayContaining(["Warmtepomp installeren"]),
      archetype: "trades",
    });
    expect(details!.facts).toEqual(await loadWriterFacts(db(), user.id));
    expect(details!.facts.length).toBeGreaterThanOrEqual(25);

    // What the customer types as finer sector decides, even against the site.
    await db()`update public.business_profiles set sector_detail = 'Rijschool'
      where user_id = ${user.id}`;
    expect((await loadWriterKnowledge(db(), user.id))?.profile.archetype).toBe("training");
  });
});
