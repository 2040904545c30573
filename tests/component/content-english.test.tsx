import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentOverview, DraftCheckItem } from "@contract/content";
import type { TopicReason } from "@contract/topic-reason";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { IDS, overview, post, renderContent, WRITTEN_FIELDS } from "./content-test-utils";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

let current: ContentOverview;
beforeEach(async () => {
  invoke.fn.mockReset();
  invoke.fn.mockImplementation(async (_name: string, body?: unknown) =>
    body === undefined ? current : {},
  );
  await act(() => changeLocale("en"));
});
afterEach(async () => {
  resetToastStore();
  await act(() => changeLocale("nl"));
});

/** Checks as the checker stores them: Dutch labels, by the checker's ids. */
const CHECKS: DraftCheckItem[] = [
  {
    id: "word-count",
    passed: false,
    label: "De tekst telt minstens 600 woorden",
    detail: "Nu 412 woorden: te weinig om een lezer echt verder te helpen.",
    group: "quality",
  },
  {
    id: "keyword-in-title",
    passed: true,
    label: "Het focuszoekwoord staat in de titel",
    detail: null,
    group: "seo",
  },
  {
    id: "meta-description-length",
    passed: false,
    label: "De metabeschrijving is 150 tot 160 tekens lang",
    detail: null,
    group: "seo",
  },
  {
    id: "doctype",
    passed: true,
    label: "De pagina heeft een doctype",
    detail: null,
    group: "technical",
  },
];

