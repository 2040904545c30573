import type { ContentOverview } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { RegionCard } from "@/components/ui/card";
import { contentCalendarContent } from "@/content/content-calendar";
import { useDisconnectWordPress } from "../api/content-actions";
import { toastFailure, toastSuccess } from "./mutation-toasts";
import { WordPressForm } from "./wordpress-form";

const copy = contentCalendarContent.wordpress;

/** The WordPress connection: the form, or the connected site with 'Ontkoppelen'. */
export function WordPressCard({ wordpress }: { wordpress: ContentOverview["wordpress"] }) {
  const disconnect = useDisconnectWordPress();
  return (
    <div id="wordpress">
      <RegionCard title={copy.heading} description={copy.intro}>
        {wordpress.connected ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 [overflow-wrap:anywhere]" data-testid="wordpress-connected">
              {copy.connected(wordpress.siteUrl ?? "")}
              {wordpress.username && ` ${copy.connectedAs(wordpress.username)}`}
            </p>
            <BusyButton
              type="button"
              variant="outline"
              busy={disconnect.isPending}
              busyLabel={copy.disconnecting}
              onClick={() =>
                disconnect.mutate(
                  {},
                  {
                    onSuccess: () => toastSuccess(contentCalendarContent.toasts.disconnected),
                    onError: (error) => toastFailure(error),
                  },
                )
              }
            >
              {copy.disconnect}
            </BusyButton>
          </div>
        ) : (
          <WordPressForm />
        )}
      </RegionCard>
    </div>
  );
}
