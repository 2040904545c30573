import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useChat } from "@/features/chat/hooks/use-chat";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const at = (hour: number) => () => new Date(2025, 0, 6, hour, 15);

describe("useChat", () => {
  it("greets once, by the injected clock", () => {
    const { result } = renderHook(() => useChat({ now: at(20) }));
    act(() => result.current.greet());
    act(() => result.current.greet());
    expect(result.current.messages.map((m) => m.text)).toEqual([
      "Goedenavond! Ik ben de Vindbaar-assistent. Waarmee kan ik je helpen?",
    ]);
    expect(result.current.messages[0]).toMatchObject({
      isUser: false,
      timestamp: new Date(2025, 0, 6, 20, 15),
    });
  });

  it("ignores blank messages and does not start typing", () => {
    const answer = vi.fn(() => "antwoord");
    const { result } = renderHook(() => useChat());
    let sent = true;
    act(() => {
      sent = result.current.send(" \t  ", answer);
    });
    expect(sent).toBe(false);
    expect(answer).not.toHaveBeenCalled();
    expect(result.current.messages).toEqual([]);
    expect(result.current.isTyping).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("types until every pending reply has arrived, then calls onReply", () => {
    const onReply = vi.fn();
    const { result } = renderHook(() => useChat({ onReply }));
    act(() => {
      result.current.send("hoi", () => "een"); // 1150 ms
      result.current.send("x".repeat(60), () => "twee"); // capped: 3000 ms
    });
    expect(result.current.isTyping).toBe(true);
    expect(result.current.hasUserMessage).toBe(true);
    act(() => vi.advanceTimersByTime(1150));
    expect(onReply).toHaveBeenCalledTimes(1);
    expect(onReply.mock.calls[0][0]).toMatchObject({ text: "een", isUser: false });
    expect(result.current.isTyping).toBe(true);
    act(() => vi.advanceTimersByTime(1850));
    expect(result.current.isTyping).toBe(false);
    expect(result.current.messages.map((m) => [m.text, m.isUser])).toEqual([
      ["hoi", true],
      ["x".repeat(60), true],
      ["een", false],
      ["twee", false],
    ]);
  });

  it("answers two quick questions in the order they were asked (issue 8 #4)", () => {
    const onReply = vi.fn();
    const { result } = renderHook(() => useChat({ onReply }));
    act(() => {
      // The first question is long (3000 ms), the second short (1150 ms): the second answer must
      // still wait for the first.
      result.current.send("x".repeat(60), () => "antwoord op vraag 1");
      result.current.send("hoi", () => "antwoord op vraag 2");
    });
    act(() => vi.advanceTimersByTime(1150));
    expect(onReply).not.toHaveBeenCalled();
    expect(result.current.isTyping).toBe(true);
    act(() => vi.advanceTimersByTime(1850));
    expect(onReply.mock.calls.map(([message]) => message.text)).toEqual([
      "antwoord op vraag 1",
      "antwoord op vraag 2",
    ]);
    expect(result.current.isTyping).toBe(false);
    expect(result.current.messages.map((m) => m.text)).toEqual([
      "x".repeat(60),
      "hoi",
      "antwoord op vraag 1",
      "antwoord op vraag 2",
    ]);
  });

  it("keeps the order when the later reply's timer is due a millisecond sooner (issue 19 #18)", () => {
    // Date.now() rounds to whole milliseconds: a second question sent 0.9 ms after the first can
    // read a clock 1 ms later, so its timer (due at the same moment on paper) is set to fire
    // 1 ms before the first one. Pin that skew: the clock reads 1 ms ahead for the second send.
    const onReply = vi.fn();
    const { result } = renderHook(() => useChat({ onReply }));
    const realNow = Date.now.bind(Date);
    const now = vi.spyOn(Date, "now");
    now.mockImplementationOnce(realNow); // the first question: the true clock
    now.mockImplementationOnce(() => realNow() + 1); // the second question: 1 ms ahead
    act(() => {
      result.current.send("Is dat inclusief btw?", () => "btw-antwoord"); // 2050 ms
      result.current.send("Hoe zeg ik op?", () => "opzeg-antwoord"); // 1700 ms, waits
    });
    now.mockRestore();
    act(() => vi.advanceTimersByTime(2049));
    expect(onReply.mock.calls.map(([message]) => message.text)).toEqual([
      "btw-antwoord",
      "opzeg-antwoord",
    ]);
    expect(result.current.messages.map((m) => m.text)).toEqual([
      "Is dat inclusief btw?",
      "Hoe zeg ik op?",
      "btw-antwoord",
      "opzeg-antwoord",
    ]);
    expect(result.current.isTyping).toBe(false);
    // The first timer still fires at 2050 ms; it finds its reply already shown.
    act(() => vi.advanceTimersByTime(1));
    expect(onReply).toHaveBeenCalledTimes(2);
  });

  it("keeps the documented delay for a question asked after earlier answers have arrived", () => {
    const onReply = vi.fn();
    const { result } = renderHook(() => useChat({ onReply }));
    act(() => {
      result.current.send("x".repeat(60), () => "een");
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      result.current.send("hoi", () => "twee");
    });
    act(() => vi.advanceTimersByTime(1149));
    expect(onReply).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onReply).toHaveBeenCalledTimes(2);
  });

  it("clears pending reply timers on unmount", () => {
    const onReply = vi.fn();
    const { result, unmount } = renderHook(() => useChat({ onReply }));
    act(() => {
      result.current.send("demo", () => "antwoord");
    });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(onReply).not.toHaveBeenCalled();
  });
});
