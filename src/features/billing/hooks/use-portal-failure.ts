import { useT } from "@/i18n";

/** The customer area's toast when the billing portal cannot be opened, in its language. */
export function usePortalFailure(): { title: string; description: string } {
  const { t } = useT("billing", { keyPrefix: "toasts.portalFailed" });
  return { title: t("title"), description: t("description") };
}