/** Opens 'Edit topic' of a planned post with this reason. */
async function topicDialogFor(topicReason: TopicReason) {
  const user = userEvent.setup();
  current = overview({ posts: [post({ id: IDS.planned, topicReason })] });
  renderContent();
  await user.click(await screen.findByRole("button", { name: "Edit topic" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Edit topic" }) };
}

describe("Content in English", () => {
  it("shows the calendar, its posts and earlier periods in English, days and counts the English way", async () => {
    current = overview({
      posts: [
        post({ id: IDS.planned, plannedFor: "2026-12-01" }),
        post({ id: IDS.draft, status: "draft", plannedFor: "2026-12-08", ...WRITTEN_FIELDS }),
        post({ id: IDS.failed, status: "failed", plannedFor: "2026-12-22", error: "Time-out." }),
        post({ id: IDS.earlier, status: "published", plannedFor: "2026-11-02", ...WRITTEN_FIELDS }),
      ],
    });
    renderContent();
    expect(await screen.findByRole("heading", { level: 2, name: "Content calendar" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Content" })).toBeTruthy();
    expect(screen.getByTestId("content-quota")).toHaveTextContent(/^2 of 3 posts this period$/);
    expect(screen.getByText(/^Period /)).toHaveTextContent(
      /^Period 25 Nov – 24 Dec 2026 · Written by the built-in writer$/,
    );
    const rows = within(screen.getByTestId("content-posts")).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent(
      /^Planned for Tue 1 DecDesembrood bakken voor beginnersFocus keyword: desembroodPlanned/,
    );
    expect(
      within(rows[0]!).getByRole("group", { name: "Actions for Desembrood bakken voor beginners" }),
    ).toBeTruthy();
    expect(within(rows[0]!).getByRole("button", { name: "Edit topic" })).toBeEnabled();
    expect(within(rows[0]!).getByRole("button", { name: "Different topic" })).toBeEnabled();
    expect(within(rows[0]!).getByRole("button", { name: "Write now" })).toBeEnabled();
    expect(rows[1]).toHaveTextContent("DraftScore 86");
    expect(within(rows[1]!).getByText("Score 86")).toHaveAttribute(
      "title",
      "SEO score 86 out of 100",
    );
    expect(
      within(rows[1]!).getByRole("link", { name: "Open draft: Desembrood bakken: zo begin je" }),
    ).toBeTruthy();
    expect(rows[2]).toHaveTextContent("FailedError: Time-out.");

    expect(screen.getByRole("heading", { level: 2, name: "Earlier periods" })).toBeTruthy();
    expect(screen.getByText(/^25 Oct – 24 Nov 2026/)).toHaveTextContent(
      /^25 Oct – 24 Nov 2026 · 1 post$/,
    );
    const wordpress = screen.getByRole("region", { name: "WordPress" });
    expect(wordpress).toHaveTextContent(
      "Connect your WordPress site to publish approved posts as drafts.",
    );
    expect(within(wordpress).getByLabelText("Address of your WordPress site")).toBeTruthy();
    expect(within(wordpress).getByRole("button", { name: "Connect" })).toBeTruthy();
  });

  it("says in English what is missing, and what an ended subscription still allows", async () => {
    current = overview({ plan: null, access: "none", period: null });
    const first = renderContent();
    const blocked = await screen.findByTestId("content-blocked");
    expect(blocked).toHaveTextContent(
      /^Choose a subscription first to have blog posts written\.Choose a subscription$/,
    );
    first.unmount();

    current = overview({
      plan: null,
      access: "read-only",
      period: null,
      posts: [post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS })],
    });
    renderContent();
    expect(await screen.findByTestId("subscription-ended")).toHaveTextContent(
      "Your subscription has ended: your reports and posts stay yours and you can still read and export them, but new posts, scans and the API are paused until you choose a plan again.Choose a plan",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Your posts" })).toBeTruthy();
  });

  it("says why a topic was chosen and checks the topic form in English, rewording a shown error in Dutch", async () => {
    const { user, dialog } = await topicDialogFor({
      kind: "striking-distance",
      query: "desembrood utrecht",
      position: 11.43,
      impressions: 1234,
      clicks: 4,
      period: { from: "2026-10-14", to: "2026-11-10" },
    });
    expect(within(dialog).getByRole("region", { name: "Why we chose this" })).toHaveTextContent(
      /^Why we chose thisChosen because you rank at position 11\.4 on average for 'desembrood utrecht' with 1,234 impressions in 14 October to 10 November 2026 — a better post can bring you to page 1\.$/,
    );
    expect(within(dialog).getByText("Separated by commas, at most 5.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("Topic"));
    await user.type(within(dialog).getByLabelText("Topic"), "ab");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(dialog).toHaveTextContent("A topic has 3 to 160 characters.");
    expect(invoke.fn).toHaveBeenCalledTimes(1);

    await act(() => changeLocale("nl"));
    expect(dialog).toHaveTextContent("Een onderwerp heeft 3 tot 160 tekens.");
    expect(within(dialog).getByRole("region", { name: "Waarom we dit kozen" })).toHaveTextContent(
      "1.234 vertoningen in 14 oktober t/m 10 november 2026",
    );
  });

  it("words a page losing clicks and periods across years in English", async () => {
    const { dialog } = await topicDialogFor({
      kind: "losing-page",
      page: "https://www.bakkerij.nl/desembrood",
      clicksBefore: 40,
      clicksNow: 1,
      periodBefore: { from: "2026-12-20", to: "2027-01-16" },
      period: { from: "2027-01-17", to: "2027-02-13" },
    });
    expect(within(dialog).getByRole("region", { name: "Why we chose this" })).toHaveTextContent(
      "Chosen because your page /desembrood is losing clicks: 40 clicks in 20 December 2026 to 16 January 2027, 1 click in 17 January to 13 February 2027. This post supports that page with an internal link to it.",
    );
  });

  it("shows the draft editor, its checks by id and its actions in English; the draft and the checker's reasons stay Dutch", async () => {
    const user = userEvent.setup();
    current = overview({
      posts: [
        post({
          id: IDS.draft,
          status: "review",
          ...WRITTEN_FIELDS,
          score: 60,
          wordCount: 1412,
          checks: CHECKS,
          unplacedKeywords: ["zuurdesem"],
        }),
      ],
    });
    renderContent(`/dashboard/content?id=${IDS.draft}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Edit draft" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "← Back to the content calendar" })).toBeTruthy();
    expect(screen.getByRole("article")).toHaveTextContent(
      "Tue 1 Dec·Focus keyword: desembroodNeeds review",
    );
    expect(screen.getByLabelText("Title")).toHaveValue("Desembrood bakken: zo begin je");
    expect(screen.getByText("Aim for at most 60 characters.")).toBeTruthy();
    expect(screen.getByText("Aim for 150 to 160 characters.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Edit" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Preview" })).toBeTruthy();
    expect(screen.getByLabelText("Text (Markdown)")).toBeTruthy();

    const checks = screen.getByRole("region", { name: "Checks" });
    expect(checks).toHaveTextContent(
      "Needs review: this post does not yet pass all of our content checks.",
    );
    expect(checks).toHaveTextContent("Score 601,412 words");
    expect(within(checks).getByTestId("score-explanation")).toHaveTextContent(
      "3 of the 8 points. A content check counts 3 points, a findability check 2 and a technical check 1. As long as a content check is not passed, the score is at most 60.",
    );
    const items = (name: string) =>
      within(within(checks).getByRole("list", { name }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(items("Content")).toEqual([
      "The text has at least 600 words: not passed yetNu 412 woorden: te weinig om een lezer echt verder te helpen.",
    ]);
    expect(within(checks).getByTestId("check-detail")).toHaveAttribute("lang", "nl");
    expect(items("Findability")).toEqual([
      "The focus keyword is in the title: passed",
      "The meta description is 150 to 160 characters long: not passed yet",
    ]);
    expect(items("Technical")).toEqual(["The page has a doctype: passed"]);
    expect(checks).toHaveTextContent("Details from your website in this post");
    expect(checks).toHaveTextContent("This post uses no details from your website.");
    expect(checks).toHaveTextContent(
      "Could not be worked in naturally, and so left out: zuurdesem.",
    );

    expect(screen.getByRole("region", { name: "Publish" })).toHaveTextContent(
      "Approve the post before you publish it.",
    );
    const exports = screen.getByRole("region", { name: "Export" });
    expect(exports).toHaveTextContent("The export contains the last saved version.");
    expect(within(exports).getByRole("button", { name: "Export Markdown" })).toBeTruthy();
    expect(within(exports).getByRole("button", { name: "Export HTML" })).toBeTruthy();

    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "ab");
    expect(screen.getByText("You have changes that have not been saved yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("A title has 3 to 200 characters.")).toBeTruthy();
    await user.type(screen.getByLabelText("Title"), "c desem");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({ title: "Draft saved" }),
    );
    expect(screen.getByRole("button", { name: "Approve" })).toBeTruthy();
  });

  it("lists business-profile posts to copy, and publishes to a connected WordPress site, in English", async () => {
    current = overview({
      wordpress: { connected: true, siteUrl: "https://bakkerij.nl", username: "anna" },
      posts: [
        post({
          id: IDS.approved,
          status: "approved",
          ...WRITTEN_FIELDS,
          profilePosts: ["Vers desembrood vanaf 7 uur."],
        }),
      ],
    });
    renderContent(`/dashboard/content?id=${IDS.approved}`);
    const profile = await screen.findByRole("region", { name: "Posts for your business profile" });
    expect(profile).toHaveTextContent(
      "Short updates for this post, ready to place on your Google Business Profile.",
    );
    expect(within(profile).getByRole("button", { name: "Copy post 1" })).toHaveTextContent("Copy");
    expect(
      within(screen.getByRole("region", { name: "Publish" })).getByRole("button", {
        name: "Publish to WordPress",
      }),
    ).toBeTruthy();
  });

  it("explains a failure without the server's words in English, never as a status code or developer English", async () => {
    const user = userEvent.setup();
    current = overview({ posts: [post({ id: IDS.planned })] });
    invoke.fn.mockImplementation(async (_name: string, body?: unknown) => {
      if (body === undefined) return current;
      throw new FunctionCallError("HTTP error! Status: 503", 503, true);
    });
    renderContent();
    await user.click(await screen.findByRole("button", { name: "Write now" }));
    await vi.waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        variant: "destructive",
        title: "That did not work",
        description: "The content calendar cannot be reached right now. Please try again later.",
      }),
    );

    // An answer that breaks the contract: our words, in the dialog and the toast.
    resetToastStore();
    invoke.fn.mockImplementation(async (_name: string, body?: unknown) =>
      body === undefined ? current : { post: "not a post" },
    );
    await user.click(screen.getByRole("button", { name: "Edit topic" }));
    const dialog = screen.getByRole("dialog", { name: "Edit topic" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      /^The content calendar cannot be reached right now\. Please try again later\.$/,
    );
  });

  it("says so in English when copying a business-profile post is refused", async () => {
    const user = userEvent.setup();
    current = overview({
      posts: [post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS, profilePosts: ["Vers."] })],
    });
    renderContent(`/dashboard/content?id=${IDS.draft}`);
    const button = await screen.findByRole("button", { name: "Copy post 1" });
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("NotAllowedError"));
    await user.click(button);
    await vi.waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "That did not work",
        description: "Copying did not work; select the text and copy it yourself.",
      }),
    );
  });
});
