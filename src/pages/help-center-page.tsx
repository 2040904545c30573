import { PageHead } from "./page-head";

export function HelpCenterPage() {
  return (
    <section className="container py-16">
      <PageHead path="/help-center" />
      <h1 className="text-4xl font-bold">HelpCenterPage</h1>
    </section>
  );
}
