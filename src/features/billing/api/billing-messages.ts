import { BILLING_CATALOGUE } from "@contract/billing";
import { isLocale } from "@contract/locale";
import { requestLanguage } from "@/lib/request-language";

/** The billing contract's messages in the language the customer area speaks (Dutch by default). */
export function billingMessages() {
  const language = requestLanguage();
  return BILLING_CATALOGUE[isLocale(language) ? language : "nl"];
}
