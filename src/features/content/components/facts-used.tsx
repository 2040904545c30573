import { useId } from "react";
import type { UsedFact } from "@contract/content";
import { useT } from "@/i18n";

/** Only the customer's own web pages are linked; anything else is shown as text. */
const isWebPage = (url: string) => /^https?:\/\//i.test(url);

/** The facts of the customer's own site the draft uses, each with the page it came from. */
export function FactsUsed({ facts }: { facts: readonly UsedFact[] }) {
  const id = useId();
  const { t } = useT("content");
  return (
    <div className="flex flex-col gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {t("editor.factsHeading")}
      </h4>
      {facts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("editor.factsEmpty")}</p>
      ) : (
        <ul aria-labelledby={id} className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {facts.map((fact) => {
            const page = fact.pageTitle ?? fact.pageUrl;
            return (
              <li key={fact.id} className="[overflow-wrap:anywhere]">
                {fact.text}{" "}
                <span className="text-muted-foreground">
                  (
                  {isWebPage(fact.pageUrl) ? (
                    <a
                      href={fact.pageUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary underline-offset-2 hover:underline"
                    >
                      {t("editor.factPage", { page })}
                    </a>
                  ) : (
                    t("editor.factPage", { page })
                  )}
                  )
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
