import { useSession } from "@/features/auth";
import { WhiteLabelSettings } from "@/features/white-label";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

/**
 * /dashboard/white-label (docs/product.md §2, §4). Like every customer route it sits behind the customer
 * area's session guard (docs/decisions/028): a visitor signs in first and comes back here.
 */
export function WhiteLabelPage() {
  const { t } = useT("whiteLabel");
  return (
    <>
      <PageHead path="/dashboard/white-label" />
      <div className="container flex flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("intro")}</p>
        </header>
        <WhiteLabelBody />
      </div>
    </>
  );
}

function WhiteLabelBody() {
  const { user } = useSession();
  // Keyed by user: another account signing in in this tab starts from its own settings.
  return <WhiteLabelSettings key={user?.id} />;
}
