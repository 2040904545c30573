import { PageHead } from "./page-head";

export function DashboardPage() {
  return (
    <section className="container py-16">
      <PageHead path="/dashboard" />
      <h1 className="text-4xl font-bold">DashboardPage</h1>
    </section>
  );
}
