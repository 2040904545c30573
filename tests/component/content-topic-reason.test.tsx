import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentOverview } from "@contract/content";
import type { TopicReason } from "@contract/topic-reason";
import { IDS, overview, post, renderContent } from "./content-test-utils";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

let current: ContentOverview;
beforeEach(() => {
  invoke.fn.mockReset();
  invoke.fn.mockImplementation(async () => current);
});

/** Opens 'Onderwerp bewerken' of a planned post with this reason and answers its dialog. */
async function dialogFor(topicReason: TopicReason | null) {
  current = overview({ posts: [post({ id: IDS.planned, topicReason })] });
  renderContent();
  await userEvent.click(await screen.findByRole("button", { name: "Onderwerp bewerken" }));
  return screen.getByRole("dialog", { name: "Onderwerp bewerken" });
}

/** The dialog's "why" block: its heading, then the reason. */
const why = (dialog: HTMLElement) =>
  within(dialog).getByRole("region", { name: "Waarom we dit kozen" });

const PERIOD = { from: "2026-10-14", to: "2026-11-10" };

const striking = (query: string, position: number, impressions: number): TopicReason => ({
  kind: "striking-distance",
  query,
  position,
  impressions,
  clicks: 4,
  period: PERIOD,
});

describe("the topic dialog says why the topic was chosen", () => {
  it("names the striking-distance query with its position, impressions and period", async () => {
    const dialog = await dialogFor(striking("desembrood utrecht", 11.43, 320));
    expect(why(dialog)).toHaveTextContent(
      /^Waarom we dit kozenGekozen omdat je op 'desembrood utrecht' gemiddeld op positie 11,4 staat met 320 vertoningen in 14 oktober t\/m 10 november 2026 — een betere post kan je naar pagina 1 brengen\.$/,
    );
  });

  it("says a query already on page 1 can climb on it", async () => {
    const dialog = await dialogFor({
      ...striking("taart bestellen", 8.04, 1234),
      period: { from: "2026-12-20", to: "2027-01-16" },
    } as TopicReason);
    expect(why(dialog)).toHaveTextContent(
      "Gekozen omdat je op 'taart bestellen' gemiddeld op positie 8,0 staat met 1.234 vertoningen in 20 december 2026 t/m 16 januari 2027 — een betere post kan je hoger op pagina 1 brengen, waar de meeste klikken zijn.",
    );
  });

  it("names the page losing clicks with both periods, and says the post links to it", async () => {
    const dialog = await dialogFor({
      kind: "losing-page",
      page: "https://www.bakkerij.nl/desembrood",
      clicksBefore: 40,
      clicksNow: 22,
      periodBefore: { from: "2026-09-16", to: "2026-10-13" },
      period: PERIOD,
    });
    expect(why(dialog)).toHaveTextContent(
      "Gekozen omdat je pagina /desembrood klikken verliest: 40 klikken in 16 september t/m 13 oktober 2026, 22 klikken in 14 oktober t/m 10 november 2026. Deze post ondersteunt die pagina met een interne link ernaartoe.",
    );
  });

  it("says a profile keyword came from the profile and the site", async () => {
    const dialog = await dialogFor({ kind: "profile-keyword" });
    expect(why(dialog)).toHaveTextContent(
      "Gekozen uit de zoekwoorden en het aanbod in je bedrijfsprofiel en op je website.",
    );
  });

  it("shows no reason for a topic the customer chose", async () => {
    const dialog = await dialogFor(null);
    expect(within(dialog).queryByRole("region", { name: "Waarom we dit kozen" })).toBeNull();
    expect(dialog).not.toHaveTextContent("Gekozen");
  });
});
