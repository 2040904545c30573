import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { displayName, useSession } from "@/features/auth";
import { KeywordTool } from "@/features/keyword-tool";
import { CustomerKeywords } from "@/features/keyword-tool/customer-area";
import { MetaDescriptionTool } from "@/features/meta-descriptions";
import { AnalysisHistory, SignedInAnalyzer } from "@/features/seo-analyzer/customer-area";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

// The session guard, TanStack Query and Sign Out come from the customer-area layout route
// (src/app/customer-area-layout.tsx).
export function SeoHelperPage() {
  return (
    <>
      <PageHead path="/seo-helper" />
      <SeoHelperContent />
    </>
  );
}

/** The three "how to use" cards, in order. */
const FEATURES = ["keywords", "meta", "apply"] as const;

function SeoHelperContent() {
  const { user } = useSession();
  const { t: tAuth } = useT("auth");
  const { t } = useT("seoHelper", { keyPrefix: "page" });
  return (
    <div className="container flex flex-col gap-10 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 break-words text-lg font-medium" data-testid="seo-helper-welcome">
            {t("welcome", { name: displayName(user, tAuth("session.fallbackName")) })}
          </p>
          <p className="max-w-2xl text-muted-foreground">{t("intro")}</p>
        </div>
      </header>

      <section aria-labelledby="seo-helper-features" className="flex flex-col gap-4">
        <h2 id="seo-helper-features" className="text-xl font-semibold">
          {t("featuresHeading")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature}>
              <Card className="h-full">
                <CardHeader className="pb-2">
                  <CardTitle>{t(`features.${feature}.title`)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{t(`features.${feature}.text`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <SignedInAnalyzer />
      <AnalysisHistory />
      <CustomerKeywords />

      <div className="grid gap-6 lg:grid-cols-2">
        <KeywordTool />
        <MetaDescriptionTool />
      </div>
    </div>
  );
}
