import type { ContentOverview } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { RegionCard } from "@/components/ui/card";
import { useT } from "@/i18n";
import { useDisconnectWordPress } from "../api/disconnect-wordpress";
import { useContentToasts } from "./mutation-toasts";
import { WordPressForm } from "./wordpress-form";

/** The WordPress connection: the form, or the connected site with 'Ontkoppelen'. */
export function WordPressCard({ wordpress }: { wordpress: ContentOverview["wordpress"] }) {
  const { t } = useT("content");
  const toasts = useContentToasts();
  const disconnect = useDisconnectWordPress();
  return (
    <div id="wordpress">
      <RegionCard title={t("wordpress.heading")} description={t("wordpress.intro")}>
        {wordpress.connected ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 [overflow-wrap:anywhere]" data-testid="wordpress-connected">
              {t("wordpress.connected", { site: wordpress.siteUrl ?? "" })}
              {wordpress.username &&
                ` ${t("wordpress.connectedAs", { username: wordpress.username })}`}
            </p>
            <BusyButton
              type="button"
              variant="outline"
              busy={disconnect.isPending}
              busyLabel={t("wordpress.disconnecting")}
              onClick={() =>
                disconnect.mutate(
                  {},
                  {
                    onSuccess: () => toasts.success("disconnected"),
                    onError: (error) => toasts.failure(error),
                  },
                )
              }
            >
              {t("wordpress.disconnect")}
            </BusyButton>
          </div>
        ) : (
          <WordPressForm />
        )}
      </RegionCard>
    </div>
  );
}
