import type { TopicReason } from "@contract/topic-reason";
import { countNl, periodNl, positionNl } from "@contract/dutch-figures";

/**
 * Why the planner chose a topic, in the topic dialog: the measured figures with the period they
 * cover, so the customer can check them in Search Console.
 */
export const topicReasonContent = {
  // Not "…onderwerp": the region is labelled by it, and the topic field is "Onderwerp".
  heading: "Waarom we dit kozen",
  text: topicReasonText,
};

const impressions = (n: number) => `${countNl(n)} ${n === 1 ? "vertoning" : "vertoningen"}`;
const clicks = (n: number) => `${countNl(n)} ${n === 1 ? "klik" : "klikken"}`;

/** The page's address without the site: "https://www.bakkerij.nl/desembrood" → "/desembrood". */
function pagePath(page: string): string {
  try {
    const url = new URL(page);
    return `${url.pathname}${url.search}` || "/";
  } catch {
    return page;
  }
}

function topicReasonText(reason: TopicReason): string {
  switch (reason.kind) {
    case "striking-distance": {
      const shown = positionNl(reason.position);
      // Positions 1–10 are page 1: there the gain is climbing to where the clicks are.
      const gain =
        Math.round(reason.position * 10) / 10 <= 10
          ? "een betere post kan je hoger op pagina 1 brengen, waar de meeste klikken zijn."
          : "een betere post kan je naar pagina 1 brengen.";
      return `Gekozen omdat je op '${reason.query}' gemiddeld op positie ${shown} staat met ${impressions(reason.impressions)} in ${periodNl(reason.period)} — ${gain}`;
    }
    case "losing-page":
      return `Gekozen omdat je pagina ${pagePath(reason.page)} klikken verliest: ${clicks(reason.clicksBefore)} in ${periodNl(reason.periodBefore)}, ${clicks(reason.clicksNow)} in ${periodNl(reason.period)}. Deze post ondersteunt die pagina met een interne link ernaartoe.`;
    case "profile-keyword":
      return "Gekozen uit de zoekwoorden en het aanbod in je bedrijfsprofiel en op je website.";
  }
}
