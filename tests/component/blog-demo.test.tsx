import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { BlogDemo } from "@/features/blog-demo";
import { loadArticleResult } from "@/features/blog-demo/components/lazy-article-result";

const GENERATE = "Genereer artikel";
const GENERATING = "Bezig met schrijven…";

let fetchSpy: MockInstance;

// In the page the article's chunk downloads during the 4-second generation; here it is loaded up
// front so the timings below are the generation's own (lib/use-chunk has its own tests).
beforeAll(async () => {
  await loadArticleResult();
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 1, 12, 0));
  fetchSpy = vi.spyOn(globalThis, "fetch");
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(random?: () => number) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const utils = render(<BlogDemo random={random} />);
  const input = screen.getByLabelText("Onderwerp") as HTMLInputElement;
  const button = () =>
    screen.getByRole("button", { name: new RegExp(`${GENERATE}|${GENERATING}`) });
  async function generate(topic: string) {
    await user.type(input, topic);
    await user.click(button());
  }
  return { ...utils, user, input, button, generate };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("BlogDemo", () => {
  it("is the #ai-demo section with an h2 and a labelled topic field", () => {
    setup();
    const section = screen.getByRole("region", { name: "Probeer onze AI-contentgenerator" });
    expect(section).toHaveAttribute("id", "ai-demo");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Probeer onze AI-contentgenerator",
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("keeps the button disabled while the topic is empty or only spaces", async () => {
    const { user, input, button } = setup();
    expect(button()).toBeDisabled();
    await user.type(input, "    ");
    expect(button()).toBeDisabled();
    await user.type(input, "{Enter}");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    await user.type(input, "SEO");
    expect(button()).toBeEnabled();
  });

  it("generates for exactly 4 s with visible progress, then shows the article", async () => {
    const { input, button, generate } = setup(() => 0.5);
    await generate("duurzaam tuinieren");

    const progress = screen.getByRole("progressbar", { name: "Voortgang van het artikel" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent(GENERATING);
    expect(input).toHaveAttribute("readonly");
    expect(screen.getByText("Stap 1 van 4: Zoekwoorden analyseren…")).toBeInTheDocument();

    await advance(2000);
    expect(progress).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("Stap 3 van 4: Tekst schrijven…")).toBeInTheDocument();

    await advance(1999);
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    expect(Number(progress.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(95);
    expect(screen.getByText("Stap 4 van 4: SEO optimaliseren…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
    expect(button()).toBeDisabled();

    await advance(1);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    const title = screen.getByRole("heading", { level: 3 });
    expect(title.textContent?.toLowerCase()).toContain("duurzaam tuinieren");
    expect(title).toHaveFocus();
    expect(button()).toHaveTextContent(GENERATE);

    const keywords = within(screen.getByRole("list", { name: "Zoekwoorden" })).getAllByRole(
      "listitem",
    );
    expect(keywords).toHaveLength(5);
    expect(keywords[0]).toHaveTextContent(/^duurzaam tuinieren$/);
    expect(screen.getByText("387 woorden")).toBeInTheDocument();
    expect(screen.getByText("2 min leestijd")).toBeInTheDocument();
    expect(screen.getByText("SEO-score 92/100")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 4 }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(/^Zo verschijnt je artikel in Google$/)).toBeInTheDocument();
    expect(screen.getByText(/Metabeschrijving:/).parentElement?.textContent).toMatch(
      /duurzaam tuinieren/,
    );

    expect(fetchSpy).not.toHaveBeenCalled();
    // Our interval and timeout are gone (after jsdom's own zero-delay selectionchange timer ran).
    await advance(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [0, 85],
    [0.9999, 99],
  ])("shows the score from the random source (%d -> %d)", async (value, score) => {
    const { generate } = setup(() => value);
    await generate("SEO");
    await advance(4000);
    expect(screen.getByText(`SEO-score ${score}/100`)).toBeInTheDocument();
  });

  it("bounds the topic at 100 characters (issue 8 #2)", () => {
    const { input } = setup();
    expect(input).toHaveAttribute("maxLength", "100");
  });

  it("does not claim the random score is computed from the article (issue 8 #14)", async () => {
    const { generate } = setup(() => 0.5);
    await generate("SEO");
    await advance(4000);
    expect(
      screen.getByText(
        "Voorbeeldscore: in deze demo is de score een illustratie, niet berekend op dit artikel.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Berekend op titel/)).not.toBeInTheDocument();
  });

  it("scores from 85 to 99 with the default random source", async () => {
    const { generate } = setup();
    await generate("SEO");
    await advance(4000);
    const text = screen.getByText(/^SEO-score \d+\/100$/).textContent ?? "";
    const score = Number(/(\d+)\/100/.exec(text)?.[1]);
    expect(score).toBeGreaterThanOrEqual(85);
    expect(score).toBeLessThanOrEqual(99);
  });

  it("starts over with 'Nieuw artikel': empty field, focused, no result", async () => {
    const { user, input, button, generate } = setup(() => 0);
    await generate("SEO");
    await advance(4000);
    await user.click(screen.getByRole("button", { name: "Nieuw artikel" }));
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
    expect(input.value).toBe("");
    expect(input).toHaveFocus();
    expect(button()).toBeDisabled();
  });

  it("clears its timers when it unmounts mid-generation", async () => {
    const { generate, unmount } = setup();
    await generate("SEO");
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps a topic typed into the prerendered field before hydration", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<BlogDemo />);
    const field = container.querySelector("input") as HTMLInputElement;
    field.value = "duurzaam tuinieren";
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <BlogDemo />);
    });
    expect(container.querySelector("input")).toBe(field);
    expect(field.value).toBe("duurzaam tuinieren");
    expect(within(container).getByRole("button", { name: GENERATE })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });
});
