import { PageHead } from "./page-head";

export function FaqPage() {
  return (
    <section className="container py-16">
      <PageHead path="/faq" />
      <h1 className="text-4xl font-bold">FaqPage</h1>
    </section>
  );
}
