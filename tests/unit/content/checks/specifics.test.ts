import { describe, expect, it } from "vitest";
import { specificsIn } from "../../../../supabase/functions/_shared/content/checking/specifics.ts";
import {
  buildSupport,
  isSupported,
} from "../../../../supabase/functions/_shared/content/checking/support.ts";
import { BAKERY, BAKERY_FACTS } from "./bakery-facts.ts";

const read = (sentence: string) =>
  specificsIn(sentence).map(({ kind, quote, key }) => [kind, quote, key]);

describe("specificsIn", () => {
  it("reads prices, years, times, phone numbers, postcodes and quantities the Dutch way", () => {
    expect(read("Een desembrood kost € 4,95, een croissant 2 euro en een taart €18,-.")).toEqual([
      ["price", "€ 4,95", "4.95"],
      ["price", "2 euro", "2"],
      ["price", "€18,-", "18"],
    ]);
    expect(read("Sinds 1987 bakken we al 35 jaar met 1.200 klanten per week.")).toEqual([
      ["year", "1987", "1987"],
      ["quantity", "35 jaar", "35 jaar"],
      ["quantity", "1.200 klanten", "1200 klanten"],
    ]);
    expect(read("Open van 7.30 tot 18:00 uur; bel 030 123 45 67 of +31 6 12345678.")).toEqual([
      ["time", "7.30", "7:30"],
      ["time", "18:00 uur", "18:00"],
      ["phone", "030 123 45 67", "0301234567"],
      ["phone", "+31 6 12345678", "0612345678"],
    ]);
    expect(
      read("Bestel twee dagen van tevoren; 98% is tevreden. Twijnstraat 12, 3511 ZL Utrecht."),
    ).toEqual([
      ["quantity", "twee dagen", "2 dag"],
      ["percentage", "98%", "98"],
      ["postcode", "3511 ZL", "3511zl"],
    ]);
  });

  it("leaves counts that describe the article alone", () => {
    expect(read("Lees de 3 tips en vergelijk 2 voorstellen. Stap 12 is de laatste.")).toEqual([]);
    expect(read("Vraag minimaal twee voorstellen op.")).toEqual([]);
    // The law's VAT rates are no claim of the business.
    expect(read("Op brood geldt 9% btw, op advies 21 procent btw.")).toEqual([]);
    expect(read("Trek het deeg twee keer per week op.")).toEqual([]);
  });

  it("reads awards, guarantees and certifications as claims, but not advice about them", () => {
    expect(read("Wij geven 10 jaar garantie en zijn gecertificeerd volgens ISO 9001.")).toEqual([
      ["quantity", "10 jaar", "10 jaar"],
      ["guarantee", "10 jaar garantie", "garantie"],
      ["certification", "gecertificeerd", "certific"],
      ["certification", "ISO 9001", "iso"],
    ]);
    expect(
      read("Bekroond tot de beste bakker van Utrecht, met onze tevredenheidsgarantie."),
    ).toEqual([
      ["award", "Bekroond", "bekroond"],
      ["award", "de beste bakker van Utrecht", "beste"],
      ["guarantee", "tevredenheidsgarantie", "garantie"],
    ]);
    expect(
      read(
        "Bewaar facturen en garantiebewijzen. Controleer certificeringen en garantievoorwaarden.",
      ),
    ).toEqual([]);
  });
});

describe("support from the site and profile", () => {
  const support = buildSupport(BAKERY_FACTS, BAKERY, {
    topic: "Desembrood",
    focusKeyword: "desembrood",
    secondaryKeywords: [],
  });
  const backed = (sentence: string) => specificsIn(sentence).map((s) => isSupported(s, support));

  it("backs what the visible facts say, however it is written", () => {
    expect(
      backed("Appeltaart € 14,50, open 7:00 tot 17.00 uur, sinds 1987, bel 030-1234567."),
    ).toEqual([true, true, true, true, true]);
    expect(backed("Bestel uiterlijk 2 dagen van tevoren.")).toEqual([true]);
  });

  it("does not back a figure with another unit, another price or a hidden fact", () => {
    // "twee dagen" is on the site, "2 jaar" is not; € 4,25 is only in a fact the customer hid.
    expect(backed("Al 2 jaar, voor € 4,25, sinds 1995, met garantie op alles.")).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
