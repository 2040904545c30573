import { PageHead } from "./page-head";

export function DemoPage() {
  return (
    <section className="container py-16">
      <PageHead path="/demo" />
      <h1 className="text-4xl font-bold">DemoPage</h1>
    </section>
  );
}
