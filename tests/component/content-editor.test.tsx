import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentOverview } from "@contract/content";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { FunctionCallError } from "@/lib/call-function";
import { IDS, overview, post, renderContent, WRITTEN_FIELDS } from "./content-test-utils";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

let current: ContentOverview;
let onAction: (body: Record<string, unknown>) => unknown;
let onFile: (name: string) => unknown;

beforeEach(() => {
  invoke.fn.mockReset();
  current = overview({
    posts: [post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS })],
  });
  onAction = () => ({});
  onFile = () => "# Bestand";
  invoke.fn.mockImplementation(async (name: string, body?: Record<string, unknown>) => {
    if (name.startsWith("content?")) return onFile(name);
    return body === undefined ? current : onAction(body);
  });
});
afterEach(() => {
  resetToastStore();
  vi.restoreAllMocks();
});

const lastToast = () => getToastState().toasts[0];
const editorUrl = (id: string) => `/dashboard/content?id=${id}`;

describe("Content: the draft editor", () => {
  it("shows the draft's fields, counters, checks and a safe preview", async () => {
    const user = userEvent.setup();
    renderContent(editorUrl(IDS.draft));
    expect(await screen.findByRole("heading", { level: 2, name: "Concept bewerken" })).toBeTruthy();
    expect(screen.getByLabelText("Titel")).toHaveValue("Desembrood bakken: zo begin je");
    expect(screen.getByLabelText("Metatitel")).toHaveValue(
      "Desembrood bakken voor beginners | Bakkerij",
    );
    const counters = screen.getAllByTestId("field-counter").map((node) => node.textContent);
    // Counters count against what the function accepts; the SEO targets are the hints.
    expect(counters).toEqual(["43/200", "39/400"]);
    expect(screen.getByText("Streef naar hooguit 60 tekens.")).toBeInTheDocument();
    expect(screen.getByText("Streef naar 150 tot 160 tekens.")).toBeInTheDocument();
    const checks = screen.getByRole("region", { name: "Controles" });
    expect(checks).toHaveTextContent("Score 86640 woorden");
    expect(
      within(checks)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Focuszoekwoord in de titel: in orde",
      "Metabeschrijving 150–160 tekens: nog niet in orde",
    ]);

    await user.type(screen.getByLabelText("Tekst (Markdown)"), "\n\n<script>alert(1)</script>");
    await user.click(screen.getByRole("tab", { name: "Voorbeeld" }));
    const preview = screen.getByTestId("markdown-preview");
    expect(within(preview).getByRole("heading", { level: 4 })).toHaveTextContent(
      "Waarom desembrood",
    );
    expect(within(preview).getByRole("link", { name: "onze broden" })).toHaveAttribute(
      "href",
      "/brood",
    );
    expect(preview.querySelector("script")).toBeNull();
    expect(preview).toHaveTextContent("<script>alert(1)</script>");
    expect(screen.getByText("Je hebt wijzigingen die nog niet zijn opgeslagen.")).toBeTruthy();
  });

  it("checks the fields in Dutch, then saves them", async () => {
    const user = userEvent.setup();
    onAction = (body) => {
      current = overview({
        posts: [
          post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS, title: String(body.title) }),
        ],
      });
      return { post: current.posts[0] };
    };
    renderContent(editorUrl(IDS.draft));
    const title = await screen.findByLabelText("Titel");
    await user.clear(title);
    await user.type(title, "Ab");
    await user.clear(screen.getByLabelText("Tekst (Markdown)"));
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(screen.getByText("Een titel heeft 3 tot 200 tekens.")).toBeInTheDocument();
    expect(screen.getByText("De tekst van het artikel mag niet leeg zijn.")).toBeInTheDocument();
    expect(invoke.fn).toHaveBeenCalledTimes(1);

    await user.type(title, "ternatief: roggebrood");
    await user.type(screen.getByLabelText("Tekst (Markdown)"), "Nieuwe tekst.");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Concept opgeslagen" }));
    expect(invoke.fn).toHaveBeenCalledWith(
      "content",
      {
        action: "save-draft",
        id: IDS.draft,
        title: "Abternatief: roggebrood",
        metaTitle: WRITTEN_FIELDS.metaTitle,
        metaDescription: WRITTEN_FIELDS.metaDescription,
        markdown: "# Abternatief: roggebrood\n\nNieuwe tekst.",
      },
      { method: "POST" },
    );
  });

  it("makes the title the article's H1 in the preview and the saved markdown, the meta title following", async () => {
    const user = userEvent.setup();
    current = overview({
      posts: [
        post({
          id: IDS.draft,
          status: "draft",
          ...WRITTEN_FIELDS,
          markdown: `# ${WRITTEN_FIELDS.title}\n\n${WRITTEN_FIELDS.markdown}`,
          metaTitle: `${WRITTEN_FIELDS.title} | Bakkerij`,
        }),
      ],
    });
    renderContent(editorUrl(IDS.draft));
    // The body is edited apart from its H1: the title field is that H1.
    expect(await screen.findByLabelText("Tekst (Markdown)")).toHaveValue(WRITTEN_FIELDS.markdown);
    const title = screen.getByLabelText("Titel");
    await user.clear(title);
    await user.type(title, "Roggebrood voor beginners");
    expect(screen.getByLabelText("Metatitel")).toHaveValue("Roggebrood voor beginners | Bakkerij");
    await user.click(screen.getByRole("tab", { name: "Voorbeeld" }));
    const preview = screen.getByTestId("markdown-preview");
    expect(within(preview).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Roggebrood voor beginners",
    );
    expect(preview).not.toHaveTextContent(WRITTEN_FIELDS.title);
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(invoke.fn).toHaveBeenCalledWith(
        "content",
        expect.objectContaining({
          action: "save-draft",
          title: "Roggebrood voor beginners",
          metaTitle: "Roggebrood voor beginners | Bakkerij",
          markdown: `# Roggebrood voor beginners\n\n${WRITTEN_FIELDS.markdown}`,
        }),
        { method: "POST" },
      ),
    );
  });

  it("leaves a meta title written apart from the title alone", async () => {
    const user = userEvent.setup();
    renderContent(editorUrl(IDS.draft));
    const title = await screen.findByLabelText("Titel");
    await user.type(title, "!");
    expect(screen.getByLabelText("Metatitel")).toHaveValue(WRITTEN_FIELDS.metaTitle);
  });

  it("keeps what was typed when saving fails, with the server's message", async () => {
    const user = userEvent.setup();
    onAction = () => {
      throw new FunctionCallError(
        "De contentkalender is even niet bereikbaar. Probeer het later opnieuw.",
        503,
        true,
      );
    };
    renderContent(editorUrl(IDS.draft));
    const title = await screen.findByLabelText("Titel");
    await user.type(title, "!");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: "destructive",
        description: "De contentkalender is even niet bereikbaar. Probeer het later opnieuw.",
      }),
    );
    expect(title).toHaveValue("Desembrood bakken: zo begin je!");
  });

  it("explains the score of a draft that needs review, with the reasons and the facts used", async () => {
    const user = userEvent.setup();
    const checks = [
      {
        id: "unsupported-specifics",
        passed: false,
        label: "Geen prijzen, jaartallen, cijfers of beloftes die niet op je website staan",
        detail: "Niet gevonden op je website of in je bedrijfsprofiel: “€ 4,25”.",
        group: "quality" as const,
      },
      {
        id: "readability",
        passed: true,
        label: "Goed leesbaar: leesgemak 60 of hoger",
        detail: "Leesgemak 72 (tamelijk gemakkelijk, Flesch-Douma).",
        group: "quality" as const,
      },
      {
        id: "keyword-in-title",
        passed: true,
        label: "Het focuszoekwoord staat in de titel",
        detail: null,
        group: "seo" as const,
      },
      {
        id: "doctype",
        passed: true,
        label: "De pagina heeft een doctype",
        detail: null,
        group: "technical" as const,
      },
    ];
    current = overview({
      posts: [
        post({
          id: IDS.draft,
          ...WRITTEN_FIELDS,
          status: "review",
          // 6 of 9 points is 67, capped at 60 while a content check fails.
          score: 60,
          checks,
          factsUsed: [
            {
              id: "f-appeltaart",
              kind: "price",
              text: "Appeltaart € 14,50",
              pageUrl: "https://bakkerij.nl/assortiment",
              pageTitle: "Assortiment",
            },
            {
              id: "f-vers",
              kind: "claim",
              text: "Elke ochtend vers brood.",
              pageUrl: "https://bakkerij.nl/",
              pageTitle: null,
            },
          ],
          unplacedKeywords: ["bruidstaart utrecht"],
        }),
      ],
    });
    onAction = (body) => {
      current = overview({
        posts: [post({ id: IDS.draft, ...WRITTEN_FIELDS, status: "approved", checks })],
      });
      return body.action === "approve" ? { post: current.posts[0] } : {};
    };
    renderContent(editorUrl(IDS.draft));
    const panel = await screen.findByRole("region", { name: "Controles" });
    expect(screen.getByRole("article")).toHaveTextContent("Controle nodig");
    expect(panel).toHaveTextContent(
      "Controle nodig: dit artikel voldoet nog niet aan al onze inhoudscontroles.",
    );
    expect(within(panel).getByTestId("score-explanation")).toHaveTextContent(
      "6 van de 9 punten. Een inhoudscontrole telt 3 punten, een controle op vindbaarheid 2 en een technische controle 1. Zolang een inhoudscontrole niet in orde is, is de score hooguit 60.",
    );
    const content = within(panel).getByRole("list", { name: "Inhoud" });
    expect(
      within(content)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Geen prijzen, jaartallen, cijfers of beloftes die niet op je website staan: nog niet in ordeNiet gevonden op je website of in je bedrijfsprofiel: “€ 4,25”.",
      "Goed leesbaar: leesgemak 60 of hoger: in ordeLeesgemak 72 (tamelijk gemakkelijk, Flesch-Douma).",
    ]);
    expect(within(panel).getByRole("list", { name: "Vindbaarheid" })).toHaveTextContent(
      "Het focuszoekwoord staat in de titel",
    );
    expect(within(panel).getByRole("list", { name: "Techniek" })).toHaveTextContent(
      "De pagina heeft een doctype",
    );
    const facts = within(panel).getByRole("list", {
      name: "Gegevens van je website in dit artikel",
    });
    expect(
      within(facts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Appeltaart € 14,50 (van Assortiment)",
      "Elke ochtend vers brood. (van https://bakkerij.nl/)",
    ]);
    expect(within(facts).getByRole("link", { name: "van Assortiment" })).toHaveAttribute(
      "href",
      "https://bakkerij.nl/assortiment",
    );
    expect(panel).toHaveTextContent(
      "Niet op een natuurlijke manier in te passen, en daarom weggelaten: bruidstaart utrecht.",
    );

    // The customer may approve it knowingly.
    await user.click(screen.getByRole("button", { name: "Goedkeuren" }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Artikel goedgekeurd" }));
  });

  it("says so when a draft uses no facts of the customer's site", async () => {
    renderContent(editorUrl(IDS.draft));
    const panel = await screen.findByRole("region", { name: "Controles" });
    expect(panel).toHaveTextContent("Dit artikel gebruikt geen gegevens van je website.");
    expect(panel).not.toHaveTextContent("Controle nodig");
  });

  it("approves the draft, saving unsaved changes first", async () => {
    const user = userEvent.setup();
    onAction = (body) => {
      const status = body.action === "approve" ? "approved" : "draft";
      current = overview({ posts: [post({ id: IDS.draft, ...WRITTEN_FIELDS, status })] });
      return { post: current.posts[0] };
    };
    renderContent(editorUrl(IDS.draft));
    await user.type(await screen.findByLabelText("Metatitel"), " NL");
    await user.click(screen.getByRole("button", { name: "Goedkeuren" }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Artikel goedgekeurd" }));
    const actions = invoke.fn.mock.calls.filter(([, body]) => body).map(([, body]) => body.action);
    expect(actions).toEqual(["save-draft", "approve"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Goedkeuren" })).toBeNull());
    expect(screen.getByRole("article")).toHaveTextContent("Goedgekeurd");
    expect(
      screen.getByText(
        "Dit artikel is goedgekeurd. Sla je wijzigingen op en het wordt weer een concept; keur het daarna opnieuw goed.",
      ),
    ).toBeInTheDocument();
  });

  it("exports Markdown and HTML as downloads", async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const downloads: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:vindbaar/1";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    onFile = (name) => (name.endsWith("html") ? "<h1>Desembrood</h1>" : "# Desembrood");
    renderContent(editorUrl(IDS.draft));
    await user.click(await screen.findByRole("button", { name: "Exporteer Markdown" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Exporteer HTML" }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads).toEqual([
      "desembrood-bakken-zo-begin-je.md blob:vindbaar/1",
      "desembrood-bakken-zo-begin-je.html blob:vindbaar/1",
    ]);
    expect(invoke.fn).toHaveBeenCalledWith(`content?id=${IDS.draft}&format=markdown`, undefined, {
      method: "GET",
    });
    expect(await created[0]!.text()).toBe("# Desembrood");
    expect(created[1]!.type).toBe("text/html;charset=utf-8");
  });

  it("says so when an export fails", async () => {
    onFile = () => {
      throw new FunctionCallError("Dit artikel is nog niet geschreven.", 409, false);
    };
    renderContent(editorUrl(IDS.draft));
    await userEvent.click(await screen.findByRole("button", { name: "Exporteer HTML" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Het bestand kon niet worden gedownload",
        description: "Dit artikel is nog niet geschreven.",
      }),
    );
  });

  it("opens a draft read-only after the subscription ended, exports included", async () => {
    current = overview({
      plan: null,
      access: "read-only",
      period: null,
      posts: [
        post({
          id: IDS.approved,
          status: "approved",
          ...WRITTEN_FIELDS,
          profilePosts: ["Vers desembrood bij ons in Utrecht."],
        }),
      ],
      profilePostsIncluded: false,
    });
    renderContent(editorUrl(IDS.approved));
    expect(await screen.findByLabelText("Titel")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Tekst (Markdown)")).toHaveAttribute("readonly");
    expect(
      screen.getByText(
        "Je abonnement is beëindigd: je artikelen kun je nog lezen en exporteren, maar schrijven, bewerken en publiceren kan pas weer met een abonnement.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Opslaan" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Publiceren" })).toBeNull();
    expect(screen.getByRole("button", { name: "Exporteer Markdown" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Exporteer HTML" })).toBeEnabled();
    expect(screen.getByTestId("profile-posts")).toHaveTextContent(
      "Vers desembrood bij ons in Utrecht.",
    );
  });

  it("says a post that is not written yet has no editor", async () => {
    current = overview({ posts: [post({ id: IDS.planned })] });
    renderContent(editorUrl(IDS.planned));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dit artikel is nog niet geschreven.",
    );
    expect(screen.getByRole("link", { name: "← Terug naar de contentkalender" })).toHaveAttribute(
      "href",
      "/dashboard/content",
    );
  });
});

describe("Content: publishing and business-profile posts", () => {
  it("asks for approval before publishing", async () => {
    renderContent(editorUrl(IDS.draft));
    const panel = await screen.findByRole("region", { name: "Publiceren" });
    expect(panel).toHaveTextContent("Keur het artikel eerst goed voordat je het publiceert.");
    expect(within(panel).queryByRole("button")).toBeNull();
  });

  it("offers the connection form when WordPress is not connected", async () => {
    current = overview({
      posts: [post({ id: IDS.approved, status: "approved", ...WRITTEN_FIELDS })],
    });
    renderContent(editorUrl(IDS.approved));
    const panel = await screen.findByRole("region", { name: "Publiceren" });
    expect(panel).toHaveTextContent("Koppel eerst je WordPress-site:");
    expect(within(panel).getByRole("button", { name: "Koppelen" })).toBeTruthy();
  });

  it("publishes an approved post and links to it", async () => {
    const link = "https://bakkerij.nl/?p=42";
    current = overview({
      posts: [post({ id: IDS.approved, status: "approved", ...WRITTEN_FIELDS })],
      wordpress: { connected: true, siteUrl: "https://bakkerij.nl", username: "anna" },
    });
    onAction = () => {
      current = overview({
        ...current,
        posts: [
          post({ id: IDS.approved, status: "published", ...WRITTEN_FIELDS, wordpressLink: link }),
        ],
      });
      return { post: current.posts[0] };
    };
    renderContent(editorUrl(IDS.approved));
    await userEvent.click(await screen.findByRole("button", { name: "Publiceer naar WordPress" }));
    const panel = screen.getByRole("region", { name: "Publiceren" });
    expect(await within(panel).findByRole("link", { name: "Bekijk op WordPress" })).toHaveAttribute(
      "href",
      link,
    );
    expect(panel).toHaveTextContent("Dit artikel staat als concept op je WordPress-site.");
    expect(invoke.fn).toHaveBeenCalledWith(
      "content",
      { action: "publish-wordpress", id: IDS.approved },
      { method: "POST" },
    );
    expect(lastToast()).toMatchObject({ title: "Artikel als concept op WordPress gezet" });
  });

  it("copies a business-profile post", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    current = overview({
      posts: [
        post({
          id: IDS.draft,
          status: "draft",
          ...WRITTEN_FIELDS,
          profilePosts: ["Vers desembrood!", "Nieuw: roggebrood."],
        }),
      ],
    });
    renderContent(editorUrl(IDS.draft));
    const region = await screen.findByRole("region", { name: "Posts voor je bedrijfsprofiel" });
    await user.click(within(region).getByRole("button", { name: "Post 2 kopiëren" }));
    expect(writeText).toHaveBeenCalledWith("Nieuw: roggebrood.");
    expect(lastToast()).toMatchObject({ variant: "success", title: "Gekopieerd" });
  });

  it("shows no business-profile section on plans without them, but keeps posts written earlier", async () => {
    current = overview({
      profilePostsIncluded: false,
      posts: [
        post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS }),
        post({ id: IDS.approved, status: "approved", ...WRITTEN_FIELDS, profilePosts: ["x"] }),
      ],
    });
    const view = renderContent(editorUrl(IDS.draft));
    await screen.findByRole("heading", { level: 2, name: "Concept bewerken" });
    expect(screen.queryByRole("region", { name: "Posts voor je bedrijfsprofiel" })).toBeNull();
    view.unmount();
    // Written on Ultimate before a downgrade: the posts are the customer's, so they stay.
    renderContent(editorUrl(IDS.approved));
    expect(
      await screen.findByRole("region", { name: "Posts voor je bedrijfsprofiel" }),
    ).toHaveTextContent("x");
  });
});
