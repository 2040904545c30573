import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KeywordTool } from "@/features/keyword-tool";

// Testing Library advances fake timers inside its async wrapper only when it sees Jest's global;
// without it, every user-event call waits forever on a faked setTimeout(0). Point it at Vitest.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<KeywordTool />);
  return user;
}

describe("keyword insight tool", () => {
  it("cannot search for a blank word", async () => {
    const user = setup();
    const button = screen.getByRole("button", { name: "Get insights" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Keyword"), "   ");
    expect(button).toBeDisabled();
  });

  it("searches for 1.5 seconds, then shows the three variations with their colours", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Keyword"), "bakkerij");
    await user.click(screen.getByRole("button", { name: "Get insights" }));

    expect(screen.getByRole("button", { name: "Searching..." })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole("button", { name: "Searching..." })).toBeDisabled();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    const table = screen.getByRole("table", { name: 'Keyword insights for "bakkerij"' });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").length)).toEqual([3, 3, 3]);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "bakkerij tips",
      "bakkerij guide",
      "best bakkerij",
    ]);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "2.500",
      "1.800",
      "3.200",
    ]);

    const [tips, guide, best] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(tips).getByText("Low")).toHaveClass("bg-green-100", "text-green-800");
    expect(within(guide).getByText("Medium")).toHaveClass("bg-yellow-100", "text-yellow-900");
    expect(within(best).getByText("High")).toHaveClass("bg-red-100", "text-red-800");
    expect(within(tips).getByText("Rising")).toHaveClass("bg-green-100");
    expect(within(guide).getByText("Stable")).toHaveClass("bg-secondary");
    expect(within(best).getByText("Falling")).toHaveClass("bg-red-100");
    expect(screen.getByRole("button", { name: "Get insights" })).toBeEnabled();
  });

  it("labels the simulated figures as example data, not market estimates (issue 8 #13)", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Keyword"), "bakkerij");
    await user.click(screen.getByRole("button", { name: "Get insights" }));
    act(() => vi.advanceTimersByTime(1500));
    expect(
      screen.getByText(
        "Example data: these figures are simulated from the word you typed, not measured search data. Real keyword data is coming.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/estimates for the Dutch market/)).not.toBeInTheDocument();
  });

  it("bounds the word at the keyword limit (60) and wraps a long word in the table (issue 8 #2)", async () => {
    const user = setup();
    const field = screen.getByLabelText("Keyword");
    expect(field).toHaveAttribute("maxLength", "60");
    await user.click(field);
    await user.paste("x".repeat(100));
    expect(field).toHaveValue("x".repeat(60));
    await user.click(screen.getByRole("button", { name: "Get insights" }));
    act(() => vi.advanceTimersByTime(1500));
    const header = screen.getByRole("rowheader", { name: `${"x".repeat(60)} tips` });
    expect(header.className).toContain("[overflow-wrap:anywhere]");
  });

  it("has no minimum length", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Keyword"), "a");
    await user.click(screen.getByRole("button", { name: "Get insights" }));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole("rowheader", { name: "best a" })).toBeInTheDocument();
  });

  it("says so when a word gives no insights", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Keyword"), "?!");
    await user.click(screen.getByRole("button", { name: "Get insights" }));
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText(/No insights found for the word/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/No insights found for the word/)).toHaveTextContent(
      'No insights found for the word "?!".',
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("replaces earlier results when searching again", async () => {
    const user = setup();
    const input = screen.getByLabelText("Keyword");
    await user.type(input, "seo");
    await user.click(screen.getByRole("button", { name: "Get insights" }));
    act(() => vi.advanceTimersByTime(1500));
    await user.clear(input);
    await user.type(input, "webshop");
    await user.click(screen.getByRole("button", { name: "Get insights" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole("rowheader", { name: "webshop tips" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "seo tips" })).not.toBeInTheDocument();
  });
});
