import type { SiteFact } from "@contract/site-facts";
import { Badge } from "@/components/ui/badge";
import { BusyButton } from "@/components/ui/busy-button";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** What the fact says, in one line: a question with its answer, or the fact's own text. */
export function factLabel(fact: SiteFact): string {
  return fact.question ?? fact.text;
}

/** The page as the customer knows it: its title, else its path. Only http(s) pages are links. */
function PageLink({ fact }: { fact: SiteFact }) {
  const url = new URL(fact.pageUrl);
  const label = fact.pageTitle ?? `${url.pathname}${url.search}`;
  if (url.protocol !== "https:" && url.protocol !== "http:") return <span>{label}</span>;
  return (
    <a
      href={fact.pageUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="break-words underline underline-offset-2 hover:text-foreground"
    >
      {label}
    </a>
  );
}

/**
 * One fact: what it says, the page it was found on, and 'Verbergen' / 'Tonen'. A hidden fact
 * stays in the list, muted and marked, so the customer can show it again.
 */
export function SiteFactItem({
  fact,
  busy,
  onToggle,
}: {
  fact: SiteFact;
  busy: boolean;
  onToggle: (fact: SiteFact) => void;
}) {
  const { t } = useT("profile", { keyPrefix: "facts" });
  const label = factLabel(fact);
  return (
    <li
      className="flex flex-col gap-3 border-b py-3 last:border-b-0 sm:flex-row sm:items-start sm:justify-between"
      data-testid="site-fact"
      data-hidden={fact.hidden || undefined}
    >
      <div className={cn("min-w-0 flex-1", fact.hidden && "text-muted-foreground")}>
        <p className={cn("break-words", fact.question && "font-medium")}>
          {fact.hidden && (
            <Badge variant="secondary" className="mr-2 align-middle">
              {t("hiddenBadge")}
            </Badge>
          )}
          <span className={cn(fact.hidden && "line-through")}>{label}</span>
        </p>
        {fact.answer && <p className="mt-1 break-words text-sm">{fact.answer}</p>}
        <p className="mt-1 text-sm text-muted-foreground">
          {t("foundOn")} <PageLink fact={fact} />
        </p>
      </div>
      <BusyButton
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        busy={busy}
        busyLabel={fact.hidden ? t("showing") : t("hiding")}
        aria-label={t("actionLabel", { action: fact.hidden ? t("show") : t("hide"), fact: label })}
        onClick={() => onToggle(fact)}
      >
        {fact.hidden ? t("show") : t("hide")}
      </BusyButton>
    </li>
  );
}
