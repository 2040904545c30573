import { describe, expect, it } from "vitest";
import {
  CTA_EMAIL_PATTERN,
  CTA_SUBMIT_DELAY_MS,
  CTA_SUCCESS_VISIBLE_MS,
  CTA_EMAIL_MAX_LENGTH,
  parseCtaEmail,
} from "@/features/cta-form/model";

describe("call-to-action e-mail rule (docs/product.md §5)", () => {
  it.each([
    ["jan@example.nl", "jan@example.nl"],
    ["a@b.c", "a@b.c"],
    ["info+seo@bakkerij-de-vries.co.uk", "info+seo@bakkerij-de-vries.co.uk"],
    ["Jan.Jansen@Bedrijf.NL", "Jan.Jansen@Bedrijf.NL"],
    ["  jan@example.nl  ", "jan@example.nl"],
  ])("accepts %j as %j", (input, expected) => {
    expect(parseCtaEmail(input)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["jan"],
    ["jan@example"],
    ["jan.example.nl"],
    ["@example.nl"],
    ["jan@.nl"],
    ["jan@example."],
    ["jan @example.nl"],
    ["jan@exa mple.nl"],
    ["jan@@example.nl"],
    ["jan@example@test.nl"],
  ])("rejects %j", (input) => {
    expect(parseCtaEmail(input)).toBeNull();
  });

  it("accepts the longest address the field allows and not one character more", () => {
    const local = "a".repeat(CTA_EMAIL_MAX_LENGTH - "@example.nl".length);
    expect(parseCtaEmail(`${local}@example.nl`)).toBe(`${local}@example.nl`);
    expect(parseCtaEmail(`${local}a@example.nl`)).toBeNull();
  });

  it("is the documented shape: non-space text, @, non-space text, dot, non-space text", () => {
    expect(CTA_EMAIL_PATTERN.source).toBe("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$");
  });

  it("uses the documented timers", () => {
    expect(CTA_SUBMIT_DELAY_MS).toBe(1000);
    expect(CTA_SUCCESS_VISIBLE_MS).toBe(5000);
  });
});
