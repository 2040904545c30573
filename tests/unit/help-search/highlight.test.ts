import { describe, expect, it } from "vitest";
import { highlight, snippet, type TextPiece } from "@/features/help-search/highlight";

const marked = (pieces: TextPiece[]) =>
  pieces.map((piece) => (piece.match ? `[${piece.text}]` : piece.text)).join("");

describe("highlight", () => {
  it("marks every form of a matched term and keeps the text as it was", () => {
    const text = "Je facturen: download een Factuur, of één factuur per maand.";
    expect(marked(highlight(text, new Set(["factur"])))).toBe(
      "Je [facturen]: download een [Factuur], of één [factuur] per maand.",
    );
  });

  it("marks accented words by their plain term", () => {
    expect(marked(highlight("Abonnement beëindigen", new Set(["beindig"])))).toBe(
      "Abonnement [beëindigen]",
    );
  });

  it("returns the text as one piece when nothing matched", () => {
    expect(highlight("Geen treffer hier", new Set(["factur"]))).toEqual([
      { text: "Geen treffer hier", match: false },
    ]);
  });
});

describe("snippet", () => {
  const description = "Zo download je een factuur of vervang je je betaalkaart.";
  const body =
    "Je facturen beheer je in het abonnementsbeheer. Wij zien je volledige kaartgegevens nooit. " +
    "Facturen bewaren we 7 jaar, zoals de fiscale bewaarplicht voorschrijft, ook na opzeggen.";

  it("uses the description when it holds a matched word", () => {
    expect(marked(snippet(description, body, new Set(["factur"])))).toBe(
      "Zo download je een [factuur] of vervang je je betaalkaart.",
    );
  });

  it("else uses the body's sentence with the most matched words", () => {
    expect(marked(snippet(description, body, new Set(["bewar", "jar"])))).toBe(
      "Facturen [bewaren] we 7 [jaar], zoals de fiscale bewaarplicht voorschrijft, ook na opzeggen.",
    );
  });

  it("cuts a long sentence around its first match on word boundaries", () => {
    const long = `${"woord ".repeat(60)}bewaarplicht ${"tekst ".repeat(60)}`.trim();
    const text = marked(snippet(description, long, new Set(["bewarplicht"]), 80));
    expect(text).toMatch(/^…(woord )+\[bewaarplicht\]( tekst)+…$/);
    expect(text.length).toBeLessThanOrEqual(80 + 4);
  });

  it("falls back to the description when only the title matched", () => {
    expect(marked(snippet(description, body, new Set(["onbekend"])))).toBe(description);
  });
});
