import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToastStore } from "@/components/ui/toast-store";
import { Toaster } from "@/components/ui/toaster";
import { suggestedQuestions } from "@/content/chat";
import { fallbackReplies } from "@/content/chat-topics";
import { ChatAssistant } from "@/features/chat";
import { loadChatWindow } from "@/features/chat/components/load-chat-window";

// Testing Library normalises whitespace, so the non-breaking spaces of formatEuro read as spaces.
const PRICES = "Basic € 19, Pro € 49, Ultimate € 99 en Power € 199 per maand";

function mockViewport(mobile: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: mobile && query === "(max-width: 767px)",
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function setup(props: { now?: () => Date; random?: () => number } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <>
      <ChatAssistant {...props} />
      <Toaster />
    </>,
  );
  const launcher = screen.getByRole("button", { name: "Open de chatassistent" });
  async function openChat() {
    await user.click(launcher);
    return screen.getByRole("dialog");
  }
  async function send(text: string) {
    await user.type(screen.getByLabelText("Je bericht"), `${text}{Enter}`);
  }
  return { user, launcher, openChat, send };
}

function log() {
  return screen.getByRole("log");
}

beforeAll(async () => {
  // The window is a lazy chunk (its loading state is tested in chat-loading.test.tsx); load it
  // once so a click renders it synchronously, as after the launcher's hover prefetch.
  await loadChatWindow();
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 4, 12, 10, 30));
  resetToastStore();
  mockViewport(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ChatAssistant launcher", () => {
  it("renders only the launcher until clicked", () => {
    setup();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const launcher = screen.getByRole("button", { name: "Open de chatassistent" });
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(launcher.className).toContain("size-14");
    expect(launcher.className).toContain("fixed");
  });

  it("opens a dialog of at most 450 x 700 px on desktop, with title, description and focused input", async () => {
    const { openChat, launcher } = setup();
    const dialog = await openChat();
    expect(dialog).not.toHaveAttribute("data-vaul-drawer");
    expect(dialog.className).toContain("max-w-[450px]");
    expect(dialog.className).toContain("max-h-[700px]");
    expect(dialog).toHaveAccessibleName("Vindbaar-assistent");
    expect(dialog).toHaveAccessibleDescription(
      "Stel je vraag over onze pakketten, resultaten of werkwijze. Je krijgt direct antwoord.",
    );
    // Focus moves in the next frame, after the dialog is shown (see chat-window.tsx).
    await waitFor(() => expect(screen.getByLabelText("Je bericht")).toHaveFocus());
    expect(launcher).toHaveAttribute("aria-expanded", "true");
  });

  it("opens an 85vh bottom drawer below 768 px", async () => {
    mockViewport(true);
    const { openChat } = setup();
    const dialog = await openChat();
    expect(dialog).toHaveAttribute("data-vaul-drawer");
    expect(dialog.className).toContain("h-[85vh]");
    expect(dialog).toHaveAccessibleName("Vindbaar-assistent");
    await waitFor(() => expect(screen.getByLabelText("Je bericht")).toHaveFocus());
  });

  it("follows viewport changes while open: dialog becomes a drawer below 768 px", async () => {
    let mobile = false;
    const listeners = new Set<() => void>();
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return mobile && query === "(max-width: 767px)";
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { openChat } = setup();
    expect(await openChat()).not.toHaveAttribute("data-vaul-drawer");
    mobile = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByRole("dialog")).toHaveAttribute("data-vaul-drawer");
  });

  it("closes on Escape and returns focus to the launcher", async () => {
    const { user, launcher, openChat } = setup();
    await openChat();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });
});

