import { whiteLabelResponseSchema } from "@contract/white-label";
import { i18n } from "@/i18n";

/** Every white-label answer's shape (GET, PUT, verify-domain and rotate-domain-token share it). */
export const whiteLabelAnswer = {
  schema: whiteLabelResponseSchema,
  unexpectedAnswer: () => i18n.t("unexpectedAnswer", { ns: "whiteLabel" }),
};
