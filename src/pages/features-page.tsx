import { PageHead } from "./page-head";

export function FeaturesPage() {
  return (
    <section className="container py-16">
      <PageHead path="/features" />
      <h1 className="text-4xl font-bold">FeaturesPage</h1>
    </section>
  );
}
