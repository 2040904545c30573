import { PageHead } from "./page-head";

export function AboutUsPage() {
  return (
    <section className="container py-16">
      <PageHead path="/about-us" />
      <h1 className="text-4xl font-bold">AboutUsPage</h1>
    </section>
  );
}
