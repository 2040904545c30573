import { blogDemoContent as content } from "@/content/blog-demo";
import { slugify } from "../model";

interface SearchSnippetProps {
  title: string;
  metaTitle: string;
  metaDescription: string;
}

/** How the article's meta tags would look as a search result, with their lengths. */
export function SearchSnippet({ title, metaTitle, metaDescription }: SearchSnippetProps) {
  return (
    <div className="rounded-lg border bg-card p-5 shadow-sm">
      <p className="text-sm font-semibold">{content.snippetLabel}</p>
      <div className="mt-3 rounded-md border bg-background p-4">
        <p className="truncate text-xs text-muted-foreground">
          {content.snippetUrl(slugify(title))}
        </p>
        <p className="mt-1 text-lg leading-snug text-[#1a0dab]">
          <span className="sr-only">{content.metaTitleLabel}: </span>
          {metaTitle}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          <span className="sr-only">{content.metaDescriptionLabel}: </span>
          {metaDescription}
        </p>
      </div>
      <dl className="mt-3 grid gap-1 text-xs text-muted-foreground">
        <div className="flex justify-between gap-4">
          <dt>{content.metaTitleLabel}</dt>
          <dd className="tabular-nums">{content.characterCount(metaTitle.length)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{content.metaDescriptionLabel}</dt>
          <dd className="tabular-nums">{content.characterCount(metaDescription.length)}</dd>
        </div>
      </dl>
    </div>
  );
}
