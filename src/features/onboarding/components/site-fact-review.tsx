import { useState, type ReactNode } from "react";
import { SITE_FACT_KINDS, type SiteFact } from "@contract/site-facts";
import { Button } from "@/components/ui/button";
import { formatDayInAmsterdam, useLocale, useT } from "@/i18n";
import { useSiteFacts } from "../api/get-site-facts";
import { useSetSiteFactHidden } from "../api/set-site-fact-hidden";
import { SiteFactGroup } from "./site-fact-group";
import { factLabel } from "./site-fact-item";

function Frame({ children, live }: { children: ReactNode; live: string }) {
  const { t } = useT("profile", { keyPrefix: "facts" });
  return (
    <section
      aria-labelledby="site-facts-title"
      className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6"
      data-testid="site-facts"
    >
      <div>
        <h2 id="site-facts-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {/* Always mounted, so hiding or showing a fact is announced when it happens. */}
      <p aria-live="polite" className="sr-only" data-testid="site-facts-live">
        {live}
      </p>
      {children}
    </section>
  );
}

/**
 * 'Wat we op je site vonden' in Bedrijfsprofiel: the facts of the latest scan by kind, each
 * with its page, and the way to hide one the writers should not use (or show it again). Loading,
 * error, before-the-first-scan and nothing-found states each say what is going on.
 */
export function SiteFactReview() {
  const { t } = useT("profile", { keyPrefix: "facts" });
  const locale = useLocale();
  const facts = useSiteFacts();
  const toggle = useSetSiteFactHidden();
  const [live, setLive] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  if (facts.isPending) {
    return (
      <Frame live={live}>
        <p role="status">{t("loading")}</p>
      </Frame>
    );
  }
  if (facts.isError) {
    return (
      <Frame live={live}>
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t("loadError")}</p>
          <Button variant="outline" size="sm" onClick={() => void facts.refetch()}>
            {t("retry")}
          </Button>
        </div>
      </Frame>
    );
  }

  const { scan, facts: list } = facts.data;
  if (!scan) {
    return (
      <Frame live={live}>
        <p className="text-muted-foreground">{t("noScan")}</p>
      </Frame>
    );
  }

  const onToggle = (fact: SiteFact) => {
    setFailure(null);
    toggle.mutate(
      { id: fact.id, hidden: !fact.hidden },
      {
        onSuccess: (saved) =>
          setLive(t(saved.hidden ? "announceHidden" : "announceShown", { fact: factLabel(saved) })),
        onError: (error) => setFailure(t("saveError", { message: error.message })),
      },
    );
  };
  const busyId = toggle.isPending ? toggle.variables.id : null;
  const hiddenCount = list.filter((fact) => fact.hidden).length;

  return (
    <Frame live={live}>
      <p className="text-sm">
        {scan.finishedAt &&
          t("scannedAt", {
            date: formatDayInAmsterdam(scan.finishedAt, locale),
            site: scan.siteUrl,
          })}{" "}
        {list.length > 0 &&
          (hiddenCount > 0
            ? t("summaryHidden", { count: list.length, hidden: hiddenCount })
            : t("summary", { count: list.length }))}
      </p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-muted-foreground">{t("noFacts")}</p>
      ) : (
        SITE_FACT_KINDS.map((kind) => {
          const ofKind = list.filter((fact) => fact.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <SiteFactGroup
              key={kind}
              kind={kind}
              facts={ofKind}
              busyId={busyId}
              onToggle={onToggle}
            />
          );
        })
      )}
    </Frame>
  );
}
