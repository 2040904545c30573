import { describe, expect, it } from "vitest";
import { CONTENT_MESSAGES } from "@contract/content";
import { contractMessageText } from "@/features/content/copy/contract-message";
import { i18n } from "@/i18n/i18n";
import { nl } from "@/i18n/locales/nl";

type Key = keyof typeof nl.content.messages;
const keys = Object.keys(nl.content.messages) as Key[];

describe("the contract's content messages in the catalogue", () => {
  it("word every message the screen shows in Dutch exactly as the contract (and the function) does", () => {
    const dutch = i18n.getFixedT("nl", "content");
    expect(keys).toHaveLength(18);
    for (const key of keys) {
      expect({ key, text: contractMessageText(key, "nl", dutch) }).toEqual({
        key,
        text: CONTENT_MESSAGES[key],
      });
    }
  });

  it("fill in the contract's figures in English, numbers the English way", () => {
    const english = i18n.getFixedT("en", "content");
    expect(contractMessageText("topic", "en", english)).toBe("A topic has 3 to 160 characters.");
    expect(contractMessageText("markdownTooLong", "en", english)).toBe(
      "The text is too long (at most 100,000 characters).",
    );
    expect(contractMessageText("wordpressUrlTooLong", "en", english)).toBe(
      "The address of your WordPress site is at most 2048 characters.",
    );
  });
});
