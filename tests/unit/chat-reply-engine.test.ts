import { describe, expect, it } from "vitest";
import { fallbackReplies } from "@/content/chat";
import { chooseReply, matchTopicId } from "@/features/chat/reply-engine";

const NBSP = "\u00a0";

describe("chooseReply: keyword topics", () => {
  it.each([
    ["Wat kost Vindbaar?", "prices"],
    ["Wat zijn de prijzen?", "prices"],
    ["Welk abonnement past bij mij?", "prices"],
    ["What does it cost?", "prices"],
    ["Do you have a pricing page?", "prices"],
    ["Welke functies krijg ik?", "features"],
    ["Wat doet Vindbaar precies?", "features"],
    ["Which features are included?", "features"],
    ["Hoe snel zie ik resultaat?", "results"],
    ["Krijg ik meer verkeer?", "results"],
    ["When will I see results?", "results"],
    ["Zit ik vast aan een contract?", "contract"],
    ["Kan ik maandelijks opzeggen?", "contract"],
    ["Can I cancel anytime?", "contract"],
    ["Hoe werkt de support?", "support"],
    ["Ik heb hulp nodig", "support"],
    ["I need help", "support"],
    ["Kan ik een demo zien?", "demo"],
    ["Heb je een voorbeeld?", "demo"],
    ["Can I try it first?", "demo"],
    ["Hallo!", "greeting"],
    ["hi there", "greeting"],
    ["Doen jullie white label?", "whiteLabel"],
    ["Wij zijn een bureau", "whiteLabel"],
    ["I run an agency", "whiteLabel"],
    ["Krijg ik mijn geld terug?", "refund"],
    ["Is there a refund?", "refund"],
  ])("%s -> %s", (question, topic) => {
    expect(matchTopicId(question)).toBe(topic);
  });

  it("needs a word start: 'hi' does not match inside 'hier', 'kost' matches 'kosten'", () => {
    expect(matchTopicId("Wat staat hier?")).toBeUndefined();
    expect(matchTopicId("Wat zijn de kosten?")).toBe("prices");
  });

  it("prefers the specific topic over a greeting", () => {
    expect(matchTopicId("Hallo, wat kost het?")).toBe("prices");
  });

  it("answers prices from the plan catalogue (not the spec's 49/99/199 chat figures)", () => {
    const reply = chooseReply("prijs");
    expect(reply).toContain(
      `Basic €${NBSP}19, Pro €${NBSP}49, Ultimate €${NBSP}99 en Power €${NBSP}199 per maand`,
    );
    expect(chooseReply("price")).toBe(reply);
  });

  it("answers the contract, results and features questions with the site's facts", () => {
    expect(chooseReply("contract")).toContain("geen langlopend contract en geen minimale looptijd");
    expect(chooseReply("resultaat")).toContain("binnen 48 uur");
    expect(chooseReply("resultaat")).toContain("3-6 maanden");
    expect(chooseReply("resultaat")).toContain("38% meer organisch verkeer");
    expect(chooseReply("functies")).toContain("Basic 1, Pro 3, Ultimate 9 en Power 30 per maand");
    expect(chooseReply("white label")).toContain(
      `Power-pakket (€${NBSP}199 per maand, 30 blogposts)`,
    );
    expect(chooseReply("garantie")).toContain("14 dagen geld-terug-garantie");
  });
});

describe("chooseReply: fallback", () => {
  it("has five prompts and picks with the injected random source", () => {
    expect(fallbackReplies).toHaveLength(5);
    expect(chooseReply("Wat vind je van het weer?", () => 0)).toBe(fallbackReplies[0]);
    expect(chooseReply("Wat vind je van het weer?", () => 0.45)).toBe(fallbackReplies[2]);
    expect(chooseReply("Wat vind je van het weer?", () => 0.999)).toBe(fallbackReplies[4]);
  });

  it("covers every prompt across the random range", () => {
    const seen = new Set([0, 0.2, 0.4, 0.6, 0.8].map((r) => chooseReply("xyz", () => r)));
    expect(seen).toEqual(new Set(fallbackReplies));
  });
});
