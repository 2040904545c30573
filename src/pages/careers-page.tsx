import { PageHead } from "./page-head";

export function CareersPage() {
  return (
    <section className="container py-16">
      <PageHead path="/careers" />
      <h1 className="text-4xl font-bold">CareersPage</h1>
    </section>
  );
}
