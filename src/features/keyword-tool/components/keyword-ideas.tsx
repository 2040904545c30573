import { keywordToolContent } from "@/content/seo-helper";

const copy = keywordToolContent.ideas;

/** Dutch variations to think about: a plain list, with no figure anywhere near them. */
export function KeywordIdeas({ ideas }: { ideas: string[] }) {
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="keyword-tool-ideas" className="flex flex-col gap-2">
      <h4 id="keyword-tool-ideas" className="font-medium">
        {copy.heading}
      </h4>
      <ul className="list-inside list-disc text-sm [overflow-wrap:anywhere]">
        {ideas.map((idea) => (
          <li key={idea}>{idea}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{copy.note}</p>
    </section>
  );
}
