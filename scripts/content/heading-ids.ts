/**
 * Anchor ids for article headings: "Stap 1: Maak een lijst van je pagina's" →
 * "stap-1-maak-een-lijst-van-je-paginas". Accents are dropped, so the ids stay readable in a
 * shared link; a repeated heading gets "-2", "-3" within its article.
 */
export function headingSlug(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "sectie"
  );
}

/** Hands out unique ids within one article. */
export function uniqueIds(): (text: string) => string {
  const used = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
