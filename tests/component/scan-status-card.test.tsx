import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScanStatus } from "@contract/site-scan";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { DashboardPage } from "@/pages/dashboard-page";
import { ReportsPage } from "@/pages/reports-page";
import { ACTIVE_PRO, httpError, ok } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderCustomerArea } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

const SITE = "http://bakkerij.nl/";
const REFUSED =
  "De website weigert de verbinding: op dit adres draait geen webserver, of die staat uit.";
const running = (pagesDone: number, pagesPlanned = 25): ScanStatus => ({
  state: "running",
  siteUrl: SITE,
  pagesDone,
  pagesPlanned,
  startedAt: "2026-11-26T13:00:00.000Z",
});
const failed = (changes: Partial<Extract<ScanStatus, { state: "failed" }>> = {}): ScanStatus => ({
  state: "failed",
  siteUrl: SITE,
  reason: REFUSED,
  failedAt: "2026-11-26T13:00:00.000Z",
  retryAt: "2026-11-26T13:05:00.000Z",
  canRetry: true,
  ...changes,
});

type Answer = { data: unknown; error: unknown };
/** Answers per function; site-scan answers come from a queue (the last one repeats). */
let scanAnswers: Answer[] = [];
let retryAnswer: Answer = ok({ state: "queued", siteUrl: SITE });
let subscription: unknown = ACTIVE_PRO;

function calls(name: string, method?: string) {
  return fake.functions.invoke.mock.calls.filter(
    ([called, options]) =>
      called === name &&
      (method === undefined || (options as { method?: string }).method === method),
  );
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  resetToastStore();
  scanAnswers = [];
  retryAnswer = ok({ state: "queued", siteUrl: SITE });
  subscription = ACTIVE_PRO;
  fake.setSession(fakeSession());
  fake.functions.invoke.mockImplementation(async (name: string, options?: { method?: string }) => {
    if (name === "site-scan") {
      if (options?.method === "POST") return retryAnswer;
      return scanAnswers.length > 1 ? scanAnswers.shift()! : scanAnswers[0]!;
    }
    if (name === "check-subscription") return ok(subscription);
    if (name === "reports") return ok({ reports: [] });
    if (name === "onboarding") return ok({ profile: null, completed: true });
    // The Search Console card on the same pages has its own test: not connected here.
    if (name === "search-console") return ok({ status: "not_connected" });
    return ok({});
  });
});
afterEach(() => vi.useRealTimers());

const renderAt = (url: string) =>
  renderCustomerArea(url, {
    "/dashboard": <DashboardPage />,
    "/dashboard/reports": <ReportsPage />,
  });

describe("the scan's state on the dashboard", () => {
  it("shows the pages while the scan runs, polls, and says when it is done", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    scanAnswers = [
      ok(running(12)),
      ok(running(20)),
      ok({
        state: "done",
        siteUrl: SITE,
        pagesScanned: 25,
        finishedAt: "2026-11-26T13:02:00.000Z",
      }),
    ];
    renderAt("/dashboard");
    const card = await screen.findByTestId("scan-status");
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Scan bezig (12 van 25 pagina's)",
    );
    const bar = within(card).getByRole("progressbar", { name: "Voortgang van de scan" });
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuemax")]).toEqual([
      "12",
      "25",
    ]);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText("Scan bezig (20 van 25 pagina's)")).toBeInTheDocument();

    const reportCalls = calls("reports").length;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText("Scan klaar: 25 pagina's gecontroleerd.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bekijk je rapport" })).toHaveAttribute(
      "href",
      "/dashboard/reports",
    );
    // The new report is fetched, and polling stops.
    await vi.waitFor(() => expect(calls("reports").length).toBeGreaterThan(reportCalls));
    const polls = calls("site-scan").length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls("site-scan")).toHaveLength(polls);
  });

  it("is not asked for without a plan", async () => {
    subscription = { subscribed: false };
    scanAnswers = [ok(running(1))];
    renderAt("/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    await vi.waitFor(() => expect(calls("check-subscription").length).toBeGreaterThan(0));
    expect(calls("site-scan")).toEqual([]);
    expect(screen.queryByTestId("scan-status")).toBeNull();
  });
});

