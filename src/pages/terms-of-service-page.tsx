import { PageHead } from "./page-head";

export function TermsOfServicePage() {
  return (
    <section className="container py-16">
      <PageHead path="/terms-of-service" />
      <h1 className="text-4xl font-bold">TermsOfServicePage</h1>
    </section>
  );
}