describe("ChatAssistant conversation", () => {
  it.each([
    [8, 0, "Goedemorgen"],
    [13, 0, "Goedemiddag"],
    [20, 0, "Goedenavond"],
    [11, 59, "Goedemorgen"],
    [17, 59, "Goedemiddag"],
  ])("greets at %i:%i with %s (injected clock)", async (hour, minute, greeting) => {
    const { openChat } = setup({ now: () => new Date(2025, 4, 12, hour, minute) });
    await openChat();
    const first = within(log()).getAllByText(/Vindbaar-assistent/)[0];
    expect(first).toHaveTextContent(
      `${greeting}! Ik ben de Vindbaar-assistent. Waarmee kan ik je helpen?`,
    );
    const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
    expect(within(log()).getByText(time).tagName).toBe("TIME");
  });

  it("shows 6 suggested questions until the first message; clicking one sends it", async () => {
    const { user, openChat } = setup();
    await openChat();
    const group = screen.getByRole("group", { name: "Veelgestelde vragen" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([...suggestedQuestions]);
    expect(buttons).toHaveLength(6);

    await user.click(within(group).getByRole("button", { name: "Wat kost Vindbaar?" }));
    expect(screen.queryByRole("group", { name: "Veelgestelde vragen" })).not.toBeInTheDocument();
    expect(within(log()).getByText("Wat kost Vindbaar?")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(within(log()).getByText(new RegExp(PRICES))).toBeInTheDocument();
  });

  it("ignores blank and whitespace-only messages", async () => {
    const { user, openChat } = setup();
    await openChat();
    const input = screen.getByLabelText("Je bericht");
    await user.type(input, "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Verstuur bericht" }));
    expect(within(log()).getAllByText(/./, { selector: "p" })).toHaveLength(1); // the greeting only
    expect(screen.queryByText("Vindbaar typt…")).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Veelgestelde vragen" })).toBeInTheDocument();
  });

  it("sends with Enter, trims, clears the input and shows the time", async () => {
    const { send, openChat } = setup();
    await openChat();
    await send("  Hallo daar  ");
    const bubble = within(log()).getByText("Hallo daar");
    expect(bubble.closest("[data-sender]")).toHaveAttribute("data-sender", "user");
    expect(
      within(bubble.closest("[data-sender]") as HTMLElement).getByText("10:30"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Je bericht")).toHaveValue("");
  });

  it("types for min(length x 50 + 1000, 3000) ms, then replies", async () => {
    const { send, openChat } = setup();
    await openChat();
    await send("prijs"); // 5 characters: 1250 ms
    expect(screen.getByRole("status")).toHaveTextContent("Vindbaar typt…");
    act(() => vi.advanceTimersByTime(1249));
    expect(screen.getByText("Vindbaar typt…")).toBeInTheDocument();
    expect(within(log()).queryByText(new RegExp(PRICES))).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(log()).getByText(new RegExp(PRICES))).toBeInTheDocument();
    expect(screen.queryByText("Vindbaar typt…")).not.toBeInTheDocument();
  });

  it("caps the delay at 3000 ms for long messages", async () => {
    const { send, openChat } = setup();
    const text = "Ik wil graag weten wat de prijs is van jullie pakketten"; // 55 characters
    await openChat();
    await send(text);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("Vindbaar typt…")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Vindbaar typt…")).not.toBeInTheDocument();
    expect(within(log()).getByText(new RegExp(PRICES))).toBeInTheDocument();
  });

  it.each([
    ["prijs", PRICES],
    ["price", PRICES],
    ["contract", "geen langlopend contract en geen minimale looptijd"],
    ["support", "support@vindbaar.nl"],
    ["demo", "Op onze demopagina"],
    ["resultaat", "binnen 48 uur"],
    ["results", "binnen 48 uur"],
    ["functies", "Basic 1, Pro 3, Ultimate 9 en Power 30 per maand"],
    ["features", "Basic 1, Pro 3, Ultimate 9 en Power 30 per maand"],
  ])("answers %s with the matching canned reply", async (question, expected) => {
    const { send, openChat } = setup();
    await openChat();
    await send(question);
    act(() => vi.advanceTimersByTime(3000));
    const replies = within(log())
      .getAllByText(/./, { selector: "p" })
      .map((node) => node.textContent?.replace(/\u00a0/g, " "));
    expect(replies).toHaveLength(3);
    expect(replies[2]).toContain(expected);
  });

  it.each([
    ["Is dat inclusief btw?", "exclusief 21% btw"],
    ["Hoe zeg ik op?", "Opzeggen doe je zelf"],
  ])("answers '%s' specifically, not with a fallback (issue 8 #4)", async (question, expected) => {
    const { send, openChat } = setup({ random: () => 0 });
    await openChat();
    await send(question);
    act(() => vi.advanceTimersByTime(3000));
    const replies = within(log())
      .getAllByText(/./, { selector: "p" })
      .map((node) => node.textContent ?? "");
    expect(replies[2]).toContain(expected);
    expect(fallbackReplies).not.toContain(replies[2]);
  });

  it("shows two quick questions' answers in question order", async () => {
    const { send, openChat } = setup();
    await openChat();
    await send("Ik wil graag weten wat de prijs is van jullie pakketten"); // 3000 ms
    await send("demo"); // 1200 ms
    act(() => vi.advanceTimersByTime(3000));
    const texts = within(log())
      .getAllByText(/./, { selector: "p" })
      .map((node) => node.textContent?.replace(/\u00a0/g, " ") ?? "");
    expect(texts).toHaveLength(5);
    expect(texts[3]).toContain(PRICES);
    expect(texts[4]).toContain("Op onze demopagina");
  });

  it("bounds the message length and wraps a long unbroken word inside its bubble", async () => {
    const { send, openChat } = setup();
    await openChat();
    expect(screen.getByLabelText("Je bericht")).toHaveAttribute("maxLength", "1000");
    const word = "a".repeat(300);
    await send(word);
    const bubble = within(log()).getByText(word).parentElement as HTMLElement;
    expect(bubble.className).toContain("[overflow-wrap:anywhere]");
    expect(bubble.className).toContain("min-w-0");
  });

  it("falls back to one of five prompts chosen by the injected random source", async () => {
    const { send, openChat } = setup({ random: () => 0.65 });
    await openChat();
    await send("Wat vind je van het weer?");
    act(() => vi.advanceTimersByTime(3000));
    expect(within(log()).getByText(fallbackReplies[3])).toBeInTheDocument();
  });

  it("keeps the conversation when closed and reopened, without a second greeting", async () => {
    const { user, launcher, send, openChat } = setup();
    await openChat();
    await send("demo");
    act(() => vi.advanceTimersByTime(3000));
    await user.keyboard("{Escape}");
    await user.click(launcher);
    expect(within(log()).getByText("demo")).toBeInTheDocument();
    expect(within(log()).getAllByText(/Goedemorgen/)).toHaveLength(1);
  });
});

describe("ChatAssistant reply while closed", () => {
  it("shows a toast whose 'Bekijk' action reopens the chat with the reply", async () => {
    const { user, send, openChat, launcher } = setup();
    await openChat();
    await send("contract"); // 1400 ms
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("Nieuw bericht van Vindbaar")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText("Nieuw bericht van Vindbaar")).toBeInTheDocument();
    expect(screen.getByText(/^Je zit nergens aan vast/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Bekijk" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/geen langlopend contract/)).toBeInTheDocument();
    expect(screen.queryByText("Nieuw bericht van Vindbaar")).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(launcher).toHaveFocus();
  });

  it("shows no toast when the reply arrives while the chat is open", async () => {
    const { send, openChat } = setup();
    await openChat();
    await send("demo");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Nieuw bericht van Vindbaar")).not.toBeInTheDocument();
  });
});
