import type { TFunction } from "i18next";
import { CONTENT_LIMITS, CONTENT_MESSAGES } from "@contract/content";
import type { Locale } from "@contract/locale";
import { formatNumber, useLocale, useT } from "@/i18n";
import { nl } from "@/i18n/locales/nl";

type ShownMessage = keyof (typeof nl)["content"]["messages"];
type Figures = { min?: number | string; max?: number | string };

const L = CONTENT_LIMITS;

/** The contract's figures in each message the screen shows (the contract's one source). */
function figuresOf(key: ShownMessage, locale: Locale): Figures {
  switch (key) {
    case "topic":
    case "keyword":
    case "title":
      return { min: L[key].min, max: L[key].max };
    case "secondaryKeywords":
    case "metaTitle":
    case "metaDescription":
      return { max: L[key].max };
    case "markdownTooLong":
      return { max: formatNumber(L.markdown.max, locale) };
    case "wordpressUrlTooLong":
      return { max: L.wordpressUrl.max };
    case "wordpressUsernameTooLong":
      return { max: L.wordpressUsername.max };
    case "wordpressPasswordTooLong":
      return { max: L.wordpressPassword.max };
    default:
      return {};
  }
}

/** The catalogue's key of each contract message the screen shows, by its Dutch text. */
const KEY_OF = new Map<string, ShownMessage>(
  (Object.keys(nl.content.messages) as ShownMessage[]).map((key) => [CONTENT_MESSAGES[key], key]),
);

/** A contract message by its key, in the language of `t`, with the contract's figures. */
export function contractMessageText(
  key: ShownMessage,
  locale: Locale,
  t: TFunction<"content">,
): string {
  return t(`messages.${key}`, figuresOf(key, locale));
}

/**
 * The forms validate with the function's own zod schemas, whose messages are the contract's
 * Dutch texts (CONTENT_MESSAGES). This words such a message in the screen's language; anything
 * else is shown as it came.
 */
export function useContractMessage() {
  const { t } = useT("content");
  const locale = useLocale();
  return (message: string | undefined): string | undefined => {
    const key = message === undefined ? undefined : KEY_OF.get(message);
    return key ? contractMessageText(key, locale, t) : message;
  };
}
