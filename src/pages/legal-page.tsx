import { useEffect } from "react";
import { Link } from "react-router-dom";
import { LegalDocument } from "@/components/marketing/legal-document";
import { PageHero } from "@/components/marketing/page-hero";
import type { LegalText } from "@/content/legal/legal-text";
import { PageHead } from "./page-head";

interface LegalPageProps {
  path: "/privacy-policy" | "/terms-of-service" | "/en/privacy-policy" | "/en/terms-of-service";
  text: LegalText;
}

/**
 * Layout shared by the privacy policy and the terms of service, in Dutch (the main text) or
 * English, with a link to the other version. The prerendered English page already has
 * `<html lang="en">` (scripts/prerender.ts); after a navigation in the browser this sets it, and
 * leaving the page makes it Dutch again like every other public page.
 */
export function LegalPage({ path, text }: LegalPageProps) {
  useEffect(() => {
    if (text.language === "nl") return;
    document.documentElement.lang = text.language;
    return () => {
      document.documentElement.lang = "nl";
    };
  }, [text.language]);
  const other = text.otherVersion;
  return (
    <>
      <PageHead path={path} />
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} intro={text.hero.intro} />
      <div className="container max-w-3xl pt-8">
        <Link
          to={other.href}
          hrefLang={other.language}
          lang={other.language}
          className="text-sm font-medium text-primary underline underline-offset-4"
          data-testid="legal-other-language"
        >
          {other.label}
        </Link>
      </div>
      <LegalDocument
        sections={text.sections}
        lastUpdatedLabel={text.lastUpdatedLabel}
        lastUpdatedIso={text.lastUpdatedIso}
        lastUpdatedText={text.lastUpdatedText}
        contentsLabel={text.contentsLabel}
      />
    </>
  );
}
