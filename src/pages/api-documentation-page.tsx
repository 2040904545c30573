import { PageHead } from "./page-head";

export function ApiDocumentationPage() {
  return (
    <section className="container py-16">
      <PageHead path="/api-documentation" />
      <h1 className="text-4xl font-bold">ApiDocumentationPage</h1>
    </section>
  );
}
