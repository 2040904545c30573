import { PageHead } from "./page-head";

export function BlogPage() {
  return (
    <section className="container py-16">
      <PageHead path="/blog" />
      <h1 className="text-4xl font-bold">BlogPage</h1>
    </section>
  );
}
