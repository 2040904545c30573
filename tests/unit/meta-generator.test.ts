import { describe, expect, it, vi } from "vitest";
import {
  fitWords,
  generateMetaDescriptions,
  joinList,
  META_MAX_LENGTH,
  META_MIN_LENGTH,
  shorterVersions,
} from "../../supabase/functions/meta-descriptions/generate";
import { extractParts } from "../../supabase/functions/meta-descriptions/keywords";

const bakery = {
  name: "Bakkerij De Korenschoof",
  description:
    "Wij zijn een bakkerij in Utrecht met ambachtelijk brood en taarten op bestelling. Al ons brood wordt elke ochtend vers gebakken.",
};

const longDescription = (
  "Tuinaanleg, tuinonderhoud en sierbestrating voor particulieren en bedrijven in de regio Eindhoven. " +
  "Ook voor schuttingen, vijvers en overkappingen kun je bij ons terecht. "
).repeat(6);

const CASES = [
  bakery,
  {
    name: "Pixelwerk",
    description:
      "Wij bouwen WordPress websites en webshops voor zzp'ers en kleine ondernemers in Den Haag. SEO en hosting regelen we ook.",
  },
  { name: "Fietsenmaker Jansen", description: "Fietsreparatie" },
  { name: "Groen & Zo Hoveniers", description: longDescription },
  { name: "Studio Yoga", description: "Yoga" },
  { name: "X", description: "b" },
  { name: "Loodgieter ".repeat(9).trim(), description: "Cv-ketels, lekkages en badkamers." },
  // A description in capitals: its capitalised run after "in" is no place name, and the name stays whole.
  {
    name: "Bakkerij voor Korenschoof en uit Taarten In Bergen een regio en Brood Zoom een zijn",
    description:
      "LOODGIETER SPECIALIST WIJ, LOODGIETER AMBACHTELIJK GEBAKKEN BROOD VERS WIJ LOODGIETER VERS AMBACHTELIJK UIT. OP GEBAKKEN DEN DE SPECIALIST ZOOM EN SPECIALIST UIT LOODGIETER AMSTERDAM ZOOM LOODGIETER BERGEN BAKKERIJ DE EEN UIT TAARTEN AMSTERDAM EN GEBAKKEN MET",
  },
];

/** Words of at least 4 letters from the description, lower-cased. */
function contentWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}'-]{4,}/gu) ?? [];
}

describe("generateMetaDescriptions", () => {
  it.each(CASES)("gives 3 distinct suggestions of 120-160 characters for $name", (input) => {
    const suggestions = generateMetaDescriptions(input);
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
    for (const text of suggestions) {
      expect(text.length, text).toBeGreaterThanOrEqual(META_MIN_LENGTH);
      expect(text.length, text).toBeLessThanOrEqual(META_MAX_LENGTH);
      expect(text).toContain(input.name.replace(/\s+/g, " "));
      expect(text, text).toMatch(/[.!?]$/);
      expect(text).not.toMatch(/\s{2}|\s[.,!?]/);
    }
  });

  it("reuses the description's own words in every suggestion", () => {
    for (const input of CASES.filter((entry) => entry.description.length > 3)) {
      const words = contentWords(input.description);
      for (const text of generateMetaDescriptions(input)) {
        const used = words.filter((word) => text.toLowerCase().includes(word));
        expect(used.length, text).toBeGreaterThan(0);
      }
    }
  });

  it("writes Dutch, with a benefit-, a question- and a call-to-action-led variant", () => {
    const [benefit, question, action] = generateMetaDescriptions(bakery);
    expect(benefit).toBe(
      "Bakkerij De Korenschoof: een bakkerij in Utrecht met ambachtelijk brood en taarten op bestelling. Kwaliteit, eerlijk advies en persoonlijke aandacht.",
    );
    expect(question).toMatch(
      /^Op zoek naar ambachtelijk brood of taarten in Utrecht\? Bakkerij De Korenschoof helpt je graag verder\./,
    );
    expect(action).toMatch(
      /^Ontdek Bakkerij De Korenschoof in Utrecht: ambachtelijk brood, taarten en /,
    );
    expect(action).toContain("Neem vandaag nog contact op");
  });

  it("never cuts a word: every word of a suggestion is a whole word of its source or template", () => {
    const words = new Set(contentWords(longDescription));
    const [benefit] = generateMetaDescriptions({
      name: "Groen & Zo Hoveniers",
      description: longDescription,
    });
    const focusPart = benefit?.split(": ")[1]?.split(".")[0] ?? "";
    for (const word of contentWords(focusPart)) expect(words.has(word), word).toBe(true);
  });

  it("does not let filler words become keywords", () => {
    const parts = extractParts(bakery.name, bakery.description);
    expect(parts.location).toBe("Utrecht");
    expect(parts.keywords.slice(0, 2)).toEqual(["ambachtelijk brood", "taarten"]);
    for (const keyword of parts.keywords)
      expect(keyword).not.toMatch(/^(wij|zijn|een|met|elke|wordt)$/i);
    expect(parts.focus).toBe(
      "een bakkerij in Utrecht met ambachtelijk brood en taarten op bestelling",
    );
  });
});

