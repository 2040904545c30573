import { useSearchParams } from "react-router-dom";
import { pageMeta } from "@/content/page-meta";
import { ContentCalendar, DraftEditor } from "@/features/content/customer-area";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

/** /dashboard/content: the Contentkalender, or one draft's editor with ?id= (issue 12). */
export function ContentPage() {
  const [params] = useSearchParams();
  const { t } = useT("content");
  const id = params.get("id");
  return (
    <>
      <PageHead
        path="/dashboard/content"
        meta={{
          ...pageMeta["/dashboard/content"],
          title: t("head.title"),
          description: t("head.description"),
        }}
      />
      <div className="container flex flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("intro")}</p>
        </header>
        {id ? <DraftEditor id={id} /> : <ContentCalendar />}
      </div>
    </>
  );
}
