import { describe, expect, it } from "vitest";
import { fallbackReplies } from "@/content/chat-topics";
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
    ["Kan ik maandelijks opzeggen?", "cancel"],
    ["Can I cancel anytime?", "cancel"],
    ["Hoe zeg ik op?", "cancel"],
    ["Hoe zeg ik mijn abonnement op?", "cancel"],
    ["How do I unsubscribe?", "cancel"],
    ["Is dat inclusief btw?", "vat"],
    ["Zijn de prijzen exclusief btw?", "vat"],
    ["Does the price include VAT?", "vat"],
    ["Kan ik met iDEAL betalen?", "payment"],
    ["Welke betaalmethodes zijn er?", "payment"],
    ["Can I pay by card?", "payment"],
    ["Which payment methods do you accept?", "payment"],
    ["Welke garantie krijg ik?", "refund"],
    ["Is there a money back guarantee?", "refund"],
    ["Hoe lang duurt het voordat ik resultaat zie?", "results"],
    ["How long until I rank?", "results"],
    ["Hebben jullie een API?", "api"],
    ["Is there an integration for developers?", "api"],
    ["Krijg ik een SEO-rapport?", "reports"],
    ["Do you send monthly reports?", "reports"],
    ["Hoe kan ik contact opnemen?", "contactDetails"],
    ["Wat is jullie telefoonnummer?", "contactDetails"],
    ["Can I call you?", "contactDetails"],
    ["Do you offer whitelabel for resellers?", "whiteLabel"],
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
    ["Is er een gratis proefperiode?", "trial"],
    ["Heb ik een creditcard nodig?", "trial"],
    ["Kan ik het eerst gratis uitproberen?", "trial"],
    ["Is there a free trial?", "trial"],
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

  it("answers prices from the plan catalogue (not the 49/99/199 chat figures of the original design)", () => {
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

describe("chooseReply: the issue 8 topics answer with the catalogue's facts", () => {
  it("'Is dat inclusief btw?' says prices exclude 21% btw, with the catalogue's prices plus VAT", () => {
    const reply = chooseReply("Is dat inclusief btw?");
    expect(reply).toContain("exclusief 21% btw");
    // 19, 49, 99 and 199 from content/plans.ts, times 1.21.
    expect(reply).toContain(
      `Basic €${NBSP}22,99, Pro €${NBSP}59,29, Ultimate €${NBSP}119,79 en Power €${NBSP}240,79`,
    );
  });

  it("derives the VAT prices from the catalogue it is given", async () => {
    const { buildChatTopics } = await import("@/content/chat-topics");
    const { plans } = await import("@/content/plans");
    const cheaper = plans.map((plan) => ({ ...plan, price: 10 }));
    const vat = buildChatTopics(cheaper).find((topic) => topic.id === "vat");
    expect(vat?.reply).toContain(`Basic €${NBSP}12,10`);
  });

  it("'Hoe zeg ik op?' explains cancelling, not a generic prompt", () => {
    const reply = chooseReply("Hoe zeg ik op?", () => 0);
    expect(fallbackReplies).not.toContain(reply);
    expect(reply).toContain("Opzeggen doe je zelf");
    expect(reply).toContain("tot het einde van de betaalde maand");
  });

  it("names the payment methods, the API, the reports' plans and the contact details", () => {
    expect(chooseReply("iDEAL")).toContain("iDEAL of met een creditcard");
    expect(chooseReply("API")).toContain("Bearer-token");
    expect(chooseReply("rapport")).toContain("zit in Ultimate en Power");
    expect(chooseReply("contact")).toContain("hallo@vindbaar.nl");
    expect(chooseReply("contact")).toContain("+31 20 123 4567");
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
