import { PageHead } from "./page-head";

export function HowItWorksPage() {
  return (
    <section className="container py-16">
      <PageHead path="/how-it-works" />
      <h1 className="text-4xl font-bold">HowItWorksPage</h1>
    </section>
  );
}
