import { PageHead } from "./page-head";

export function PricingPage() {
  return (
    <section className="container py-16">
      <PageHead path="/pricing" />
      <h1 className="text-4xl font-bold">PricingPage</h1>
    </section>
  );
}
