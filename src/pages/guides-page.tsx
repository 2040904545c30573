import { PageHead } from "./page-head";

export function GuidesPage() {
  return (
    <section className="container py-16">
      <PageHead path="/guides" />
      <h1 className="text-4xl font-bold">GuidesPage</h1>
    </section>
  );
}
