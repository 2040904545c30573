import { describe, expect, it } from "vitest";
import { placesIn } from "../../../supabase/functions/_shared/facts/place-facts.ts";

describe("placesIn", () => {
  it("finds the places a business is in or works in", () => {
    expect(placesIn("Ambachtelijke bakker in Utrecht")).toEqual(["Utrecht"]);
    expect(placesIn("Ons werkgebied: Amersfoort, Leusden en Soest.")).toEqual([
      "Amersfoort",
      "Leusden",
      "Soest",
    ]);
    expect(placesIn("Wij behandelen patiënten uit Haarlem en Heemstede.")).toEqual([
      "Haarlem",
      "Heemstede",
    ]);
  });

  it("does not take where the ingredients or a name come from for a place the business serves", () => {
    expect(placesIn("We bakken met desem, tijd en biologisch meel uit de Betuwe.")).toEqual([]);
    expect(placesIn("Kaas van Texel en appels uit Zeeland.")).toEqual([]);
  });
});
