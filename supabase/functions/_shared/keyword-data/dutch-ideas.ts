/**
 * Dutch variations of a keyword to think about when no provider suggests any: the ways Dutch
 * searchers narrow a product or service down. They are ideas only — the keyword tool shows them
 * without any figure, because nothing about them was measured.
 */

/** `{k}` is the keyword, `{r}` the business profile's region. */
const TEMPLATES = ["{k} prijs", "{k} bestellen", "{k} in {r}", "{k} in de buurt", "wat kost {k}"];

export function dutchIdeas(
  keyword: string,
  region: string | null,
  skip: Iterable<string>,
): string[] {
  const taken = new Set([...skip].map((word) => word.toLowerCase()));
  taken.add(keyword.toLowerCase());
  const ideas: string[] = [];
  for (const template of TEMPLATES) {
    if (template.includes("{r}") && !region?.trim()) continue;
    const idea = template.replace("{k}", keyword).replace("{r}", region?.trim() ?? "");
    if (taken.has(idea.toLowerCase())) continue;
    taken.add(idea.toLowerCase());
    ideas.push(idea);
  }
  return ideas;
}
