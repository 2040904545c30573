import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

interface ArticleLayoutProps {
  breadcrumbLabel: string;
  breadcrumbs: readonly Crumb[];
  title: string;
  /** Facts under the title (date, author, duration …). */
  meta?: ReactNode;
  /** Between the header and the text (a guide's step overview). */
  intro?: ReactNode;
  /** The rendered article. */
  children: ReactNode;
  /** After the text: related articles, contact. */
  footer?: ReactNode;
}

/** An article page: breadcrumbs, the h1 with its facts, the text in a readable column, then more. */
export function ArticleLayout({
  breadcrumbLabel,
  breadcrumbs,
  title,
  meta,
  intro,
  children,
  footer,
}: ArticleLayoutProps) {
  return (
    <article>
      <header className="border-b bg-gradient-to-b from-brand-50 to-background">
        <div className="container max-w-[44rem] py-8 sm:py-12">
          <Breadcrumbs label={breadcrumbLabel} items={breadcrumbs} />
          <h1 className="mt-5 text-balance text-[1.75rem] font-bold leading-tight tracking-tight sm:text-4xl">
            {title}
          </h1>
          {meta && <div className="mt-4 text-sm text-muted-foreground">{meta}</div>}
        </div>
      </header>
      <div className="container max-w-[44rem] py-8 sm:py-12">
        {intro}
        {children}
      </div>
      {footer && (
        <footer className="border-t bg-muted/40">
          <div className="container max-w-[44rem] py-10">{footer}</div>
        </footer>
      )}
    </article>
  );
}

interface ArticleTextProps {
  /** The article's HTML (rendered at build time from Markdown, no raw HTML), or why it is not here yet. */
  text: { html: string } | "loading" | "failed";
  labels: { loading: string; failed: string };
}

/** The article's own text, styled for long reading (`.article-text` in styles.css). */
export function ArticleText({ text, labels }: ArticleTextProps) {
  if (text === "loading")
    return (
      <p role="status" className="min-h-[40vh] text-muted-foreground">
        {labels.loading}
      </p>
    );
  if (text === "failed")
    return (
      <p role="alert" className="text-destructive">
        {labels.failed}
      </p>
    );
  return <div className="article-text" dangerouslySetInnerHTML={{ __html: text.html }} />;
}
