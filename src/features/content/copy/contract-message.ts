import { CONTENT_MESSAGES } from "@contract/content";
import { useT } from "@/i18n";
import { nl } from "@/i18n/locales/nl";

type ShownMessage = keyof (typeof nl)["content"]["messages"];

/** The catalogue's key of each contract message the screen shows, by its Dutch text. */
const KEY_OF = new Map<string, ShownMessage>(
  (Object.keys(nl.content.messages) as ShownMessage[]).map((key) => [CONTENT_MESSAGES[key], key]),
);

/**
 * The forms validate with the function's own zod schemas, whose messages are the contract's
 * Dutch texts (CONTENT_MESSAGES). This words such a message in the screen's language; anything
 * else (a server's answer) is shown as it came.
 */
export function useContractMessage() {
  const { t } = useT("content");
  return (message: string | undefined): string | undefined => {
    const key = message === undefined ? undefined : KEY_OF.get(message);
    return key ? t(`messages.${key}`) : message;
  };
}
