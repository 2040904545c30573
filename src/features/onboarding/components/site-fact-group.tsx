import { useState } from "react";
import type { SiteFact, SiteFactKind } from "@contract/site-facts";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { SiteFactItem } from "./site-fact-item";

/** How many facts a group shows before 'Toon alle': a long site stays readable on a phone. */
export const FIRST_FACTS_SHOWN = 5;

/**
 * One kind of fact ('Prijzen (12)'): the first few, and a button that shows the rest in place
 * (and folds them away again). The button says how many and controls the list it extends.
 */
export function SiteFactGroup({
  kind,
  facts,
  busyId,
  onToggle,
}: {
  kind: SiteFactKind;
  facts: readonly SiteFact[];
  busyId: string | null;
  onToggle: (fact: SiteFact) => void;
}) {
  const { t } = useT("profile", { keyPrefix: "facts" });
  const [expanded, setExpanded] = useState(false);
  const foldable = facts.length > FIRST_FACTS_SHOWN;
  const shown = foldable && !expanded ? facts.slice(0, FIRST_FACTS_SHOWN) : facts;
  const listId = `site-facts-${kind}-list`;
  return (
    <section aria-labelledby={`site-facts-${kind}`}>
      <h3 id={`site-facts-${kind}`} className="font-semibold">
        {t(`kinds.${kind}`)} <span className="text-muted-foreground">({facts.length})</span>
      </h3>
      <ul id={listId} className="mt-1">
        {shown.map((fact) => (
          <SiteFactItem key={fact.id} fact={fact} busy={busyId === fact.id} onToggle={onToggle} />
        ))}
      </ul>
      {foldable && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="px-0"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t("showFewer") : t("showAll", { count: facts.length })}
        </Button>
      )}
    </section>
  );
}
