import { PageHead } from "./page-head";

export function SeoHelperPage() {
  return (
    <section className="container py-16">
      <PageHead path="/seo-helper" />
      <h1 className="text-4xl font-bold">SeoHelperPage</h1>
    </section>
  );
}
