import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SONNER_OPTIONS, StackedToaster } from "@/components/ui/sonner";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toast";
import {
  dismissToast,
  getToastState,
  removeToast,
  resetToastStore,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastVariant,
} from "@/components/ui/toast-store";
import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/components/ui/use-toast";

beforeEach(() => {
  vi.useFakeTimers();
  resetToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Radix toast store", () => {
  it("keeps at most one toast: a new one replaces the previous", () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: "Eerste" });
    toast({ title: "Tweede" });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Tweede", open: true });
  });

  it("updates a toast in place", () => {
    const handle = toast({ title: "Bezig…", variant: "info" });
    handle.update({ title: "Klaar", variant: "success" });
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({ id: handle.id, title: "Klaar", variant: "success", open: true }),
    ]);
  });

  it("dismiss marks the toast closed and removes it after exactly 1,000,000 ms", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const handle = toast({ title: "Weg" });
    handle.dismiss();
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({ id: handle.id, open: false }),
    ]);
    vi.advanceTimersByTime(999_999);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
  });

  it("dismiss without an id closes every toast", () => {
    toast({ title: "Een" });
    dismissToast();
    expect(getToastState().toasts.map((t) => t.open)).toEqual([false]);
  });

  it("remove drops a toast at once and cancels its pending removal", () => {
    const handle = toast({ title: "Weg" });
    handle.dismiss();
    expect(vi.getTimerCount()).toBe(1);
    removeToast(handle.id);
    expect(getToastState().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Radix Toaster", () => {
  function toastElement(title: string) {
    const node = screen.getByText(title).closest("li");
    if (!node) throw new Error(`no toast element for ${title}`);
    return node;
  }

  it("closes a toast after the default 5000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    render(<Toaster />);
    act(() => {
      toast({ title: "Opgeslagen" });
    });
    expect(toastElement("Opgeslagen")).toHaveAttribute("data-state", "open");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText("Opgeslagen")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Opgeslagen")).not.toBeInTheDocument();
    // Closed by Radix, then kept (closed) in the store until its removal delay.
    expect(getToastState().toasts).toEqual([expect.objectContaining({ open: false })]);
  });

  it("shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Eerste" });
      toast({ title: "Tweede" });
    });
    expect(screen.queryByText("Eerste")).not.toBeInTheDocument();
    expect(screen.getByText("Tweede")).toBeInTheDocument();
  });

  it.each<[ToastVariant, string]>([
    ["default", "bg-background"],
    ["destructive", "bg-destructive"],
    ["success", "bg-success"],
    ["info", "bg-info"],
    ["warning", "bg-warning"],
  ])("renders the %s variant with its own colours", (variant, className) => {
    render(<Toaster />);
    act(() => {
      toast({ title: `Variant ${variant}`, variant });
    });
    const element = toastElement(`Variant ${variant}`);
    expect(element).toHaveClass(className);
    const others = ["bg-background", "bg-destructive", "bg-success", "bg-info", "bg-warning"];
    others
      .filter((other) => other !== className)
      .forEach((other) => expect(element).not.toHaveClass(other));
  });

  it("focuses the viewport on F8", () => {
    expect(TOAST_HOTKEY).toEqual(["F8"]);
    render(<Toaster />);
    act(() => {
      toast({ title: "Sneltoets" });
    });
    const region = screen.getByRole("region", { name: "Meldingen (F8)" });
    const viewport = region.querySelector("ol");
    expect(viewport).not.toHaveFocus();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(viewport).toHaveFocus();
  });

  describe("swipe to dismiss", () => {
    beforeEach(() => {
      // jsdom has no pointer capture; Radix calls it when a swipe starts.
      HTMLElement.prototype.setPointerCapture ??= () => {};
    });

    function swipe(element: HTMLElement, dx: number) {
      fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 100, clientY: 10 });
      fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx / 2, clientY: 10 });
      fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
      fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
    }

    it("is configured to the right with a 50 px threshold", () => {
      expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
      render(<Toaster />);
      act(() => {
        toast({ title: "Veeg" });
      });
      expect(toastElement("Veeg")).toHaveAttribute("data-swipe-direction", "right");
    });

    it("keeps the toast on a 50 px swipe right or any swipe left, closes it beyond 50 px", () => {
      render(<Toaster />);
      act(() => {
        toast({ title: "Veeg" });
      });
      const element = toastElement("Veeg");

      swipe(element, 50); // Radix dismisses only past the threshold
      expect(element).toHaveAttribute("data-swipe", "cancel");
      expect(getToastState().toasts[0].open).toBe(true);

      swipe(element, -120);
      expect(getToastState().toasts[0].open).toBe(true);

      swipe(element, 51);
      expect(getToastState().toasts[0].open).toBe(false);
      expect(screen.queryByText("Veeg")).not.toBeInTheDocument();
    });
  });
});

describe("Stacked (sonner) toaster", () => {
  afterEach(() => {
    act(() => {
      sonnerToast.dismiss();
      vi.runOnlyPendingTimers();
    });
  });

  function fire(...titles: string[]) {
    act(() => {
      titles.forEach((title) => sonnerToast(title));
      // sonner adds toasts on a zero-delay timer.
      vi.advanceTimersByTime(0);
    });
  }

  function list() {
    const node = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    if (!node) throw new Error("sonner list not rendered");
    return node;
  }

  it("shows at most 3 of 4 toasts", () => {
    render(<StackedToaster />);
    fire("Een", "Twee", "Drie", "Vier");
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
    expect(toasts).toHaveLength(4);
    expect(toasts.map((t) => t.getAttribute("data-visible"))).toEqual([
      "true",
      "true",
      "true",
      "false",
    ]);
    // Newest first: the oldest one is hidden.
    expect(toasts[3]).toHaveTextContent("Een");
  });

  it("sits bottom-right with a 32 px offset, 14 px gap and 356 px width, hotkey Alt+T", () => {
    expect(SONNER_OPTIONS).toMatchObject({ visibleToasts: 3, duration: 4000, gap: 14, offset: 32 });
    render(<StackedToaster />);
    fire("Hallo");
    const section = screen.getByRole("region", { name: "Meldingen alt+T" });
    expect(section).toContainElement(list());
    expect(list()).toHaveAttribute("data-y-position", "bottom");
    expect(list()).toHaveAttribute("data-x-position", "right");
    expect(list().style.getPropertyValue("--offset-bottom")).toBe("32px");
    expect(list().style.getPropertyValue("--offset-right")).toBe("32px");
    expect(list().style.getPropertyValue("--gap")).toBe("14px");
    expect(list().style.getPropertyValue("--width")).toBe("356px");
  });

  it("focuses the stack on Alt+T", () => {
    render(<StackedToaster />);
    fire("Sneltoets");
    fireEvent.keyDown(document, { key: "t", code: "KeyT", altKey: true });
    expect(list()).toHaveFocus();
  });

  it("closes a toast after 4000 ms plus a 200 ms exit animation", () => {
    render(<StackedToaster />);
    fire("Tijdelijk");
    const element = () => screen.getByText("Tijdelijk").closest("[data-sonner-toast]");
    act(() => vi.advanceTimersByTime(3999));
    expect(element()).toHaveAttribute("data-removed", "false");
    act(() => vi.advanceTimersByTime(1));
    expect(element()).toHaveAttribute("data-removed", "true");
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText("Tijdelijk")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Tijdelijk")).not.toBeInTheDocument();
  });
});
