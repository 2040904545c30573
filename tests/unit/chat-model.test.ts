import { describe, expect, it } from "vitest";
import {
  formatMessageTime,
  greetingForHour,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  previewText,
  replyDelayMs,
  welcomeMessageText,
} from "@/features/chat/model";

describe("replyDelayMs", () => {
  it("is length x 50 ms + 1000 ms, capped at 3000 ms", () => {
    expect(replyDelayMs("")).toBe(1000);
    expect(replyDelayMs("hoi")).toBe(1150);
    expect(replyDelayMs("Wat kost Vindbaar?")).toBe(1900);
    expect(replyDelayMs("x".repeat(39))).toBe(2950);
    expect(replyDelayMs("x".repeat(40))).toBe(3000);
    expect(replyDelayMs("x".repeat(500))).toBe(3000);
  });
});

describe("greeting by hour", () => {
  it("says good morning before 12, good afternoon before 18, good evening after", () => {
    expect(greetingForHour(0)).toBe("Goedemorgen");
    expect(greetingForHour(11)).toBe("Goedemorgen");
    expect(greetingForHour(12)).toBe("Goedemiddag");
    expect(greetingForHour(17)).toBe("Goedemiddag");
    expect(greetingForHour(18)).toBe("Goedenavond");
    expect(greetingForHour(23)).toBe("Goedenavond");
  });

  it("builds the welcome from the local hour", () => {
    expect(welcomeMessageText(new Date(2025, 4, 1, 8, 0))).toBe(
      "Goedemorgen! Ik ben de Vindbaar-assistent. Waarmee kan ik je helpen?",
    );
  });
});

describe("helpers", () => {
  it("uses 768 px as the breakpoint", () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(MOBILE_MEDIA_QUERY).toBe("(max-width: 767px)");
  });

  it("formats times as hh:mm", () => {
    expect(formatMessageTime(new Date(2025, 4, 1, 8, 5))).toBe("08:05");
    expect(formatMessageTime(new Date(2025, 4, 1, 20, 30))).toBe("20:30");
  });

  it("shortens long replies for the toast", () => {
    expect(previewText("kort")).toBe("kort");
    const preview = previewText("a ".repeat(100), 20);
    expect(preview).toBe("a a a a a a a a a a…");
    expect(previewText("abcdefghij klmnopq", 12)).toBe("abcdefghij…");
  });
});
