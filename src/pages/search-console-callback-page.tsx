import { searchConsoleContent as copy } from "@/content/search-console";
import { SearchConsoleCallbackView } from "@/features/search-console/customer-area";
import { PageHead } from "./page-head";

/** /search-console/callback: the end of Google's consent for Search Console (issue 21). */
export function SearchConsoleCallbackPage() {
  return (
    <>
      <PageHead path="/search-console/callback" />
      <div className="container flex max-w-2xl flex-col gap-6 py-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.callback.title}</h1>
        <SearchConsoleCallbackView />
      </div>
    </>
  );
}
