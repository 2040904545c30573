import { describe, expect, it } from "vitest";
import { factPhrase } from "../../../supabase/functions/_shared/content/writing/builtin/fact-text.ts";

describe("a site fact as the end of a sentence", () => {
  it("drops its closing stop and the yes/no of a FAQ answer, keeping names capitalised", () => {
    expect(factPhrase("Sinds 1987 bakken we aan de Twijnstraat. ")).toBe(
      "Sinds 1987 bakken we aan de Twijnstraat",
    );
    expect(factPhrase("Ja, een offerte voor een warmtepomp is altijd gratis.")).toBe(
      "een offerte voor een warmtepomp is altijd gratis",
    );
    expect(factPhrase("Nee, Van Dijk rekent geen voorrijkosten.")).toBe(
      "Van Dijk rekent geen voorrijkosten",
    );
    expect(factPhrase("Jazeker lekker")).toBe("Jazeker lekker");
  });
});
