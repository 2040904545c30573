import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ExitIntentPopup } from "@/features/exit-intent";
import { loadExitOfferDialog } from "@/features/exit-intent/components/load-exit-offer-dialog";
import { formatDuration } from "@/content/exit-intent";
import {
  msUntilMidnight,
  resetExitIntentSession,
  splitRemaining,
  wasShownRecently,
} from "@/features/exit-intent/model";

const KEY = "exitIntentShown";
const NOW = new Date(2025, 4, 12, 18, 30, 0); // local time: 5 h 30 min before midnight
const HOUR = 60 * 60 * 1000;

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <ExitIntentPopup /> },
      { path: "/pricing", element: <h1>Prijzen</h1> },
    ],
    { initialEntries: ["/"] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

/** The pointer leaves the document (no element under it any more) at the given height. */
function leaveAt(clientY: number, relatedTarget: EventTarget | null = null) {
  fireEvent.mouseOut(document, { clientY, relatedTarget });
}

function dispatchBeforeUnload() {
  const event = document.createEvent("BeforeUnloadEvent") as BeforeUnloadEvent;
  event.initEvent("beforeunload", false, true);
  // jsdom maps returnValue to the legacy boolean of Event; browsers keep the string handlers set.
  Object.defineProperty(event, "returnValue", { value: "", writable: true });
  window.dispatchEvent(event);
  return event;
}

beforeAll(async () => {
  // The dialog is a lazy chunk; load it once so an exit renders it at once, as in a warm browser.
  await loadExitOfferDialog();
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  resetExitIntentSession();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("exit-intent trigger", () => {
  it("renders only its hidden stand-in until the pointer leaves", () => {
    const { container } = renderHome();
    // The stand-in the boot loader can show before hydration is in the markup, hidden.
    const standIn = container.querySelector("[data-instant-exit-intent]");
    expect(standIn).not.toBeNull();
    expect(standIn).not.toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each([0, 5, -3])("opens when the pointer leaves through the top edge (clientY %i)", (y) => {
    renderHome();
    leaveAt(y);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("does not open below the top 5 px (clientY 6) or when moving onto another element", () => {
    renderHome();
    leaveAt(6);
    leaveAt(300);
    leaveAt(0, document.body);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("stores the time it was shown as an ISO date string", () => {
    renderHome();
    leaveAt(0);
    expect(localStorage.getItem(KEY)).toBe(NOW.toISOString());
  });

  it("stays closed when it was shown less than 24 hours ago", () => {
    localStorage.setItem(KEY, new Date(NOW.getTime() - 24 * HOUR + 1000).toISOString());
    renderHome();
    leaveAt(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens again when it was shown 24 hours ago or longer, and stores the new time", () => {
    localStorage.setItem(KEY, new Date(NOW.getTime() - 24 * HOUR).toISOString());
    renderHome();
    leaveAt(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBe(NOW.toISOString());
  });

  it("treats an unparsable stored value as not shown", () => {
    localStorage.setItem(KEY, "gisteren");
    renderHome();
    leaveAt(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("shows once per page load, even with the stored time cleared or after a remount", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderHome();
    leaveAt(0);
    await user.click(screen.getByRole("button", { name: "Nee, bedankt" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    localStorage.clear();
    leaveAt(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    first.unmount();
    renderHome();
    leaveAt(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("exit offer content", () => {
  it("shows the code and the exact offer figures", () => {
    renderHome();
    leaveAt(0);
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAccessibleName("Krijg 50% korting voordat je gaat");
    expect(within(dialog).getByText("COMEBACK50")).toBeInTheDocument();
    expect(within(dialog).getByText("50% korting op de eerste 3 maanden")).toBeInTheDocument();
    expect(within(dialog).getByText("Gratis SEO-audit t.w.v. € 297")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Onze klanten halen gemiddeld 73% meer organisch verkeer"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("4x ROI op hun investering in SEO")).toBeInTheDocument();
    expect(within(dialog).getByText(/Geldig tot middernacht/)).toBeInTheDocument();
  });

  it("counts down to local midnight, updated every minute", () => {
    renderHome();
    leaveAt(0);
    expect(screen.getByTestId("exit-offer-countdown")).toHaveTextContent(
      "(nog 5 uur en 30 minuten)",
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("exit-offer-countdown")).toHaveTextContent(
      "(nog 5 uur en 29 minuten)",
    );
    act(() => vi.advanceTimersByTime(5 * HOUR + 28 * 60_000));
    expect(screen.getByTestId("exit-offer-countdown")).toHaveTextContent("(nog 1 minuut)");
  });

  it("main button links to /pricing and closes the popup", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderHome();
    leaveAt(0);
    const cta = screen.getByRole("link", { name: "Claim 50% korting" });
    expect(cta).toHaveAttribute("href", "/pricing");
    await user.click(cta);
    expect(router.state.location.pathname).toBe("/pricing");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Prijzen" })).toBeInTheDocument();
  });

  it("'Nee, bedankt' closes it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHome();
    leaveAt(0);
    await user.click(screen.getByRole("button", { name: "Nee, bedankt" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("copies the code to the clipboard when available", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // user-event installs its own clipboard stub on setup; replace it after.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderHome();
    leaveAt(0);
    await user.click(screen.getByRole("button", { name: "Kopieer de kortingscode COMEBACK50" }));
    expect(writeText).toHaveBeenCalledWith("COMEBACK50");
    // The label flips after the clipboard's promise settles.
    expect(await screen.findByText("Gekopieerd!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("Gekopieerd!")).not.toBeInTheDocument();
  });
});

describe("unload warning", () => {
  it("asks to confirm leaving while the home page is mounted, with a Dutch warning", () => {
    const { unmount } = renderHome();
    const event = dispatchBeforeUnload();
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe(
      "Weet je zeker dat je wilt vertrekken? Je COMEBACK50-korting vervalt.",
    );

    unmount();
    const after = dispatchBeforeUnload();
    expect(after.defaultPrevented).toBe(false);
    expect(after.returnValue).toBe("");
  });
});

describe("exit-intent model", () => {
  it("judges the stored time against the 24-hour window", () => {
    const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
    expect(wasShownRecently(null, NOW)).toBe(false);
    expect(wasShownRecently("", NOW)).toBe(false);
    expect(wasShownRecently("not a date", NOW)).toBe(false);
    expect(wasShownRecently(iso(-24 * HOUR + 1), NOW)).toBe(true);
    expect(wasShownRecently(iso(-24 * HOUR), NOW)).toBe(false);
    expect(wasShownRecently(iso(2 * HOUR), NOW)).toBe(true); // clock turned back a little
    expect(wasShownRecently(iso(400 * 24 * HOUR), NOW)).toBe(false); // corrupt far future
  });

  it("computes the time left until local midnight", () => {
    expect(msUntilMidnight(NOW)).toBe(5.5 * HOUR);
    expect(splitRemaining(5.5 * HOUR)).toEqual({ hours: 5, minutes: 30 });
    expect(splitRemaining(30_000)).toEqual({ hours: 0, minutes: 1 });
    expect(formatDuration(5, 30)).toBe("5 uur en 30 minuten");
    expect(formatDuration(2, 0)).toBe("2 uur");
    expect(formatDuration(0, 1)).toBe("1 minuut");
  });
});