describe("text helpers", () => {
  it("shortens phrases between words without a dangling last word", () => {
    expect(shorterVersions("brood en taarten op bestelling")).toEqual([
      "brood en taarten op bestelling",
      "brood en taarten",
      "brood",
      "",
    ]);
  });

  it("joins lists the Dutch way", () => {
    expect(joinList(["a"], "of")).toBe("a");
    expect(joinList(["a", "b"], "of")).toBe("a of b");
    expect(joinList(["a", "b", "c"], "en")).toBe("a, b en c");
  });

  it("never cuts inside a word, not even when one word fills the whole space", () => {
    expect(fitWords("Ambachtelijk brood", 12)).not.toBe("Ambachtelij.");
    expect(fitWords("Ambachtelijk brood", 13)).toBe("Ambachtelijk.");
    expect(fitWords("Ambachtelijk brood", 12)).toBe("");
    expect(fitWords("Vers en Ambachtelijk brood", 20)).toBe("Vers en.");
  });

  it("fits text between words and ends it with punctuation", () => {
    expect(fitWords("Korte zin.", 160)).toBe("Korte zin.");
    const cut = fitWords("Dit is een vrij lange zin die niet past", 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe("Dit is een vrij.");
  });
});

describe("optional AI provider", () => {
  const config = {
    apiKey: "test-key",
    url: "https://ai.example/v1/chat/completions",
    model: "m",
    timeoutMs: 1000,
  };
  const good = [
    "Bakkerij De Korenschoof bakt elke ochtend ambachtelijk brood in Utrecht. Bestel je favoriete taart online en haal hem vers op in de winkel!",
    "Op zoek naar vers brood in Utrecht? Bakkerij De Korenschoof bakt dagelijks ambachtelijk brood en taarten op bestelling. Kom snel proeven!",
    "Ontdek Bakkerij De Korenschoof: ambachtelijk brood, taarten op bestelling en vriendelijke service in Utrecht. Bestel vandaag nog online.",
  ];
  const answer = (content: string, status = 200) =>
    (async () =>
      new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
        status,
        headers: { "Content-Type": "application/json" },
      })) as unknown as typeof fetch;

  it("uses three valid suggestions from the provider", async () => {
    const { suggestWithAi } =
      await import("../../supabase/functions/meta-descriptions/ai-provider");
    expect(
      await suggestWithAi(bakery, config, answer(JSON.stringify({ suggestions: good }))),
    ).toEqual(good);
  });

  it("returns null (so the built-in generator answers) on errors and unusable output", async () => {
    const { suggestWithAi } =
      await import("../../supabase/functions/meta-descriptions/ai-provider");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await suggestWithAi(bakery, config, answer("{}", 500))).toBeNull();
    expect(await suggestWithAi(bakery, config, answer("not json"))).toBeNull();
    expect(
      await suggestWithAi(bakery, config, answer(JSON.stringify({ suggestions: ["te kort"] }))),
    ).toBeNull();
    const failing = (async () => {
      throw new TypeError("network down");
    }) as unknown as typeof fetch;
    expect(await suggestWithAi(bakery, config, failing)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
