/**
 * Every wording of every archetype's phrases, read as a Dutch editor would: one form of address
 * that works in both tones, no figures (specifics come from the site's facts), and no words of
 * another kind of business.
 */
import { describe, expect, it } from "vitest";
import { BUSINESS_ARCHETYPES } from "../../../supabase/functions/_shared/contract/site-facts.ts";
import { archetypeContent } from "../../../supabase/functions/_shared/content/archetypes/index.ts";
import type {
  ArchetypeContent,
  Slot,
} from "../../../supabase/functions/_shared/content/archetypes/types.ts";
import {
  variantAt,
  variantCount,
} from "../../../supabase/functions/_shared/content/variety/variants.ts";

function slotsOf(content: ArchetypeContent): Slot[] {
  const sections = [content.opening, ...content.sections];
  return [
    ...content.intro,
    ...sections.flatMap((section) => [
      section.headings,
      [section.summary],
      ...section.blocks.flatMap((block) =>
        "p" in block ? block.p : "h3" in block ? [block.h3] : block.ul,
      ),
    ]),
    ...content.faq.flatMap((faq) => [faq.q, ...faq.a]),
    ...content.checklist,
    ...content.conclusion,
    ...content.topics.map((topic) => topic.titles),
    Object.values(content.words),
  ];
}

function wordings(content: ArchetypeContent): string[] {
  return slotsOf(content).flatMap((slot) =>
    slot.flatMap((template) =>
      Array.from({ length: variantCount(template) }, (_, i) => variantAt(template, i)),
    ),
  );
}

/** Words after which "{u}" is the subject of a clause that does not invert. */
const BEFORE_U = new Set(
  "als dat wat hoe waar zodat voordat wanneer zodra omdat terwijl of tenzij die wie welke want en maar met voor aan naar bij door om van op in tot zonder over waarmee waarvoor waarin nadat zoals dan tegen helpt geeft personen gasten het zolang vaak behandeling doordat".split(
    " ",
  ),
);
/** Verbs whose inverted form is not "<verb> u" / "<verb minus t> je". */
const NOT_INVERTIBLE = new Set(["kan", "wil", "zal", "hoef", "doe"]);

/** Words that belong to another kind of business and read wrong here. */
const OFF_TYPE: Partial<Record<(typeof BUSINESS_ARCHETYPES)[number], RegExp>> = {
  "food-craft":
    /offerte|onderhoud|garantie|traject|gasten|patiënt|cliënt|behandeling|cursist|installat|factuur/i,
  horeca:
    /offerte|onderhoud|garantie|traject|patiënt|cliënt|behandeling|cursist|installat|levertijd|retour/i,
  retail:
    /offerte|traject|gasten|patiënt|cliënt|behandeling|cursist|installat|reserveer|reserveren/i,
  trades: /gasten|patiënt|cursist|proeverij|allergie|reserveren|recept|menu/i,
  professional: /gasten|patiënt|proeverij|allergie|menu|installat|lekkage/i,
  care: /gasten|offerte|proeverij|menu|installat|lekkage|cursist/i,
  beauty: /gasten|offerte|proeverij|menu|installat|lekkage|cursist|patiënt|verwijsbrief/i,
  training: /gasten|offerte|proeverij|menu|installat|lekkage|patiënt/i,
  tech: /gasten|proeverij|menu|lekkage|patiënt|allergie/i,
  other: /gasten|patiënt|proeverij|menu|lekkage|allergie/i,
};

describe.each(BUSINESS_ARCHETYPES)("the %s phrases", (archetype) => {
  const content = archetypeContent(archetype);
  const all = wordings(content);

  it("have enough to choose from", () => {
    expect(content.sections.length).toBeGreaterThanOrEqual(5);
    expect(content.faq.length).toBeGreaterThanOrEqual(5);
    expect(content.checklist.length).toBeGreaterThanOrEqual(6);
    expect(content.topics.length).toBeGreaterThanOrEqual(7);
  });

  it("use a token for every form of address, inverted where the verb comes first", () => {
    const wrong = all.flatMap((text) =>
      [...text.matchAll(/(\p{L}+)\]? \{u\}/gu)]
        .filter((m) => !BEFORE_U.has(m[1]!.toLowerCase()))
        .map(() => text),
    );
    expect(wrong).toEqual([]);
    const badVerbs = all.filter((text) =>
      [...text.matchAll(/\{[Ii]nv:(\p{L}+)\}/gu)].some((m) => NOT_INVERTIBLE.has(m[1]!)),
    );
    expect(badVerbs).toEqual([]);
    expect(all.filter((text) => /(?:^|[.?!] )\{u\}/.test(text))).toEqual([]);
    expect(
      all.filter((text) => /\b(?:u|uw|je|jij|jouw)\b/i.test(text.replace(/\{[^}]*\}/g, ""))),
    ).toEqual([]);
  });

  it("title every topic with the keyword as its label, so any kind of keyword reads well", () => {
    const titles = content.topics.flatMap((topic) => topic.titles);
    expect(titles.filter((title) => !title.startsWith("{K}: "))).toEqual([]);
    expect(new Set(content.topics.map((topic) => topic.angle)).size).toBe(content.topics.length);
  });

  it("state no figures", () => {
    expect(
      all.filter((text) => /\d|\b(?:twee|drie|vier|vijf|tien|honderd|procent)\b/i.test(text)),
    ).toEqual([]);
  });

  it("say nothing that belongs to another kind of business", () => {
    expect(all.filter((text) => OFF_TYPE[archetype]!.test(text))).toEqual([]);
  });
});
