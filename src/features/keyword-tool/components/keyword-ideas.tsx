import { useT } from "@/i18n";

/** Dutch variations to think about: a plain list, with no figure anywhere near them. */
export function KeywordIdeas({ ideas }: { ideas: string[] }) {
  const { t } = useT("seoHelper", { keyPrefix: "keywordTool.ideas" });
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="keyword-tool-ideas" className="flex flex-col gap-2">
      <h4 id="keyword-tool-ideas" className="font-medium">
        {t("heading")}
      </h4>
      <ul className="list-inside list-disc text-sm [overflow-wrap:anywhere]">
        {ideas.map((idea) => (
          <li key={idea}>{idea}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t("note")}</p>
    </section>
  );
}