describe("the scan's state in Rapporten", () => {
  it("says why the scan failed, when it is tried again, and retries now on request", async () => {
    scanAnswers = [ok(failed())];
    renderAt("/dashboard/reports");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Scan mislukt: ${REFUSED}`);
    const card = screen.getByTestId("scan-status");
    expect(card).toHaveTextContent("We proberen het vanzelf opnieuw op 26 nov, 14:05.");
    expect(within(card).getByRole("link", { name: "Adres wijzigen" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
    await userEvent.click(within(card).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByText("Scan gepland")).toBeInTheDocument();
    expect(calls("site-scan", "POST")).toEqual([
      // The call carries the customer's language for the function's messages (issue 22).
      [
        "site-scan",
        {
          body: {},
          method: "POST",
          headers: { "Accept-Language": "nl" },
          signal: expect.any(AbortSignal),
        },
      ],
    ]);
  });

  it("tells the server's reason when the retry is refused", async () => {
    scanAnswers = [ok(failed({ retryAt: null }))];
    const refusal =
      "Je hebt de scan het afgelopen uur al 5 keer opnieuw gestart. Probeer het over 12 minuten nog eens.";
    retryAnswer = httpError(429, { error: refusal });
    renderAt("/dashboard/reports");
    await userEvent.click(await screen.findByRole("button", { name: "Opnieuw proberen" }));
    await vi.waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "Opnieuw proberen lukte niet",
        description: refusal,
      }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(`Scan mislukt: ${REFUSED}`);
  });

  it("says 'klaar' for a scan that finished minutes ago, with the way to its report", async () => {
    const finishedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    scanAnswers = [ok({ state: "done", siteUrl: SITE, pagesScanned: 1, finishedAt })];
    renderAt("/dashboard/reports");
    const card = await screen.findByTestId("scan-status");
    expect(within(card).getByRole("heading")).toHaveTextContent(
      "Scan klaar: 1 pagina gecontroleerd.",
    );
  });

  it("offers no retry without a plan, and shows nothing when there is nothing to say", async () => {
    scanAnswers = [ok(failed({ canRetry: false, retryAt: null }))];
    const { unmount } = renderAt("/dashboard/reports");
    const card = await screen.findByTestId("scan-status");
    expect(card).toHaveTextContent("Met een abonnement scannen we je website opnieuw.");
    expect(within(card).queryByRole("button")).toBeNull();
    unmount();

    for (const answer of [
      { state: "none" },
      { state: "done", siteUrl: SITE, pagesScanned: 6, finishedAt: "2026-11-20T10:00:00.000Z" },
    ]) {
      resetQueryClient();
      scanAnswers = [ok(answer)];
      const view = renderAt("/dashboard/reports");
      await screen.findByTestId("reports-empty");
      await vi.waitFor(() => expect(calls("site-scan").length).toBeGreaterThan(0));
      expect(screen.queryByTestId("scan-status")).toBeNull();
      view.unmount();
    }
  });
});

describe("the scan's state in English", () => {
  afterEach(() => changeLocale("nl"));

  it("says the scan runs, and why it failed, in English", async () => {
    await changeLocale("en");
    scanAnswers = [ok(running(12))];
    renderAt("/dashboard/reports");
    const card = await screen.findByTestId("scan-status");
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Scan in progress (12 of 25 pages)",
    );
    expect(within(card).getByRole("progressbar", { name: "Scan progress" })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      "We are reading http://bakkerij.nl/ and checking every page. Your report will be under 'Reports' as soon as the scan is done.",
    );
  });

  it("a failure shows the server's reason as received, the retry moment the English way", async () => {
    await changeLocale("en");
    scanAnswers = [ok(failed({ reason: "The website refuses the connection." }))];
    renderAt("/dashboard/reports");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Scan failed: The website refuses the connection.",
    );
    const card = screen.getByTestId("scan-status");
    expect(card).toHaveTextContent("Address: http://bakkerij.nl/");
    expect(card).toHaveTextContent("We will try again automatically on 26 Nov, 14:05.");
    expect(within(card).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Change address" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
  });
});
