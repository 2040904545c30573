import { AuthStatus, useSession } from "@/features/auth";
import { sessionContent } from "@/content/auth";
import { whiteLabelContent as copy } from "@/content/white-label";
import { UpgradePanel, WhiteLabelSettings } from "@/features/white-label";
import { PageHead } from "./page-head";

/**
 * /dashboard/white-label (spec §2, §4). The route is not wrapped in a session check: it sits in
 * the customer area's open layout (account shell and TanStack Query, no redirect), and a visitor
 * without a session sees state 1 with 'Upgrade naar Power', never an error.
 */
export function WhiteLabelPage() {
  return (
    <>
      <PageHead path="/dashboard/white-label" />
      <div className="container flex flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{copy.intro}</p>
        </header>
        <WhiteLabelBody />
      </div>
    </>
  );
}

function WhiteLabelBody() {
  const { loading, session } = useSession();
  if (loading) return <AuthStatus label={sessionContent.loading} />;
  if (!session) return <UpgradePanel />;
  // Keyed by user: another account signing in in this tab starts from its own settings.
  return <WhiteLabelSettings key={session.user.id} />;
}
