import { site } from "@/config/site";
import { pageMeta } from "@/content/page-meta";
import { SearchConsoleCallbackView } from "@/features/search-console/customer-area";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

const PATH = "/search-console/callback";

/** /search-console/callback: the end of Google's consent for Search Console (issue 21). */
export function SearchConsoleCallbackPage() {
  const { t } = useT("searchConsole");
  const title = t("callback.title");
  return (
    <>
      <PageHead path={PATH} meta={{ ...pageMeta[PATH], title: `${title} | ${site.name}` }} />
      <div className="container flex max-w-2xl flex-col gap-6 py-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <SearchConsoleCallbackView />
      </div>
    </>
  );
}
